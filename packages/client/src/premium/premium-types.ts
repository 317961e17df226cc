import type {
  CreatePaymentMethodBody,
  PaymentMethod,
  PaymentMethodConfig,
  PremiumCatalog,
  PremiumTransaction,
  PromoCode,
  ResubscribeBody,
  SandboxNonce,
  SandboxTokenizeBody,
  SubscribeBody,
  Subscription,
  SubscriptionEvent,
  Tax,
  TaxQuery,
} from '@fanverse/contract';
import type { CallOptions } from '../area/area-context';

/**
 * What a caller may set on a mutating premium call. Every one sends an `Idempotency-Key` header:
 * this key, else a fresh random one per call. The web passes one per user action, so a double
 * submit of the same action reuses it and the server answers the first reply without acting again.
 */
export type MutationOptions = CallOptions & { idempotencyKey?: string };

/** GET /api/premium/2/catalog/ as a caller writes it (absent: the visitor's country, no promo). */
export interface CatalogQuery {
  country_code_alpha2?: string;
  promo?: string;
}

/**
 * What every mutating subscription action answers (spec §4): the subscription acted on, and the
 * member's subscription list reloaded after it.
 */
export interface SubscriptionChange {
  subscription: Subscription;
  subscriptions: Subscription[];
}

/** The flags derived from a subscription (spec §3 "Premium"). */
export interface SubscriptionFlags {
  /** Its product is billed every month (P1M). */
  monthly: boolean;
  /** Its product is billed every year (P1Y). */
  annual: boolean;
  /** State Comped, or merchant type House. */
  comped: boolean;
  /** The state contains "Free Trial". */
  freeTrial: boolean;
  /** The state contains "Canceled". */
  canceled: boolean;
}

/**
 * `client.premium` (catalogue spec §3 "Premium", §4 "Subscription", §5, §7 "Premium"): the
 * catalog, payment methods, subscriptions, promo codes and tax. Checks before sending (spec §5):
 * an empty subscription guid 3000, an empty payment method guid 3001, an empty promo code 3015, a
 * tax query without exactly one of paymentmethod_guid or postal_code with country_code_alpha2, or
 * without product_code, 5008. Calls with an operation type store their normalised errors under it
 * and rethrow; the others just rethrow. Every mutating subscription action reloads the list.
 */
export interface PremiumCalls {
  /** GET /api/premium/2/catalog/: the plans in the visitor's currency (getCatalog). */
  getCatalog(query?: CatalogQuery, options?: CallOptions): Promise<PremiumCatalog>;
  /** GET /api/premium/2/paymentmethods/create: the form's fields, merchant types, client token. */
  getPaymentMethodConfig(options?: CallOptions): Promise<PaymentMethodConfig>;
  /** POST /api/premium/2/paymentmethods/create: vaults a nonce (createPaymentMethod). */
  createPaymentMethod(body: CreatePaymentMethodBody, options?: MutationOptions): Promise<PaymentMethod>;
  /** GET /api/premium/2/paymentmethods: the member's payment methods (getPaymentMethods). */
  getPaymentMethods(options?: CallOptions): Promise<PaymentMethod[]>;
  /** GET /api/premium/2/paymentmethods/{guid} (3001 when guid is empty). */
  getPaymentMethod(guid: string, options?: CallOptions): Promise<PaymentMethod>;
  /** POST /api/premium/2/paymentmethods/{guid}/disable (disablePaymentMethod; 3001). */
  disablePaymentMethod(guid: string, options?: MutationOptions): Promise<PaymentMethod>;
  /** GET /api/premium/2/subscriptions: the member's subscriptions (getSubscriptions). */
  getSubscriptions(options?: CallOptions): Promise<Subscription[]>;
  /** GET /api/premium/2/subscriptions/{guid} (3000 when guid is empty). */
  getSubscription(guid: string, options?: CallOptions): Promise<Subscription>;
  /** POST /api/premium/2/subscriptions/subscribe (subscribe; 3001 when paymentmethod_guid is empty). */
  subscribe(body: SubscribeBody, options?: MutationOptions): Promise<SubscriptionChange>;
  /**
   * POST /api/premium/2/subscriptions/{guid}/cancel (cancelSubscription; 3000). Spec §4: the
   * answered `subscription` has `premium_expiration_date` blanked (null); `subscriptions`, the
   * reloaded list, keeps the server's values (read the date access ends there).
   */
  cancelSubscription(guid: string, options?: MutationOptions): Promise<SubscriptionChange>;
  /** POST /api/premium/2/subscriptions/{guid}/resubscribe (resubscribe; 3000). */
  resubscribe(guid: string, body?: ResubscribeBody, options?: MutationOptions): Promise<SubscriptionChange>;
  /** The resubscribe call with another product_code (changeProduct; 3000; spec §4). */
  changeProduct(
    guid: string,
    productCode: string,
    body?: Omit<ResubscribeBody, 'product_code'>,
    options?: MutationOptions,
  ): Promise<SubscriptionChange>;
  /** POST /api/premium/2/subscriptions/{guid}/change_paymentmethod (changePaymentMethod; 3000, 3001). */
  changePaymentMethod(
    guid: string,
    paymentmethodGuid: string,
    options?: MutationOptions,
  ): Promise<SubscriptionChange>;
  /** POST /api/premium/2/subscriptions/{guid}/apply_promo (applyPromo; 3000, 3015). */
  applyPromo(guid: string, promoCode: string, options?: MutationOptions): Promise<SubscriptionChange>;
  /** POST /api/premium_profiles/me/apply_promo: the member's current subscription (applyPromo; 3015). */
  applyProfilePromo(promoCode: string, options?: MutationOptions): Promise<Subscription>;
  /** GET /api/premium/2/promos/{code}?pid (getPromo; 3015). */
  getPromo(code: string, pid?: number, options?: CallOptions): Promise<PromoCode>;
  /** GET /api/premium/2/tax (getTax; 5008 unless exactly one place is given and product_code is). */
  getTax(query: TaxQuery, options?: CallOptions): Promise<Tax>;
  /** GET /api/premium/2/subscriptions/{guid}/events: the subscription's history (3000). */
  getSubscriptionEvents(guid: string, options?: CallOptions): Promise<SubscriptionEvent[]>;
  /** GET /api/premium/2/transactions: the member's charges and refunds. */
  getTransactions(options?: CallOptions): Promise<PremiumTransaction[]>;
  /** POST /api/premium/2/sandbox/tokenize: a sandbox test card → a single-use nonce. */
  sandboxTokenize(card: SandboxTokenizeBody, options?: CallOptions): Promise<SandboxNonce>;
}
