import { z } from 'zod';
import { lazySchema } from '../common/lazy-schema';
import {
  BILLING_PERIODS,
  PRODUCT_PERIODS,
  GATEWAY_KINDS,
  MERCHANT_TYPES,
  PAYMENT_METHOD_STATUSES,
  PROMO_TYPES,
  SUBSCRIPTION_STATES,
} from './constants';

/**
 * Premium entities as the server answers them (catalogue spec §3 "Premium"), spelt as the spec
 * spells them. Money on the wire is a decimal string in the currency's major unit ("7.99"),
 * computed from integer minor units; the `_minor` twins carry the integers for code that
 * does arithmetic. Dates named `..._date` are ISO 8601 UTC instants unless said otherwise.
 */

const money = () => z.string().regex(/^-?\d+\.\d{2}$/);

/** Display texts of a plan (spec: the Plan's descriptors), in the request's language. */
export const planDescriptorsSchema = lazySchema(
  () =>
    z.object({
      annual_billing_period: z.string(),
      annual_discount: z.string(),
      annual_discount_percentage: z.number().int(),
      available_perks: z.array(z.string()),
      background_color: z.string(),
      billing_period: z.string(),
      button_title: z.string(),
      discount: z.string(),
      display_price: z.string(),
      monthly_billing_period: z.string(),
      plan_order: z.number().int(),
      purchase_terms: z.string(),
      short_description: z.string(),
      subtitle: z.string(),
      title: z.string(),
      unavailable_perks: z.array(z.string()),
      discount_badge_large: z.string(),
      discount_badge_small: z.string(),
      highlight_color: z.string(),
    }),
  { id: 'PlanDescriptors' },
);
export type PlanDescriptors = z.infer<typeof planDescriptorsSchema>;

/** Spec "Product (plan item)": one way to pay for a plan, priced in the visitor's currency. */
export const productSchema = lazySchema(
  () =>
    z.object({
      consumer_name: z.string(),
      currency_code: z.string(),
      currency_symbol: z.string(),
      descriptors: z.record(z.string(), z.string()),
      display_order: z.number().int(),
      free_trial_days: z.number().int(),
      id: z.number().int(),
      is_gift: z.boolean(),
      market_type: z.string(),
      merchant_plan_id: z.string(),
      merchant_type: z.enum(MERCHANT_TYPES),
      name: z.string(),
      /** When the first charge would fall if the visitor subscribed now: YYYY-MM-DD. */
      next_billing_date: z.string(),
      period: z.enum(BILLING_PERIODS),
      /** The plan's code (`premium`, `ultra`). */
      plan: z.string(),
      prorated_refund: z.boolean(),
      /** YYYY-MM-DD the trial would end if the visitor subscribed now; null without a trial. */
      predicted_free_trial_end_date: z.string().nullable(),
      premium_level: z.number().int(),
      price: money(),
      recurring: z.boolean(),
      /** Ours: what subscribe, tax and promos name the product by. */
      code: z.string(),
      price_minor: z.number().int(),
    }),
  { id: 'PremiumProduct' },
);
export type PremiumProduct = z.infer<typeof productSchema>;

/**
 * A gift product (docs/purchases.md "Gifts"): prepaid premium for `months`, bought for someone
 * else; `is_gift` true, `recurring` false; its period may be three months (P3M).
 */
export const giftProductSchema = lazySchema(
  () => productSchema.extend({ period: z.enum(PRODUCT_PERIODS), months: z.number().int() }),
  { id: 'PremiumGiftProduct' },
);
export type PremiumGiftProduct = z.infer<typeof giftProductSchema>;

/** Spec "Plan": a tier (premium, ultra) with its products (monthly, annual). */
export const planSchema = lazySchema(
  () =>
    z.object({
      name: z.string(),
      /** Ours: the plan's code (`premium`, `ultra`), as products' `plan` names it. */
      code: z.string(),
      products: z.array(productSchema),
      /** Products of this plan on offer with the catalog's promotion (empty without one). */
      promo_products: z.array(productSchema),
      descriptors: planDescriptorsSchema,
    }),
  { id: 'PremiumPlan' },
);
export type PremiumPlan = z.infer<typeof planSchema>;

/** Spec "Catalog": every plan on offer to this visitor, in their currency. */
export const catalogSchema = lazySchema(
  () =>
    z.object({
      catalog_guid: z.string(),
      consumer_name: z.string(),
      default_product_id: z.number().int(),
      descriptors: z.object({ catalog_purchase_terms: z.string(), plan_order: z.array(z.string()) }),
      name: z.string(),
      promotion: z.string().nullable(),
      template: z.string(),
      plans: z.array(planSchema),
      /** Ours: the gift products on offer beside the plans, in the same currency (docs/purchases.md). */
      gift_products: z.array(giftProductSchema),
      /** Ours: the country the prices were chosen for and their currency. */
      country_code_alpha2: z.string(),
      currency_code: z.string(),
    }),
  { id: 'PremiumCatalog' },
);
export type PremiumCatalog = z.infer<typeof catalogSchema>;

/** Spec "Payment method": only the owner ever sees one. No card data beyond these fields is kept. */
export const paymentMethodSchema = lazySchema(
  () =>
    z.object({
      cc_first_6: z.string(),
      cc_last_4: z.string(),
      cc_type: z.string(),
      country_code_alpha2: z.string(),
      description: z.string(),
      guid: z.string(),
      merchant_type: z.enum(MERCHANT_TYPES),
      postal_code: z.string(),
      status: z.enum(PAYMENT_METHOD_STATUSES),
      user_guid: z.string(),
      /** MM/YYYY. */
      valid_thru: z.string(),
      created_at: z.string(),
    }),
  { id: 'PaymentMethod' },
);
export type PaymentMethod = z.infer<typeof paymentMethodSchema>;

const configField = () => z.object({ required: z.boolean() });

/** Spec "Payment-method config": the fields a create call takes, with their required flags. */
export const paymentMethodConfigSchema = lazySchema(
  () =>
    z.object({
      braintree_device_data: configField(),
      /** `client_token`: what Braintree's Drop-in starts with; null on the sandbox gateway. */
      braintree_nonce: configField().extend({ client_token: z.string().nullable() }),
      country_code_alpha2: configField(),
      merchant_type: configField().extend({ allowed_values: z.array(z.string()) }),
      postal_code: configField(),
      /** Ours: which gateway answers (the web shows Drop-in for braintree, its card form for sandbox). */
      gateway: z.enum(GATEWAY_KINDS),
    }),
  { id: 'PaymentMethodConfig' },
);
export type PaymentMethodConfig = z.infer<typeof paymentMethodConfigSchema>;

/** The product nested in a subscription (spec: consumer, name, code, id, period, merchant product, spec). */
export const subscriptionProductSchema = lazySchema(
  () =>
    z.object({
      consumer: z.string(),
      name: z.string(),
      code: z.string(),
      id: z.number().int(),
      period: z.enum(BILLING_PERIODS),
      merchant_product: z.object({
        merchant_type: z.enum(MERCHANT_TYPES),
        plan_name: z.string(),
        merchant_product_id: z.string(),
      }),
      spec: z.object({
        billing_period: z.enum(BILLING_PERIODS),
        is_gift: z.boolean(),
        price: money(),
        currency: z.string(),
        freetrial_duration: z.number().int(),
        recurring: z.boolean(),
      }),
      /** Ours: the plan's code and level (for plan-change targets). */
      plan: z.string(),
      premium_level: z.number().int(),
    }),
  { id: 'SubscriptionProduct' },
);
export type SubscriptionProduct = z.infer<typeof subscriptionProductSchema>;

/** Spec "Subscription". */
export const subscriptionSchema = lazySchema(
  () =>
    z.object({
      guid: z.string(),
      user_guid: z.string(),
      /** The gateway's id of the subscription (ours for the sandbox and House). */
      subscription_id: z.string(),
      /** `active` while entitled, `lapsed` once expired (as the claims' premium_status). */
      premium_status: z.enum(['active', 'lapsed']),
      /** What the promo takes off each charge now ("0.00" without one). */
      discount: money(),
      /** Everything charged on this subscription so far, net of refunds. */
      revenue: money(),
      paymentmethod_guid: z.string().nullable(),
      promos: z.array(z.object({ code: z.string() })),
      state: z.object({ active: z.boolean(), state: z.enum(SUBSCRIPTION_STATES) }),
      most_recent_transaction: z
        .object({ merchant_type: z.enum(MERCHANT_TYPES), transaction_id: z.string() })
        .nullable(),
      premium_next_pay_date: z.string().nullable(),
      premium_next_pay_amount: money().nullable(),
      premium_free_trial_end_date: z.string().nullable(),
      premium_last_pay_date: z.string().nullable(),
      premium_expiration_date: z.string().nullable(),
      premium_signup_date: z.string(),
      product: subscriptionProductSchema,
      /** Ours: a downgrade waiting for the end of the period (null: none). */
      pending_product: subscriptionProductSchema.nullable(),
      /** Ours: the currency every amount of this subscription is in. */
      currency_code: z.string(),
      /** Ours: while Past Due, when the next retry is due. */
      next_retry_date: z.string().nullable(),
    }),
  { id: 'Subscription' },
);
export type Subscription = z.infer<typeof subscriptionSchema>;

/** Ours: one line of a subscription's history (every mutating action records one). */
export const subscriptionEventSchema = lazySchema(
  () =>
    z.object({
      kind: z.string(),
      created_at: z.string(),
      detail: z.record(z.string(), z.unknown()),
    }),
  { id: 'SubscriptionEvent' },
);
export type SubscriptionEvent = z.infer<typeof subscriptionEventSchema>;

/** Ours: one money movement, with what the receipt shows. */
export const premiumTransactionSchema = lazySchema(
  () =>
    z.object({
      transaction_id: z.string(),
      subscription_guid: z.string(),
      kind: z.enum(['sale', 'refund']),
      status: z.enum(['settled', 'declined', 'failed', 'rejected']),
      /** What it was for: `signup`, `renewal`, `upgrade`, `retry`. */
      reason: z.string(),
      product_name: z.string(),
      base_price: money(),
      discount_amount: money(),
      subtotal: money(),
      tax_amount: money(),
      total: money(),
      tax_rate: z.number(),
      tax_inclusive: z.boolean(),
      currency_code: z.string(),
      currency_symbol: z.string(),
      period_start: z.string().nullable(),
      period_end: z.string().nullable(),
      payment_method: z.object({ cc_type: z.string(), cc_last_4: z.string() }).nullable(),
      response_text: z.string(),
      created_at: z.string(),
    }),
  { id: 'PremiumTransaction' },
);
export type PremiumTransaction = z.infer<typeof premiumTransactionSchema>;

/** Spec "Promo code", priced against one product (`pid`, else the catalog's default product). */
export const promoSchema = lazySchema(
  () =>
    z.object({
      base_price: money(),
      code: z.string(),
      /** Months of premium a fixed-term code gives (0 otherwise). */
      comp_duration: z.number().int(),
      descriptors: z.record(z.string(), z.string()),
      discount_amount: money(),
      discount_percent: z.number(),
      discounted_price: money(),
      fixed_term: z.boolean(),
      free_trial_days: z.number().int(),
      marketing_description: z.string(),
      /** Charges the discount lasts for; null: every charge. */
      number_of_billing_cycles: z.number().int().nullable(),
      /** The one product it applies to; null: any. */
      product_id: z.number().int().nullable(),
      requires_paymentmethod: z.boolean(),
      type: z.enum(PROMO_TYPES),
      is_retention_offer: z.boolean(),
      is_applicable: z.boolean(),
      product: productSchema,
      expires_at: z.string().nullable(),
    }),
  { id: 'PromoCode' },
);
export type PromoCode = z.infer<typeof promoSchema>;

/** Spec "Tax": one product's price with a promo and the tax of a place. */
export const taxSchema = lazySchema(
  () =>
    z.object({
      /** The rate as a fraction (0.08875); 0 where the place has no tax. */
      combined_rate: z.number(),
      postal_code: z.string(),
      base_price: money(),
      discount_amount: money(),
      subtotal: money(),
      tax_amount: money(),
      total: money(),
      product_code: z.string(),
      promo_code: z.string().nullable(),
      currency_symbol: z.string(),
      currency_code: z.string(),
      /** Ours: VAT-style rates are inside the price (total = subtotal); sales tax is added to it. */
      tax_inclusive: z.boolean(),
      country_code_alpha2: z.string(),
    }),
  { id: 'Tax' },
);
export type Tax = z.infer<typeof taxSchema>;

/** Ours: what the sandbox's card form gets back for a test card (Braintree's tokenize answer). */
export const sandboxNonceSchema = lazySchema(
  () =>
    z.object({
      nonce: z.string(),
      details: z.object({ card_type: z.string(), bin: z.string(), last_four: z.string() }),
    }),
  { id: 'SandboxNonce' },
);
export type SandboxNonce = z.infer<typeof sandboxNonceSchema>;
