import type { SessionManager } from '@fanverse/client';
import type { QueryClient } from '@tanstack/react-query';
import { USER_SCOPE } from '../../lib/query-keys';

/**
 * After the member's premium changed (subscribed, cancelled, resubscribed): new claims at once,
 * so walls open (or close) without signing in again, and every answer that was decided for the
 * old claims (rights tokens, subscriptions, payment methods) is asked for again.
 */
export async function refreshPremiumAccess(
  session: Pick<SessionManager, 'refreshClaims'>,
  queryClient: QueryClient,
): Promise<void> {
  try {
    await session.refreshClaims();
  } finally {
    // Not awaited: the open pages refetch in the background; the rest on their next visit.
    void queryClient.invalidateQueries({ queryKey: [USER_SCOPE] });
  }
}
