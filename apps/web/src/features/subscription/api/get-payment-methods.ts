import { useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { retryTransient } from '../../../lib/content-query';
import { subscriptionKeys } from './subscription-keys';

/** GET /api/premium/2/paymentmethods: the member's cards, active and removed. */
export function usePaymentMethods() {
  return useQuery({
    queryKey: subscriptionKeys.paymentMethods(),
    queryFn: ({ signal }) => apiClient.premium.getPaymentMethods({ signal }),
    retry: retryTransient,
  });
}
