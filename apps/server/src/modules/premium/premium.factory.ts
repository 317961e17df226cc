import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { AppConfig } from '../../config/config';
import type { Database } from '../../db/schema';
import type { SessionService } from '../auth/session.service';
import type { Mailer } from '../mail/mail-types';
import { createBillingServices } from './billing/billing.factory';
import { createCatalogServices } from './catalog/catalog.factory';
import { createGateway, createGatewayServices } from './gateway/gateway.factory';
import type { PaymentGateway } from './gateway/payment-gateway';
import { createIdempotencyServices } from './idempotency/idempotency.factory';
import { createPremiumMail } from './mail/premium-mail.factory';
import { createPaymentMethodServices } from './payment-methods/payment-methods.factory';
import { systemClock, type Clock } from './premium-clock';
import { createPremiumStateOf } from './premium-state.repository';
import { createPromoServices } from './promos/promos.factory';
import { createSubscriptionServices } from './subscriptions/subscriptions.factory';
import { createAdminServices } from './admin/admin.factory';

export interface PremiumDeps {
  sessions: SessionService;
  mailer: Mailer;
  log: FastifyBaseLogger;
}

/** What tests replace: the clock (time travel) and the gateway. */
export interface PremiumOverrides {
  now?: Clock;
  gateway?: PaymentGateway;
}

/**
 * The premium module's parts (docs/premium.md), built in dependency order:
 * gateway → catalog and pricing (tax) → promos → idempotency, payment methods, mail →
 * billing (the invoice charger, the renewal sweep and its scheduler) → subscriptions → admin.
 */
export function createPremiumServices(
  db: Kysely<Database>,
  config: AppConfig,
  deps: PremiumDeps,
  overrides: PremiumOverrides = {},
) {
  const now = overrides.now ?? systemClock;
  const gateway = overrides.gateway ?? createGateway(db, config, now);
  const catalog = createCatalogServices(db, { config, now });
  const promos = createPromoServices(db, { now, ...catalog });
  const idempotency = createIdempotencyServices(db, { now });
  const paymentMethods = createPaymentMethodServices(db, { gateway, now, config });
  const mail = createPremiumMail(db, { mailer: deps.mailer, config, now, log: deps.log });
  const billing = createBillingServices(db, {
    config,
    gateway,
    now,
    log: deps.log,
    ...catalog,
    ...promos,
    ...mail,
  });
  const subscriptions = createSubscriptionServices(db, {
    config,
    gateway,
    now,
    ...catalog,
    ...promos,
    ...paymentMethods,
    ...mail,
    ...billing,
  });
  const admin = createAdminServices(db, { now, config, ...catalog, ...subscriptions });
  return {
    sessions: deps.sessions,
    config,
    now,
    gateway,
    /** Whether a member is premium now: the claims, walls and feed read it. */
    premiumStateOf: createPremiumStateOf(db, now),
    // The sandbox's card tokenizer or Braintree's webhook (gateway/gateway.routes.ts).
    ...createGatewayServices(db, { config, now }),
    ...catalog,
    ...promos,
    ...idempotency,
    ...paymentMethods,
    ...mail,
    ...billing,
    ...subscriptions,
    ...admin,
  };
}
export type PremiumServices = ReturnType<typeof createPremiumServices>;
