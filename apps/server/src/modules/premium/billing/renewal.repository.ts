import { sql, type Kysely, type Transaction } from 'kysely';
import type { Database } from '../../../db/schema';
import type { PromoRow, SubscriptionRow } from '../premium-rows';

/** A renewal that was paid: the subscription moves to the invoice's period. */
export interface PaidTransition {
  guid: string;
  periodNo: number;
  periodStart: Date | null;
  periodEnd: Date | null;
  productId: number;
  priceMinor: number;
  /** The charge was discounted by the promo: one of its cycles is used up. */
  discounted: boolean;
}

/** A renewal that failed: Past Due with the next retry, or Expired after the last one. */
export interface FailedTransition {
  guid: string;
  prevState: string;
  prevPeriod: number;
  state: 'Past Due' | 'Expired';
  retryCount: number;
  dueAt: Date | null;
}

export interface NewEvent {
  guid: string;
  kind: string;
  detail: Record<string, unknown>;
}

const iso = (d: Date | null) => (d ? d.toISOString() : null);

/** The renewal sweep's SQL: claiming due work under a lease and moving many subscriptions at once. */
export class RenewalRepository {
  constructor(private readonly db: Kysely<Database>) {}

  /**
   * Claims up to `limit` due subscriptions nobody holds, oldest first, until `leaseUntil`.
   * `for update skip locked` lets two sweepers claim at the same moment without waiting on each
   * other or taking the same rows; the lease keeps the rows theirs after the claim commits.
   */
  async claimDue(now: Date, leaseUntil: Date, limit: number): Promise<SubscriptionRow[]> {
    const { rows } = await sql<SubscriptionRow>`
      update subscriptions set lease_until = ${leaseUntil}
       where guid in (
         select guid from subscriptions
          where due_at <= ${now} and (lease_until is null or lease_until < ${now})
          order by due_at
          limit ${limit}
          for update skip locked)
      returning *`.execute(this.db);
    return rows;
  }

  /** Claims one subscription in `states` whatever its due time (a member's retry), if nobody holds it. */
  async claimOne(
    guid: string,
    states: readonly string[],
    now: Date,
    leaseUntil: Date,
  ): Promise<SubscriptionRow | undefined> {
    return this.db
      .updateTable('subscriptions')
      .set({ lease_until: leaseUntil })
      .where('guid', '=', guid)
      .where('state', 'in', states as SubscriptionRow['state'][])
      .where((eb) => eb.or([eb('lease_until', 'is', null), eb('lease_until', '<', now)]))
      .returningAll()
      .executeTakeFirst();
  }

  /** Free trials ending within the reminder window that have not been reminded yet. */
  async trialsToRemind(now: Date, until: Date, noticeKey: string, limit: number): Promise<string[]> {
    const rows = await this.db
      .selectFrom('subscriptions as s')
      .select('s.guid')
      .where('s.state', '=', 'Free Trial')
      .where('s.trial_end_at', '>', now)
      .where('s.trial_end_at', '<=', until)
      .where(({ not, exists, selectFrom }) =>
        not(
          exists(
            selectFrom('subscription_notices as n')
              .select('n.subscription_guid')
              .whereRef('n.subscription_guid', '=', 's.guid')
              .where('n.notice_key', '=', noticeKey),
          ),
        ),
      )
      .limit(limit)
      .execute();
    return rows.map((r) => r.guid);
  }

  async paymentMethodPlaces(guids: readonly string[]) {
    if (guids.length === 0) return new Map<string, { countryCode: string; postalCode: string }>();
    const rows = await this.db
      .selectFrom('payment_methods')
      .select(['guid', 'country_code_alpha2', 'postal_code'])
      .where('guid', 'in', [...new Set(guids)])
      .execute();
    return new Map(
      rows.map((r) => [r.guid, { countryCode: r.country_code_alpha2, postalCode: r.postal_code }]),
    );
  }

  async promos(ids: readonly number[]): Promise<Map<number, PromoRow>> {
    if (ids.length === 0) return new Map();
    const rows = await this.db
      .selectFrom('premium_promos')
      .selectAll()
      .where('id', 'in', [...new Set(ids)])
      .execute();
    return new Map(rows.map((r) => [r.id, r]));
  }

  /**
   * Applies a batch's outcomes in one transaction, each guarded on what the sweep read (state,
   * period) so a member's own change in the meantime (a cancel) is never overwritten; then frees
   * every lease this pass holds. Answers the guids each kind of transition actually moved.
   */
  async applyOutcomes(input: {
    now: Date;
    lease: Date;
    batch: readonly string[];
    paid: readonly PaidTransition[];
    failed: readonly FailedTransition[];
    expired: readonly { guid: string; prevState: string }[];
    rescheduled: readonly { guid: string; dueAt: Date | null }[];
    failedInvoices: readonly string[];
    events: readonly NewEvent[];
  }): Promise<{ paid: Set<string>; failed: Set<string>; expired: Set<string> }> {
    const { now, lease } = input;
    return this.db.transaction().execute(async (trx) => {
      const paid = await this.applyPaid(trx, input.paid, now);
      const failed = await this.applyFailed(trx, input.failed, now);
      const expired = await this.applyExpired(trx, input.expired, now);
      if (input.rescheduled.length > 0) {
        const json = JSON.stringify(input.rescheduled.map((r) => ({ g: r.guid, d: iso(r.dueAt) })));
        await sql`
          update subscriptions s set due_at = v.d, lease_until = null
            from jsonb_to_recordset(${json}::jsonb) as v(g uuid, d timestamptz)
           where s.guid = v.g and s.lease_until = ${lease}`.execute(trx);
      }
      if (input.failedInvoices.length > 0) {
        await trx
          .updateTable('subscription_invoices')
          .set({ status: 'failed' })
          .where('id', 'in', input.failedInvoices)
          .where('status', '=', 'open')
          .execute();
      }
      const moved = new Set([...paid, ...failed, ...expired]);
      const events = input.events.filter((e) => moved.has(e.guid));
      if (events.length > 0) {
        await trx
          .insertInto('subscription_events')
          .values(
            events.map((e) => ({
              subscription_guid: e.guid,
              kind: e.kind,
              detail: JSON.stringify(e.detail),
              created_at: now,
            })),
          )
          .execute();
      }
      // Whatever was not moved above (a member changed it meanwhile) is let go as well.
      if (input.batch.length > 0) {
        await trx
          .updateTable('subscriptions')
          .set({ lease_until: null })
          .where('guid', 'in', input.batch)
          .where('lease_until', '=', lease)
          .execute();
      }
      return { paid, failed, expired };
    });
  }

  private async applyPaid(
    trx: Transaction<Database>,
    rows: readonly PaidTransition[],
    now: Date,
  ): Promise<Set<string>> {
    if (rows.length === 0) return new Set();
    const json = JSON.stringify(
      rows.map((r) => ({
        g: r.guid,
        n: r.periodNo,
        ps: iso(r.periodStart),
        pe: iso(r.periodEnd),
        p: r.productId,
        price: r.priceMinor,
        d: r.discounted,
      })),
    );
    // A member who cancelled while the renewal was being charged has paid for the new period:
    // they stay Canceled, with access (and the expiry) moved to the end of what they paid for.
    const { rows: moved } = await sql<{ guid: string }>`
      update subscriptions s set
        state = case when s.state = 'Canceled' then 'Canceled' else 'Active' end,
        period_no = v.n,
        current_period_start = v.ps,
        current_period_end = v.pe,
        due_at = v.pe,
        expiration_at = case when s.state = 'Canceled' then v.pe else s.expiration_at end,
        retry_count = 0,
        product_id = v.p,
        pending_product_id = case when s.pending_product_id = v.p then null else s.pending_product_id end,
        price_minor = v.price,
        promo_cycles_left = case when v.d and s.promo_cycles_left is not null
                                 then greatest(s.promo_cycles_left - 1, 0) else s.promo_cycles_left end,
        lease_until = null,
        updated_at = ${now}
      from jsonb_to_recordset(${json}::jsonb) as v(g uuid, n integer, ps timestamptz, pe timestamptz, p integer, price integer, d boolean)
      where s.guid = v.g and s.period_no = v.n - 1 and s.state <> 'Expired'
      returning s.guid`.execute(trx);
    return new Set(moved.map((r) => r.guid));
  }

  private async applyFailed(
    trx: Transaction<Database>,
    rows: readonly FailedTransition[],
    now: Date,
  ): Promise<Set<string>> {
    if (rows.length === 0) return new Set();
    const json = JSON.stringify(
      rows.map((r) => ({
        g: r.guid,
        ps: r.prevState,
        pp: r.prevPeriod,
        st: r.state,
        rc: r.retryCount,
        d: iso(r.dueAt),
      })),
    );
    const { rows: moved } = await sql<{ guid: string }>`
      update subscriptions s set
        state = v.st,
        retry_count = v.rc,
        due_at = v.d,
        expiration_at = case when v.st = 'Expired' then ${now}::timestamptz else s.expiration_at end,
        lease_until = null,
        updated_at = ${now}
      from jsonb_to_recordset(${json}::jsonb) as v(g uuid, ps text, pp integer, st text, rc integer, d timestamptz)
      where s.guid = v.g and s.state = v.ps and s.period_no = v.pp
      returning s.guid`.execute(trx);
    return new Set(moved.map((r) => r.guid));
  }

  private async applyExpired(
    trx: Transaction<Database>,
    rows: readonly { guid: string; prevState: string }[],
    now: Date,
  ): Promise<Set<string>> {
    if (rows.length === 0) return new Set();
    const json = JSON.stringify(rows.map((r) => ({ g: r.guid, ps: r.prevState })));
    const { rows: moved } = await sql<{ guid: string }>`
      update subscriptions s set state = 'Expired', due_at = null, lease_until = null, updated_at = ${now}
        from jsonb_to_recordset(${json}::jsonb) as v(g uuid, ps text)
       where s.guid = v.g and s.state = v.ps and s.expiration_at <= ${now}
      returning s.guid`.execute(trx);
    return new Set(moved.map((r) => r.guid));
  }
}
