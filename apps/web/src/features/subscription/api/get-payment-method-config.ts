import { useQuery } from '@tanstack/react-query';
import { premiumKeys } from '../../../components/premium';
import { apiClient } from '../../../lib/api-client';
import { retryTransient } from '../../../lib/content-query';

/**
 * GET /api/premium/2/paymentmethods/create: which gateway answers (the sandbox card form or
 * Braintree's Drop-in) and Drop-in's short-lived client token, asked for each time a card is added.
 */
export function usePaymentMethodConfig(enabled: boolean) {
  return useQuery({
    queryKey: premiumKeys.paymentConfig(),
    queryFn: ({ signal }) => apiClient.premium.getPaymentMethodConfig({ signal }),
    staleTime: 0,
    gcTime: 0,
    retry: retryTransient,
    enabled,
  });
}
