import { z } from 'zod';
import { lazySchema } from '../common/lazy-schema';
import { UUID_PATTERN } from '../catalogue/queries';
import { USER_GUID_PATTERN } from '../lists/list-calls';
import {
  COUNTRY_CODE_PATTERN,
  POSTAL_CODE_PATTERN,
  PRODUCT_CODE_PATTERN,
  PROMO_CODE_PATTERN,
} from '../premium/premium-calls';
import { CURRENCY_CODES, PROMO_TYPES } from '../premium/constants';
import {
  EST_CODE_PATTERN,
  EST_CODE_TYPES,
  EXTERNAL_PROPERTY_PATTERN,
  GIFT_MESSAGE_MAX_LENGTH,
  MAX_BATCH_SIZE,
  PURCHASE_MODELS,
  PurchaseCode,
} from './constants';

/**
 * Requests of the purchase, gift and code calls (catalogue spec §7 "Premium"; docs/purchases.md).
 * Every call but the EST check, an offer and a gift's claim view is the signed-in member's own;
 * every mutating call accepts an `Idempotency-Key` header (DESIGN.md):
 *
 * - GET  /api/premium/2/promos/external/get/{property}     a partner code, one per member
 * - GET  /api/premium/2/est/check/{code}                   what a code grants
 * - POST /api/premium/2/est/redeem/{code}                  redeem it (owned items or comped premium)
 * - GET  /api/premium/2/est/history                        page, page_size, order (3030–3032)
 * - GET  /api/premium/2/purchases/est/me                   page, size, order, inactive, model, source (8101–8106)
 * - POST /api/premium/2/purchases/gift/create              giftCreateBodySchema (3040, 3042, 3043)
 * Ours:
 * - GET  /api/premium/2/est/offer/{model}/{uuid}           an episode's or book's price (?paymentmethod_guid: with tax)
 * - POST /api/premium/2/purchases/est/buy                  buyBodySchema: owned afterwards
 * - GET  /api/premium/2/purchases/owned                    what the member owns (uuids by model)
 * - GET  /api/premium/2/gifts                              the gifts the member sent
 * - GET  /api/premium/2/gifts/claim/{token}                a gift by its claim link (no session needed)
 * - POST /api/premium/2/gifts/claim/{token}                claim it
 * - GET  /api/premium/2/previews                           preview credits this month
 * - POST /api/premium/2/previews/{content_type}/{uuid}     use a preview (3050) → preview_token
 * - GET  /api/5/1/rights/{type}/{uuid}?preview_token=…     rights honour a preview (3051)
 * - GET  /api/premium/2/subscriptions/{guid}/retention_offers
 * - staff: POST /api/premium/2/admin/promos, …/admin/est/campaigns, …/admin/est/campaigns/{uuid}/codes,
 *   GET …/admin/est/batches/{batch_id}/csv, POST …/admin/external/{property}/codes, POST …/admin/grants,
 *   POST …/admin/refunds, GET …/admin/members/{user_guid}/timeline
 */

const uuid = () => z.string().regex(UUID_PATTERN);
const DATE_PATTERN = /^\d{4}-\d{2}-\d{2}$/;
/**
 * An instant as staff write it: ISO 8601 UTC (`2026-12-31T23:59:59Z`, optional milliseconds). A
 * plain pattern, so the published field rules (OPTIONS) state it exactly as the body schema does.
 */
const instant = () =>
  z
    .string()
    .max(40)
    .regex(/^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])T([01]\d|2[0-3]):[0-5]\d:[0-5]\d(\.\d{1,3})?Z$/);
/** Addresses as the accounts module accepts them (trimmed, at most 254 characters). */
const email = () => z.string().max(254);

export const estCodeParamsSchema = lazySchema(() => z.object({ code: z.string().regex(EST_CODE_PATTERN) }));
export const externalPromoParamsSchema = lazySchema(() =>
  z.object({ property: z.string().regex(EXTERNAL_PROPERTY_PATTERN) }),
);
export const estOfferParamsSchema = lazySchema(() =>
  z.object({ model: z.enum(PURCHASE_MODELS), uuid: uuid() }),
);
export const estOfferQuerySchema = lazySchema(() =>
  z.object({ paymentmethod_guid: uuid().optional(), trans: z.string().max(10).optional() }),
);

/** The history queries arrive as strings and are checked by checkEstHistoryQuery / checkPurchasesQuery. */
const queryText = () => z.string().max(100).optional();
export const estHistoryQuerySchema = lazySchema(() =>
  z.object({ page: queryText(), page_size: queryText(), order: queryText(), trans: queryText() }),
);
export const purchasesQuerySchema = lazySchema(() =>
  z.object({
    page: queryText(),
    size: queryText(),
    order: queryText(),
    inactive: queryText(),
    model: queryText(),
    source: queryText(),
    trans: queryText(),
  }),
);

export const buyBodySchema = lazySchema(() =>
  z.object({ sku: z.string().min(1).max(100), paymentmethod_guid: uuid() }),
);
export type BuyBody = z.input<typeof buyBodySchema>;

/**
 * Gift create. The three required fields are optional here so that their absence answers the
 * spec's codes (3040 payment method token or guid, 3042 sender email, 3043 product id: see
 * giftCreateProblem) instead of the generic 5008.
 */
export const giftCreateBodySchema = lazySchema(() =>
  z.object({
    /** A single-use gateway nonce to charge once (not vaulted), or… */
    paymentmethod_token: z.string().max(4000).optional(),
    /** …one of the member's payment methods. */
    paymentmethod_guid: uuid().optional(),
    guid: uuid().optional(),
    product_id: z.union([z.number().int().min(1).max(2_147_483_647), z.string().max(12)]).optional(),
    sender_email: email().optional(),
    sender_name: z.string().max(100).optional(),
    receiver_email: email(),
    receiver_name: z.string().max(100).default(''),
    personal_message: z.string().max(GIFT_MESSAGE_MAX_LENGTH).default(''),
    /** YYYY-MM-DD, today (the default) up to a year ahead, in UTC. */
    premium_start_date: z.string().regex(DATE_PATTERN).optional(),
    /** Where tax is charged for a token payment (a guid's method carries its own place). */
    postal_code: z.string().regex(POSTAL_CODE_PATTERN).optional(),
    country_code_alpha2: z.string().regex(COUNTRY_CODE_PATTERN).optional(),
    /** The receiver's mail language (default: the request's). */
    lang: z.enum(['en', 'es']).optional(),
  }),
);
export type GiftCreateBody = z.input<typeof giftCreateBodySchema>;

const blank = (v: unknown) => v === undefined || v === null || (typeof v === 'string' && v.trim() === '');

/** Spec §5 "Gift": a payment method token or guid (3040), a product id (3043), a sender email (3042). */
export function giftCreateProblem(body: {
  paymentmethod_token?: unknown;
  paymentmethod_guid?: unknown;
  guid?: unknown;
  product_id?: unknown;
  sender_email?: unknown;
}): { code: number; field: string } | null {
  if (blank(body.paymentmethod_token) && blank(body.paymentmethod_guid) && blank(body.guid))
    return { code: PurchaseCode.GIFT_PAYMENT_METHOD_MISSING, field: 'paymentmethod_guid' };
  if (blank(body.product_id)) return { code: PurchaseCode.GIFT_PRODUCT_MISSING, field: 'product_id' };
  if (blank(body.sender_email))
    return { code: PurchaseCode.GIFT_SENDER_EMAIL_MISSING, field: 'sender_email' };
  return null;
}

/** A gift's claim link token (base64url, 43 characters for 256 bits). */
export const giftClaimParamsSchema = lazySchema(() =>
  z.object({ token: z.string().regex(/^[A-Za-z0-9_-]{20,100}$/) }),
);

/** Preview content: what the rights call names (episode, clip, book). */
export const PREVIEW_CONTENT_TYPES = ['episode', 'book'] as const;
export const previewParamsSchema = lazySchema(() =>
  z.object({ content_type: z.enum(PREVIEW_CONTENT_TYPES), uuid: uuid() }),
);

// ── Staff ────────────────────────────────────────────────────────────────────────────────────
const localized = () =>
  z.union([
    z.string().max(1000),
    z.object({ en: z.string().max(1000), es: z.string().max(1000).optional() }),
  ]);
const countries = () => z.array(z.string().regex(COUNTRY_CODE_PATTERN)).max(250).default([]);

/** Staff: a promo code (the premium promo types; docs/premium.md "Promo codes"). */
export const adminPromoBodySchema = lazySchema(() =>
  z.object({
    code: z.string().regex(PROMO_CODE_PATTERN),
    type: z.enum(PROMO_TYPES),
    discount_percent: z.number().min(0).max(100).optional(),
    discount_amount_minor: z.number().int().min(0).max(10_000_000).optional(),
    currency: z.enum(CURRENCY_CODES as [string, ...string[]]).optional(),
    free_trial_days: z.number().int().min(0).max(365).optional(),
    comp_duration: z.number().int().min(0).max(120).optional(),
    number_of_billing_cycles: z.number().int().min(1).max(120).optional(),
    product_code: z.string().regex(PRODUCT_CODE_PATTERN).optional(),
    requires_paymentmethod: z.boolean().optional(),
    is_retention_offer: z.boolean().optional(),
    marketing_description: localized().optional(),
    max_uses: z.number().int().min(1).max(10_000_000).optional(),
    expires_at: instant().optional(),
  }),
);
export type AdminPromoBody = z.input<typeof adminPromoBodySchema>;

/** Staff: an EST campaign (its assets by sku, or comp months) with one shared code or none (batches later). */
export const adminCampaignBodySchema = lazySchema(() =>
  z.object({
    name: z.string().min(1).max(200),
    slug: z.string().regex(/^[a-z0-9][a-z0-9-]{0,99}$/),
    type: z.enum(EST_CODE_TYPES),
    skus: z.array(z.string().min(1).max(100)).max(100).default([]),
    comp_duration: z.number().int().min(0).max(120).default(0),
    product_code: z.string().regex(PRODUCT_CODE_PATTERN).optional(),
    marketing_description: localized().optional(),
    requires_paymentmethod: z.boolean().default(false),
    is_approved: z.boolean().default(true),
    countries: countries(),
    starts_at: instant().optional(),
    expires_at: instant().optional(),
    /** A shared code for the campaign (e.g. printed on a poster)… */
    code: z.string().regex(EST_CODE_PATTERN).optional(),
    /** …redeemable this many times in all (one per member); absent: unlimited. */
    max_redemptions: z.number().int().min(1).max(10_000_000).optional(),
  }),
);
export type AdminCampaignBody = z.input<typeof adminCampaignBodySchema>;

/** Staff: generate `count` single-use codes for a campaign. */
export const adminBatchBodySchema = lazySchema(() =>
  z.object({
    count: z.number().int().min(1).max(MAX_BATCH_SIZE),
    prefix: z
      .string()
      .regex(/^[A-Z0-9]{0,8}$/)
      .optional(),
  }),
);
export type AdminBatchBody = z.input<typeof adminBatchBodySchema>;
export const campaignParamsSchema = lazySchema(() => z.object({ uuid: uuid() }));
export const batchParamsSchema = lazySchema(() => z.object({ batch_id: uuid() }));

/** Staff: add codes to a partner campaign's pool (made if new). */
export const adminExternalCodesBodySchema = lazySchema(() =>
  z.object({
    name: z.string().min(1).max(200).optional(),
    marketing_description: localized().optional(),
    countries: countries(),
    expires_at: instant().optional(),
    codes: z
      .array(z.string().regex(/^[A-Za-z0-9_-]{1,100}$/))
      .min(1)
      .max(MAX_BATCH_SIZE),
  }),
);
export type AdminExternalCodesBody = z.input<typeof adminExternalCodesBodySchema>;

/** Staff: grant a member ownership of an item (Admin Grant), or comped premium (reuses admin/comp). */
export const adminGrantBodySchema = lazySchema(() =>
  z.object({
    user_guid: z.string().length(32).regex(USER_GUID_PATTERN),
    model: z.enum(PURCHASE_MODELS),
    uuid: uuid(),
  }),
);
export type AdminGrantBody = z.input<typeof adminGrantBodySchema>;

/** Staff: refund a settled sale (a purchase, a gift or a subscription charge), wholly. */
export const adminRefundBodySchema = lazySchema(() =>
  z.object({ transaction_id: z.string().min(1).max(200), reason: z.string().max(500).optional() }),
);
export type AdminRefundBody = z.input<typeof adminRefundBodySchema>;
export const memberParamsSchema = lazySchema(() =>
  z.object({ user_guid: z.string().length(32).regex(USER_GUID_PATTERN) }),
);
