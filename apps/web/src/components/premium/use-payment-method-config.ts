import { useQuery } from '@tanstack/react-query';
import { apiClient } from '../../lib/api-client';
import { retryTransient } from '../../lib/content-query';
import { premiumKeys } from './premium-keys';

/**
 * GET /api/premium/2/paymentmethods/create: which gateway the server runs (the sandbox card form
 * or Braintree's Drop-in) and Drop-in's client token. A client token is short-lived: asked for
 * each time a card is entered (checkout, adding a card), never kept. Shared by every screen that
 * takes a card.
 */
export function usePaymentMethodConfig({ enabled = true } = {}) {
  return useQuery({
    queryKey: premiumKeys.paymentConfig(),
    queryFn: ({ signal }) => apiClient.premium.getPaymentMethodConfig({ signal }),
    staleTime: 0,
    gcTime: 0,
    retry: retryTransient,
    enabled,
  });
}
