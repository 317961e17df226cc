import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { subscriptionKeys } from './subscription-keys';
import type { Keyed } from '../use-action-key';

/**
 * POST /api/premium/2/paymentmethods/{guid}/disable. The server refuses while a live
 * subscription is billed to the card; its message is shown as it is.
 */
export function useDisablePaymentMethod() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ guid, key }: Keyed<{ guid: string }>) =>
      apiClient.premium.disablePaymentMethod(guid, { idempotencyKey: key }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: subscriptionKeys.paymentMethods() }),
  });
}
