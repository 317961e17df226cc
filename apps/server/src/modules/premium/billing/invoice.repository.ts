import crypto from 'node:crypto';
import { sql, type Kysely, type Selectable, type Transaction } from 'kysely';
import type { Database } from '../../../db/schema';
import type { PriceQuote } from '../pricing/pricing.service';
import type { InvoiceRow } from '../premium-rows';
import type { InvoiceReason, SubscriptionTransactionsTable } from '../premium.schema';

export type TransactionRow = Selectable<SubscriptionTransactionsTable>;
export type NewTransaction = Omit<TransactionRow, 'id'>;

/** What an invoice is made of: its amounts are the quote's, stored as they were priced. */
export interface InvoiceValues {
  subscriptionGuid: string;
  chargeKey: string;
  reason: InvoiceReason;
  productId: number;
  quote: Omit<PriceQuote, 'place'>;
  periodStart: Date | null;
  periodEnd: Date | null;
}

/** An invoice as the charger needs it fresh: its status, attempts and the member it bills. */
export interface InvoiceState {
  invoice: InvoiceRow;
  userId: string;
}

type Db = Kysely<Database> | Transaction<Database>;

/** The SQL of invoices and sale transactions (billing/invoice-charger.ts holds the protocol). */
export class InvoiceRepository {
  constructor(private readonly db: Kysely<Database>) {}

  /**
   * Inserts invoices, keeping any that already exist for (subscription, charge_key) as they are,
   * and answers the stored row of each, in the order asked.
   */
  async insertInvoices(db: Db, values: readonly InvoiceValues[], now: Date): Promise<InvoiceRow[]> {
    if (values.length === 0) return [];
    const inserted = await db
      .insertInto('subscription_invoices')
      .values(
        values.map((v) => ({
          id: crypto.randomUUID(),
          subscription_guid: v.subscriptionGuid,
          charge_key: v.chargeKey,
          reason: v.reason,
          product_id: v.productId,
          currency: v.quote.currency,
          base_minor: v.quote.baseMinor,
          discount_minor: v.quote.discountMinor,
          subtotal_minor: v.quote.subtotalMinor,
          tax_minor: v.quote.taxMinor,
          total_minor: v.quote.totalMinor,
          tax_rate: v.quote.rate,
          tax_inclusive: v.quote.inclusive,
          period_start: v.periodStart,
          period_end: v.periodEnd,
          // The injected clock, not the database's: the dunning schedule counts from it.
          created_at: now,
          paid_at: null,
        })),
      )
      .onConflict((oc) => oc.columns(['subscription_guid', 'charge_key']).doNothing())
      .returningAll()
      .execute();
    const stored = new Map(inserted.map((r) => [`${r.subscription_guid}|${r.charge_key}`, r]));
    // Those that existed already (a retry, a redone pass) are read back as they are.
    const missing = values.filter((v) => !stored.has(`${v.subscriptionGuid}|${v.chargeKey}`));
    if (missing.length > 0) {
      const existing = await this.invoicesByKey(
        db,
        missing.map((v) => ({ subscriptionGuid: v.subscriptionGuid, chargeKey: v.chargeKey })),
      );
      for (const [key, row] of existing) stored.set(key, row);
    }
    return values.map((v) => {
      const row = stored.get(`${v.subscriptionGuid}|${v.chargeKey}`);
      if (!row) throw new Error(`invoice ${v.chargeKey} of ${v.subscriptionGuid} vanished`);
      return row;
    });
  }

  /** Invoices by (subscription, charge key), keyed `<guid>|<key>`. */
  async invoicesByKey(
    db: Db,
    keys: readonly { subscriptionGuid: string; chargeKey: string }[],
  ): Promise<Map<string, InvoiceRow>> {
    if (keys.length === 0) return new Map();
    const json = JSON.stringify(keys.map((k) => ({ g: k.subscriptionGuid, k: k.chargeKey })));
    const { rows } = await sql<InvoiceRow>`
      select i.* from subscription_invoices i
        join jsonb_to_recordset(${json}::jsonb) as v(g uuid, k text) on i.subscription_guid = v.g and i.charge_key = v.k`.execute(
      db,
    );
    return new Map(rows.map((r) => [`${r.subscription_guid}|${r.charge_key}`, r]));
  }

  /** The invoices as stored now, with the member each one bills. */
  async freshInvoices(ids: readonly string[]): Promise<Map<string, InvoiceState>> {
    if (ids.length === 0) return new Map();
    const rows = await this.db
      .selectFrom('subscription_invoices as i')
      .innerJoin('subscriptions as s', 's.guid', 'i.subscription_guid')
      .selectAll('i')
      .select('s.user_id')
      .where('i.id', 'in', ids)
      .execute();
    return new Map(rows.map(({ user_id, ...invoice }) => [invoice.id, { invoice, userId: user_id }]));
  }

  /**
   * Takes the next attempt of each invoice, guarded on the attempt count read just before and on
   * no attempt being at the gateway ('collecting'): of two collectors racing for one invoice only
   * one moves it (the other joins that attempt, whose gateway order id is the same, so the gateway
   * answers both with one sale), and nobody starts attempt n+1 while attempt n may still settle.
   * Answers id → attempt.
   */
  async claimAttempts(expected: readonly { id: string; attempts: number }[]): Promise<Map<string, number>> {
    if (expected.length === 0) return new Map();
    const json = JSON.stringify(expected.map((e) => ({ id: e.id, a: e.attempts })));
    const result = await sql<{ id: string; attempts: number }>`
      update subscription_invoices i
         set attempts = i.attempts + 1, status = 'collecting'
        from jsonb_to_recordset(${json}::jsonb) as v(id uuid, a integer)
       where i.id = v.id and i.attempts = v.a and i.status in ('open', 'failed')
      returning i.id, i.attempts`.execute(this.db);
    return new Map(result.rows.map((r) => [r.id, r.attempts]));
  }

  /** Hands back attempts whose outcome is unknown, so the next try reuses their order id. */
  async releaseAttempts(taken: readonly { id: string; attempts: number }[]): Promise<void> {
    if (taken.length === 0) return;
    const json = JSON.stringify(taken.map((e) => ({ id: e.id, a: e.attempts })));
    await sql`
      update subscription_invoices i
         set attempts = i.attempts - 1, status = 'open'
        from jsonb_to_recordset(${json}::jsonb) as v(id uuid, a integer)
       where i.id = v.id and i.attempts = v.a and i.status = 'collecting'`.execute(this.db);
  }

  /** Payment methods by guid: the vaulted token, whether it may be charged, and its owner. */
  async paymentMethods(guids: readonly string[]) {
    if (guids.length === 0) return new Map<string, { token: string; active: boolean; userId: string }>();
    const rows = await this.db
      .selectFrom('payment_methods')
      .select(['guid', 'gateway_token', 'status', 'user_id'])
      .where('guid', 'in', [...new Set(guids)])
      .execute();
    return new Map(
      rows.map((r) => [r.guid, { token: r.gateway_token, active: r.status === 'active', userId: r.user_id }]),
    );
  }

  /** The settled sale of each paid invoice. */
  async settledSales(invoiceIds: readonly string[]): Promise<Map<string, TransactionRow>> {
    if (invoiceIds.length === 0) return new Map();
    const rows = await this.db
      .selectFrom('subscription_transactions')
      .selectAll()
      .where('invoice_id', 'in', invoiceIds)
      .where('kind', '=', 'sale')
      .where('status', '=', 'settled')
      .execute();
    return new Map(rows.map((r) => [r.invoice_id!, r]));
  }

  /**
   * Records sale results in one transaction. A settled sale goes in only if the invoice has none
   * yet (the unique partial index `subscription_transactions_one_settled_sale`); those that went
   * in mark their invoice paid and add to the subscription's revenue, once. Answers the ids of the
   * invoices this call settled (the others were already paid).
   */
  async record(
    rows: readonly { row: NewTransaction; attempt: number }[],
    now: Date,
  ): Promise<Map<string, TransactionRow>> {
    if (rows.length === 0) return new Map();
    return this.db.transaction().execute(async (trx) => {
      const withIds = rows.map((r) => ({ ...r, row: { id: crypto.randomUUID(), ...r.row } }));
      const settled = withIds.filter((r) => r.row.status === 'settled').map((r) => r.row);
      // A refusal ends its attempt: whoever moves the invoice out of 'collecting' for that attempt
      // records it, once (a collector that joined the attempt may be the one, if its owner died).
      const refused = withIds.filter((r) => r.row.status !== 'settled');
      if (refused.length > 0) {
        const json = JSON.stringify(refused.map((r) => ({ id: r.row.invoice_id, a: r.attempt })));
        const finished = await sql<{ id: string; attempts: number }>`
          update subscription_invoices i set status = 'open'
            from (select distinct id, a from jsonb_to_recordset(${json}::jsonb) as x(id uuid, a integer)) v
           where i.id = v.id and i.attempts = v.a and i.status = 'collecting'
          returning i.id, i.attempts`.execute(trx);
        const ended = new Set(finished.rows.map((r) => `${r.id}:${r.attempts}`));
        const others = refused
          .filter((r) => ended.delete(`${r.row.invoice_id}:${r.attempt}`))
          .map((r) => r.row);
        if (others.length > 0) await trx.insertInto('subscription_transactions').values(others).execute();
      }
      if (settled.length === 0) return new Map<string, TransactionRow>();
      const inserted = await trx
        .insertInto('subscription_transactions')
        .values(settled)
        .onConflict((oc) =>
          oc.column('invoice_id').where('kind', '=', 'sale').where('status', '=', 'settled').doNothing(),
        )
        .returningAll()
        .execute();
      if (inserted.length === 0) return new Map<string, TransactionRow>();
      const ids = inserted.map((r) => r.invoice_id!);
      await trx
        .updateTable('subscription_invoices')
        .set({ status: 'paid', paid_at: now })
        .where('id', 'in', ids)
        .execute();
      const json = JSON.stringify(
        inserted.map((r) => ({ g: r.subscription_guid, t: String(r.amount_minor) })),
      );
      // Summed per subscription first: one subscription may settle two invoices in one batch.
      await sql`
        update subscriptions s
           set revenue_minor = s.revenue_minor + v.total, last_pay_at = ${now}, updated_at = ${now}
          from (select g, sum(t) as total from jsonb_to_recordset(${json}::jsonb) as x(g uuid, t bigint) group by g) v
         where s.guid = v.g`.execute(trx);
      return new Map(inserted.map((r) => [r.invoice_id!, r]));
    });
  }
}
