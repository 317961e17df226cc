import { useMutation } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { useApplyChange } from './apply-change';
import type { Keyed } from '../use-action-key';

/**
 * POST /api/premium/2/subscriptions/{guid}/resubscribe: before the expiration date it reactivates
 * without a charge; after it, a new subscription starts and is charged at once.
 */
export function useResubscribe() {
  const applyChange = useApplyChange();
  return useMutation({
    mutationFn: ({ guid, key }: Keyed<{ guid: string }>) =>
      apiClient.premium.resubscribe(guid, {}, { idempotencyKey: key }),
    onSuccess: applyChange,
  });
}
