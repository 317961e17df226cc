import type { SessionState } from '@fanverse/client';
import { SIGNED_UP_EVENT } from '@fanverse/contract';
import { getAnalytics } from './analytics-instance';
import type { Analytics } from './analytics-types';

/**
 * Who a signed-in member is to analytics: their guid, and their username as the one trait. No
 * email, name or other personal data goes into the pipeline.
 */
export interface AnalyticsMember {
  guid: string;
  username: string | null;
}

/** The signed-in member of a session, or null (signed out, or not loaded yet). */
export function analyticsMemberOf(state: SessionState): AnalyticsMember | null {
  if (!state.user) return null;
  const guid = state.claims?.profile.userGuid ?? state.profile?.user_guid ?? null;
  if (!guid) return null;
  const username = state.claims?.profile.username ?? state.profile?.username ?? null;
  return { guid, username };
}

/** Spec §7 identify, at sign-in: the calls from here on are the member's. */
export function identifyMember(member: AnalyticsMember, analytics: Analytics = getAnalytics()): void {
  analytics.identify(member.guid, member.username ? { username: member.username } : {});
}

/**
 * A new account: alias (the browser's anonymous id becomes the member's guid, so the visits
 * before registering count as theirs), identify, and the sign-up conversion (the funnel's second
 * step, and what experiments convert on).
 */
export function trackRegistration(member: AnalyticsMember, analytics: Analytics = getAnalytics()): void {
  analytics.alias(member.guid);
  identifyMember(member, analytics);
  analytics.track(SIGNED_UP_EVENT, {});
}
