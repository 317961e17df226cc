import {
  PurchaseCode,
  currencyForCountry,
  type CurrencyCode,
  type Locale,
  type PremiumTransaction,
  type ResubscribeBody,
  type RetentionOffers,
  type SubscribeBody,
  type Subscription,
  type SubscriptionEvent,
} from '@fanverse/contract';
import type { Kysely } from 'kysely';
import type { Database } from '../../../db/schema';
import { AppError } from '../../../errors/app-error';
import type { InvoiceRow, ProductRow, SubscriptionRow } from '../premium-rows';
import { collectInvoice } from './charge-outcome';
import { ProductChange } from './product-change';
import { subscriptionErrors } from './subscription-errors';
import { SubscriptionSignup, promoCycles } from './subscription-signup';
import { SubscriptionRepository } from './subscription.repository';
import { SubscriptionViews, isEntitled } from './subscription-view';
import type { SubscriptionDeps } from './subscriptions.factory';

/** The product every member-level promo look-up is priced against when a code names none. */
export const DEFAULT_PRODUCT_CODE = 'premium-monthly';

/**
 * The member's subscriptions (catalogue spec §3 "Subscription", §4 transitions; shared brief
 * "Subscription timeline"): subscribe, cancel, resubscribe (reactivate, start again, or change
 * product), change payment method, apply a promo, the history and the transactions. Every
 * look-up is by owner: another member's subscription answers 404 NOT_FOUND like a missing one.
 */
export class SubscriptionService {
  private readonly repo: SubscriptionRepository;
  private readonly views: SubscriptionViews;
  readonly signup: SubscriptionSignup;
  private readonly products: ProductChange;

  constructor(
    db: Kysely<Database>,
    private readonly deps: SubscriptionDeps,
  ) {
    this.repo = new SubscriptionRepository(db);
    this.views = new SubscriptionViews(this.repo, deps);
    this.signup = new SubscriptionSignup(this.repo, deps);
    this.products = new ProductChange(this.repo, deps);
  }

  /** Newest first. */
  async list(userId: string): Promise<Subscription[]> {
    const rows = await this.repo.listOwned(userId);
    return Promise.all(rows.map((row) => this.views.subscription(row)));
  }

  async get(userId: string, guid: string): Promise<Subscription> {
    return this.views.subscription(await this.owned(userId, guid));
  }

  async events(userId: string, guid: string): Promise<SubscriptionEvent[]> {
    await this.owned(userId, guid);
    return (await this.repo.events(guid)).map((row) => this.views.event(row));
  }

  async transactions(userId: string): Promise<PremiumTransaction[]> {
    return (await this.repo.transactionsOf(userId)).map((row) => this.views.transaction(row));
  }

  /** `country`: the visitor's (the currency when no payment method is given). */
  async subscribe(userId: string, body: SubscribeBody, country: string): Promise<Subscription> {
    const product = await this.productByCode(body.product_code);
    // A fast answer for the common case; the unique index decides under concurrency.
    const live = await this.repo.liveOf(userId);
    if (live && !(await this.signup.settleStale(live))) throw subscriptionErrors.existing();
    const row = await this.signup.start(userId, {
      product,
      paymentMethodGuid: body.paymentmethod_guid,
      promoCode: body.promo_code,
      vendorSource: body.vendor_source,
      country,
    });
    return this.views.subscription(row);
  }

  /**
   * Access continues until what was paid for ends (the trial's end during a trial); the sweep
   * expires it then. No refund. Canceling a Canceled subscription answers it unchanged.
   */
  async cancel(userId: string, guid: string): Promise<Subscription> {
    const now = this.deps.now();
    const { row, changed } = await this.repo.transaction(async (repo) => {
      const row = await this.owned(userId, guid, repo);
      if (row.state === 'Expired') throw subscriptionErrors.finalState();
      if (row.state === 'Canceled') return { row, changed: false };
      const expiration =
        row.state === 'Free Trial'
          ? row.trial_end_at
          : row.merchant_type === 'House'
            ? (row.expiration_at ?? now)
            : (row.current_period_end ?? now);
      await repo.addEvent(guid, 'canceled', now, {
        from: row.state,
        expiration_at: expiration?.toISOString() ?? null,
      });
      const updated = await repo.update(guid, {
        state: 'Canceled',
        cancelled_at: now,
        expiration_at: expiration,
        due_at: expiration,
        updated_at: now,
      });
      return { row: updated, changed: true };
    });
    if (changed)
      await this.deps.premiumMail.send(guid, 'subscription_cancelled', `cancel:${now.toISOString()}`);
    return this.views.subscription(row);
  }

  /**
   * Resubscribe (spec §7; shared brief): a Canceled subscription still paid up is reactivated with
   * no charge; one that has ended starts a new subscription to the same product (charged at once,
   * no second trial), and cannot change product (3017); another `product_code` on a live one
   * changes product (ProductChange).
   */
  async resubscribe(
    userId: string,
    guid: string,
    body: ResubscribeBody,
    country: string,
  ): Promise<Subscription> {
    let row = await this.owned(userId, guid);
    const current = await this.views.product(row.product_id);
    const wanted = body.product_code ? await this.productByCode(body.product_code) : null;
    const changing = wanted !== null && wanted.id !== current.id;

    if (row.state === 'Expired' || !isEntitled(row, this.deps.now())) {
      if (changing) throw subscriptionErrors.finalState();
      await this.expireIfEnded(row);
      const started = await this.signup.start(userId, {
        product: current,
        paymentMethodGuid: body.paymentmethod_guid ?? row.payment_method_guid ?? undefined,
        promoCode: body.promo_code,
        country,
      });
      return this.views.subscription(started);
    }
    if (row.state === 'Canceled') row = await this.reactivate(row, body.paymentmethod_guid);
    // A new card first (a Past Due one retries with it), so a product change charges the new card.
    if (body.paymentmethod_guid && body.paymentmethod_guid !== row.payment_method_guid) {
      row = await this.switchMethod(row, body.paymentmethod_guid);
    }
    if (changing) row = await this.products.change(row, current, wanted);
    else if (wanted && row.pending_product_id !== null) row = await this.keepProduct(row, current);
    // A retention offer is typically redeemed this way: resubscribe with its code.
    if (body.promo_code) row = await this.withPromo(row, body.promo_code);
    return this.views.subscription(row);
  }

  /** A Past Due subscription retries its unpaid renewal with the new method at once. */
  async changePaymentMethod(userId: string, guid: string, paymentMethodGuid: string): Promise<Subscription> {
    return this.views.subscription(
      await this.switchMethod(await this.owned(userId, guid), paymentMethodGuid),
    );
  }

  private async switchMethod(row: SubscriptionRow, paymentMethodGuid: string): Promise<SubscriptionRow> {
    const { guid, user_id: userId } = row;
    if (row.state === 'Expired') throw subscriptionErrors.finalState();
    if (row.merchant_type === 'House')
      throw subscriptionErrors.notPaid('A comped subscription has no payment method.');
    const now = this.deps.now();
    let updated = await this.repo.transaction(async (repo, trx) => {
      // Locked FOR SHARE with the update: a concurrent disable waits, then sees this subscription.
      const method = await this.deps.paymentMethods.usableRow(userId, paymentMethodGuid, trx);
      await repo.addEvent(guid, 'payment_method_changed', now, {
        from: row.payment_method_guid,
        to: method.guid,
      });
      return repo.update(guid, { payment_method_guid: method.guid, updated_at: now });
    });
    if (updated.state === 'Past Due') {
      const unpaid = await this.repo.unpaidPeriodInvoice(guid);
      if (unpaid) updated = await this.retry(updated, unpaid, paymentMethodGuid);
    }
    return updated;
  }

  async applyPromo(userId: string, guid: string, code: string): Promise<Subscription> {
    return this.views.subscription(await this.withPromo(await this.owned(userId, guid), code));
  }

  private async withPromo(row: SubscriptionRow, code: string): Promise<SubscriptionRow> {
    const { guid, user_id: userId } = row;
    if (row.state === 'Expired') throw subscriptionErrors.finalState();
    if (row.state === 'Canceled' || row.state === 'Comped' || row.merchant_type === 'House')
      throw subscriptionErrors.notPaid();
    if (row.promo_id !== null) throw subscriptionErrors.promoApplied();
    const product = await this.views.product(row.product_id);
    const promo = await this.deps.promos.usable(code, userId, product, row.currency as CurrencyCode);
    const paying = isPaying(row);
    // A retention offer discounts the charges of a member about to leave: there must be charges.
    if (promo.is_retention_offer && !paying) throw subscriptionErrors.notPaid();
    // Signup-only codes change how a subscription starts; a paying one has started (spec: 3024).
    if ((promo.type === 'free_trial' || promo.type === 'fixed_term') && paying) {
      throw AppError.badRequest(
        PurchaseCode.CANCEL_FIRST,
        'Cancel before using this code: it is for starting a subscription.',
        'promo_code',
      );
    }
    if (promo.type === 'fixed_term') {
      throw subscriptionErrors.promoNotHere('A fixed-term code is for members without a subscription.');
    }
    if (promo.type === 'free_trial' && row.state !== 'Free Trial') {
      throw subscriptionErrors.promoNotHere('A free-trial code applies before the first charge.');
    }
    const now = this.deps.now();
    return this.repo.transaction(async (repo, trx) => {
      const locked = await this.owned(userId, guid, repo);
      // Two concurrent applies: the second sees the first's promo.
      if (locked.promo_id !== null) throw subscriptionErrors.promoApplied();
      await this.deps.promos.redeem(trx, promo, userId, guid);
      await repo.addEvent(guid, 'promo_applied', now, { code: promo.code, type: promo.type });
      if (promo.type === 'free_trial' && locked.trial_end_at) {
        const extended = new Date(locked.signup_at.getTime() + promo.free_trial_days * 86_400_000);
        const trialEnd = extended > locked.trial_end_at ? extended : locked.trial_end_at;
        return repo.update(guid, {
          promo_id: promo.id,
          trial_end_at: trialEnd,
          due_at: trialEnd,
          updated_at: now,
        });
      }
      return repo.update(guid, {
        promo_id: promo.id,
        promo_cycles_left: promoCycles(promo),
        updated_at: now,
      });
    });
  }

  /**
   * GET …/{guid}/retention_offers: what the cancel step may offer instead. Only a paying
   * subscription (Active or Past Due) without a promo yet gets offers (taking one is apply_promo,
   * which answers 3020 on a subscription that has a promo); otherwise none.
   */
  async retentionOffers(userId: string, guid: string, lang: Locale): Promise<RetentionOffers> {
    const row = await this.owned(userId, guid);
    if (!isPaying(row) || row.promo_id !== null) return { offers: [] };
    const product = await this.views.product(row.product_id);
    return {
      offers: await this.deps.promos.retentionOffers(userId, product, row.currency as CurrencyCode, lang),
    };
  }

  /**
   * POST /api/premium_profiles/me/apply_promo: to the member's live subscription; without one, a
   * fixed-term code comps the member for its months (House), and any other code answers 3025.
   */
  async applyProfilePromo(userId: string, code: string, country: string): Promise<Subscription> {
    const live = await this.repo.liveOf(userId);
    if (live) return this.applyPromo(userId, live.guid, code);
    const known = await this.repo.promoByCode(code);
    const product = known?.product_id
      ? await this.views.product(known.product_id)
      : await this.productByCode(DEFAULT_PRODUCT_CODE);
    const promo = await this.deps.promos.usable(code, userId, product, currencyForCountry(country));
    if (promo.type !== 'fixed_term')
      throw subscriptionErrors.notPaid('Subscribe first: this code applies to a subscription.');
    const row = await this.signup.start(userId, { product, promoCode: code, country });
    return this.views.subscription(row);
  }

  /** An active product by code; 404 NOT_FOUND (field product_code), a gift 400 code 8. */
  async productByCode(code: string): Promise<ProductRow> {
    const product = await this.deps.catalog.productByCode(code);
    if (!product) throw subscriptionErrors.productNotFound();
    if (product.is_gift) throw subscriptionErrors.giftProduct();
    return product;
  }

  private async owned(userId: string, guid: string, repo = this.repo): Promise<SubscriptionRow> {
    const row = await repo.owned(userId, guid.toLowerCase(), repo !== this.repo);
    if (!row) throw subscriptionErrors.notFound();
    return row;
  }

  /**
   * Back to what it was before the cancel: the trial if it has not ended, else Active. A paid one
   * will be charged again, so it needs a usable card: `newMethodGuid` if given, else its own
   * (which may have been disabled while it was Canceled: then 400 code 3001). The card is read
   * locked FOR SHARE in the same transaction, so a disable racing the reactivation cannot leave
   * it live on a disabled card.
   */
  private async reactivate(row: SubscriptionRow, newMethodGuid?: string): Promise<SubscriptionRow> {
    const now = this.deps.now();
    const inTrial = row.period_no === 0 && row.trial_end_at !== null && row.trial_end_at > now;
    const house = row.merchant_type === 'House';
    return this.repo.transaction(async (repo, trx) => {
      let methodGuid = row.payment_method_guid;
      if (!house) {
        const wanted = newMethodGuid ?? row.payment_method_guid;
        if (!wanted) throw subscriptionErrors.paymentMethodMissing();
        const method = await this.deps.paymentMethods
          .usableRow(row.user_id, wanted, trx)
          .catch((err: unknown) => {
            // Its own card was disabled while it was Canceled: another card is needed.
            if (!newMethodGuid && err instanceof AppError && err.status === 404)
              throw subscriptionErrors.paymentMethodMissing();
            throw err;
          });
        methodGuid = method.guid;
      }
      await repo.addEvent(row.guid, 'resubscribed', now, { charged: false });
      if (methodGuid !== row.payment_method_guid) {
        await repo.addEvent(row.guid, 'payment_method_changed', now, {
          from: row.payment_method_guid,
          to: methodGuid,
        });
      }
      return repo.update(row.guid, {
        payment_method_guid: methodGuid,
        state: house ? 'Comped' : inTrial ? 'Free Trial' : 'Active',
        cancelled_at: null,
        // A comp keeps its end; a paid one runs again from its period's end.
        expiration_at: house ? row.expiration_at : null,
        due_at: house ? row.expiration_at : inTrial ? row.trial_end_at : row.current_period_end,
        updated_at: now,
      });
    });
  }

  /** Resubscribing to the current product drops a downgrade that was waiting. */
  private async keepProduct(row: SubscriptionRow, current: ProductRow): Promise<SubscriptionRow> {
    const now = this.deps.now();
    return this.repo.transaction(async (repo) => {
      await repo.addEvent(row.guid, 'product_change_cancelled', now, { keep: current.code });
      return repo.update(row.guid, { pending_product_id: null, updated_at: now });
    });
  }

  /** Marks a subscription whose access has ended as Expired before starting a new one. */
  private async expireIfEnded(row: SubscriptionRow): Promise<void> {
    if (row.state === 'Expired') return;
    const now = this.deps.now();
    await this.repo.transaction(async (repo) => {
      const locked = await repo.owned(row.user_id, row.guid, true);
      if (!locked || locked.state === 'Expired') return;
      await repo.addEvent(row.guid, 'expired', now, { from: locked.state });
      await repo.update(row.guid, {
        state: 'Expired',
        expiration_at: locked.expiration_at ?? now,
        due_at: null,
        updated_at: now,
      });
    });
    await this.deps.premiumMail.send(row.guid, 'subscription_expired', 'expired');
  }

  /**
   * Retries a Past Due subscription's unpaid renewal now. Paid: Active for that invoice's period
   * (its product, so a downgrade it carried applies). Declined: still Past Due, the sweep's
   * retry schedule unchanged.
   */
  private async retry(
    row: SubscriptionRow,
    invoice: InvoiceRow,
    paymentMethodGuid: string,
  ): Promise<SubscriptionRow> {
    const now = this.deps.now();
    const outcome = await collectInvoice(this.deps, invoice, paymentMethodGuid);
    return this.repo.transaction(async (repo) => {
      await repo.addEvent(row.guid, 'retried', now, {
        charge_key: invoice.charge_key,
        status: outcome.status,
      });
      if (outcome.status !== 'paid') return (await repo.owned(row.user_id, row.guid)) ?? row;
      const periodNo = Number(invoice.charge_key.split(':')[1]);
      const discounted = invoice.discount_minor > 0 && row.promo_cycles_left !== null;
      await repo.addEvent(row.guid, 'charged', now, {
        charge_key: invoice.charge_key,
        total_minor: invoice.total_minor,
      });
      return repo.update(row.guid, {
        state: 'Active',
        period_no: Number.isInteger(periodNo) ? periodNo : row.period_no + 1,
        product_id: invoice.product_id,
        price_minor: invoice.base_minor,
        pending_product_id: row.pending_product_id === invoice.product_id ? null : row.pending_product_id,
        current_period_start: invoice.period_start ?? now,
        current_period_end: invoice.period_end,
        due_at: invoice.period_end,
        expiration_at: null,
        retry_count: 0,
        last_pay_at: now,
        promo_cycles_left: discounted ? Math.max(0, (row.promo_cycles_left ?? 1) - 1) : row.promo_cycles_left,
        updated_at: now,
      });
    });
  }
}

/** Whether the subscription is being charged: Active or Past Due, and not a comp. */
function isPaying(row: SubscriptionRow): boolean {
  return (row.state === 'Active' || row.state === 'Past Due') && row.merchant_type !== 'House';
}
