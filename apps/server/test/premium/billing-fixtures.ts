import { sql, type Kysely } from 'kysely';
import type { Database } from '../../src/db/schema';
import type {
  GatewayTransaction,
  PaymentGateway,
  RefundRequest,
  SaleRequest,
  VaultRequest,
} from '../../src/modules/premium/gateway/payment-gateway';

/*
 * Billing test helpers: reading what billing stored, making a vaulted card decline, counting
 * gateway calls, and many due subscriptions at once with set-based SQL (the concurrency test and
 * bench/renewal-sweep.ts). No vitest imports here: the bench loads this file too.
 */

/** From now on the vaulted card behind a payment method behaves as `nonce` (e.g. declines). */
export async function cardBehavesAs(
  db: Kysely<Database>,
  paymentMethodGuid: string,
  nonce: string,
): Promise<void> {
  await sql`
    update sandbox_payment_methods set behaves_as = ${nonce}
     where token = (select gateway_token from payment_methods where guid = ${paymentMethodGuid})`.execute(db);
}
export const DECLINING = 'fake-processor-declined-visa-nonce';
export const VALID = 'fake-valid-nonce';

export async function subscriptionRow(db: Kysely<Database>, guid: string) {
  return db.selectFrom('subscriptions').selectAll().where('guid', '=', guid).executeTakeFirstOrThrow();
}

export async function invoicesOf(db: Kysely<Database>, guid: string) {
  return db
    .selectFrom('subscription_invoices')
    .selectAll()
    .where('subscription_guid', '=', guid)
    .orderBy('created_at')
    .execute();
}

export async function salesOf(db: Kysely<Database>, guid: string) {
  return db
    .selectFrom('subscription_transactions')
    .selectAll()
    .where('subscription_guid', '=', guid)
    .where('kind', '=', 'sale')
    .orderBy('created_at')
    .execute();
}

export async function eventKinds(db: Kysely<Database>, guid: string): Promise<string[]> {
  const rows = await db
    .selectFrom('subscription_events')
    .select('kind')
    .where('subscription_guid', '=', guid)
    .orderBy('id')
    .execute();
  return rows.map((r) => r.kind);
}

/** The sandbox's own settled sales for a subscription's invoices. */
export async function gatewaySettledSales(db: Kysely<Database>, guid: string): Promise<number> {
  const row = await sql<{ n: string }>`
    select count(*) as n from sandbox_transactions t
     where t.kind = 'sale' and t.status = 'settled'
       and split_part(t.order_id, ':', 1) in (select id::text from subscription_invoices where subscription_guid = ${guid})`.execute(
    db,
  );
  return Number(row.rows[0]!.n);
}

/** A gateway that counts sale requests and can be made to throw (a network failure). */
export class CountingGateway implements PaymentGateway {
  sales: SaleRequest[] = [];
  failNext = 0;
  constructor(private readonly inner: PaymentGateway) {}
  get kind() {
    return this.inner.kind;
  }
  clientToken(customerExternalId: string) {
    return this.inner.clientToken(customerExternalId);
  }
  vault(request: VaultRequest) {
    return this.inner.vault(request);
  }
  async sale(request: SaleRequest): Promise<GatewayTransaction> {
    return (await this.saleMany([request]))[0]!;
  }
  async saleMany(requests: readonly SaleRequest[]): Promise<GatewayTransaction[]> {
    this.sales.push(...requests);
    if (this.failNext > 0) {
      this.failNext--;
      // The sale reaches the gateway but its answer is lost: money may have moved.
      await this.inner.saleMany(requests);
      throw new Error('socket hang up');
    }
    return this.inner.saleMany(requests);
  }
  refund(request: RefundRequest) {
    return this.inner.refund(request);
  }
}

/**
 * `count` members, each with a vaulted sandbox card (US 10001) and an Active premium-monthly
 * subscription in USD whose first period ended at `dueAt` (so the sweep renews it), inserted
 * with set-based SQL. Answers the subscription guids.
 */
export async function insertDueSubscriptions(
  db: Kysely<Database>,
  count: number,
  dueAt: Date,
  options: { prefix?: string } = {},
): Promise<string[]> {
  const prefix = options.prefix ?? 'due';
  const start = new Date(dueAt.getTime() - 31 * 86_400_000);
  await sql`
    with people as (
      select i, gen_random_uuid() as id, gen_random_uuid() as pm, gen_random_uuid() as sub
        from generate_series(1, ${count}::int) as i
    ), u as (
      insert into users (id, guid, username, email, password_hash)
      select id, replace(id::text, '-', ''), ${prefix} || '_' || i, ${prefix} || '_' || i || '@billing.test', '!' from people
    ), c as (
      insert into sandbox_customers (id, external_id) select 'cust_' || id, replace(id::text, '-', '') from people
    ), spm as (
      insert into sandbox_payment_methods (token, customer_id, card_type, bin, last4, exp_month, exp_year, postal_code, behaves_as)
      select 'tok_' || pm, 'cust_' || id, 'Visa', '411111', '1111', 12, 2040, '10001', 'fake-valid-visa-nonce' from people
    ), pms as (
      insert into payment_methods (guid, user_id, gateway_token, description, cc_first_6, cc_last_4, cc_type,
                                   exp_month, exp_year, postal_code, country_code_alpha2)
      select pm, id, 'tok_' || pm, 'Payment Method', '411111', '1111', 'Visa', 12, 2040, '10001', 'US' from people
    )
    insert into subscriptions (guid, user_id, subscription_id, product_id, currency, price_minor, state, merchant_type,
                               payment_method_guid, signup_at, period_no, current_period_start, current_period_end,
                               last_pay_at, due_at)
    select sub, id, 'sbsub_' || i, (select id from premium_products where code = 'premium-monthly'), 'USD', 799, 'Active',
           'Braintree', pm, ${start}::timestamptz, 1, ${start}::timestamptz, ${dueAt}::timestamptz, ${start}::timestamptz,
           ${dueAt}::timestamptz
      from people`.execute(db);
  const rows = await db
    .selectFrom('subscriptions as s')
    .innerJoin('users as u', 'u.id', 's.user_id')
    .select('s.guid')
    .where('u.username', 'like', `${prefix}\\_%`)
    .execute();
  return rows.map((r) => r.guid);
}
