import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { EventsServices } from './events.factory';

/**
 * Members' event calls (`/api/events/1/…`; contract events/event-calls.ts). Groundwork: the
 * routes are added in the member-events part.
 */
export const memberEventsRoutes: FastifyPluginAsyncZod<EventsServices> = async () => {};
