import { useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { retryTransient } from '../../../lib/content-query';
import { subscriptionKeys } from './subscription-keys';

/** GET /api/premium/2/transactions: the member's charges and refunds, newest first. */
export function useTransactions() {
  return useQuery({
    queryKey: subscriptionKeys.transactions(),
    queryFn: async ({ signal }) =>
      [...(await apiClient.premium.getTransactions({ signal }))].sort((a, b) =>
        b.created_at.localeCompare(a.created_at),
      ),
    retry: retryTransient,
  });
}
