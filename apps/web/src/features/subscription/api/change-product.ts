import { useMutation } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { useApplyChange } from './apply-change';
import type { Keyed } from '../use-action-key';

/**
 * The resubscribe call with another product (spec §4): an upgrade switches now with a prorated
 * charge, a downgrade waits for the end of the period.
 */
export function useChangeProduct() {
  const applyChange = useApplyChange();
  return useMutation({
    mutationFn: ({ guid, productCode, key }: Keyed<{ guid: string; productCode: string }>) =>
      apiClient.premium.changeProduct(guid, productCode, {}, { idempotencyKey: key }),
    onSuccess: applyChange,
  });
}
