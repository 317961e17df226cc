import { sql, type Kysely } from 'kysely';

/*
 * Purchases, gifts and codes (docs/purchases.md): what is for sale outright (EST skus and their
 * prices), owned items, the orders that paid for them, EST campaigns with their codes and
 * redemptions, gifts, partner (external) promo pools and preview credits. Gift products are rows
 * of premium_products (is_gift, not recurring); their period may be three months.
 *
 * What the database guarantees (not timing):
 * - one active ownership per member and item: `owned_items_one_active`;
 * - one EST order in flight or paid per member and sku: `premium_orders_one_est`, so two
 *   concurrent "buy" clicks charge once;
 * - code limits: `est_codes.redemptions` moves with a guarded update (`redemptions <
 *   max_redemptions`) in the redeeming transaction; one redemption per member and code, and per
 *   member and campaign (primary key, unique);
 * - an external code goes to one member, and a member gets one code per property (unique indexes);
 * - preview credits: `used` moves with a guarded update (`used < allowance`), once per item and month.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  // Gift products last one, three or twelve months.
  await sql`alter table premium_products drop constraint if exists premium_products_period_check`.execute(db);
  await sql`alter table premium_products add constraint premium_products_period_check
    check (period in ('P1M', 'P3M', 'P1Y'))`.execute(db);

  // ── What is for sale outright ──────────────────────────────────────────────────────────────
  await sql`create table est_skus (
    sku text primary key,
    model text not null check (model in ('book', 'episode')),
    object_uuid uuid not null,
    -- The title at the time of sale (history shows it even if the item is renamed or removed).
    title text not null,
    is_active boolean not null default true,
    created_at timestamptz not null default now(),
    unique (model, object_uuid)
  )`.execute(db);

  await sql`create table est_sku_prices (
    sku text not null references est_skus (sku) on delete cascade,
    currency text not null check (currency in ('USD', 'EUR', 'GBP', 'MXN')),
    amount_minor integer not null check (amount_minor >= 0),
    primary key (sku, currency)
  )`.execute(db);

  // ── Orders: one paid sale each (an EST purchase or a gift) ────────────────────────────────
  await sql`create table premium_orders (
    id uuid primary key,
    user_id uuid not null references users (id) on delete cascade,
    kind text not null check (kind in ('est', 'gift')),
    sku text references est_skus (sku),
    product_id integer references premium_products (id),
    currency text not null,
    base_minor integer not null check (base_minor >= 0),
    tax_minor integer not null default 0 check (tax_minor >= 0),
    total_minor integer not null check (total_minor >= 0),
    tax_rate numeric(7, 5) not null default 0,
    tax_inclusive boolean not null default false,
    payment_method_guid uuid references payment_methods (guid),
    -- 'collecting': the sale is at the gateway (order id = this row's id).
    status text not null default 'open' check (status in ('open', 'collecting', 'paid', 'failed', 'refunded')),
    gateway_transaction_id text,
    refund_transaction_id text,
    response_text text not null default '',
    created_at timestamptz not null default now(),
    paid_at timestamptz,
    refunded_at timestamptz,
    check ((kind = 'est') = (sku is not null)),
    check ((kind = 'gift') = (product_id is not null))
  )`.execute(db);
  await sql`create unique index premium_orders_one_est on premium_orders (user_id, sku)
    where kind = 'est' and status in ('open', 'collecting', 'paid')`.execute(db);
  await sql`create index premium_orders_owner on premium_orders (user_id, created_at desc)`.execute(db);
  await sql`create unique index premium_orders_gateway_tx on premium_orders (gateway_transaction_id)
    where gateway_transaction_id is not null`.execute(db);

  // ── EST campaigns, codes and redemptions ───────────────────────────────────────────────────
  await sql`create table est_campaigns (
    uuid uuid primary key,
    slug text not null unique,
    name text not null,
    type text not null check (type in ('est', 'comp')),
    comp_duration integer not null default 0 check (comp_duration >= 0),
    -- The product a comp code comps (null: the catalog's default product).
    product_id integer references premium_products (id),
    -- Per language: {"en": "...", "es": "..."}.
    marketing_description jsonb not null default '{}',
    descriptors jsonb not null default '{}',
    requires_paymentmethod boolean not null default false,
    is_approved boolean not null default true,
    -- Where it may be redeemed; empty: everywhere.
    countries text[] not null default '{}',
    starts_at timestamptz not null default now(),
    expires_at timestamptz,
    created_by uuid references users (id) on delete set null,
    created_at timestamptz not null default now()
  )`.execute(db);

  await sql`create table est_campaign_assets (
    campaign_uuid uuid not null references est_campaigns (uuid) on delete cascade,
    sku text not null references est_skus (sku),
    position integer not null default 0,
    primary key (campaign_uuid, sku)
  )`.execute(db);

  await sql`create table est_code_batches (
    id uuid primary key,
    campaign_uuid uuid not null references est_campaigns (uuid) on delete cascade,
    count integer not null,
    created_by uuid references users (id) on delete set null,
    created_at timestamptz not null default now()
  )`.execute(db);

  await sql`create table est_codes (
    -- Stored upper case; looked up by upper(code).
    code text primary key check (code = upper(code)),
    campaign_uuid uuid not null references est_campaigns (uuid) on delete cascade,
    batch_id uuid references est_code_batches (id) on delete cascade,
    -- Redemptions allowed in all (one per member); null: unlimited.
    max_redemptions integer check (max_redemptions is null or max_redemptions >= 1),
    redemptions integer not null default 0,
    created_at timestamptz not null default now(),
    check (max_redemptions is null or redemptions <= max_redemptions)
  )`.execute(db);
  await sql`create index est_codes_batch on est_codes (batch_id) where batch_id is not null`.execute(db);

  await sql`create table est_redemptions (
    code text not null references est_codes (code) on delete cascade,
    user_id uuid not null references users (id) on delete cascade,
    campaign_uuid uuid not null references est_campaigns (uuid) on delete cascade,
    subscription_guid uuid references subscriptions (guid) on delete set null,
    redeemed_at timestamptz not null,
    primary key (code, user_id),
    unique (campaign_uuid, user_id)
  )`.execute(db);
  await sql`create index est_redemptions_owner on est_redemptions (user_id, redeemed_at desc)`.execute(db);

  // ── Owned items ────────────────────────────────────────────────────────────────────────────
  await sql`create table owned_items (
    id uuid primary key,
    user_id uuid not null references users (id) on delete cascade,
    model text not null check (model in ('book', 'episode')),
    object_uuid uuid not null,
    sku text not null references est_skus (sku),
    source text not null check (source in ('Admin Grant', 'PromoCode Grant', 'Purchased', 'Undefined')),
    order_id uuid references premium_orders (id),
    est_code text,
    granted_by uuid references users (id) on delete set null,
    state text not null default 'owned' check (state in ('owned', 'refunded', 'revoked')),
    create_dt timestamptz not null,
    transaction_dt timestamptz,
    ended_at timestamptz
  )`.execute(db);
  await sql`create unique index owned_items_one_active on owned_items (user_id, model, object_uuid)
    where state = 'owned'`.execute(db);
  await sql`create index owned_items_owner on owned_items (user_id, create_dt desc)`.execute(db);

  // ── Gifts ──────────────────────────────────────────────────────────────────────────────────
  await sql`create table gifts (
    guid uuid primary key,
    sender_id uuid not null references users (id) on delete cascade,
    order_id uuid not null unique references premium_orders (id),
    product_id integer not null references premium_products (id),
    product_currency text not null,
    product_price_minor integer not null,
    sender_email text not null,
    sender_name text not null default '',
    receiver_email text not null,
    receiver_name text not null default '',
    personal_message text not null default '',
    premium_start_date date not null,
    -- The receiver's mail language.
    lang text not null default 'en' check (lang in ('en', 'es')),
    state text not null default 'scheduled'
      check (state in ('scheduled', 'sent', 'claimed', 'expired', 'refunded')),
    -- When the receiver's mail is due (the start date's first instant, UTC); a sweeper's lease.
    mail_due_at timestamptz not null,
    lease_until timestamptz,
    mail_sent_at timestamptz,
    -- The claim link's token, made when the mail goes, stored hashed (sha-256, hex).
    claim_token_hash text unique,
    claim_expires_at timestamptz,
    claimed_by uuid references users (id) on delete set null,
    claimed_at timestamptz,
    subscription_guid uuid references subscriptions (guid) on delete set null,
    created_at timestamptz not null default now()
  )`.execute(db);
  await sql`create index gifts_mail_due on gifts (mail_due_at) where state = 'scheduled'`.execute(db);
  await sql`create index gifts_sender on gifts (sender_id, created_at desc)`.execute(db);

  // ── External (partner) promo pools ─────────────────────────────────────────────────────────
  await sql`create table external_promo_campaigns (
    property text primary key,
    name text not null,
    marketing_description jsonb not null default '{}',
    countries text[] not null default '{}',
    is_active boolean not null default true,
    expires_at timestamptz,
    created_at timestamptz not null default now()
  )`.execute(db);

  await sql`create table external_promo_codes (
    id bigserial primary key,
    property text not null references external_promo_campaigns (property) on delete cascade,
    code text not null,
    assigned_to uuid references users (id) on delete set null,
    assigned_at timestamptz,
    unique (property, code)
  )`.execute(db);
  await sql`create unique index external_promo_codes_one_per_member on external_promo_codes (property, assigned_to)
    where assigned_to is not null`.execute(db);
  await sql`create index external_promo_codes_free on external_promo_codes (property, id)
    where assigned_to is null`.execute(db);

  // ── Premium previews ───────────────────────────────────────────────────────────────────────
  await sql`create table preview_credits (
    user_id uuid not null references users (id) on delete cascade,
    -- The first day of the month (UTC) the credits belong to.
    month date not null,
    used integer not null default 0 check (used >= 0),
    primary key (user_id, month)
  )`.execute(db);

  await sql`create table preview_grants (
    id uuid primary key,
    user_id uuid not null references users (id) on delete cascade,
    content_type text not null check (content_type in ('episode', 'book')),
    content_uuid uuid not null,
    month date not null,
    -- The latest token issued for it (sha-256, hex) and its end.
    token_hash text not null unique,
    expires_at timestamptz not null,
    created_at timestamptz not null default now(),
    unique (user_id, content_type, content_uuid, month)
  )`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of [
    'preview_grants',
    'preview_credits',
    'external_promo_codes',
    'external_promo_campaigns',
    'gifts',
    'owned_items',
    'est_redemptions',
    'est_codes',
    'est_code_batches',
    'est_campaign_assets',
    'est_campaigns',
    'premium_orders',
    'est_sku_prices',
    'est_skus',
  ]) {
    await sql`drop table if exists ${sql.table(table)}`.execute(db);
  }
  await sql`alter table premium_products drop constraint if exists premium_products_period_check`.execute(db);
  await sql`alter table premium_products add constraint premium_products_period_check
    check (period in ('P1M', 'P1Y'))`.execute(db);
}
