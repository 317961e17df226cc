import { useQuery } from '@tanstack/react-query';
import { premiumKeys } from '../../../components/premium';
import { apiClient } from '../../../lib/api-client';
import { retryTransient } from '../../../lib/content-query';

/** GET /api/premium/2/subscriptions: checkout stops a member who already has premium (3003) before they pay. */
export function useSubscriptions({ enabled = true } = {}) {
  return useQuery({
    queryKey: premiumKeys.subscriptions(),
    queryFn: ({ signal }) => apiClient.premium.getSubscriptions({ signal }),
    retry: retryTransient,
    enabled,
  });
}
