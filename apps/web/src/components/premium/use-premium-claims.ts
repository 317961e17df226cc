import type { SessionState } from '@fanverse/client';
import { useSession } from '../../lib/session';
import { useSessionKnown } from '../../lib/session/session-known';

export interface PremiumClaimsView {
  /** Whether the session is known yet (false while a server-rendered page is being taken over). */
  known: boolean;
  signedIn: boolean;
  /** Entitled now (trial, active, cancelled-but-paid-up, past due, comped): walls open. */
  premium: boolean;
  /** The product code the member's premium is on (claims `plan`), if any. */
  plan: string | null;
  /** The server wants this visitor shown offers to go premium (claims enable_upsell). */
  upsell: boolean;
  /** Signed in and allowed to start a subscription (claims is_user_allowed_to_subscribe). */
  maySubscribe: boolean;
}

const selectPremium = (state: SessionState) => state.claims?.premium.userType === 'premium';
const selectPlan = (state: SessionState) => state.claims?.premium.plan ?? null;
const selectUpsell = (state: SessionState) => state.claims?.premium.enableUpsell ?? false;
const selectAllowed = (state: SessionState) => state.claims?.profile.isUserAllowedToSubscribe ?? false;
const selectSignedIn = (state: SessionState) => state.user !== null;

/**
 * What the claims say about premium for this visitor. Anonymous visitors have claims too
 * (upsell on): they may not subscribe until they sign in, but they may see the offer.
 */
export function usePremiumClaims(): PremiumClaimsView {
  const known = useSessionKnown();
  const signedIn = useSession(selectSignedIn);
  const premium = useSession(selectPremium);
  const plan = useSession(selectPlan);
  const upsell = useSession(selectUpsell);
  const allowed = useSession(selectAllowed);
  return { known, signedIn, premium, plan, upsell, maySubscribe: signedIn && allowed };
}
