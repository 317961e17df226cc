import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { defineModule } from '../module-registry';
import { eventsDemoExtension } from './demo/events-demo.extension';
import { checkinRoutes } from './checkin.routes';
import { createEventsServices, type EventsServices } from './events.factory';
import { memberEventsRoutes } from './events.routes';
import * as eventTables from './migrations/events-0001-events';
import { promoteListedAdmins } from './operator/checkin-admin-bootstrap';
import './events.schema';

declare module '../module-registry' {
  interface ModuleServicesMap {
    events: EventsServices;
  }
}

const routes: FastifyPluginAsyncZod<EventsServices> = async (app, services) => {
  await app.register(memberEventsRoutes, services);
  await app.register(checkinRoutes, services);
};

/**
 * Events and check-in (issue 24; docs/events.md): events members sign up for (capacity exact
 * under concurrency, premium perks), the member card's rotating signed tokens, and the check-in
 * desk's calls for members with the `checkin_admin` claim (compare-and-set updates, nonces,
 * an audit trail).
 */
export const eventsModule = defineModule({
  name: 'events',
  dependsOn: ['auth', 'premium'],
  create: ({ db, config, log, deps, overrides }) =>
    createEventsServices(
      db,
      config,
      { sessions: deps.auth.sessions, premiumStateOf: deps.premium.premiumStateOf, log },
      overrides.events,
    ),
  routes,
  // CHECKIN_ADMIN_EMAILS: listed, verified accounts become check-in desks at every start.
  seed: async (db, config) => {
    await promoteListedAdmins(db, config.CHECKIN_ADMIN_EMAILS);
  },
  // Demo fan events with demo members signed up, kept upcoming over time (demo/).
  demoExtensions: () => [eventsDemoExtension()],
  // After devices' 0022.
  migrations: { '0023-events': eventTables },
});
