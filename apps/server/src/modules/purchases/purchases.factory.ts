import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { AppConfig } from '../../config/config';
import type { Database } from '../../db/schema';
import type { SessionService } from '../auth/session.service';
import type { ItemLoaderRegistry } from '../catalogue/item-loaders';
import type { Mailer } from '../mail/mail-types';
import { SweepScheduler } from '../premium/billing/sweep-scheduler';
import type { PremiumServices } from '../premium/premium.factory';
import { EstCodeService } from './est/est-code.service';
import { ExternalPromoService } from './external-promos/external-promo.service';
import { GiftMailSweep } from './gifts/gift-mail-sweep';
import { GiftService } from './gifts/gift.service';
import { PurchaseHistoryService } from './history/purchase-history.service';
import { OperatorService } from './operator/operator.service';
import { createContentAccessOf } from './ownership/content-access';
import { OwnershipService } from './ownership/ownership.service';
import { PurchaseObjects } from './ownership/purchase-objects';
import { PreviewService } from './previews/preview.service';
import { OrderCharger } from './store/order-charger';
import { StoreService } from './store/store.service';

export interface PurchasesDeps {
  sessions: SessionService;
  /** Premium's services: its clock, gateway, payment methods, tax, idempotency and comps. */
  premium: PremiumServices;
  /** Catalogue items (episodes, books) by uuid: the `object.data` of owned items and assets. */
  items: ItemLoaderRegistry;
  mailer: Mailer;
  log: FastifyBaseLogger;
}

/** What every part is given: the database's parts come first, then each other. */
export interface PurchasesContext {
  db: Kysely<Database>;
  config: AppConfig;
  deps: PurchasesDeps;
}

/**
 * The purchases module's parts (docs/purchases.md), in dependency order: objects and ownership →
 * the order charger (one sale at the gateway per order) → the store (EST offers and buying),
 * history, EST codes, gifts (with their mail sweep), external promos, previews → rights' content
 * access → the operator's tools. The clock is premium's, so tests travel in time once for both.
 */
export function createPurchasesServices(db: Kysely<Database>, config: AppConfig, deps: PurchasesDeps) {
  const ctx: PurchasesContext = { db, config, deps };
  const objects = new PurchaseObjects(ctx);
  const ownership = new OwnershipService(ctx, { objects });
  const orders = new OrderCharger(ctx);
  const store = new StoreService(ctx, { objects, ownership, orders });
  const history = new PurchaseHistoryService(ctx, { objects });
  const est = new EstCodeService(ctx, { objects, ownership });
  const gifts = new GiftService(ctx, { orders });
  const giftSweep = new GiftMailSweep(ctx, { gifts });
  const giftScheduler = new SweepScheduler(giftSweep, { config, log: deps.log }, 'gift mail sweep');
  // As premium's renewal sweep: tests (NODE_ENV test) run the sweep themselves with their clock.
  if (config.PREMIUM_SWEEP_SECONDS > 0 && config.NODE_ENV !== 'test') giftScheduler.start();
  const externalPromos = new ExternalPromoService(ctx);
  const previews = new PreviewService(ctx);
  const operator = new OperatorService(ctx, { ownership, orders, est, gifts, externalPromos });
  return {
    sessions: deps.sessions,
    config,
    premium: deps.premium,
    objects,
    ownership,
    orders,
    store,
    history,
    est,
    gifts,
    giftSweep,
    giftScheduler,
    externalPromos,
    previews,
    operator,
    /** Owned and previewed items for playback's and comics' rights. */
    contentAccessOf: createContentAccessOf({ ownership, previews }),
  };
}
export type PurchasesServices = ReturnType<typeof createPurchasesServices>;
