import { defineModule } from '../module-registry';
import { createPurchasesServices, type PurchasesServices } from './purchases.factory';
import { purchasesRoutes } from './purchases.routes';
import { seedPurchases } from './purchases.seed';
import { purchasesDemoExtension } from './store/purchases-demo.extension';
import * as tables from './migrations/purchases-0001-tables';
import './purchases.schema';

declare module '../module-registry' {
  interface ModuleServicesMap {
    purchases: PurchasesServices;
  }
}

/**
 * Purchases, gifts and codes (catalogue spec "Premium"; docs/purchases.md): owned content (EST),
 * EST codes and history, purchase history, gift subscriptions, external promos, previews and the
 * operator's tools. On top of premium (its gateway, payment methods, tax, idempotency, clock and
 * comps); below playback and comics, whose rights read `contentAccessOf`.
 */
export const purchasesModule = defineModule({
  name: 'purchases',
  dependsOn: ['auth', 'mail', 'premium'],
  create: ({ db, config, log, deps, items, overrides }) =>
    createPurchasesServices(db, config, {
      sessions: deps.auth.sessions,
      premium: deps.premium,
      items,
      mailer: overrides.mailer ?? deps.mail.mailer,
      log,
    }),
  routes: purchasesRoutes,
  seed: seedPurchases,
  demoExtensions: () => [purchasesDemoExtension()],
  // After premium's 0019.
  migrations: { '0020-purchases': tables },
  onClose: (purchases) => purchases.giftScheduler.stop(),
});
