import { sql, type Insertable, type Kysely, type Selectable, type Transaction } from 'kysely';
import type { Database } from '../../../db/schema';
import type {
  SandboxNoncesTable,
  SandboxPaymentMethodsTable,
  SandboxTransactionStatus,
} from '../premium.schema';

type Db = Kysely<Database> | Transaction<Database>;
export type SandboxNonceRow = Selectable<SandboxNoncesTable>;

/** A sandbox transaction as the gateway answers it. */
export interface StoredTransaction {
  id: string;
  order_id: string;
  status: SandboxTransactionStatus;
  response_code: string;
  response_text: string;
}

/** One sale to record, its outcome already decided (sandbox-outcomes.ts). */
export interface NewSale extends StoredTransaction {
  payment_method_token: string;
  amount_minor: number;
  currency: string;
}

const TRANSACTION_COLUMNS = ['id', 'order_id', 'status', 'response_code', 'response_text'] as const;

/** The sandbox gateway's stored state (sandbox_* tables): queries only, no rules. */
export class SandboxRepository {
  constructor(private readonly db: Kysely<Database>) {}

  transaction<T>(work: (trx: Transaction<Database>) => Promise<T>): Promise<T> {
    return this.db.transaction().execute(work);
  }

  async insertNonce(row: Omit<SandboxNonceRow, 'consumed_at'>): Promise<void> {
    await this.db.insertInto('sandbox_nonces').values(row).execute();
  }

  /**
   * Marks a single-use nonce used, if it is unused and still fresh. The guarded update is the
   * single-use guarantee: of two vaults of one nonce at once, exactly one gets the row back.
   */
  consumeNonce(trx: Db, nonce: string, at: Date, issuedAfter: Date): Promise<SandboxNonceRow | undefined> {
    return trx
      .updateTable('sandbox_nonces')
      .set({ consumed_at: at })
      .where('nonce', '=', nonce)
      .where('consumed_at', 'is', null)
      .where('created_at', '>', issuedAfter)
      .returningAll()
      .executeTakeFirst();
  }

  findNonce(trx: Db, nonce: string) {
    return trx
      .selectFrom('sandbox_nonces')
      .select(['consumed_at', 'created_at'])
      .where('nonce', '=', nonce)
      .executeTakeFirst();
  }

  /** The customer for a member, made on first use (two first uses at once make one). */
  async customerId(trx: Db, externalId: string, newId: string, at: Date): Promise<string> {
    await trx
      .insertInto('sandbox_customers')
      .values({ id: newId, external_id: externalId, created_at: at })
      .onConflict((oc) => oc.column('external_id').doNothing())
      .execute();
    const row = await trx
      .selectFrom('sandbox_customers')
      .select('id')
      .where('external_id', '=', externalId)
      .executeTakeFirstOrThrow();
    return row.id;
  }

  async insertPaymentMethod(
    trx: Db,
    // The card as the nonce described it; created_at from the gateway's clock, not the database's.
    row: Insertable<SandboxPaymentMethodsTable> & { created_at: Date },
  ): Promise<void> {
    await trx.insertInto('sandbox_payment_methods').values(row).execute();
  }

  /** How each vaulted method behaves (absent: no such token). */
  async behaviours(tokens: readonly string[]): Promise<Map<string, string>> {
    if (tokens.length === 0) return new Map();
    const rows = await this.db
      .selectFrom('sandbox_payment_methods')
      .select(['token', 'behaves_as'])
      .where('token', 'in', [...new Set(tokens)])
      .execute();
    return new Map(rows.map((r) => [r.token, r.behaves_as]));
  }

  /**
   * Records a batch of sales in one statement, idempotent per order id: each order id's row as
   * stored, whether this call inserted it or an earlier one did. One round trip for the whole
   * batch (the renewal sweep charges hundreds at once). `sales` must have distinct order ids.
   */
  async insertSales(sales: readonly NewSale[], at: Date): Promise<Map<string, StoredTransaction>> {
    if (sales.length === 0) return new Map();
    const column = <K extends keyof NewSale>(key: K) => sales.map((s) => s[key]);
    const { rows } = await sql<StoredTransaction>`
      with req as (
        select * from unnest(
          ${column('id')}::text[], ${column('order_id')}::text[], ${column('payment_method_token')}::text[],
          ${column('amount_minor')}::bigint[], ${column('currency')}::text[], ${column('status')}::text[],
          ${column('response_code')}::text[], ${column('response_text')}::text[]
        ) as r (id, order_id, payment_method_token, amount_minor, currency, status, response_code, response_text)
      ),
      ins as (
        insert into sandbox_transactions
          (id, order_id, kind, payment_method_token, amount_minor, currency, status, response_code, response_text, created_at)
        select id, order_id, 'sale', payment_method_token, amount_minor, currency, status, response_code, response_text,
          ${at}::timestamptz
        from req
        on conflict (order_id) do nothing
        returning id, order_id, status, response_code, response_text
      )
      select ins.id, ins.order_id, ins.status, ins.response_code, ins.response_text from ins
      union all
      select t.id, t.order_id, t.status, t.response_code, t.response_text
      from sandbox_transactions t
      where t.order_id in (select order_id from req) and t.order_id not in (select order_id from ins)
    `.execute(this.db);
    const found = new Map(rows.map((r) => [r.order_id, r]));
    // A sale of the same order id committed by another caller after this statement's snapshot
    // was taken is neither inserted nor seen above: read those few again.
    const missing = sales.map((s) => s.order_id).filter((id) => !found.has(id));
    for (const row of await this.transactionsByOrderIds(missing)) found.set(row.order_id, row);
    return found;
  }

  async transactionsByOrderIds(orderIds: readonly string[]): Promise<StoredTransaction[]> {
    if (orderIds.length === 0) return [];
    return this.db
      .selectFrom('sandbox_transactions')
      .select(TRANSACTION_COLUMNS)
      .where('order_id', 'in', [...orderIds])
      .execute();
  }

  /** A sale, locked so that concurrent refunds of it are counted one after the other. */
  lockSale(trx: Db, transactionId: string) {
    return trx
      .selectFrom('sandbox_transactions')
      .select(['id', 'kind', 'status', 'amount_minor', 'currency', 'payment_method_token'])
      .where('id', '=', transactionId)
      .where('kind', '=', 'sale')
      .forUpdate()
      .executeTakeFirst();
  }

  /** What has been refunded of a sale so far, in minor units. */
  async refundedOf(trx: Db, saleId: string): Promise<number> {
    const row = await trx
      .selectFrom('sandbox_transactions')
      .select(sql<string>`coalesce(sum(amount_minor), 0)`.as('refunded'))
      .where('refunded_transaction_id', '=', saleId)
      .where('kind', '=', 'refund')
      .where('status', '=', 'settled')
      .executeTakeFirstOrThrow();
    return Number(row.refunded);
  }

  async insertRefund(
    trx: Db,
    row: {
      id: string;
      order_id: string;
      payment_method_token: string | null;
      refunded_transaction_id: string;
      amount_minor: number;
      currency: string;
      created_at: Date;
    },
  ): Promise<StoredTransaction | undefined> {
    return trx
      .insertInto('sandbox_transactions')
      .values({ ...row, kind: 'refund', status: 'settled', response_code: '1000', response_text: 'Approved' })
      .onConflict((oc) => oc.column('order_id').doNothing())
      .returning(TRANSACTION_COLUMNS)
      .executeTakeFirst();
  }
}
