import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ladderRoutes } from './ladders.routes';
import type { ParentalServices } from './parental.factory';
import { viewerPinRoutes } from './viewer-pin.routes';

/** Accounts spec §7 "Viewer controls": the rating ladders and the member's limits and pin. */
export const parentalRoutes: FastifyPluginAsyncZod<ParentalServices> = async (app, deps) => {
  await app.register(ladderRoutes, deps);
  await app.register(viewerPinRoutes, deps);
};
