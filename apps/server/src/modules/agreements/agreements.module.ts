import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { defineModule } from '../module-registry';
import { createAgreementsServices, type AgreementsServices } from './agreements.factory';
import { agreementsRoutes } from './agreements.routes';
import { seedAgreements } from './agreements.seed';
import { devAgreementsRoutes } from './dev-agreements.routes';

declare module '../module-registry' {
  interface ModuleServicesMap {
    agreements: AgreementsServices;
  }
}

/** The product routes, and the development revise route (it adds nothing in production). */
const routes: FastifyPluginAsyncZod<AgreementsServices> = async (app, services) => {
  await app.register(agreementsRoutes, services);
  await app.register(devAgreementsRoutes, services);
};

export const agreementsModule = defineModule({
  name: 'agreements',
  dependsOn: ['auth'],
  create: ({ db, config, deps }) => createAgreementsServices(db, config, deps.auth),
  routes,
  seed: (db) => seedAgreements(db),
});
