import type { CurrencyCode } from '@fanverse/contract';
import { prorate } from '../money';
import type { ProductRow, SubscriptionRow } from '../premium-rows';
import { periodEnd, secondsBetween } from './billing-period';
import { collectInvoice } from './charge-outcome';
import { chargeError, subscriptionErrors } from './subscription-errors';
import type { SubscriptionPatch, SubscriptionRepository } from './subscription.repository';
import type { SubscriptionDeps } from './subscriptions.factory';

/**
 * Changing a live subscription's product (resubscribe with another product_code; shared brief):
 * an upgrade (a higher premium level, or the same level's annual over its monthly) applies at
 * once, invoice `upgrade:<period_no>:<code>` (exactly once, however often it is asked); a
 * downgrade waits for the next renewal as `pending_product_id`. During a trial an upgrade just
 * switches the product: nothing has been paid yet.
 *
 * Two kinds of paid upgrade (docs/premium.md "Change product"):
 * - same billing period (monthly → monthly of a higher tier…): the period is kept and the member
 *   pays the difference for what is left of it (`prorated`);
 * - monthly → annual (same or higher tier): the annual period starts now, at its full price less
 *   a credit for the unused part of the month already paid (`crossPeriod`). Prorating the
 *   difference over the old period would sell a year for the price of a month's rest.
 * Annual → monthly (any tier) is never an upgrade: it waits for the end of the paid year.
 */
export class ProductChange {
  constructor(
    private readonly repo: SubscriptionRepository,
    private readonly deps: SubscriptionDeps,
  ) {}

  async isUpgrade(from: ProductRow, to: ProductRow): Promise<boolean> {
    // Annual to monthly billing, whatever the tier, waits for the end of the paid year: switching
    // now would leave most of a year's payment as a credit larger than a month's price, which the
    // member would lose (or we would owe back). A higher tier now is its annual product.
    if (from.period === 'P1Y' && to.period === 'P1M') return false;
    const [fromLevel, toLevel] = await Promise.all([
      this.repo.premiumLevelOf(from.plan_code),
      this.repo.premiumLevelOf(to.plan_code),
    ]);
    if (toLevel !== fromLevel) return toLevel > fromLevel;
    return to.period === 'P1Y' && from.period === 'P1M';
  }

  /**
   * The prorated amount of an upgrade at `now`: the new price for the rest of the period minus
   * the old price for the same rest, each rounded half-up (money.ts prorate), never below zero.
   */
  static prorated(oldPriceMinor: number, newPriceMinor: number, start: Date, end: Date, now: Date): number {
    const total = secondsBetween(start, end);
    if (total === 0) return 0;
    const remaining = Math.min(total, secondsBetween(now, end));
    return Math.max(0, prorate(newPriceMinor, remaining, total) - prorate(oldPriceMinor, remaining, total));
  }

  /**
   * An upgrade to another billing period at `now`: the new price less the credit for the unused
   * part of the paid period (old price × seconds left ÷ seconds in period, half-up), never below 0.
   * `unusedCredit` is what the credit had beyond the new price (forfeited; said in the event).
   */
  static crossPeriod(
    oldPriceMinor: number,
    newPriceMinor: number,
    start: Date,
    end: Date,
    now: Date,
  ): { creditMinor: number; chargeMinor: number; unusedCreditMinor: number } {
    const total = secondsBetween(start, end);
    const remaining = Math.min(total, secondsBetween(now, end));
    const creditMinor = total === 0 ? 0 : prorate(oldPriceMinor, remaining, total);
    return {
      creditMinor,
      chargeMinor: Math.max(0, newPriceMinor - creditMinor),
      unusedCreditMinor: Math.max(0, creditMinor - newPriceMinor),
    };
  }

  async change(row: SubscriptionRow, from: ProductRow, to: ProductRow): Promise<SubscriptionRow> {
    if (row.state === 'Past Due' || row.state === 'Comped' || row.merchant_type === 'House') {
      throw subscriptionErrors.notPaid('Only a paid-up subscription can change its product.');
    }
    const currency = row.currency as CurrencyCode;
    const price = await this.deps.catalog.priceOf(to.id, currency);
    if (price === null) throw subscriptionErrors.noPrice();
    const now = this.deps.now();
    const detail = { from: from.code, to: to.code };

    if (!(await this.isUpgrade(from, to))) {
      return this.repo.transaction(async (repo) => {
        await repo.addEvent(row.guid, 'product_change_scheduled', now, {
          ...detail,
          applies_at: row.current_period_end?.toISOString() ?? row.trial_end_at?.toISOString() ?? null,
        });
        return repo.update(row.guid, { pending_product_id: to.id, updated_at: now });
      });
    }
    if (row.period_no === 0 || row.current_period_start === null || row.current_period_end === null) {
      return this.switchTo(row, to, price, { ...detail, trial: true });
    }

    const method = row.payment_method_guid
      ? await this.deps.paymentMethods.usableRow(row.user_id, row.payment_method_guid)
      : null;
    if (!method) throw subscriptionErrors.paymentMethodMissing();
    const newPeriod = to.period !== from.period;
    const cross = newPeriod
      ? ProductChange.crossPeriod(
          row.price_minor,
          price,
          row.current_period_start,
          row.current_period_end,
          now,
        )
      : null;
    const base =
      cross?.chargeMinor ??
      ProductChange.prorated(row.price_minor, price, row.current_period_start, row.current_period_end, now);
    const quote = await this.deps.pricing.quote({
      product: to,
      currency,
      // A proration is not a billing cycle: the promo's discount stays for the renewals.
      promo: null,
      place: { countryCode: method.country_code_alpha2, postalCode: method.postal_code },
      baseMinor: base,
    });
    const invoice = await this.repo.transaction((_repo, trx) =>
      this.deps.charger.createInvoice(trx, {
        subscription: row,
        chargeKey: `upgrade:${row.period_no}:${to.code}`,
        reason: 'upgrade',
        product: to,
        quote,
        periodStart: now,
        // Another billing period starts now; the same one keeps its end.
        periodEnd: newPeriod ? periodEnd(now, to.period) : row.current_period_end,
      }),
    );
    const outcome = await collectInvoice(this.deps, invoice, method.guid);
    if (outcome.status !== 'paid') {
      await this.repo.addEvent(row.guid, 'charge_failed', now, {
        charge_key: invoice.charge_key,
        status: outcome.status,
        response_text: outcome.responseText,
      });
      throw chargeError(outcome.status, outcome.responseText);
    }
    const paid = { ...detail, charge_key: invoice.charge_key, total_minor: invoice.total_minor };
    if (!cross) return this.switchTo(row, to, price, paid);
    // The dates are the invoice's (stored when it was first priced), so a repeated request after
    // a lost answer moves to the same period the member paid for.
    const start = invoice.period_start ?? now;
    const end = invoice.period_end ?? periodEnd(start, to.period);
    return this.switchTo(
      row,
      to,
      price,
      {
        ...paid,
        new_period: true,
        credit_minor: cross.creditMinor,
        charge_minor: invoice.base_minor,
        // A credit larger than the new price: nothing charged, the rest is not carried over.
        ...(cross.unusedCreditMinor > 0
          ? { credit_exceeds_price: true, unused_credit_minor: cross.unusedCreditMinor }
          : {}),
        period_start: start.toISOString(),
        period_end: end.toISOString(),
      },
      {
        period_no: row.period_no + 1,
        current_period_start: start,
        current_period_end: end,
        due_at: end,
      },
    );
  }

  private switchTo(
    row: SubscriptionRow,
    to: ProductRow,
    price: number,
    detail: Record<string, unknown>,
    period: SubscriptionPatch = {},
  ) {
    const now = this.deps.now();
    return this.repo.transaction(async (repo) => {
      await repo.addEvent(row.guid, 'product_changed', now, detail);
      return repo.update(row.guid, {
        product_id: to.id,
        price_minor: price,
        pending_product_id: null,
        ...period,
        updated_at: now,
      });
    });
  }
}
