import type { BuyBody, PreviewGrant } from '@fanverse/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../lib/api-client';
import type { Keyed } from '../../lib/use-keyed-action';
import { savePreviewToken, type PreviewContentType } from './preview-tokens';
import { purchasesKeys } from './purchases-keys';

export type { Keyed };

/** POST …/purchases/est/buy with the dialog's key; the item is owned afterwards. */
export function useBuy() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ key, ...body }: Keyed<BuyBody>) => apiClient.purchases.buy(body, { idempotencyKey: key }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: purchasesKeys.all() }),
  });
}

/** POST …/previews/{type}/{uuid}: the token is kept for the item's rights calls. */
export function useUsePreview() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ type, uuid, key }: Keyed<{ type: PreviewContentType; uuid: string }>) =>
      apiClient.purchases.usePreview(type, uuid, { idempotencyKey: key }),
    onSuccess: (grant: PreviewGrant) => {
      savePreviewToken(grant);
      void queryClient.invalidateQueries({ queryKey: purchasesKeys.previews() });
    },
  });
}
