import type { SessionState } from '@fanverse/client';

/**
 * What a display slot shows: `reserved` (its empty box, while it is not yet known who is
 * looking: a server-rendered page, claims still loading), `promotion` (the house promotion:
 * the claims show ads and offer premium, so visitors and registered members) or `none`
 * (premium members: no ads, nothing to upsell).
 */
export type SlotContent = 'reserved' | 'promotion' | 'none';

export function slotContent(
  known: boolean,
  claims: { showNoAds: boolean; enableUpsell: boolean } | null | undefined,
): SlotContent {
  if (!known || !claims) return 'reserved';
  return !claims.showNoAds && claims.enableUpsell ? 'promotion' : 'none';
}

/** The claims' premium group (a stable object from the store, or null before any claims). */
export const selectPremiumClaims = (state: SessionState) => state.claims?.premium ?? null;
