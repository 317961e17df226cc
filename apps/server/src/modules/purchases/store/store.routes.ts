import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { PurchasesServices } from '../purchases.factory';

/** (Being built.) */
export const storeRoutes: FastifyPluginAsyncZod<PurchasesServices> = async (_app, _services) => {};
