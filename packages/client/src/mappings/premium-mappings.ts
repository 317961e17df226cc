import { GenericCode, PremiumCode, ServerCode, type CatalogueCode } from '@fanverse/contract';
import { extractErrorItems } from '../errors/raw-error-item';
import type { MappingContext, ReplyMapping } from '../errors/reply-mapping';
import { isSessionExpired } from '../errors/session-expired';

// Catalogue spec §8 "Mappings from server replies", premium side.

export const subscribeMapping: ReplyMapping = {
  codes: { EXISTING_ACTIVE_SUBSCRIPTION: 3003, FAILED_TO_SUBSCRIBE: 3034 },
};

/** Promo look-up and apply-promo calls. */
export const promoMapping: ReplyMapping = {
  codes: { [ServerCode.NOT_FOUND]: 3012, MAX_USAGE: 3013, EXPIRED: 3014, APPLIED: 3020 },
};

/**
 * Spec §6: "some premium calls answer 401, treated as invalid or missing user token (1003 or
 * 9002)". A lost session (SESSION_EXPIRED, UNAUTHENTICATED or one of the fixed texts) keeps the
 * shared rule, 1003, so the app signs out; any other 401 of a premium call is 9002.
 */
function premiumUnauthorized({ status, body }: MappingContext): CatalogueCode | undefined {
  if (status !== 401) return undefined;
  return isSessionExpired(status, body, extractErrorItems(body)) ? undefined : 9002;
}

/**
 * What every premium call shares: an Idempotency-Key conflict (reused with another request, or
 * its first request still running) is the subscription service error 2999; a premium 401 as
 * above; a subscription or payment method that does not exist (or is someone else's: the server
 * never tells) is "Not found" 1724, as other lookups answer.
 */
export const premiumMapping: ReplyMapping = {
  resolve: premiumUnauthorized,
  codes: {
    [PremiumCode.IDEMPOTENCY_KEY_REUSED]: 2999,
    [PremiumCode.IDEMPOTENCY_KEY_IN_USE]: 2999,
    // An unknown API path keeps its own code: without this row the 404 rule below would win.
    [String(GenericCode.API_NOT_FOUND)]: 5001,
  },
  statuses: { 404: 1724 },
};

/** One call's own rows on top of the shared premium ones (its codes win over the shared 404 rule). */
export function withPremium(mapping?: ReplyMapping): ReplyMapping {
  if (!mapping) return premiumMapping;
  const own = mapping.resolve;
  return {
    ...premiumMapping,
    ...mapping,
    resolve: (context) => premiumUnauthorized(context) ?? own?.(context),
    codes: { ...premiumMapping.codes, ...mapping.codes },
    statuses: { ...premiumMapping.statuses, ...mapping.statuses },
  };
}

/** The promo's own rows but NOT_FOUND, which the rules below read by the field it names. */
const promoRefusals = { MAX_USAGE: 3013, EXPIRED: 3014, APPLIED: 3020 } as const;
/** Fields the server names when the promo itself is unknown (the look-up's `code`, else `promo_code`). */
const PROMO_FIELDS: readonly unknown[] = ['code', 'promo_code'];
const isNotFound = (item: MappingContext['item']) => item.code === ServerCode.NOT_FOUND;

/**
 * The promo look-up and the profile's apply_promo: NOT_FOUND is 3012 (spec §8) unless the reply
 * names another field (an unknown `pid` is the product: the shared 404 rule, 1724).
 */
const promoLookupMapping: ReplyMapping = {
  resolve: ({ item }) =>
    isNotFound(item) && (item.field === undefined || PROMO_FIELDS.includes(item.field)) ? 3012 : undefined,
  codes: promoRefusals,
};

/**
 * Calls on a subscription that take a promo code (subscribe, resubscribe, apply_promo): there a
 * NOT_FOUND may be the subscription or the payment method, so it is 3012 only when the server
 * names the promo's field; otherwise the shared 404 rule (1724).
 */
const promoOnSubscription: ReplyMapping = {
  resolve: ({ item }) => (isNotFound(item) && PROMO_FIELDS.includes(item.field) ? 3012 : undefined),
  codes: promoRefusals,
};

/** The subscribe, resubscribe and change-product calls: spec rows plus the shared premium ones. */
export const premiumSubscribeMapping = withPremium({
  ...promoOnSubscription,
  codes: { ...subscribeMapping.codes, ...promoRefusals },
});
/** A subscription's apply_promo. */
export const premiumApplyPromoMapping = withPremium(promoOnSubscription);
/** The promo look-up and the profile's apply_promo. */
export const premiumPromoMapping = withPremium(promoLookupMapping);
