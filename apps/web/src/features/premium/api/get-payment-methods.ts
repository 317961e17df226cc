import { useQuery } from '@tanstack/react-query';
import { premiumKeys } from '../../../components/premium';
import { apiClient } from '../../../lib/api-client';
import { retryTransient } from '../../../lib/content-query';

/** GET /api/premium/2/paymentmethods: the member's saved cards; checkout offers the active ones. */
export function usePaymentMethods({ enabled = true } = {}) {
  return useQuery({
    queryKey: premiumKeys.paymentMethods(),
    queryFn: ({ signal }) => apiClient.premium.getPaymentMethods({ signal }),
    select: (methods) => methods.filter((method) => method.status === 'active'),
    retry: retryTransient,
    enabled,
  });
}
