import { premiumMapping, promoMapping, withPremium } from './premium-mappings';

// Catalogue spec §8 "Mappings from server replies" on the purchase, gift and code calls.

/**
 * Every purchases call: the shared premium rows (Idempotency-Key conflicts 2999, a premium 401
 * 9002 unless the session is lost, a 404 without a catalogued code 1724). The purchases codes the
 * server answers as numbers (3021–3025, 3040–3051, 8101–8106, 1800) are catalogued, so they pass
 * through as they are before any row is read.
 */
export const purchasesMapping = premiumMapping;

/**
 * The calls about a code (EST check and redeem, external promos): the spec's promo rows for codes
 * of every kind. Unlike the promo look-up, NOT_FOUND is 3012 whichever field it names: on these
 * calls the code (or the partner campaign giving one) is the only thing that can be unknown.
 */
export const purchasesCodeMapping = withPremium(promoMapping);
