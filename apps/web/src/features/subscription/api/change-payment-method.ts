import { useMutation } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { useApplyChange } from './apply-change';
import type { Keyed } from '../use-action-key';

/**
 * POST /api/premium/2/subscriptions/{guid}/change_paymentmethod: future charges go to this card;
 * a past-due subscription is retried on it at once.
 */
export function useChangePaymentMethod() {
  const applyChange = useApplyChange();
  return useMutation({
    mutationFn: ({ guid, paymentMethodGuid, key }: Keyed<{ guid: string; paymentMethodGuid: string }>) =>
      apiClient.premium.changePaymentMethod(guid, paymentMethodGuid, { idempotencyKey: key }),
    onSuccess: applyChange,
  });
}
