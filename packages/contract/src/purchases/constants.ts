/**
 * Purchases, gifts and codes (catalogue spec §3 "Premium": Gift, External promo, EST promo code,
 * Purchase history; §5 checks; §7 calls; docs/purchases.md): owned content (EST, electronic
 * sell-through), EST codes, purchase and EST history, gift subscriptions, external promos,
 * premium previews and the operator's tools. The rules below are the product's where the spec
 * leaves them to the server.
 */

/**
 * Codes the purchases server answers in `errors[0].code`. The promo mappings of spec §8 are
 * reused for codes of every kind (an unknown EST code is NOT_FOUND → 3012, used up MAX_USAGE →
 * 3013, expired EXPIRED → 3014, redeemed already by this member APPLIED → 3020); the numbers are
 * catalogued codes in the spec's ranges (2999–3034 promo and product problems, 3040–3053 gifts
 * and previews, 8101–8106 the purchase query), answered as they are.
 */
export const PurchaseCode = {
  CODE_NOT_FOUND: 'NOT_FOUND',
  CODE_USED_UP: 'MAX_USAGE',
  CODE_EXPIRED: 'EXPIRED',
  CODE_ALREADY_REDEEMED: 'APPLIED',
  /** An EST or promo code limited to other countries than the member's. */
  CODE_WRONG_COUNTRY: 3021,
  /** An EST code whose campaign is not approved yet or starts later. */
  CODE_NOT_ACTIVE: 3022,
  /** Buying (or being granted) an item the member owns already. */
  ALREADY_OWNED: 3023,
  /** Spec: "cancel before using this code" (a signup code on a live paying subscription). */
  CANCEL_FIRST: 3024,
  /** Spec: "must be in a paid state" (a retention offer on a subscription that is not paying). */
  NOT_PAID_STATE: 3025,
  EST_HISTORY_PAGE: 3030,
  EST_HISTORY_SIZE: 3031,
  EST_HISTORY_ORDER: 3032,
  GIFT_PAYMENT_METHOD_MISSING: 3040,
  /** A gift to the sender's own address, or claimed by its sender. */
  GIFT_TO_SELF: 3041,
  GIFT_SENDER_EMAIL_MISSING: 3042,
  GIFT_PRODUCT_MISSING: 3043,
  /** No gift has this claim token (or it was refunded). */
  GIFT_NOT_FOUND: 3044,
  GIFT_ALREADY_CLAIMED: 3045,
  /** The claim link's year has passed. */
  GIFT_CLAIM_EXPIRED: 3046,
  /** Claimed before its start date. */
  GIFT_NOT_STARTED: 3047,
  PREVIEW_NO_CREDITS: 3050,
  PREVIEW_TOKEN_INVALID: 3051,
  PURCHASES_PAGE: 8101,
  PURCHASES_SIZE: 8102,
  PURCHASES_ORDER: 8103,
  PURCHASES_INACTIVE: 8104,
  PURCHASES_MODEL: 8105,
  PURCHASES_SOURCE: 8106,
  /** An item that is not for sale (catalogued 1800 "Product not found"). */
  ITEM_NOT_FOR_SALE: 1800,
} as const;

/** What an owned item or EST asset is: an episode or a comic book (spec §9 model values). */
export const PURCHASE_MODELS = ['book', 'episode'] as const;
export type PurchaseModel = (typeof PURCHASE_MODELS)[number];
/** A purchase history item's object model: an owned episode or book, or a gift bought for someone. */
export const PURCHASE_ITEM_MODELS = ['book', 'episode', 'gift'] as const;
export type PurchaseItemModel = (typeof PURCHASE_ITEM_MODELS)[number];

/** Where an owned item came from, as spelt on the wire (spec §3 "Purchase history"). */
export const PURCHASE_SOURCES = ['Admin Grant', 'PromoCode Grant', 'Purchased', 'Undefined'] as const;
export type PurchaseSource = (typeof PURCHASE_SOURCES)[number];
/** The purchase query's `source` filter (spec §9) and the source each stands for (`all`: any). */
export const PURCHASE_SOURCE_FILTERS = [
  'admingrant',
  'all',
  'promocodegrant',
  'purchased',
  'undefined',
] as const;
export type PurchaseSourceFilter = (typeof PURCHASE_SOURCE_FILTERS)[number];
export const SOURCE_OF_FILTER: Record<Exclude<PurchaseSourceFilter, 'all'>, PurchaseSource> = {
  admingrant: 'Admin Grant',
  promocodegrant: 'PromoCode Grant',
  purchased: 'Purchased',
  undefined: 'Undefined',
};

/**
 * A purchase history item's state: `owned` (usable), `refunded` or `revoked` (inactive); a gift
 * is `scheduled` (paid, mailed on its start date), `sent` (mailed, not claimed), `claimed`,
 * `expired` (its claim year passed) or `refunded`.
 */
export const PURCHASE_STATES = [
  'owned',
  'refunded',
  'revoked',
  'scheduled',
  'sent',
  'claimed',
  'expired',
] as const;
export type PurchaseState = (typeof PURCHASE_STATES)[number];

/** EST history orders (spec §9); `date` is when the code was redeemed. */
export const EST_HISTORY_ORDERS = ['title', '-title', 'date', '-date'] as const;
export type EstHistoryOrder = (typeof EST_HISTORY_ORDERS)[number];
/** Purchase orders (spec §9); `purchase_date` is the item's create_dt. Default: newest first. */
export const PURCHASE_ORDERS = ['title', '-title', 'purchase_date', '-purchase_date'] as const;
export type PurchaseOrder = (typeof PURCHASE_ORDERS)[number];
export const DEFAULT_PURCHASE_ORDER: PurchaseOrder = '-purchase_date';
export const DEFAULT_EST_HISTORY_ORDER: EstHistoryOrder = '-date';
export const PURCHASES_PAGE_SIZE = 20;
export const PURCHASES_MAX_PAGE_SIZE = 100;

/** EST code types: `est` grants its assets; `comp` grants `comp_duration` months of premium. */
export const EST_CODE_TYPES = ['est', 'comp'] as const;
export type EstCodeType = (typeof EST_CODE_TYPES)[number];

/** A gift's claim link works this many days after the mail goes (Ghost's 365-day claim window). */
export const GIFT_CLAIM_DAYS = 365;
/** How far ahead a gift's premium_start_date may be. */
export const GIFT_MAX_START_DAYS = 365;
export const GIFT_MESSAGE_MAX_LENGTH = 500;
/** A gift product's months by its period (premium's PRODUCT_PERIODS). */
export const MONTHS_OF_PERIOD: Record<string, number> = { P1M: 1, P3M: 3, P1Y: 12 };

/** Premium previews: a registered member's credits each calendar month (UTC), and a token's life. */
export const PREVIEW_MONTHLY_CREDITS = 2;
export const PREVIEW_TOKEN_MINUTES = 180;
/** The rights call's query parameter a preview token travels in. */
export const PREVIEW_TOKEN_PARAM = 'preview_token';

/** External promo properties (partner campaigns): lower-case slugs. */
export const EXTERNAL_PROPERTY_PATTERN = /^[a-z0-9][a-z0-9-]{0,63}$/;
/** EST codes and batch codes: letters and digits (dashes allowed), matched without regard to case. */
export const EST_CODE_PATTERN = /^[A-Za-z0-9_-]{1,64}$/;
/** Generated batch codes: this alphabet (no 0/O, 1/I/L), in groups of four. */
export const BATCH_CODE_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
export const MAX_BATCH_SIZE = 10_000;
