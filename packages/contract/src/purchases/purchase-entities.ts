import { z } from 'zod';
import { lazySchema } from '../common/lazy-schema';
import { promoSchema, subscriptionSchema, taxSchema } from '../premium/premium-entities';
import {
  EST_CODE_TYPES,
  PURCHASE_ITEM_MODELS,
  PURCHASE_MODELS,
  PURCHASE_SOURCES,
  PURCHASE_STATES,
} from './constants';

/**
 * Purchases, gifts and codes as the server answers them (catalogue spec §3 "Premium": Gift,
 * External promo, EST promo code, Purchase history), spelt as the spec spells them, plus ours
 * (marked). Money on the wire is a decimal string in the currency's major unit ("4.99"), as in
 * premium; `_minor` twins carry the integers. Instants are ISO 8601 UTC; `premium_start_date`
 * is a date (YYYY-MM-DD).
 */

const money = () => z.string().regex(/^-?\d+\.\d{2}$/);
const instant = () => z.string();

/** What an owned item, EST asset or purchase is about: `{model, data}` (data: the catalogue entity). */
export const purchaseObjectSchema = lazySchema(
  () =>
    z.object({
      model: z.enum(PURCHASE_ITEM_MODELS),
      /** The episode or comic book as the catalogue answers it, or the gift (model `gift`). */
      data: z.record(z.string(), z.unknown()),
    }),
  { id: 'PurchaseObject' },
);
export type PurchaseObject = z.infer<typeof purchaseObjectSchema>;

/** Spec "Gift". Ours: state, product_name, months, claim_expires_at, claimed_at, created_at. */
export const giftSchema = lazySchema(
  () =>
    z.object({
      guid: z.string(),
      personal_message: z.string(),
      /** YYYY-MM-DD: the day the receiver is mailed and the gift can be claimed. */
      premium_start_date: z.string(),
      product_currency: z.string(),
      product_id: z.number().int(),
      product_price: money(),
      receiver_email: z.string(),
      receiver_name: z.string(),
      sender_email: z.string(),
      sender_name: z.string(),
      transaction_id: z.string(),
      /** The sale's status: settled, or refunded after an operator's refund. */
      transaction_status: z.string(),
      state: z.enum(['scheduled', 'sent', 'claimed', 'expired', 'refunded']),
      product_name: z.string(),
      months: z.number().int(),
      claim_expires_at: instant().nullable(),
      claimed_at: instant().nullable(),
      created_at: instant(),
    }),
  { id: 'Gift' },
);
export type Gift = z.infer<typeof giftSchema>;

/** Ours: what the claim page shows before the receiver claims (no addresses but the receiver's). */
export const giftClaimViewSchema = lazySchema(
  () =>
    z.object({
      sender_name: z.string(),
      receiver_name: z.string(),
      receiver_email: z.string(),
      personal_message: z.string(),
      premium_start_date: z.string(),
      product_name: z.string(),
      plan: z.string(),
      months: z.number().int(),
      state: z.enum(['scheduled', 'sent', 'claimed', 'expired', 'refunded']),
      claim_expires_at: instant().nullable(),
    }),
  { id: 'GiftClaimView' },
);
export type GiftClaimView = z.infer<typeof giftClaimViewSchema>;

/** Ours: a claimed gift: the receiver's subscription (comped, or theirs extended) and the gift. */
export const giftClaimResultSchema = lazySchema(
  () =>
    z.object({
      subscription: subscriptionSchema,
      /** `comped`: a new prepaid period; `extended`: the receiver's own subscription moved on. */
      outcome: z.enum(['comped', 'extended']),
      premium_expiration_date: instant().nullable(),
    }),
  { id: 'GiftClaimResult' },
);
export type GiftClaimResult = z.infer<typeof giftClaimResultSchema>;

/** Spec "External promo": a partner campaign's code, handed to this member (the same one on every ask). */
export const externalPromoSchema = lazySchema(
  () =>
    z.object({
      code: z.string(),
      property: z.string(),
      name: z.string(),
      marketing_description: z.string(),
      assigned_at: instant(),
      expires_at: instant().nullable(),
    }),
  { id: 'ExternalPromo' },
);
export type ExternalPromo = z.infer<typeof externalPromoSchema>;

/** Spec "EST promo code" assets: an episode or book the code grants, priced in the visitor's currency. */
export const estAssetSchema = lazySchema(
  () =>
    z.object({
      sku: z.string(),
      title: z.string(),
      price: money(),
      is_active: z.boolean(),
      object: purchaseObjectSchema,
      currency_code: z.string(),
      /** Ours: whether the caller owns it already (false when anonymous). */
      owned: z.boolean(),
    }),
  { id: 'EstAsset' },
);
export type EstAsset = z.infer<typeof estAssetSchema>;

/** Spec "EST promo code". `date`: when the campaign starts; ours: expires_at, redeemable, reason. */
export const estPromoCodeSchema = lazySchema(
  () =>
    z.object({
      code: z.string(),
      type: z.enum(EST_CODE_TYPES),
      /** Months of premium a `comp` code grants (0 for `est`). */
      comp_duration: z.number().int(),
      marketing_description: z.string(),
      descriptors: z.record(z.string(), z.string()),
      requires_paymentmethod: z.boolean(),
      is_approved: z.boolean(),
      /** The campaign's uuid, name and slug. */
      uuid: z.string(),
      name: z.string(),
      slug: z.string(),
      /** Where it may be redeemed (ISO 3166 alpha-2); empty: everywhere. */
      countries: z.array(z.string()),
      date: instant(),
      assets: z.array(estAssetSchema),
      expires_at: instant().nullable(),
      /** Ours: whether the caller could redeem it now (a signed-in member; false when anonymous). */
      redeemable: z.boolean(),
    }),
  { id: 'EstPromoCode' },
);
export type EstPromoCode = z.infer<typeof estPromoCodeSchema>;

/** Ours: a redeemed EST code (redeem's reply and an EST history value). */
export const estRedemptionSchema = lazySchema(
  () =>
    estPromoCodeSchema.extend({
      redeemed_at: instant(),
      /** A comp code's subscription (the member's comped or extended one); null for `est`. */
      subscription: subscriptionSchema.nullable(),
    }),
  { id: 'EstRedemption' },
);
export type EstRedemption = z.infer<typeof estRedemptionSchema>;

/** EST history: DESIGN.md's generic page (the spec names no shape for it). */
export const estHistoryPageSchema = lazySchema(
  () =>
    z.object({
      count: z.number().int(),
      num_pages: z.number().int(),
      page: z.number().int(),
      page_size: z.number().int(),
      values: z.array(estRedemptionSchema),
      links: z.object({ next: z.string().nullable(), prev: z.string().nullable(), url: z.string() }),
    }),
  { id: 'EstHistoryPage' },
);
export type EstHistoryPage = z.infer<typeof estHistoryPageSchema>;

/** Spec "Purchase history" item. Ours: transaction_id, price, currency_code. */
export const purchaseItemSchema = lazySchema(
  () =>
    z.object({
      sku: z.string(),
      title: z.string(),
      create_dt: instant(),
      transaction_dt: instant().nullable(),
      source: z.enum(PURCHASE_SOURCES),
      is_active: z.boolean(),
      state: z.enum(PURCHASE_STATES),
      object: purchaseObjectSchema,
      transaction_id: z.string().nullable(),
      /** What was paid (0.00 for grants). */
      price: money(),
      currency_code: z.string().nullable(),
    }),
  { id: 'PurchaseItem' },
);
export type PurchaseItem = z.infer<typeof purchaseItemSchema>;

/** Spec "Purchase history": the paging block exactly as the spec names it. */
export const purchaseHistorySchema = lazySchema(
  () =>
    z.object({
      paging: z.object({
        total_items: z.number().int(),
        total_pages: z.number().int(),
        requested_page: z.number().int(),
        items_per_page: z.number().int(),
        previous_page_url: z.string().nullable(),
        next_page_url: z.string().nullable(),
      }),
      user_guid: z.string(),
      items: z.array(purchaseItemSchema),
    }),
  { id: 'PurchaseHistory' },
);
export type PurchaseHistory = z.infer<typeof purchaseHistorySchema>;

/** Ours: an episode's or book's offer to buy (GET …/est/offer/{model}/{uuid}). */
export const estOfferSchema = lazySchema(
  () =>
    z.object({
      model: z.enum(PURCHASE_MODELS),
      object_uuid: z.string(),
      /** null when the item is not for sale. */
      sku: z.string().nullable(),
      title: z.string(),
      price: money().nullable(),
      price_minor: z.number().int().nullable(),
      currency_code: z.string(),
      currency_symbol: z.string(),
      /** Whether the caller owns it, and how (null: not owned). */
      owned: z.boolean(),
      owned_source: z.enum(PURCHASE_SOURCES).nullable(),
      /** With `paymentmethod_guid`: the tax and total that buying would charge. */
      tax: taxSchema.nullable(),
    }),
  { id: 'EstOffer' },
);
export type EstOffer = z.infer<typeof estOfferSchema>;

/** Ours: what the caller owns, by model (tiles and pages mark them). */
export const ownedItemsSchema = lazySchema(
  () => z.object({ episodes: z.array(z.string()), books: z.array(z.string()) }),
  { id: 'OwnedItems' },
);
export type OwnedItems = z.infer<typeof ownedItemsSchema>;

/** Ours: the member's preview credits this month. */
export const previewBalanceSchema = lazySchema(
  () =>
    z.object({
      credits_total: z.number().int(),
      credits_used: z.number().int(),
      credits_left: z.number().int(),
      /** When the credits reset: the first instant of next month (UTC). */
      resets_at: instant(),
      /** Items previewed this month (reopening one spends nothing). */
      previewed: z.array(z.object({ content_type: z.string(), content_uuid: z.string() })),
    }),
  { id: 'PreviewBalance' },
);
export type PreviewBalance = z.infer<typeof previewBalanceSchema>;

/** Ours: a preview of one premium item: pass `preview_token` to the rights call. */
export const previewGrantSchema = lazySchema(
  () =>
    z.object({
      preview_token: z.string(),
      content_type: z.string(),
      content_uuid: z.string(),
      expires_at: instant(),
      credits_left: z.number().int(),
      /** false when this item was previewed this month already (no credit spent). */
      spent_credit: z.boolean(),
    }),
  { id: 'PreviewGrant' },
);
export type PreviewGrant = z.infer<typeof previewGrantSchema>;

/** Ours: the offers a member sees instead of cancelling. */
export const retentionOffersSchema = lazySchema(() => z.object({ offers: z.array(promoSchema) }), {
  id: 'RetentionOffers',
});
export type RetentionOffers = z.infer<typeof retentionOffersSchema>;

/** Ours (staff): a batch of generated EST codes. */
export const estCodeBatchSchema = lazySchema(
  () =>
    z.object({
      batch_id: z.string(),
      campaign_uuid: z.string(),
      count: z.number().int(),
      /** The CSV export of the batch (staff session). */
      csv_url: z.string(),
      codes: z.array(z.string()),
      created_at: instant(),
    }),
  { id: 'EstCodeBatch' },
);
export type EstCodeBatch = z.infer<typeof estCodeBatchSchema>;

/** Ours (staff): one line of a member's billing timeline. */
export const billingTimelineEntrySchema = lazySchema(
  () =>
    z.object({
      at: instant(),
      /** subscription event kind, `charge`, `refund`, `purchase`, `gift_sent`, `gift_claimed`, `grant`, `redemption`… */
      kind: z.string(),
      summary: z.string(),
      amount: money().nullable(),
      currency_code: z.string().nullable(),
      transaction_id: z.string().nullable(),
      detail: z.record(z.string(), z.unknown()),
    }),
  { id: 'BillingTimelineEntry' },
);
export type BillingTimelineEntry = z.infer<typeof billingTimelineEntrySchema>;

export const billingTimelineSchema = lazySchema(
  () => z.object({ user_guid: z.string(), email: z.string(), entries: z.array(billingTimelineEntrySchema) }),
  { id: 'BillingTimeline' },
);
export type BillingTimeline = z.infer<typeof billingTimelineSchema>;

/** Ours (staff): a refund's outcome. */
export const refundResultSchema = lazySchema(
  () =>
    z.object({
      transaction_id: z.string(),
      refund_transaction_id: z.string(),
      amount: money(),
      currency_code: z.string(),
      /** What the refund undid: an owned item, a gift, a subscription charge. */
      undone: z.enum(['owned_item', 'gift', 'subscription_charge']),
    }),
  { id: 'RefundResult' },
);
export type RefundResult = z.infer<typeof refundResultSchema>;
