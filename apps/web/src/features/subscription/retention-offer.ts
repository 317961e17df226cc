import type { PromoCode, Subscription } from '@fanverse/contract';
import { stateKind } from './subscription-model';

/**
 * Which retention offer a member about to cancel is shown: the one worth most to them. A larger
 * percentage first; then a discount on every charge over one that runs out, and longer over
 * shorter; then a larger fixed amount. Offers the server marks inapplicable are never shown.
 */
export function bestRetentionOffer(offers: readonly PromoCode[]): PromoCode | null {
  const cycles = (offer: PromoCode) => offer.number_of_billing_cycles ?? Number.POSITIVE_INFINITY;
  const usable = offers.filter((offer) => offer.is_applicable && offer.is_retention_offer);
  return (
    [...usable].sort(
      (a, b) =>
        b.discount_percent - a.discount_percent ||
        cycles(b) - cycles(a) ||
        Number(b.discount_amount) - Number(a.discount_amount),
    )[0] ?? null
  );
}

/**
 * Whether cancelling may be met with an offer: only a paying subscription (the server answers
 * 3025 for a trial, a cancelled or a comped one, so those go straight to the cancel dialog).
 */
export function mayOfferRetention(subscription: Subscription): boolean {
  return stateKind(subscription) === 'active';
}
