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

/**
 * A user's premium state. Nobody can subscribe yet, so everyone is not premium today.
 * The subscriptions issue replaces this function with one that reads the user's subscription
 * (and passes it to ClaimsService in services.ts); the claims rules already follow its answer.
 */
export async function premiumStateOf(_userId: string): Promise<PremiumState> {
  return NOT_PREMIUM;
}
