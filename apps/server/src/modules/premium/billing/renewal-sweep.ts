import type { Kysely } from 'kysely';
import {
  PAST_DUE_RETRY_DAYS,
  TRIAL_REMINDER_DAYS,
  type ProductPeriod,
  type CurrencyCode,
} from '@fanverse/contract';
import type { Database } from '../../../db/schema';
import type { NoticeRequest } from '../mail/premium-mail.service';
import type { PriceQuote } from '../pricing/pricing.service';
import type { InvoiceRow, ProductRow, PromoRow, SubscriptionRow } from '../premium-rows';
import { addDays, periodEnd } from '../subscriptions/billing-period';
import type { BillingDeps } from './billing.factory';
import type { CollectStatus, InvoiceCharger, NewInvoice } from './invoice-charger';
import {
  RenewalRepository,
  type FailedTransition,
  type NewEvent,
  type PaidTransition,
} from './renewal.repository';

/** How long a sweeper holds what it claimed: far longer than a batch takes, short enough to recover from a crash. */
const LEASE_MS = 2 * 60_000;
/** A subscription that cannot be priced (no tax row, no price) is looked at again this much later. */
const PRICING_RETRY_MS = 60 * 60_000;

const EMPTY_OUTCOMES = { paid: [], failed: [], expired: [], rescheduled: [], failedInvoices: [], events: [] };

/** One subscription's renewal charge being prepared. */
interface Charge {
  subscription: SubscriptionRow;
  chargeKey: string;
  periodNo: number;
  invoice: InvoiceRow | null;
}

/** What happened to one subscription in a pass. */
export type SweepOutcome = CollectStatus | 'expired' | 'rescheduled' | 'skipped';

/**
 * The renewal sweep (docs/premium.md "Renewals, dunning and exactly-once"): claims due
 * subscriptions under a lease, in batches, and moves each along its timeline:
 * - Free Trial at its end, Active at its period's end → the next period's invoice is charged;
 * - Past Due at its retry time → the open invoice of that period is retried (1, 3, 7 days after
 *   the first failure), and after the last failure the subscription is Expired;
 * - Canceled and Comped at their expiration → Expired.
 * Charges go through the InvoiceCharger (exactly once per invoice, one invoice per period), so a
 * pass that dies half-way is simply redone by the next one when the lease runs out.
 */
export class RenewalSweep {
  private readonly repo: RenewalRepository;

  constructor(
    db: Kysely<Database>,
    private readonly deps: BillingDeps & { charger: InvoiceCharger },
  ) {
    this.repo = new RenewalRepository(db);
  }

  /** One pass over everything due now (batch after batch); answers how many subscriptions it worked. */
  async runOnce(): Promise<number> {
    await this.remindTrials();
    let worked = 0;
    // What each subscription looked like when this pass claimed it: catching up several periods
    // changes it every time, while one that comes back unchanged would loop; it waits instead.
    const seen = new Map<string, string>();
    for (;;) {
      const now = this.deps.now();
      const lease = new Date(now.getTime() + LEASE_MS);
      const claimed = await this.repo.claimDue(now, lease, this.deps.config.PREMIUM_SWEEP_BATCH);
      if (claimed.length === 0) return worked;
      const batch: SubscriptionRow[] = [];
      const stuck: { guid: string; dueAt: Date | null }[] = [];
      for (const s of claimed) {
        const print = `${s.state}|${s.period_no}|${s.retry_count}|${s.product_id}`;
        if (seen.get(s.guid) === print)
          stuck.push({ guid: s.guid, dueAt: new Date(now.getTime() + PRICING_RETRY_MS) });
        else batch.push(s);
        seen.set(s.guid, print);
      }
      if (stuck.length > 0) {
        this.deps.log.warn(
          { subscriptions: stuck.map((s) => s.guid) },
          'premium renewal: no progress; looked at again later',
        );
        await this.repo.applyOutcomes({ ...EMPTY_OUTCOMES, now, lease, batch: [], rescheduled: stuck });
      }
      if (batch.length > 0) await this.work(batch, now, lease);
      worked += batch.length;
    }
  }

  /**
   * Works one Past Due subscription at once, whatever its retry time: the member has just
   * given it another payment method. Answers what collecting did ('skipped' when it is not Past
   * Due or another sweeper holds it right now).
   */
  async retryNow(subscriptionGuid: string): Promise<SweepOutcome> {
    const now = this.deps.now();
    const lease = new Date(now.getTime() + LEASE_MS);
    const row = await this.repo.claimOne(subscriptionGuid, ['Past Due'], now, lease);
    if (!row) return 'skipped';
    const outcomes = await this.work([row], now, lease);
    return outcomes.get(subscriptionGuid) ?? 'skipped';
  }

  /** Mails trial_ending once to every trial ending within TRIAL_REMINDER_DAYS. */
  private async remindTrials(): Promise<void> {
    const now = this.deps.now();
    const until = addDays(now, TRIAL_REMINDER_DAYS);
    for (;;) {
      const guids = await this.repo.trialsToRemind(
        now,
        until,
        'trial_ending:trial',
        this.deps.config.PREMIUM_SWEEP_BATCH,
      );
      if (guids.length === 0) return;
      await this.deps.premiumMail.sendMany(
        guids.map((g) => ({ subscriptionGuid: g, notice: 'trial_ending', occasion: 'trial' })),
      );
      // A mail that could not be sent releases its claim: stop here rather than loop on it.
      if (guids.length < this.deps.config.PREMIUM_SWEEP_BATCH) return;
    }
  }

  private async work(batch: SubscriptionRow[], now: Date, lease: Date): Promise<Map<string, SweepOutcome>> {
    const outcomes = new Map<string, SweepOutcome>();
    const charges: Charge[] = [];
    const expired: { guid: string; prevState: string }[] = [];
    const rescheduled: { guid: string; dueAt: Date | null }[] = [];
    for (const s of batch) {
      const past = (at: Date | null) => at !== null && at.getTime() <= now.getTime();
      if ((s.state === 'Canceled' || s.state === 'Comped') && past(s.expiration_at)) {
        expired.push({ guid: s.guid, prevState: s.state });
      } else if (
        (s.state === 'Free Trial' && past(s.trial_end_at)) ||
        (s.state === 'Active' && past(s.current_period_end)) ||
        s.state === 'Past Due'
      ) {
        charges.push({
          subscription: s,
          periodNo: s.period_no + 1,
          chargeKey: `period:${s.period_no + 1}`,
          invoice: null,
        });
      } else {
        // Due for nothing (the timeline moved meanwhile): due again at its next event.
        rescheduled.push({ guid: s.guid, dueAt: nextEventOf(s) });
        outcomes.set(s.guid, 'rescheduled');
      }
    }

    const priced = await this.invoicesFor(charges, now, rescheduled, outcomes);
    const results = await this.deps.charger.collectMany(
      priced.map((c) => ({ invoice: c.invoice!, paymentMethodGuid: c.subscription.payment_method_guid })),
    );

    const paid: PaidTransition[] = [];
    const failed: FailedTransition[] = [];
    const failedInvoices: string[] = [];
    const events: NewEvent[] = [];
    const mails: NoticeRequest[] = [];
    priced.forEach((c, i) => {
      const s = c.subscription;
      const invoice = c.invoice!;
      const result = results[i]!;
      outcomes.set(s.guid, result.status);
      if (s.state === 'Past Due')
        events.push({
          guid: s.guid,
          kind: 'retried',
          detail: { charge_key: c.chargeKey, attempt: s.retry_count + 1 },
        });
      if (result.status === 'paid') {
        paid.push({
          guid: s.guid,
          periodNo: c.periodNo,
          periodStart: invoice.period_start,
          periodEnd: invoice.period_end,
          productId: invoice.product_id,
          priceMinor: invoice.base_minor,
          discounted: invoice.discount_minor > 0,
        });
        if (s.state === 'Free Trial') events.push({ guid: s.guid, kind: 'trial_ended', detail: {} });
        events.push({
          guid: s.guid,
          kind: 'charged',
          detail: {
            charge_key: c.chargeKey,
            invoice_id: invoice.id,
            amount_minor: invoice.total_minor,
            currency: invoice.currency,
          },
        });
        if (invoice.product_id !== s.product_id) {
          events.push({
            guid: s.guid,
            kind: 'product_changed',
            detail: { from: s.product_id, to: invoice.product_id, at: 'renewal' },
          });
        }
        return;
      }
      const failures = s.retry_count + 1;
      const last = failures > PAST_DUE_RETRY_DAYS.length;
      // Retries count from the first failure: the invoice was made then (the injected clock).
      const firstFailure = s.retry_count === 0 ? now : invoice.created_at;
      failed.push({
        guid: s.guid,
        prevState: s.state,
        prevPeriod: s.period_no,
        state: last ? 'Expired' : 'Past Due',
        retryCount: failures,
        dueAt: last ? null : addDays(firstFailure, PAST_DUE_RETRY_DAYS[failures - 1]!),
      });
      events.push({
        guid: s.guid,
        kind: 'charge_failed',
        detail: {
          charge_key: c.chargeKey,
          status: result.status,
          response: result.transaction?.response_text ?? '',
        },
      });
      if (last) {
        failedInvoices.push(invoice.id);
        events.push({ guid: s.guid, kind: 'expired', detail: { reason: 'payment_failed' } });
        mails.push({ subscriptionGuid: s.guid, notice: 'subscription_expired', occasion: 'expired' });
      } else {
        if (s.state !== 'Past Due')
          events.push({ guid: s.guid, kind: 'past_due', detail: { charge_key: c.chargeKey } });
        mails.push({
          subscriptionGuid: s.guid,
          notice: 'payment_failed',
          occasion: `${c.chargeKey}:failure:${failures}`,
          invoiceId: invoice.id,
        });
      }
    });
    for (const e of expired) {
      outcomes.set(e.guid, 'expired');
      events.push({
        guid: e.guid,
        kind: 'expired',
        detail: { reason: e.prevState === 'Comped' ? 'comp_ended' : 'canceled' },
      });
      mails.push({ subscriptionGuid: e.guid, notice: 'subscription_expired', occasion: 'expired' });
    }

    const moved = await this.repo.applyOutcomes({
      now,
      lease,
      batch: batch.map((s) => s.guid),
      paid,
      failed,
      expired,
      rescheduled,
      failedInvoices,
      events,
    });
    // Mails only for what actually moved (after commit); the mail service never throws.
    const sent = mails.filter(
      (m) => moved.failed.has(m.subscriptionGuid) || moved.expired.has(m.subscriptionGuid),
    );
    await this.deps.premiumMail.sendMany(sent);
    return outcomes;
  }

  /**
   * The invoice of each charge: the existing one (a retry, or a pass redone after a crash)
   * kept as it is, else a new one priced now. Pricing is memoised for the pass (the same product,
   * currency, promo and place always quote the same). Charges that cannot be priced are
   * rescheduled and left out.
   */
  private async invoicesFor(
    charges: Charge[],
    now: Date,
    rescheduled: { guid: string; dueAt: Date | null }[],
    outcomes: Map<string, SweepOutcome>,
  ): Promise<Charge[]> {
    if (charges.length === 0) return [];
    const existing = await this.deps.charger.existingInvoices(
      charges.map((c) => ({ subscriptionGuid: c.subscription.guid, chargeKey: c.chargeKey })),
    );
    for (const c of charges) c.invoice = existing.get(`${c.subscription.guid}|${c.chargeKey}`) ?? null;

    const toPrice = charges.filter((c) => !c.invoice);
    const places = await this.repo.paymentMethodPlaces(
      toPrice.map((c) => c.subscription.payment_method_guid).filter((g): g is string => g !== null),
    );
    const promos = await this.repo.promos(
      toPrice.map((c) => c.subscription.promo_id).filter((id): id is number => id !== null),
    );
    const products = new Map<number, Promise<ProductRow | null>>();
    const quotes = new Map<string, Promise<PriceQuote>>();
    const newInvoices: { charge: Charge; input: NewInvoice }[] = [];
    for (const c of toPrice) {
      const s = c.subscription;
      try {
        const productId = s.pending_product_id ?? s.product_id;
        if (!products.has(productId)) products.set(productId, this.deps.catalog.productById(productId));
        const product = await products.get(productId)!;
        const place = s.payment_method_guid ? places.get(s.payment_method_guid) : undefined;
        if (!product) throw new Error(`product ${productId} is gone`);
        if (!place) throw new Error('no payment method to price the charge with');
        const promoRow: PromoRow | null = s.promo_id !== null ? (promos.get(s.promo_id) ?? null) : null;
        const promo = this.deps.promos.discountApplies(promoRow, s.promo_cycles_left) ? promoRow : null;
        const key = [product.id, s.currency, promo?.id ?? '', place.countryCode, place.postalCode].join('|');
        if (!quotes.has(key)) {
          quotes.set(
            key,
            this.deps.pricing.quote({ product, currency: s.currency as CurrencyCode, promo, place }),
          );
        }
        const quote = await quotes.get(key)!;
        const start = this.periodStartOf(s, product.period, now);
        newInvoices.push({
          charge: c,
          input: {
            subscription: s,
            chargeKey: c.chargeKey,
            reason: 'renewal',
            product,
            quote,
            periodStart: start,
            periodEnd: periodEnd(start, product.period),
          },
        });
      } catch (err) {
        this.deps.log.error(
          { err, subscription: s.guid },
          'premium renewal: cannot price the charge; retried later',
        );
        rescheduled.push({ guid: s.guid, dueAt: new Date(now.getTime() + PRICING_RETRY_MS) });
        outcomes.set(s.guid, 'rescheduled');
      }
    }
    const rows = await this.deps.charger.createInvoices(newInvoices.map((n) => n.input));
    newInvoices.forEach((n, i) => (n.charge.invoice = rows[i]!));
    return charges.filter((c) => c.invoice !== null);
  }

  /**
   * Where the next period starts: where the trial or the paid period ended, so a sweep that runs
   * late does not shift the billing date (no drift). But when the sweep has not run for longer
   * than a whole period (that next period would already be over), the period starts now: one
   * charge for the period the member is in, never a charge for months gone by that were never
   * billed (docs/premium.md "Catching up").
   */
  private periodStartOf(s: SubscriptionRow, period: ProductPeriod, now: Date): Date {
    const ended =
      s.state === 'Free Trial' && s.trial_end_at ? s.trial_end_at : (s.current_period_end ?? s.trial_end_at);
    if (!ended) return now;
    return periodEnd(ended, period).getTime() <= now.getTime() ? now : ended;
  }
}

/** When a subscription next needs the sweep, by its state; null: never. */
export function nextEventOf(s: SubscriptionRow): Date | null {
  switch (s.state) {
    case 'Free Trial':
      return s.trial_end_at;
    case 'Active':
      return s.current_period_end;
    case 'Canceled':
    case 'Comped':
      return s.expiration_at;
    case 'Past Due':
      return s.due_at;
    default:
      return null;
  }
}
