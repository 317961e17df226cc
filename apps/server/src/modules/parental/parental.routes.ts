import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { ParentalServices } from './parental.factory';

/** Accounts spec §7 "Viewer controls": the rating ladders and the member's limits and pin. */
export const parentalRoutes: FastifyPluginAsyncZod<ParentalServices> = async () => {};
