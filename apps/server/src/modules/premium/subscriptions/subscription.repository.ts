import { sql, type Insertable, type Kysely, type Transaction, type Updateable } from 'kysely';
import type { Database } from '../../../db/schema';
import type { InvoiceRow, SubscriptionRow } from '../premium-rows';
import type { SubscriptionsTable } from '../premium.schema';

export type NewSubscription = Insertable<SubscriptionsTable>;
export type SubscriptionPatch = Updateable<SubscriptionsTable>;

/** Whether an insert broke `subscriptions_one_live` (one live subscription per member). */
export function isOneLiveViolation(err: unknown): boolean {
  const e = err as { code?: unknown; constraint?: unknown; message?: unknown };
  return (
    e?.code === '23505' &&
    `${String(e.constraint ?? '')} ${String(e.message ?? '')}`.includes('subscriptions_one_live')
  );
}

/** Subscriptions, their events and money rows: typed SQL only, no rules. Every read is by owner. */
export class SubscriptionRepository {
  constructor(private readonly db: Kysely<Database>) {}

  /**
   * Runs `work` in one transaction, with a repository bound to it and the transaction itself
   * (for the other parts' calls that must join it: promo redemption, invoice creation).
   */
  transaction<T>(work: (repo: SubscriptionRepository, trx: Transaction<Database>) => Promise<T>): Promise<T> {
    return this.db.transaction().execute((trx) => work(new SubscriptionRepository(trx), trx));
  }

  async owned(userId: string, guid: string, forUpdate = false): Promise<SubscriptionRow | undefined> {
    let query = this.db
      .selectFrom('subscriptions')
      .selectAll()
      .where('guid', '=', guid)
      .where('user_id', '=', userId);
    if (forUpdate) query = query.forUpdate();
    return query.executeTakeFirst();
  }

  async listOwned(userId: string): Promise<SubscriptionRow[]> {
    return this.db
      .selectFrom('subscriptions')
      .selectAll()
      .where('user_id', '=', userId)
      .orderBy('signup_at', 'desc')
      .orderBy('created_at', 'desc')
      .execute();
  }

  /** The member's live (not Expired) subscription: at most one, by `subscriptions_one_live`. */
  async liveOf(userId: string, forUpdate = false): Promise<SubscriptionRow | undefined> {
    let query = this.db
      .selectFrom('subscriptions')
      .selectAll()
      .where('user_id', '=', userId)
      .where('state', '<>', 'Expired');
    if (forUpdate) query = query.forUpdate();
    return query.executeTakeFirst();
  }

  /** Whether the member ever had a subscription (a trial is for first-time members only). */
  async hadAny(userId: string): Promise<boolean> {
    const row = await this.db
      .selectFrom('subscriptions')
      .select('guid')
      .where('user_id', '=', userId)
      .limit(1)
      .executeTakeFirst();
    return row !== undefined;
  }

  async insert(row: NewSubscription): Promise<SubscriptionRow> {
    return this.db.insertInto('subscriptions').values(row).returningAll().executeTakeFirstOrThrow();
  }

  async update(guid: string, patch: SubscriptionPatch): Promise<SubscriptionRow> {
    return this.db
      .updateTable('subscriptions')
      .set(patch)
      .where('guid', '=', guid)
      .returningAll()
      .executeTakeFirstOrThrow();
  }

  async addEvent(guid: string, kind: string, at: Date, detail: Record<string, unknown> = {}): Promise<void> {
    await this.db
      .insertInto('subscription_events')
      .values({ subscription_guid: guid, kind, detail: JSON.stringify(detail), created_at: at })
      .execute();
  }

  async events(guid: string) {
    return this.db
      .selectFrom('subscription_events')
      .select(['kind', 'detail', 'created_at'])
      .where('subscription_guid', '=', guid)
      .orderBy('id', 'asc')
      .execute();
  }

  /**
   * Undoes a signup whose first charge did not settle: the subscription (its invoice,
   * transactions and events go with it, by cascade) and the promo redemption, whose use is
   * given back so a limited code is not lost to a declined card.
   */
  async deleteSignup(subscription: SubscriptionRow): Promise<void> {
    if (subscription.promo_id !== null) {
      const removed = await this.db
        .deleteFrom('premium_promo_redemptions')
        .where('promo_id', '=', subscription.promo_id)
        .where('user_id', '=', subscription.user_id)
        .where('subscription_guid', '=', subscription.guid)
        .executeTakeFirst();
      if (removed.numDeletedRows > 0n) {
        await this.db
          .updateTable('premium_promos')
          .set({ uses: sql`uses - 1` })
          .where('id', '=', subscription.promo_id)
          .where('uses', '>', 0)
          .execute();
      }
    }
    await this.db.deleteFrom('subscriptions').where('guid', '=', subscription.guid).execute();
  }

  /** Settled sales minus settled refunds, in minor units. */
  async revenueOf(guid: string): Promise<number> {
    const row = await this.db
      .selectFrom('subscription_transactions')
      .select(
        sql<string>`coalesce(sum(case when kind = 'sale' then amount_minor else -amount_minor end), 0)`.as(
          'revenue',
        ),
      )
      .where('subscription_guid', '=', guid)
      .where('status', '=', 'settled')
      .executeTakeFirstOrThrow();
    return Number(row.revenue);
  }

  async latestTransaction(guid: string) {
    return this.db
      .selectFrom('subscription_transactions')
      .select(['id', 'gateway_transaction_id'])
      .where('subscription_guid', '=', guid)
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .limit(1)
      .executeTakeFirst();
  }

  async invoiceByKey(guid: string, chargeKey: string): Promise<InvoiceRow | undefined> {
    return this.db
      .selectFrom('subscription_invoices')
      .selectAll()
      .where('subscription_guid', '=', guid)
      .where('charge_key', '=', chargeKey)
      .executeTakeFirst();
  }

  /** The renewal a Past Due subscription still owes (the latest unpaid period invoice). */
  async unpaidPeriodInvoice(guid: string): Promise<InvoiceRow | undefined> {
    return this.db
      .selectFrom('subscription_invoices')
      .selectAll()
      .where('subscription_guid', '=', guid)
      .where('status', 'in', ['open', 'collecting', 'failed'])
      .where('charge_key', 'like', 'period:%')
      .orderBy('created_at', 'desc')
      .limit(1)
      .executeTakeFirst();
  }

  async premiumLevelOf(planCode: string): Promise<number> {
    const row = await this.db
      .selectFrom('premium_plans')
      .select('premium_level')
      .where('code', '=', planCode)
      .executeTakeFirstOrThrow();
    return row.premium_level;
  }

  /** A promo by code (case-insensitive), to know which product it is for before checking it. */
  async promoByCode(code: string) {
    return this.db
      .selectFrom('premium_promos')
      .selectAll()
      .where('code', '=', code.toUpperCase())
      .executeTakeFirst();
  }

  async isStaff(userId: string): Promise<boolean> {
    const row = await this.db
      .selectFrom('users')
      .select('is_staff')
      .where('id', '=', userId)
      .executeTakeFirst();
    return row?.is_staff ?? false;
  }

  async userGuidOf(userId: string): Promise<string> {
    const row = await this.db
      .selectFrom('users')
      .select('guid')
      .where('id', '=', userId)
      .executeTakeFirstOrThrow();
    return row.guid;
  }

  async userByGuid(guid: string) {
    return this.db.selectFrom('users').select(['id', 'guid']).where('guid', '=', guid).executeTakeFirst();
  }

  async promoById(id: number) {
    return this.db.selectFrom('premium_promos').selectAll().where('id', '=', id).executeTakeFirst();
  }

  async paymentMethodOf(guid: string) {
    return this.db.selectFrom('payment_methods').selectAll().where('guid', '=', guid).executeTakeFirst();
  }

  /** The member's money movements with what their receipts show, newest first. */
  async transactionsOf(userId: string) {
    return this.db
      .selectFrom('subscription_transactions as t')
      .leftJoin('subscription_invoices as i', 'i.id', 't.invoice_id')
      .innerJoin('subscriptions as s', 's.guid', 't.subscription_guid')
      .innerJoin('premium_products as p', (join) =>
        join.onRef('p.id', '=', sql`coalesce(i.product_id, s.product_id)`),
      )
      .leftJoin('payment_methods as m', 'm.guid', 't.payment_method_guid')
      .select([
        't.id',
        't.invoice_id',
        't.gateway_transaction_id',
        't.subscription_guid',
        't.kind',
        't.status',
        't.amount_minor',
        't.tax_minor',
        't.tax_rate',
        't.currency',
        't.response_text',
        't.created_at',
        'i.reason',
        'i.base_minor',
        'i.discount_minor',
        'i.subtotal_minor',
        'i.tax_inclusive',
        'i.period_start',
        'i.period_end',
        'p.name as product_name',
        // The how-many-th attempt at its invoice: a second one is a retry.
        sql<string>`row_number() over (partition by t.invoice_id, t.kind order by t.created_at, t.id)`.as(
          'attempt_no',
        ),
        'm.cc_type',
        'm.cc_last_4',
      ])
      .where('t.user_id', '=', userId)
      .orderBy('t.created_at', 'desc')
      .orderBy('t.id', 'desc')
      .execute();
  }
}
export type TransactionListRow = Awaited<ReturnType<SubscriptionRepository['transactionsOf']>>[number];
