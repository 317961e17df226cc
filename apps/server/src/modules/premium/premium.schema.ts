import type { ColumnType, Generated } from 'kysely';
import type { MerchantType, ProductPeriod, PromoType, SubscriptionState } from '@fanverse/contract';

/** Row types of the premium tables (migrations/premium-0001-tables.ts). */

type Created = ColumnType<Date, Date | undefined, never>;
/** numeric columns come back as strings from node-postgres and PGlite alike. */
type Numeric = ColumnType<string, string | number, string | number>;
/** bigint columns come back as strings. */
type BigMoney = ColumnType<string, string | number | bigint, string | number | bigint>;
/** Texts per language: { en: ..., es: ... }. */
export type PerLanguage<T> = Record<string, T>;

export interface PremiumPlansTable {
  code: string;
  name: string;
  premium_level: number;
  display_order: number;
  descriptors: ColumnType<
    PerLanguage<Record<string, unknown>>,
    string | PerLanguage<Record<string, unknown>>
  >;
}

export interface PremiumProductsTable {
  id: Generated<number>;
  code: string;
  plan_code: string;
  name: string;
  period: ProductPeriod;
  free_trial_days: Generated<number>;
  is_gift: Generated<boolean>;
  recurring: Generated<boolean>;
  display_order: Generated<number>;
  merchant_plan_id: string;
  descriptors: ColumnType<
    PerLanguage<Record<string, string>>,
    string | PerLanguage<Record<string, string>> | undefined
  >;
  is_active: Generated<boolean>;
}

export interface PremiumProductPricesTable {
  product_id: number;
  currency: string;
  amount_minor: number;
}

export interface PremiumTaxRatesTable {
  country: string;
  postal_prefix: Generated<string>;
  region: Generated<string>;
  rate: Numeric;
  inclusive: boolean;
}

export interface SandboxNoncesTable {
  nonce: string;
  card_type: string;
  bin: string;
  last4: string;
  exp_month: number;
  exp_year: number;
  postal_code: string | null;
  behaves_as: string;
  consumed_at: Date | null;
  created_at: Created;
}

export interface SandboxCustomersTable {
  id: string;
  external_id: string;
  created_at: Created;
}

export interface SandboxPaymentMethodsTable {
  token: string;
  customer_id: string;
  card_type: string;
  bin: string;
  last4: string;
  exp_month: number;
  exp_year: number;
  postal_code: string | null;
  behaves_as: string;
  created_at: Created;
}

export type SandboxTransactionStatus = 'settled' | 'processor_declined' | 'failed' | 'gateway_rejected';

export interface SandboxTransactionsTable {
  id: string;
  order_id: string;
  kind: 'sale' | 'refund';
  payment_method_token: string | null;
  refunded_transaction_id: string | null;
  amount_minor: BigMoney;
  currency: string;
  status: SandboxTransactionStatus;
  response_code: string;
  response_text: string;
  created_at: Created;
}

export interface PaymentMethodsTable {
  guid: string;
  user_id: string;
  merchant_type: Generated<MerchantType>;
  gateway_token: string;
  description: string;
  cc_first_6: string;
  cc_last_4: string;
  cc_type: string;
  exp_month: number;
  exp_year: number;
  postal_code: string;
  country_code_alpha2: string;
  status: Generated<'active' | 'disabled'>;
  created_at: Created;
  disabled_at: Date | null;
}

export interface PremiumPromosTable {
  id: Generated<number>;
  code: string;
  type: PromoType;
  discount_percent: ColumnType<string, string | number | undefined, string | number>;
  discount_amount_minor: Generated<number>;
  currency: string | null;
  free_trial_days: Generated<number>;
  comp_duration: Generated<number>;
  number_of_billing_cycles: number | null;
  product_id: number | null;
  requires_paymentmethod: Generated<boolean>;
  is_retention_offer: Generated<boolean>;
  marketing_description: ColumnType<PerLanguage<string>, string | PerLanguage<string> | undefined>;
  descriptors: ColumnType<
    PerLanguage<Record<string, string>>,
    string | PerLanguage<Record<string, string>> | undefined
  >;
  max_uses: number | null;
  uses: Generated<number>;
  expires_at: Date | null;
  created_at: Created;
}

export interface SubscriptionsTable {
  guid: string;
  user_id: string;
  subscription_id: string;
  product_id: number;
  currency: string;
  price_minor: number;
  state: SubscriptionState;
  merchant_type: MerchantType;
  payment_method_guid: string | null;
  signup_at: Date;
  trial_end_at: Date | null;
  period_no: Generated<number>;
  current_period_start: Date | null;
  current_period_end: Date | null;
  last_pay_at: Date | null;
  expiration_at: Date | null;
  cancelled_at: Date | null;
  due_at: Date | null;
  lease_until: Date | null;
  retry_count: Generated<number>;
  pending_product_id: number | null;
  promo_id: number | null;
  promo_cycles_left: number | null;
  revenue_minor: ColumnType<string, string | number | bigint | undefined, string | number | bigint>;
  vendor_source: string | null;
  created_at: Created;
  updated_at: Generated<Date>;
}

export type InvoiceReason = 'signup' | 'renewal' | 'upgrade';

export interface SubscriptionInvoicesTable {
  id: string;
  subscription_guid: string;
  charge_key: string;
  reason: InvoiceReason;
  product_id: number;
  currency: string;
  base_minor: number;
  discount_minor: number;
  subtotal_minor: number;
  tax_minor: number;
  total_minor: number;
  tax_rate: Numeric;
  tax_inclusive: boolean;
  period_start: Date | null;
  period_end: Date | null;
  status: Generated<'open' | 'collecting' | 'paid' | 'failed' | 'void'>;
  attempts: Generated<number>;
  created_at: Created;
  paid_at: Date | null;
}

export interface SubscriptionTransactionsTable {
  id: string;
  invoice_id: string | null;
  subscription_guid: string;
  user_id: string;
  payment_method_guid: string | null;
  gateway_transaction_id: string | null;
  kind: 'sale' | 'refund';
  status: 'settled' | 'declined' | 'failed' | 'rejected';
  amount_minor: BigMoney;
  tax_minor: ColumnType<string, string | number | bigint | undefined, string | number | bigint>;
  tax_rate: ColumnType<string, string | number | undefined, string | number>;
  currency: string;
  response_text: Generated<string>;
  created_at: Created;
}

export interface SubscriptionEventsTable {
  id: Generated<string>;
  subscription_guid: string;
  kind: string;
  detail: ColumnType<Record<string, unknown>, string | Record<string, unknown> | undefined>;
  created_at: Created;
}

export interface PremiumPromoRedemptionsTable {
  promo_id: number;
  user_id: string;
  subscription_guid: string | null;
  created_at: Created;
}

export interface SubscriptionNoticesTable {
  subscription_guid: string;
  notice_key: string;
  sent_at: Created;
}

export interface PremiumWebhookReceiptsTable {
  notification_key: string;
  kind: string;
  received_at: Created;
}

export interface PremiumIdempotencyKeysTable {
  user_id: string;
  idempotency_key: string;
  request_hash: string;
  status_code: number | null;
  reply: ColumnType<unknown, string | null, string | null>;
  created_at: Created;
}

declare module '../../db/schema' {
  interface Database {
    premium_plans: PremiumPlansTable;
    premium_products: PremiumProductsTable;
    premium_product_prices: PremiumProductPricesTable;
    premium_tax_rates: PremiumTaxRatesTable;
    sandbox_nonces: SandboxNoncesTable;
    sandbox_customers: SandboxCustomersTable;
    sandbox_payment_methods: SandboxPaymentMethodsTable;
    sandbox_transactions: SandboxTransactionsTable;
    payment_methods: PaymentMethodsTable;
    premium_promos: PremiumPromosTable;
    subscriptions: SubscriptionsTable;
    subscription_invoices: SubscriptionInvoicesTable;
    subscription_transactions: SubscriptionTransactionsTable;
    subscription_events: SubscriptionEventsTable;
    premium_promo_redemptions: PremiumPromoRedemptionsTable;
    subscription_notices: SubscriptionNoticesTable;
    premium_webhook_receipts: PremiumWebhookReceiptsTable;
    premium_idempotency_keys: PremiumIdempotencyKeysTable;
  }
}
