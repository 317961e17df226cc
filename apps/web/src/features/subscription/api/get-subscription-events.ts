import { useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { retryTransient } from '../../../lib/content-query';
import { subscriptionKeys } from './subscription-keys';

/** GET /api/premium/2/subscriptions/{guid}/events: asked only once the history is opened. */
export function useSubscriptionEvents(guid: string, enabled: boolean) {
  return useQuery({
    queryKey: subscriptionKeys.events(guid),
    queryFn: ({ signal }) => apiClient.premium.getSubscriptionEvents(guid, { signal }),
    enabled,
    retry: retryTransient,
  });
}
