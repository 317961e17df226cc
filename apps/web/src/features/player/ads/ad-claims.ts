import type { SessionState } from '@fanverse/client';

/**
 * Whether this visitor gets video ads: the server says so in the claims (show_no_ads 0 and a
 * video ad slot), which it computes from the real subscription. Until the claims are known,
 * none: a premium member must never see an ad flash by while the session loads.
 */
export const selectShowsVideoAds = (state: SessionState): boolean => {
  const premium = state.claims?.premium;
  return !!premium && !premium.showNoAds && premium.videoAdCode !== '';
};
