import type { Profile } from '@fanverse/contract';
import { PATHS } from '../../lib/paths';

/** Pages that already speak about verifying the address: the banner would only repeat them. */
const QUIET_PATHS: readonly string[] = [PATHS.verifyEmail, PATHS.welcome];

export interface BannerContext {
  /** The signed-in member's profile; null when signed out or not loaded yet. */
  profile: Pick<Profile, 'email' | 'email_verified'> | null;
  pathname: string;
  /** The address the member hid the banner for in this tab, if any. */
  dismissedFor: string | null;
}

/**
 * The verification banner shows for a signed-in member whose address is not verified, except on
 * pages that already ask for it, and except for an address they hid it for in this tab (a new
 * address brings it back).
 */
export function shouldShowVerificationBanner({ profile, pathname, dismissedFor }: BannerContext): boolean {
  if (!profile || profile.email_verified) return false;
  if (QUIET_PATHS.some((path) => pathname === path || pathname.startsWith(`${path}/`))) return false;
  return dismissedFor !== profile.email;
}
