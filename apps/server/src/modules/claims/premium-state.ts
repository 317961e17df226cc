/** What the claims need to know about a user's premium subscription. */
export interface PremiumState {
  isPremium: boolean;
  /** The plan's code (for example `premium-monthly`) while premium, else null. */
  plan: string | null;
  /** `active` while premium; `lapsed` after a subscription ended; `none` for never subscribed. */
  status: 'none' | 'active' | 'lapsed';
}

export type PremiumStateOf = (userId: string) => Promise<PremiumState>;

export const NOT_PREMIUM: PremiumState = { isPremium: false, plan: null, status: 'none' };

// The real one reads the member's subscription: premium/premium-state.repository.ts, passed
// from the premium module to accounts (claims), playback and comics (rights) and activity.
