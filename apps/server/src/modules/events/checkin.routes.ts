import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { EventsServices } from './events.factory';

/**
 * Catalogue spec §7 "Check-in" (`/api/checkin/1/…`), `config: { auth: 'checkin' }`. Groundwork:
 * the routes are added in the check-in part.
 */
export const checkinRoutes: FastifyPluginAsyncZod<EventsServices> = async () => {};
