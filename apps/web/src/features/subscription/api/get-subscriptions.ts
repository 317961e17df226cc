import { currentSubscription } from '@fanverse/client';
import { useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { retryTransient } from '../../../lib/content-query';
import { subscriptionKeys } from './subscription-keys';

/** GET /api/premium/2/subscriptions: the member's subscriptions, and the current one (spec §3). */
export function useSubscriptions() {
  const query = useQuery({
    queryKey: subscriptionKeys.subscriptions(),
    queryFn: ({ signal }) => apiClient.premium.getSubscriptions({ signal }),
    retry: retryTransient,
  });
  return { ...query, current: query.data ? currentSubscription(query.data) : null };
}
