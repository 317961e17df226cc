import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { estRoutes } from './est/est.routes';
import { externalPromoRoutes } from './external-promos/external-promos.routes';
import { giftRoutes } from './gifts/gifts.routes';
import { historyRoutes } from './history/history.routes';
import { operatorRoutes } from './operator/operator.routes';
import { previewRoutes } from './previews/previews.routes';
import type { PurchasesServices } from './purchases.factory';
import { storeRoutes } from './store/store.routes';

/** Catalogue spec §7 "Premium", the purchase, gift and code calls: each part's routes (docs/purchases.md). */
export const purchasesRoutes: FastifyPluginAsyncZod<PurchasesServices> = async (app, services) => {
  await app.register(storeRoutes, services);
  await app.register(historyRoutes, services);
  await app.register(estRoutes, services);
  await app.register(giftRoutes, services);
  await app.register(externalPromoRoutes, services);
  await app.register(previewRoutes, services);
  await app.register(operatorRoutes, services);
};
