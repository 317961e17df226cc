import { useMutation } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { useApplyChange } from './apply-change';
import type { Keyed } from '../use-action-key';

/** POST /api/premium/2/subscriptions/{guid}/apply_promo (NOT_FOUND, MAX_USAGE, EXPIRED, APPLIED in words). */
export function useApplyPromo() {
  const applyChange = useApplyChange();
  return useMutation({
    mutationFn: ({ guid, promoCode, key }: Keyed<{ guid: string; promoCode: string }>) =>
      apiClient.premium.applyPromo(guid, promoCode, { idempotencyKey: key }),
    onSuccess: applyChange,
  });
}
