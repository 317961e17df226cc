/**
 * Premium (catalogue spec §3 "Premium", §4 "Subscription", §7 "Premium"): the catalog of plans
 * and products, payment methods, subscriptions, promo codes and tax. The rules below are the
 * product's where the spec leaves them to the server; docs/premium.md tells the whole story.
 */

/** Billing periods (spec §9): monthly and annual. */
export const BILLING_PERIODS = ['P1M', 'P1Y'] as const;
export type BillingPeriod = (typeof BILLING_PERIODS)[number];
/** A product's period: a plan's billing period, or a gift's length (1, 3 or 12 months; docs/purchases.md). */
export const PRODUCT_PERIODS = ['P1M', 'P3M', 'P1Y'] as const;
export type ProductPeriod = (typeof PRODUCT_PERIODS)[number];

/**
 * Who bills a subscription: `Braintree` (the gateway: Braintree itself, or the built-in sandbox
 * that answers as Braintree does) or `House` (comped: staff grants and fixed-term codes, never
 * charged). Spec §9: default Braintree; House marks comped users.
 */
export const MERCHANT_TYPES = ['Braintree', 'House'] as const;
export type MerchantType = (typeof MERCHANT_TYPES)[number];
/** What a member may vault a payment method with. */
export const PAYMENT_METHOD_MERCHANT_TYPES = ['Braintree'] as const;
export const DEFAULT_MERCHANT_TYPE = 'Braintree';
export const DEFAULT_PAYMENT_METHOD_DESCRIPTION = 'Payment Method';

/**
 * A subscription's state text. The client's flags read it (spec §3): `free trial` when it
 * contains "Free Trial", `canceled` when it contains "Canceled", `comped` when it is "Comped".
 * - Free Trial: entitled, no charge yet; the first charge falls on the trial's end.
 * - Active: paid up; renews at premium_next_pay_date.
 * - Past Due: a renewal failed; still entitled during the retries (PAST_DUE_RETRY_DAYS), then Expired.
 * - Canceled: entitled until premium_expiration_date (the end of what was paid, or of the trial),
 *   then Expired; resubscribing before then reactivates without a charge.
 * - Comped: entitled, never charged (merchant type House); ends at premium_expiration_date if set.
 * - Expired: final. Resubscribing after it starts a new subscription and period.
 */
export const SUBSCRIPTION_STATES = [
  'Free Trial',
  'Active',
  'Past Due',
  'Canceled',
  'Comped',
  'Expired',
] as const;
export type SubscriptionState = (typeof SUBSCRIPTION_STATES)[number];
/** States that entitle the member to premium (claims, walls). Expired is the only one that does not. */
export const ENTITLED_STATES = ['Free Trial', 'Active', 'Past Due', 'Canceled', 'Comped'] as const;
/** States from which nothing but a new subscription leads on (3017). */
export const FINAL_STATES = ['Expired'] as const;

/** After a failed renewal, retry this many days after the first failure, then expire. */
export const PAST_DUE_RETRY_DAYS = [1, 3, 7] as const;
/** The trial-ending mail goes this many days before the trial's end. */
export const TRIAL_REMINDER_DAYS = 3;

/** Currencies prices exist in, with the symbol the spec's fields carry. */
export const CURRENCIES = { USD: '$', EUR: '€', GBP: '£', MXN: 'MX$' } as const;
export type CurrencyCode = keyof typeof CURRENCIES;
export const CURRENCY_CODES = Object.keys(CURRENCIES) as CurrencyCode[];

/** Euro-area countries: prices in EUR. */
export const EURO_COUNTRIES = [
  'AT',
  'BE',
  'CY',
  'DE',
  'EE',
  'ES',
  'FI',
  'FR',
  'GR',
  'HR',
  'IE',
  'IT',
  'LT',
  'LU',
  'LV',
  'MT',
  'NL',
  'PT',
  'SI',
  'SK',
] as const;

/** The currency a visitor from `country` is shown: GB → GBP, MX → MXN, the euro area → EUR, else USD. */
export function currencyForCountry(country: string | null | undefined): CurrencyCode {
  const c = (country ?? '').toUpperCase();
  if (c === 'GB') return 'GBP';
  if (c === 'MX') return 'MXN';
  if ((EURO_COUNTRIES as readonly string[]).includes(c)) return 'EUR';
  return 'USD';
}

/**
 * Promo code types:
 * - percent: `discount_percent` off each charge, for `number_of_billing_cycles` charges (null: forever);
 * - amount: `discount_amount` off each charge (same currency only), for `number_of_billing_cycles`;
 * - free_trial: a trial of `free_trial_days` instead of the product's own;
 * - fixed_term: `comp_duration` months of premium with no charge and no payment method, then it ends;
 * - billing_cycles: the first `number_of_billing_cycles` charges are free.
 */
export const PROMO_TYPES = ['percent', 'amount', 'free_trial', 'fixed_term', 'billing_cycles'] as const;
export type PromoType = (typeof PROMO_TYPES)[number];

/** Payment method statuses. A disabled method is kept (receipts name it) but never charged. */
export const PAYMENT_METHOD_STATUSES = ['active', 'disabled'] as const;
export type PaymentMethodStatus = (typeof PAYMENT_METHOD_STATUSES)[number];

/** Which gateway the server runs: the built-in sandbox (default) or Braintree (BRAINTREE_* set). */
export const GATEWAY_KINDS = ['sandbox', 'braintree'] as const;
export type GatewayKind = (typeof GATEWAY_KINDS)[number];

/** The `Idempotency-Key` header: 8 to 255 visible ASCII characters. Keys live 24 hours. */
export const IDEMPOTENCY_KEY_HEADER = 'idempotency-key';
export const IDEMPOTENCY_KEY_PATTERN = /^[\x21-\x7e]{8,255}$/;
export const IDEMPOTENCY_KEY_TTL_HOURS = 24;

/**
 * Codes the premium server answers in `errors[0].code`. The string ones are the spec's reply
 * mappings (§8: subscribe EXISTING_ACTIVE_SUBSCRIPTION → 3003, FAILED_TO_SUBSCRIBE → 3034;
 * promos NOT_FOUND → 3012, MAX_USAGE → 3013, EXPIRED → 3014, APPLIED → 3020); the numbers are
 * catalogued codes answered as they are. IDEMPOTENCY_* answer 409 (the client reads 2999).
 */
export const PremiumCode = {
  EXISTING_ACTIVE_SUBSCRIPTION: 'EXISTING_ACTIVE_SUBSCRIPTION',
  FAILED_TO_SUBSCRIBE: 'FAILED_TO_SUBSCRIBE',
  PROMO_NOT_FOUND: 'NOT_FOUND',
  PROMO_MAX_USAGE: 'MAX_USAGE',
  PROMO_EXPIRED: 'EXPIRED',
  PROMO_APPLIED: 'APPLIED',
  IDEMPOTENCY_KEY_REUSED: 'IDEMPOTENCY_KEY_REUSED',
  IDEMPOTENCY_KEY_IN_USE: 'IDEMPOTENCY_KEY_IN_USE',
  SERVICE_ERROR: 2999,
  SUBSCRIPTION_GUID_MISSING: 3000,
  PAYMENT_METHOD_GUID_MISSING: 3001,
  TRANSACTION_DECLINED: 3006,
  PROMO_CODE_MISSING: 3015,
  FINAL_STATE: 3017,
  NOT_PAID_STATE: 3025,
  TAX_RATE_NOT_FOUND: 3033,
} as const;

/**
 * Sandbox test cards (the web's card form when Braintree is not configured): each number
 * tokenizes to the Braintree test nonce that behaves the same way. Any other number that
 * passes the Luhn check behaves as `fake-valid-nonce`; one that fails it is refused at once.
 */
export const SANDBOX_TEST_CARDS = [
  { number: '4111111111111111', nonce: 'fake-valid-visa-nonce', outcome: 'Visa, approved' },
  { number: '5555555555554444', nonce: 'fake-valid-mastercard-nonce', outcome: 'Mastercard, approved' },
  { number: '378282246310005', nonce: 'fake-valid-amex-nonce', outcome: 'American Express, approved' },
  { number: '6011111111111117', nonce: 'fake-valid-discover-nonce', outcome: 'Discover, approved' },
  { number: '4000111111111115', nonce: 'fake-processor-declined-visa-nonce', outcome: 'Visa, declined' },
  {
    number: '5105105105105100',
    nonce: 'fake-processor-declined-mastercard-nonce',
    outcome: 'Mastercard, declined',
  },
  { number: '4000111111111511', nonce: 'fake-gateway-rejected-fraud-nonce', outcome: 'Rejected as fraud' },
] as const;
