import { useQuery } from '@tanstack/react-query';
import { apiClient } from '../../lib/api-client';
import { retryTransient } from '../../lib/content-query';
import { premiumKeys } from './premium-keys';

/**
 * GET /api/premium/2/paymentmethods: the member's saved cards, of which checkout, the buy dialog
 * and the gift page offer the active ones (one cache entry, so a card saved on one is on all).
 */
export function useActiveCards({ enabled = true } = {}) {
  return useQuery({
    queryKey: premiumKeys.paymentMethods(),
    queryFn: ({ signal }) => apiClient.premium.getPaymentMethods({ signal }),
    select: (methods) => methods.filter((method) => method.status === 'active'),
    retry: retryTransient,
    enabled,
  });
}
