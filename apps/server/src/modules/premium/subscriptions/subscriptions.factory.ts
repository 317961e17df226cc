import type { Kysely } from 'kysely';
import type { AppConfig } from '../../../config/config';
import type { Database } from '../../../db/schema';
import type { InvoiceCharger } from '../billing/invoice-charger';
import type { CatalogService } from '../catalog/catalog.service';
import type { PaymentGateway } from '../gateway/payment-gateway';
import type { PremiumMailService } from '../mail/premium-mail.service';
import type { PaymentMethodService } from '../payment-methods/payment-method.service';
import type { PricingService } from '../pricing/pricing.service';
import type { Clock } from '../premium-clock';
import type { PromoService } from '../promos/promo.service';
import { SubscriptionService } from './subscription.service';

export interface SubscriptionDeps {
  config: AppConfig;
  gateway: PaymentGateway;
  now: Clock;
  catalog: CatalogService;
  pricing: PricingService;
  promos: PromoService;
  paymentMethods: PaymentMethodService;
  premiumMail: PremiumMailService;
  charger: InvoiceCharger;
}

export function createSubscriptionServices(db: Kysely<Database>, deps: SubscriptionDeps) {
  return { subscriptions: new SubscriptionService(db, deps) };
}
