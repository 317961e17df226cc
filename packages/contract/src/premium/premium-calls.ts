import { z } from 'zod';
import { lazySchema } from '../common/lazy-schema';
import { UUID_PATTERN } from '../catalogue/queries';
import { USER_GUID_PATTERN } from '../lists/list-calls';
import {
  DEFAULT_MERCHANT_TYPE,
  DEFAULT_PAYMENT_METHOD_DESCRIPTION,
  PAYMENT_METHOD_MERCHANT_TYPES,
} from './constants';

/**
 * Requests of the premium calls (catalogue spec §7 "Premium"). Every call but the catalog, a
 * promo look-up and tax is the signed-in member's own (session); every mutating call accepts an
 * `Idempotency-Key` header (DESIGN.md):
 *
 * - GET  /api/premium/2/catalog/                               plans in the visitor's currency
 * - GET  /api/premium/2/paymentmethods/create                  the config (client token on Braintree)
 * - POST /api/premium/2/paymentmethods/create                  createPaymentMethodBodySchema
 * - GET  /api/premium/2/paymentmethods, GET …/{guid}, POST …/{guid}/disable
 * - GET  /api/premium/2/subscriptions, GET …/{guid}
 * - POST /api/premium/2/subscriptions/subscribe                subscribeBodySchema
 * - POST /api/premium/2/subscriptions/{guid}/cancel
 * - POST /api/premium/2/subscriptions/{guid}/resubscribe       resubscribeBodySchema (also changes product)
 * - POST /api/premium/2/subscriptions/{guid}/change_paymentmethod
 * - POST /api/premium/2/subscriptions/{guid}/apply_promo, POST /api/premium_profiles/me/apply_promo
 * - GET  /api/premium/2/promos/{code}                          ?pid
 * - GET  /api/premium/2/tax                                    taxQuerySchema (5008)
 * Ours:
 * - GET  /api/premium/2/subscriptions/{guid}/events            the subscription's history
 * - GET  /api/premium/2/transactions                           the member's charges and refunds
 * - POST /api/premium/2/sandbox/tokenize                       test card → single-use nonce (sandbox only)
 * - POST /api/premium/2/webhooks/braintree                     Braintree notifications (bt_signature, bt_payload)
 * - POST /api/premium/2/admin/comp                             staff: a comped (House) subscription
 */

/** A payment method's or subscription's guid (a UUID, any version, either case). */
const guid = () => z.string().regex(UUID_PATTERN);
const text = (max: number) => z.string().max(max);
const optionalText = (max: number) => text(max).optional();
/** A two-letter country code (upper case). */
export const COUNTRY_CODE_PATTERN = /^[A-Z]{2}$/;
/** Postal codes as people type them: letters, digits, spaces and dashes, 2 to 12 characters. */
export const POSTAL_CODE_PATTERN = /^[A-Za-z0-9][A-Za-z0-9 -]{0,10}[A-Za-z0-9]$/;
/** Product codes (`premium-monthly`). */
export const PRODUCT_CODE_PATTERN = /^[a-z0-9][a-z0-9-]{0,63}$/;
/** Promo codes: letters, digits, dashes and underscores; matched without regard to case. */
export const PROMO_CODE_PATTERN = /^[A-Za-z0-9_-]{1,64}$/;

/** Fields the anti-fraud and captcha services would read; accepted and ignored by the sandbox. */
const riskFields = {
  captcha: optionalText(4000),
  challenge: optionalText(4000),
  challenge_session: optionalText(4000),
  device_data: optionalText(8000),
  braintree_device_data: optionalText(8000),
  kount_session_id: optionalText(200),
};

export const createPaymentMethodBodySchema = lazySchema(() =>
  z.object({
    braintree_nonce: optionalText(4000),
    merchant_nonce: optionalText(4000),
    merchant_type: z.enum(PAYMENT_METHOD_MERCHANT_TYPES).default(DEFAULT_MERCHANT_TYPE),
    description: text(100).default(DEFAULT_PAYMENT_METHOD_DESCRIPTION),
    postal_code: z.string().regex(POSTAL_CODE_PATTERN),
    country_code_alpha2: z.string().regex(COUNTRY_CODE_PATTERN),
    ...riskFields,
  }),
);
export type CreatePaymentMethodBody = z.input<typeof createPaymentMethodBodySchema>;

export const subscribeBodySchema = lazySchema(() =>
  z.object({
    paymentmethod_guid: guid().optional(),
    product_code: z.string().regex(PRODUCT_CODE_PATTERN),
    promo_code: z.string().regex(PROMO_CODE_PATTERN).optional(),
    vendor_source: optionalText(100),
    promotion: optionalText(100),
    ...riskFields,
  }),
);
export type SubscribeBody = z.input<typeof subscribeBodySchema>;

export const resubscribeBodySchema = lazySchema(() =>
  z.object({
    product_code: z.string().regex(PRODUCT_CODE_PATTERN).optional(),
    paymentmethod_guid: guid().optional(),
    promo_code: z.string().regex(PROMO_CODE_PATTERN).optional(),
    promotion: optionalText(100),
    kount_session_id: optionalText(200),
  }),
);
export type ResubscribeBody = z.input<typeof resubscribeBodySchema>;

export const changePaymentMethodBodySchema = lazySchema(() =>
  z.object({ paymentmethod_guid: guid(), kount_session_id: optionalText(200) }),
);
export type ChangePaymentMethodBody = z.input<typeof changePaymentMethodBodySchema>;

export const applyPromoBodySchema = lazySchema(() =>
  z.object({ promo_code: z.string().regex(PROMO_CODE_PATTERN) }),
);
export type ApplyPromoBody = z.input<typeof applyPromoBodySchema>;

export const guidParamsSchema = lazySchema(() => z.object({ guid: guid() }));
export const promoParamsSchema = lazySchema(() => z.object({ code: z.string().regex(PROMO_CODE_PATTERN) }));
export const promoQuerySchema = lazySchema(() =>
  z.object({ pid: z.coerce.number().int().min(1).max(2_147_483_647).optional() }),
);

/** The catalog: `country_code_alpha2` previews another country's prices; `promo` adds promo_products. */
export const catalogQuerySchema = lazySchema(() =>
  z.object({
    country_code_alpha2: z.string().regex(COUNTRY_CODE_PATTERN).optional(),
    promo: z.string().regex(PROMO_CODE_PATTERN).optional(),
    /** The reply language (DESIGN.md "Language"). */
    trans: z.string().max(10).optional(),
  }),
);
export type CatalogQuery = z.input<typeof catalogQuerySchema>;

/** Tax: exactly one of paymentmethod_guid, or postal_code with country_code_alpha2 (else 5008). */
export const taxQuerySchema = lazySchema(() =>
  z.object({
    paymentmethod_guid: guid().optional(),
    postal_code: z.string().regex(POSTAL_CODE_PATTERN).optional(),
    country_code_alpha2: z.string().regex(COUNTRY_CODE_PATTERN).optional(),
    product_code: z.string().regex(PRODUCT_CODE_PATTERN),
    promo_code: z.string().regex(PROMO_CODE_PATTERN).optional(),
  }),
);
export type TaxQuery = z.input<typeof taxQuerySchema>;

/** The sandbox card form (never sent to our other calls; only the nonce is). */
export const sandboxTokenizeBodySchema = lazySchema(() =>
  z.object({
    // The length bounds repeat the pattern's so that JSON Schema (OpenAPI, field rules) states them.
    number: z
      .string()
      .min(12)
      .max(23)
      .regex(/^[0-9 ]{12,23}$/),
    expiration_month: z.coerce.number().int().min(1).max(12),
    expiration_year: z.coerce.number().int().min(2000).max(2100),
    cvv: z.string().regex(/^\d{3,4}$/),
    postal_code: z.string().regex(POSTAL_CODE_PATTERN).optional(),
  }),
);
export type SandboxTokenizeBody = z.input<typeof sandboxTokenizeBodySchema>;

/** Staff: give a member a comped (House) subscription to a product, for `months` or open-ended. */
export const compBodySchema = lazySchema(() =>
  z.object({
    // A member's guid is 32 hex digits (registration), not a uuid.
    user_guid: z.string().length(32).regex(USER_GUID_PATTERN),
    product_code: z.string().regex(PRODUCT_CODE_PATTERN),
    months: z.number().int().min(1).max(120).optional(),
  }),
);
export type CompBody = z.input<typeof compBodySchema>;
