import { sql, type Kysely } from 'kysely';

/*
 * Premium (catalogue spec §3 "Premium"; docs/premium.md): the catalog, the sandbox gateway's
 * own stored state, payment methods, subscriptions with their invoices, transactions and
 * events, promo codes, tax rates and idempotency keys.
 *
 * Money is integer minor units (`*_minor`) everywhere; rates are exact decimals.
 *
 * What the database guarantees (not timing):
 * - one live subscription per member: `subscriptions_one_live` (unique user_id while not Expired),
 *   so 1,000 concurrent subscribes make one subscription;
 * - exactly one charge per subscription per billing period: an invoice per (subscription,
 *   charge_key) (`period:<n>`, `upgrade:<n>:<product>`) and at most one settled sale per invoice;
 *   the gateway is asked with the invoice attempt's id as its order id, and the sandbox keeps order
 *   ids unique, so a retried call never charges twice either;
 * - promo usage limits: `uses` moves with a guarded update (`uses < max_uses`) in the redeeming
 *   transaction, and one redemption per member and code (primary key).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  // ── Catalog ────────────────────────────────────────────────────────────────────────────────
  await sql`create table premium_plans (
    code text primary key,
    name text not null,
    premium_level integer not null,
    display_order integer not null,
    -- Display texts per language: {"en": {...PlanDescriptors}, "es": {...}}.
    descriptors jsonb not null default '{}'
  )`.execute(db);

  await sql`create table premium_products (
    id serial primary key,
    code text not null unique,
    plan_code text not null references premium_plans (code),
    name text not null,
    period text not null check (period in ('P1M', 'P1Y')),
    free_trial_days integer not null default 0 check (free_trial_days >= 0),
    is_gift boolean not null default false,
    recurring boolean not null default true,
    display_order integer not null default 0,
    merchant_plan_id text not null,
    -- Per language: {"en": {...}, "es": {...}}.
    descriptors jsonb not null default '{}',
    is_active boolean not null default true
  )`.execute(db);

  await sql`create table premium_product_prices (
    product_id integer not null references premium_products (id) on delete cascade,
    currency text not null check (currency in ('USD', 'EUR', 'GBP', 'MXN')),
    amount_minor integer not null check (amount_minor >= 0),
    primary key (product_id, currency)
  )`.execute(db);

  // The sandbox tax table: the most specific row wins (country, then the longest postal prefix).
  await sql`create table premium_tax_rates (
    country text not null check (country ~ '^[A-Z]{2}$'),
    postal_prefix text not null default '',
    region text not null default '',
    rate numeric(7, 5) not null check (rate >= 0 and rate < 1),
    inclusive boolean not null,
    primary key (country, postal_prefix)
  )`.execute(db);

  // ── The sandbox gateway's own state (gateway/sandbox-gateway.ts) ───────────────────────────────
  await sql`create table sandbox_nonces (
    nonce text primary key,
    card_type text not null,
    bin text not null,
    last4 text not null,
    exp_month integer not null,
    exp_year integer not null,
    postal_code text,
    -- What using it does: the Braintree test nonce it behaves as.
    behaves_as text not null,
    consumed_at timestamptz,
    created_at timestamptz not null default now()
  )`.execute(db);

  await sql`create table sandbox_customers (
    id text primary key,
    -- The member's guid, as our server names the customer.
    external_id text not null unique,
    created_at timestamptz not null default now()
  )`.execute(db);

  await sql`create table sandbox_payment_methods (
    token text primary key,
    customer_id text not null references sandbox_customers (id),
    card_type text not null,
    bin text not null,
    last4 text not null,
    exp_month integer not null,
    exp_year integer not null,
    postal_code text,
    behaves_as text not null,
    created_at timestamptz not null default now()
  )`.execute(db);

  await sql`create table sandbox_transactions (
    id text primary key,
    -- The caller's idempotency: one transaction per order id, a repeat answers the first.
    order_id text not null unique,
    kind text not null check (kind in ('sale', 'refund')),
    payment_method_token text references sandbox_payment_methods (token),
    refunded_transaction_id text references sandbox_transactions (id),
    amount_minor bigint not null check (amount_minor >= 0),
    currency text not null,
    status text not null check (status in ('settled', 'processor_declined', 'failed', 'gateway_rejected')),
    response_code text not null,
    response_text text not null,
    created_at timestamptz not null default now()
  )`.execute(db);

  // ── Payment methods ─────────────────────────────────────────────────────────────────────────
  await sql`create table payment_methods (
    guid uuid primary key,
    user_id uuid not null references users (id) on delete cascade,
    merchant_type text not null default 'Braintree',
    -- The gateway's vaulted token; never sent to the client.
    gateway_token text not null,
    description text not null,
    cc_first_6 text not null,
    cc_last_4 text not null,
    cc_type text not null,
    exp_month integer not null,
    exp_year integer not null,
    postal_code text not null,
    country_code_alpha2 text not null,
    status text not null default 'active' check (status in ('active', 'disabled')),
    created_at timestamptz not null default now(),
    disabled_at timestamptz
  )`.execute(db);
  await sql`create index payment_methods_owner on payment_methods (user_id, created_at desc)`.execute(db);

  // ── Promo codes ─────────────────────────────────────────────────────────────────────────────
  await sql`create table premium_promos (
    id serial primary key,
    -- Stored upper case; looked up by upper(code).
    code text not null unique check (code = upper(code)),
    type text not null check (type in ('percent', 'amount', 'free_trial', 'fixed_term', 'billing_cycles')),
    discount_percent numeric(5, 2) not null default 0 check (discount_percent >= 0 and discount_percent <= 100),
    discount_amount_minor integer not null default 0 check (discount_amount_minor >= 0),
    -- The currency of discount_amount_minor (amount promos apply to prices in it only).
    currency text,
    free_trial_days integer not null default 0,
    comp_duration integer not null default 0,
    number_of_billing_cycles integer,
    product_id integer references premium_products (id),
    requires_paymentmethod boolean not null default true,
    is_retention_offer boolean not null default false,
    marketing_description jsonb not null default '{}',
    descriptors jsonb not null default '{}',
    max_uses integer,
    uses integer not null default 0,
    expires_at timestamptz,
    created_at timestamptz not null default now(),
    check (max_uses is null or uses <= max_uses)
  )`.execute(db);

  // ── Subscriptions ───────────────────────────────────────────────────────────────────────────
  await sql`create table subscriptions (
    guid uuid primary key,
    user_id uuid not null references users (id) on delete cascade,
    -- The gateway's id (sandbox: 'sbsub_…'; House: 'house_…').
    subscription_id text not null,
    product_id integer not null references premium_products (id),
    currency text not null,
    -- The product's price in that currency when the period began (before promo and tax).
    price_minor integer not null,
    state text not null check (state in ('Free Trial', 'Active', 'Past Due', 'Canceled', 'Comped', 'Expired')),
    merchant_type text not null check (merchant_type in ('Braintree', 'House')),
    payment_method_guid uuid references payment_methods (guid),
    signup_at timestamptz not null,
    trial_end_at timestamptz,
    -- 0 during a trial; 1 for the first paid period, and so on.
    period_no integer not null default 0,
    current_period_start timestamptz,
    current_period_end timestamptz,
    last_pay_at timestamptz,
    expiration_at timestamptz,
    cancelled_at timestamptz,
    -- When the scheduler next has work on it (trial end, renewal, retry, expiry); null: none.
    due_at timestamptz,
    -- A sweeper's claim on it until then (two schedulers never work one subscription at once).
    lease_until timestamptz,
    retry_count integer not null default 0,
    -- A downgrade waiting for the end of the period.
    pending_product_id integer references premium_products (id),
    promo_id integer references premium_promos (id),
    -- Charges the promo still discounts (null: all).
    promo_cycles_left integer,
    revenue_minor bigint not null default 0,
    vendor_source text,
    created_at timestamptz not null default now(),
    updated_at timestamptz not null default now()
  )`.execute(db);
  await sql`create unique index subscriptions_one_live on subscriptions (user_id) where state <> 'Expired'`.execute(
    db,
  );
  await sql`create index subscriptions_owner on subscriptions (user_id, signup_at desc)`.execute(db);
  await sql`create index subscriptions_due on subscriptions (due_at) where due_at is not null`.execute(db);

  await sql`create table subscription_invoices (
    id uuid primary key,
    subscription_guid uuid not null references subscriptions (guid) on delete cascade,
    -- 'period:<n>' for a billing period, 'upgrade:<n>:<product code>' for a proration.
    charge_key text not null,
    reason text not null check (reason in ('signup', 'renewal', 'upgrade')),
    product_id integer not null references premium_products (id),
    currency text not null,
    base_minor integer not null,
    discount_minor integer not null,
    subtotal_minor integer not null,
    tax_minor integer not null,
    total_minor integer not null,
    tax_rate numeric(7, 5) not null,
    tax_inclusive boolean not null,
    period_start timestamptz,
    period_end timestamptz,
    -- 'collecting': an attempt is at the gateway (claimed by one collector; others join it).
    status text not null default 'open' check (status in ('open', 'collecting', 'paid', 'failed', 'void')),
    attempts integer not null default 0,
    created_at timestamptz not null default now(),
    paid_at timestamptz,
    unique (subscription_guid, charge_key)
  )`.execute(db);

  await sql`create table subscription_transactions (
    id uuid primary key,
    invoice_id uuid references subscription_invoices (id),
    subscription_guid uuid not null references subscriptions (guid) on delete cascade,
    user_id uuid not null references users (id) on delete cascade,
    payment_method_guid uuid references payment_methods (guid),
    gateway_transaction_id text,
    kind text not null check (kind in ('sale', 'refund')),
    status text not null check (status in ('settled', 'declined', 'failed', 'rejected')),
    amount_minor bigint not null,
    tax_minor bigint not null default 0,
    tax_rate numeric(7, 5) not null default 0,
    currency text not null,
    response_text text not null default '',
    created_at timestamptz not null default now()
  )`.execute(db);
  await sql`create unique index subscription_transactions_one_settled_sale
    on subscription_transactions (invoice_id) where kind = 'sale' and status = 'settled'`.execute(db);
  await sql`create index subscription_transactions_owner on subscription_transactions (user_id, created_at desc)`.execute(
    db,
  );

  await sql`create table subscription_events (
    id bigserial primary key,
    subscription_guid uuid not null references subscriptions (guid) on delete cascade,
    kind text not null,
    detail jsonb not null default '{}',
    created_at timestamptz not null default now()
  )`.execute(db);
  await sql`create index subscription_events_sub on subscription_events (subscription_guid, id)`.execute(db);

  await sql`create table premium_promo_redemptions (
    promo_id integer not null references premium_promos (id),
    user_id uuid not null references users (id) on delete cascade,
    subscription_guid uuid references subscriptions (guid) on delete set null,
    created_at timestamptz not null default now(),
    primary key (promo_id, user_id)
  )`.execute(db);

  // Mails sent once per subscription and occasion (trial ending, payment failed for period n…).
  await sql`create table subscription_notices (
    subscription_guid uuid not null references subscriptions (guid) on delete cascade,
    notice_key text not null,
    sent_at timestamptz not null default now(),
    primary key (subscription_guid, notice_key)
  )`.execute(db);

  // Braintree webhook notifications applied (by kind, subscription and timestamp): once each.
  await sql`create table premium_webhook_receipts (
    notification_key text primary key,
    kind text not null,
    received_at timestamptz not null default now()
  )`.execute(db);

  // ── Idempotency keys (24 hours) ─────────────────────────────────────────────────────────────
  await sql`create table premium_idempotency_keys (
    user_id uuid not null references users (id) on delete cascade,
    idempotency_key text not null,
    -- Method, route and a hash of the body: another request under the same key is a conflict.
    request_hash text not null,
    status_code integer,
    reply jsonb,
    created_at timestamptz not null default now(),
    primary key (user_id, idempotency_key)
  )`.execute(db);
  await sql`create index premium_idempotency_keys_age on premium_idempotency_keys (created_at)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of [
    'premium_idempotency_keys',
    'premium_webhook_receipts',
    'subscription_notices',
    'premium_promo_redemptions',
    'subscription_events',
    'subscription_transactions',
    'subscription_invoices',
    'subscriptions',
    'premium_promos',
    'payment_methods',
    'sandbox_transactions',
    'sandbox_payment_methods',
    'sandbox_customers',
    'sandbox_nonces',
    'premium_tax_rates',
    'premium_product_prices',
    'premium_products',
    'premium_plans',
  ]) {
    await sql`drop table if exists ${sql.table(table)}`.execute(db);
  }
}
