import { randomBytes, randomUUID } from 'node:crypto';
import type { Transaction } from 'kysely';
import { currencyForCountry, type CurrencyCode } from '@fanverse/contract';
import type { Database } from '../../../db/schema';
import type { InvoiceRow, PaymentMethodRow, ProductRow, PromoRow, SubscriptionRow } from '../premium-rows';
import { addDays, addMonths, periodEnd } from './billing-period';
import { collectInvoice } from './charge-outcome';
import { chargeError, subscriptionErrors } from './subscription-errors';
import { isOneLiveViolation, type SubscriptionRepository } from './subscription.repository';
import type { SubscriptionDeps } from './subscriptions.factory';

export interface SignupRequest {
  product: ProductRow;
  paymentMethodGuid?: string | undefined;
  promoCode?: string | undefined;
  vendorSource?: string | undefined;
  /** The visitor's country: the currency when no payment method names one. */
  country: string;
}

/** Promo types that discount charges (the others give a trial or a comp). */
const DISCOUNTING = new Set(['percent', 'amount', 'billing_cycles']);

/** How many charges a promo discounts (null: every one, or a promo that discounts none). */
export const promoCycles = (promo: PromoRow | null): number | null =>
  promo && DISCOUNTING.has(promo.type) ? promo.number_of_billing_cycles : null;

/** Longer than any first charge takes: a signup still unpaid after this has been abandoned. */
const STALE_SIGNUP_MS = 10 * 60_000;

const gatewaySubscriptionId = (prefix: string) => `${prefix}_${randomBytes(8).toString('hex')}`;

/**
 * Starting a subscription (shared brief "Subscription timeline"): a trial, a paid first period,
 * or a House comp. The one-live-subscription index, not a prior read, is what makes concurrent
 * subscribes end in one subscription: every other insert fails and answers
 * EXISTING_ACTIVE_SUBSCRIPTION. A first charge that does not settle undoes the signup, so the
 * member is left with nothing (no subscription, no redemption).
 */
export class SubscriptionSignup {
  constructor(
    private readonly repo: SubscriptionRepository,
    private readonly deps: SubscriptionDeps,
  ) {}

  async start(userId: string, request: SignupRequest): Promise<SubscriptionRow> {
    const { product } = request;
    const { catalog, promos, paymentMethods } = this.deps;
    const method = request.paymentMethodGuid
      ? await paymentMethods.usableRow(userId, request.paymentMethodGuid)
      : null;
    // The card's country decides the currency, so the amount charged is the one the checkout's
    // tax line (priced for the same card) showed; without a card, the visitor's country.
    const currency = currencyForCountry(method?.country_code_alpha2 ?? request.country);
    const price = await catalog.priceOf(product.id, currency);
    if (price === null) throw subscriptionErrors.noPrice();
    const promo = request.promoCode
      ? await promos.usable(request.promoCode, userId, product, currency)
      : null;
    if (promo?.type === 'fixed_term') {
      return this.insertOrExisting((repo, trx) =>
        this.comp(
          repo,
          userId,
          {
            product,
            currency,
            price,
            months: promo.comp_duration || null,
            reason: 'promo',
            promoId: promo.id,
          },
          async (guid) => {
            await promos.redeem(trx, promo, userId, guid);
            await repo.addEvent(guid, 'promo_applied', this.deps.now(), {
              code: promo.code,
              type: promo.type,
            });
          },
        ),
      );
    }
    if (!method) throw subscriptionErrors.paymentMethodMissing();
    return this.paid(userId, request, { method, currency, price, promo });
  }

  private async paid(
    userId: string,
    request: SignupRequest,
    {
      method,
      currency,
      price,
      promo,
    }: { method: PaymentMethodRow; currency: CurrencyCode; price: number; promo: PromoRow | null },
  ): Promise<SubscriptionRow> {
    const { product } = request;
    const { pricing, promos, charger } = this.deps;
    const now = this.deps.now();
    const firstTime = !(await this.repo.hadAny(userId));
    const trialDays = !firstTime
      ? 0
      : promo?.type === 'free_trial'
        ? promo.free_trial_days
        : product.free_trial_days;
    const cycles = promoCycles(promo);
    const discounted = promo !== null && promos.discountApplies(promo, cycles);
    // Quoted even for a trial: a place with no tax row (3033) answers now, not at the trial's end.
    const quote = await pricing.quote({
      product,
      currency,
      promo: discounted ? promo : null,
      place: { countryCode: method.country_code_alpha2, postalCode: method.postal_code },
      baseMinor: price,
    });
    const trialEnd = trialDays > 0 ? addDays(now, trialDays) : null;
    const end = periodEnd(now, product.period);

    const { subscription, invoice } = await this.insertOrExisting(async (repo, trx) => {
      // Read again with the insert's transaction, locked FOR SHARE until it commits: a disable
      // racing this signup either lands first (the card is gone: 404) or waits and then sees the
      // subscription that names the card (and refuses), never a live subscription on a dead card.
      await this.deps.paymentMethods.usableRow(userId, method.guid, trx);
      const guid = randomUUID();
      const subscription = await repo.insert({
        guid,
        user_id: userId,
        subscription_id: gatewaySubscriptionId('sbsub'),
        product_id: product.id,
        currency,
        price_minor: price,
        // Without a trial the row is not entitled until its first charge settles: its
        // expiration is now (premium-state.repository.ts) and it is due for nothing.
        state: trialEnd ? 'Free Trial' : 'Active',
        merchant_type: 'Braintree',
        payment_method_guid: method.guid,
        signup_at: now,
        trial_end_at: trialEnd,
        expiration_at: trialEnd ? null : now,
        due_at: trialEnd,
        promo_id: promo?.id ?? null,
        promo_cycles_left: cycles,
        vendor_source: request.vendorSource ?? null,
        created_at: now,
        updated_at: now,
      });
      await repo.addEvent(guid, 'subscribed', now, {
        product: product.code,
        currency,
        payment_method: method.guid,
      });
      if (trialEnd)
        await repo.addEvent(guid, 'trial_started', now, {
          trial_end_at: trialEnd.toISOString(),
          days: trialDays,
        });
      if (promo) {
        await promos.redeem(trx, promo, userId, guid);
        await repo.addEvent(guid, 'promo_applied', now, { code: promo.code, type: promo.type });
      }
      const invoice = trialEnd
        ? null
        : await charger.createInvoice(trx, {
            subscription,
            chargeKey: 'period:1',
            reason: 'signup',
            product,
            quote,
            periodStart: now,
            periodEnd: end,
          });
      return { subscription, invoice };
    });
    if (!invoice) return subscription;

    let outcome;
    try {
      outcome = await collectInvoice(this.deps, invoice, method.guid);
    } catch (err) {
      await this.repo.transaction((repo) => repo.deleteSignup(subscription));
      throw err;
    }
    if (outcome.status !== 'paid') {
      await this.repo.transaction((repo) => repo.deleteSignup(subscription));
      throw chargeError(outcome.status, outcome.responseText);
    }
    return this.activate(subscription, invoice);
  }

  /** The first period paid: Active from the invoice's period, the promo's cycle counted. */
  private activate(subscription: SubscriptionRow, invoice: InvoiceRow): Promise<SubscriptionRow> {
    const now = this.deps.now();
    const cycles = subscription.promo_cycles_left;
    return this.repo.transaction(async (repo) => {
      await repo.addEvent(subscription.guid, 'charged', now, {
        charge_key: invoice.charge_key,
        total_minor: invoice.total_minor,
      });
      return repo.update(subscription.guid, {
        state: 'Active',
        period_no: 1,
        current_period_start: invoice.period_start ?? now,
        current_period_end: invoice.period_end,
        due_at: invoice.period_end,
        expiration_at: null,
        last_pay_at: now,
        promo_cycles_left: invoice.discount_minor > 0 && cycles !== null ? Math.max(0, cycles - 1) : cycles,
        updated_at: now,
      });
    });
  }

  /**
   * A signup whose first charge never reported back (the process stopped between the insert and
   * the charge's outcome) would block the member forever under the one-live rule. Once it is
   * older than any charge takes, it is finished if its invoice was paid, else undone. Answers
   * whether it is gone (the member may subscribe again).
   */
  async settleStale(row: SubscriptionRow): Promise<boolean> {
    const pending =
      row.state === 'Active' &&
      row.period_no === 0 &&
      row.last_pay_at === null &&
      row.merchant_type === 'Braintree';
    if (!pending || row.created_at.getTime() > this.deps.now().getTime() - STALE_SIGNUP_MS) return false;
    const invoice = await this.repo.invoiceByKey(row.guid, 'period:1');
    if (invoice?.status === 'paid') {
      await this.activate(row, invoice);
      return false;
    }
    await this.repo.transaction((repo) => repo.deleteSignup(row));
    return true;
  }

  /**
   * A House (comped) subscription inside the caller's transaction: never charged, no payment
   * method, ends after `months` (null: open-ended). `also` runs in the same transaction.
   */
  async comp(
    repo: SubscriptionRepository,
    userId: string,
    c: {
      product: ProductRow;
      currency: CurrencyCode;
      price: number;
      months: number | null;
      reason: string;
      by?: string;
      promoId?: number;
    },
    also?: (guid: string) => Promise<void>,
  ): Promise<SubscriptionRow> {
    const now = this.deps.now();
    const guid = randomUUID();
    const expiration = c.months ? addMonths(now, c.months) : null;
    const row = await repo.insert({
      guid,
      user_id: userId,
      subscription_id: gatewaySubscriptionId('house'),
      product_id: c.product.id,
      currency: c.currency,
      price_minor: c.price,
      state: 'Comped',
      merchant_type: 'House',
      payment_method_guid: null,
      signup_at: now,
      expiration_at: expiration,
      promo_id: c.promoId ?? null,
      // The sweep expires it on time.
      due_at: expiration,
      created_at: now,
      updated_at: now,
    });
    await repo.addEvent(guid, 'comped', now, {
      product: c.product.code,
      months: c.months,
      reason: c.reason,
      ...(c.by ? { by: c.by } : {}),
    });
    await also?.(guid);
    return row;
  }

  /** Runs an insert in a transaction; a second live subscription answers EXISTING_ACTIVE_SUBSCRIPTION. */
  private async insertOrExisting<T>(
    work: (repo: SubscriptionRepository, trx: Transaction<Database>) => Promise<T>,
  ): Promise<T> {
    try {
      return await this.repo.transaction(work);
    } catch (err) {
      if (isOneLiveViolation(err)) throw subscriptionErrors.existing();
      throw err;
    }
  }
}
