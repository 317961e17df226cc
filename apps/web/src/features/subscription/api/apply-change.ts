import type { SubscriptionChange } from '@fanverse/client';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { refreshPremiumAccess } from '../../../components/premium';
import { useSessionManager } from '../../../lib/session';
import { subscriptionKeys } from './subscription-keys';

/**
 * What every subscription action does once the server has answered: the reply carries the
 * reloaded list (spec §4), so it goes straight into the cache; then the claims are asked again
 * (walls, ads and the plan are read from them) and the member's other premium answers (history,
 * charges, cards) are refreshed, as after checkout.
 */
export function useApplyChange() {
  const queryClient = useQueryClient();
  const session = useSessionManager();
  return useCallback(
    async (change: SubscriptionChange) => {
      queryClient.setQueryData(subscriptionKeys.subscriptions(), change.subscriptions);
      // A failed claims refresh keeps the old claims until the next load; the page is right already.
      await refreshPremiumAccess(session, queryClient).catch(() => undefined);
    },
    [queryClient, session],
  );
}
