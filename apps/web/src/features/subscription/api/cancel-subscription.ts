import { useMutation } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { useApplyChange } from './apply-change';
import type { Keyed } from '../use-action-key';

/** POST /api/premium/2/subscriptions/{guid}/cancel: premium stays until the paid period ends. */
export function useCancelSubscription() {
  const applyChange = useApplyChange();
  return useMutation({
    mutationFn: ({ guid, key }: Keyed<{ guid: string }>) =>
      apiClient.premium.cancelSubscription(guid, { idempotencyKey: key }),
    onSuccess: applyChange,
  });
}
