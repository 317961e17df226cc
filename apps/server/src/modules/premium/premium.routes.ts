import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { PremiumServices } from './premium.factory';
import { adminRoutes } from './admin/admin.routes';
import { catalogRoutes } from './catalog/catalog.routes';
import { gatewayRoutes } from './gateway/gateway.routes';
import { paymentMethodRoutes } from './payment-methods/payment-methods.routes';
import { promoRoutes } from './promos/promos.routes';
import { subscriptionRoutes } from './subscriptions/subscriptions.routes';

/** Catalogue spec §7 "Premium": each part's routes (docs/premium.md). */
export const premiumRoutes: FastifyPluginAsyncZod<PremiumServices> = async (app, services) => {
  await app.register(catalogRoutes, services);
  await app.register(promoRoutes, services);
  await app.register(paymentMethodRoutes, services);
  await app.register(subscriptionRoutes, services);
  await app.register(gatewayRoutes, services);
  await app.register(adminRoutes, services);
};
