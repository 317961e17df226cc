import {
  ENTITLED_STATES,
  type CurrencyCode,
  type PremiumTransaction,
  type Subscription,
  type SubscriptionEvent,
} from '@fanverse/contract';
import { AppError } from '../../../errors/app-error';
import { currencySymbol, decimal } from '../money';
import type { PriceQuote } from '../pricing/pricing.service';
import type { ProductRow, SubscriptionRow } from '../premium-rows';
import type { SubscriptionDeps } from './subscriptions.factory';
import type { SubscriptionRepository, TransactionListRow } from './subscription.repository';

const iso = (at: Date | null) => (at ? at.toISOString() : null);

/** Whether a subscription entitles its member now (premium-state.repository.ts's rule). */
export function isEntitled(row: SubscriptionRow, now: Date): boolean {
  return (
    (ENTITLED_STATES as readonly string[]).includes(row.state) &&
    (row.expiration_at === null || row.expiration_at.getTime() > now.getTime())
  );
}

/** States that have a next charge: the trial's end, the renewal, or the Past Due retry. */
const CHARGING_STATES = new Set(['Free Trial', 'Active', 'Past Due']);

/** Builds the spec's Subscription entity (and our events and transactions) from rows. */
export class SubscriptionViews {
  constructor(
    private readonly repo: SubscriptionRepository,
    private readonly deps: Pick<SubscriptionDeps, 'catalog' | 'pricing' | 'promos' | 'now'>,
  ) {}

  async product(id: number): Promise<ProductRow> {
    const product = await this.deps.catalog.productById(id);
    if (!product) throw new Error(`premium product ${id} is missing`);
    return product;
  }

  async subscription(row: SubscriptionRow): Promise<Subscription> {
    const currency = row.currency as CurrencyCode;
    const now = this.deps.now();
    const [userGuid, product, pending, revenue, latest, next] = await Promise.all([
      this.repo.userGuidOf(row.user_id),
      this.product(row.product_id),
      row.pending_product_id === null ? null : this.product(row.pending_product_id),
      this.repo.revenueOf(row.guid),
      this.repo.latestTransaction(row.guid),
      this.nextCharge(row),
    ]);
    const promo = row.promo_id === null ? undefined : await this.repo.promoById(row.promo_id);
    const pendingPrice = pending ? await this.deps.catalog.priceOf(pending.id, currency) : null;
    const charging = CHARGING_STATES.has(row.state);
    return {
      guid: row.guid,
      user_guid: userGuid,
      subscription_id: row.subscription_id,
      premium_status: isEntitled(row, now) ? 'active' : 'lapsed',
      discount: decimal(next?.discountMinor ?? 0, currency),
      revenue: decimal(revenue, currency),
      paymentmethod_guid: row.payment_method_guid,
      promos: promo ? [{ code: promo.code }] : [],
      state: { active: isEntitled(row, now), state: row.state },
      most_recent_transaction: latest
        ? { merchant_type: row.merchant_type, transaction_id: latest.gateway_transaction_id ?? latest.id }
        : null,
      premium_next_pay_date: charging ? iso(row.due_at) : null,
      premium_next_pay_amount: charging && next ? decimal(next.totalMinor, currency) : null,
      premium_free_trial_end_date: iso(row.trial_end_at),
      premium_last_pay_date: iso(row.last_pay_at),
      premium_expiration_date: iso(row.expiration_at),
      premium_signup_date: row.signup_at.toISOString(),
      product: await this.deps.catalog.subscriptionProductView(product, currency, row.price_minor),
      pending_product:
        pending && pendingPrice !== null
          ? await this.deps.catalog.subscriptionProductView(pending, currency, pendingPrice)
          : null,
      currency_code: currency,
      next_retry_date: row.state === 'Past Due' ? iso(row.due_at) : null,
    };
  }

  /**
   * What the next charge will be: the unpaid renewal while Past Due, else the next period's
   * price (the pending downgrade's, if one waits) with the promo while it still discounts, and
   * the tax of the payment method's place. Null when nothing will be charged.
   */
  async nextCharge(
    row: SubscriptionRow,
  ): Promise<PriceQuote | { totalMinor: number; discountMinor: number } | null> {
    if (!CHARGING_STATES.has(row.state) || row.payment_method_guid === null) return null;
    if (row.state === 'Past Due') {
      const unpaid = await this.repo.unpaidPeriodInvoice(row.guid);
      if (unpaid) return { totalMinor: unpaid.total_minor, discountMinor: unpaid.discount_minor };
    }
    const method = await this.repo.paymentMethodOf(row.payment_method_guid);
    if (!method) return null;
    const product = await this.product(row.pending_product_id ?? row.product_id);
    const currency = row.currency as CurrencyCode;
    const price = await this.deps.catalog.priceOf(product.id, currency);
    if (price === null) return null;
    const promo = row.promo_id === null ? null : ((await this.repo.promoById(row.promo_id)) ?? null);
    try {
      return await this.deps.pricing.quote({
        product,
        currency,
        promo: promo && this.deps.promos.discountApplies(promo, row.promo_cycles_left) ? promo : null,
        place: { countryCode: method.country_code_alpha2, postalCode: method.postal_code },
        baseMinor: price,
      });
    } catch (err) {
      // A place without a tax row (3033) has no amount to show; the charge itself will say so.
      if (err instanceof AppError) return null;
      throw err;
    }
  }

  event(row: { kind: string; detail: Record<string, unknown>; created_at: Date }): SubscriptionEvent {
    return { kind: row.kind, detail: row.detail, created_at: row.created_at.toISOString() };
  }

  transaction(row: TransactionListRow): PremiumTransaction {
    const currency = row.currency as CurrencyCode;
    const amount = Number(row.amount_minor);
    const tax = Number(row.tax_minor);
    // A sale's invoice carries the breakdown; a refund (or a sale without one) shows its amount.
    const money = (minor: number | null, fallback: number) => decimal(minor ?? fallback, currency);
    return {
      transaction_id: row.gateway_transaction_id ?? row.id,
      subscription_guid: row.subscription_guid,
      kind: row.kind,
      status: row.status,
      reason:
        row.kind === 'refund'
          ? 'refund'
          : row.invoice_id !== null && Number(row.attempt_no) > 1 && row.reason !== 'upgrade'
            ? 'retry'
            : (row.reason ?? 'renewal'),
      product_name: row.product_name,
      base_price: money(row.base_minor, amount - tax),
      discount_amount: money(row.discount_minor, 0),
      subtotal: money(row.subtotal_minor, amount - tax),
      tax_amount: decimal(tax, currency),
      total: decimal(amount, currency),
      tax_rate: Number(row.tax_rate),
      tax_inclusive: row.tax_inclusive ?? false,
      currency_code: currency,
      currency_symbol: currencySymbol(currency),
      period_start: iso(row.period_start),
      period_end: iso(row.period_end),
      payment_method:
        row.cc_type && row.cc_last_4 ? { cc_type: row.cc_type, cc_last_4: row.cc_last_4 } : null,
      response_text: row.response_text,
      created_at: row.created_at.toISOString(),
    };
  }
}
