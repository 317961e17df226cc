import type {
  BuyBody,
  EstHistoryPage,
  EstHistoryQuery,
  EstOffer,
  EstPromoCode,
  EstRedemption,
  ExternalPromo,
  Gift,
  GiftClaimResult,
  GiftClaimView,
  GiftCreateBody,
  OwnedItems,
  PreviewBalance,
  PreviewGrant,
  PurchaseHistory,
  PurchaseItem,
  PurchaseModel,
  PurchasesQuery,
  RetentionOffers,
} from '@fanverse/contract';
import type { CallOptions } from '../area/area-context';
import type { MutationOptions } from '../premium/premium-types';

/**
 * `client.purchases` (catalogue spec §3 "Premium": Gift, External promo, EST promo code, Purchase
 * history; §5; §7; docs/purchases.md): EST codes, owned content and buying, purchase and EST
 * history, gifts, external promos, previews and retention offers. Checks before sending (spec §5,
 * the contract's own functions, so the client and the server never disagree): EST history page
 * 3030, size 3031, order 3032 (checkEstHistoryQuery); purchases page 8101, size 8102, order 8103,
 * inactive 8104, model 8105, source 8106 (checkPurchasesQuery); gift create without a payment
 * method token or guid 3040, product id 3043, sender email 3042 (giftCreateProblem). Every call
 * carries the premium mapping (Idempotency-Key conflicts 2999, a premium 401 9002 unless the
 * session is lost); the code calls add the promo rows (NOT_FOUND 3012, MAX_USAGE 3013, EXPIRED
 * 3014, APPLIED 3020). Mutating calls send an Idempotency-Key (the caller's, else a fresh one).
 */
export interface PurchasesCalls {
  /** GET /api/premium/2/promos/external/get/{property}: this member's partner code (getExternalPromo). */
  getExternalPromo(property: string, options?: CallOptions): Promise<ExternalPromo>;
  /** GET /api/premium/2/est/check/{code}: what a code grants (checkEstCode; 3015 when empty). */
  checkEstCode(code: string, options?: CallOptions): Promise<EstPromoCode>;
  /** POST /api/premium/2/est/redeem/{code} (redeemEstCode; 3015 when empty). */
  redeemEstCode(code: string, options?: MutationOptions): Promise<EstRedemption>;
  /** GET /api/premium/2/est/history (getEstHistory; 3030, 3031, 3032). */
  getEstHistory(query?: EstHistoryQuery, options?: CallOptions): Promise<EstHistoryPage>;
  /** GET /api/premium/2/purchases/est/me (getPurchases; 8101–8106). */
  getPurchases(query?: PurchasesQuery, options?: CallOptions): Promise<PurchaseHistory>;
  /** POST /api/premium/2/purchases/gift/create (createGift; 3040, 3042, 3043). */
  createGift(body: GiftCreateBody, options?: MutationOptions): Promise<Gift>;
  /** GET /api/premium/2/gifts: the gifts the member sent. */
  getSentGifts(options?: CallOptions): Promise<Gift[]>;
  /** GET /api/premium/2/gifts/claim/{token}: a gift by its claim link (no session needed). */
  getGiftClaim(token: string, options?: CallOptions): Promise<GiftClaimView>;
  /** POST /api/premium/2/gifts/claim/{token}: claims it for the signed-in member. */
  claimGift(token: string, options?: MutationOptions): Promise<GiftClaimResult>;
  /** GET /api/premium/2/est/offer/{model}/{uuid}: an item's price (with tax given a payment method). */
  getOffer(
    model: PurchaseModel,
    uuid: string,
    paymentmethodGuid?: string,
    options?: CallOptions,
  ): Promise<EstOffer>;
  /** POST /api/premium/2/purchases/est/buy: buys an item (3001 when paymentmethod_guid is empty). */
  buy(body: BuyBody, options?: MutationOptions): Promise<PurchaseItem>;
  /** GET /api/premium/2/purchases/owned: the uuids the member owns. */
  getOwned(options?: CallOptions): Promise<OwnedItems>;
  /** GET /api/premium/2/previews: this month's preview credits. */
  getPreviews(options?: CallOptions): Promise<PreviewBalance>;
  /** POST /api/premium/2/previews/{content_type}/{uuid}: uses a preview (3050 when none is left). */
  usePreview(contentType: 'episode' | 'book', uuid: string, options?: MutationOptions): Promise<PreviewGrant>;
  /** GET /api/premium/2/subscriptions/{guid}/retention_offers: what cancelling may offer (3000). */
  getRetentionOffers(subscriptionGuid: string, options?: CallOptions): Promise<RetentionOffers>;
}
