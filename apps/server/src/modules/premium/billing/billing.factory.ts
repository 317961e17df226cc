import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { AppConfig } from '../../../config/config';
import type { Database } from '../../../db/schema';
import type { CatalogService } from '../catalog/catalog.service';
import type { PaymentGateway } from '../gateway/payment-gateway';
import type { PremiumMailService } from '../mail/premium-mail.service';
import type { PricingService } from '../pricing/pricing.service';
import type { Clock } from '../premium-clock';
import type { PromoService } from '../promos/promo.service';
import { InvoiceCharger } from './invoice-charger';
import { RenewalSweep } from './renewal-sweep';
import { SweepScheduler } from './sweep-scheduler';

export interface BillingDeps {
  config: AppConfig;
  gateway: PaymentGateway;
  now: Clock;
  log: FastifyBaseLogger;
  catalog: CatalogService;
  pricing: PricingService;
  promos: PromoService;
  premiumMail: PremiumMailService;
}

/** Charging invoices exactly once, the renewal sweep, and the timer that runs it in this process. */
export function createBillingServices(db: Kysely<Database>, deps: BillingDeps) {
  const charger = new InvoiceCharger(db, deps);
  const renewals = new RenewalSweep(db, { ...deps, charger });
  const scheduler = new SweepScheduler(renewals, deps);
  // The module has no "app ready" hook: the first run is PREMIUM_SWEEP_SECONDS away, by which
  // time the app is serving. Tests (NODE_ENV test) drive the sweep themselves with their clock;
  // the module's onClose stops it.
  if (deps.config.PREMIUM_SWEEP_SECONDS > 0 && deps.config.NODE_ENV !== 'test') scheduler.start();
  return { charger, renewals, scheduler };
}
