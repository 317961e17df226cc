import { defineModule } from '../module-registry';
import { createPremiumServices, type PremiumServices } from './premium.factory';
import { premiumRoutes } from './premium.routes';
import { seedPremium } from './catalog/premium.seed';
import * as tables from './migrations/premium-0001-tables';
import './premium.schema';

declare module '../module-registry' {
  interface ModuleServicesMap {
    premium: PremiumServices;
  }
}

/**
 * Premium (catalogue spec "Premium"; docs/premium.md): catalog, payment methods, subscriptions,
 * promo codes, tax, renewals. Below accounts, playback, comics and activity, which read
 * `premiumStateOf` from it: the claims and the walls change together with the subscription.
 */
export const premiumModule = defineModule({
  name: 'premium',
  dependsOn: ['auth', 'mail'],
  create: ({ db, config, log, deps, overrides }) =>
    createPremiumServices(
      db,
      config,
      { sessions: deps.auth.sessions, mailer: overrides.mailer ?? deps.mail.mailer, log },
      overrides.premium,
    ),
  routes: premiumRoutes,
  seed: seedPremium,
  // After users (core) and the activity migrations.
  migrations: { '0019-premium': tables },
  onClose: (premium) => premium.scheduler.stop(),
});
