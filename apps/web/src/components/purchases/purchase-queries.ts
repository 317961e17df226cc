import type { PurchaseModel } from '@fanverse/contract';
import { useQuery } from '@tanstack/react-query';
import { apiClient } from '../../lib/api-client';
import { useSignedIn } from '../../lib/session';
import { purchasesKeys } from './purchases-keys';

// The buy dialog offers the same active cards as checkout.
export { useActiveCards } from '../premium/use-active-cards';

/**
 * GET …/est/offer/{model}/{uuid}: whether an item is for sale to this visitor and at what price;
 * with a payment method, the tax and total buying would charge.
 */
export function useOffer(
  model: PurchaseModel,
  uuid: string,
  { paymentmethodGuid = null, enabled = true }: { paymentmethodGuid?: string | null; enabled?: boolean } = {},
) {
  return useQuery({
    queryKey: purchasesKeys.offer(model, uuid, paymentmethodGuid),
    queryFn: ({ signal }) =>
      apiClient.purchases.getOffer(model, uuid, paymentmethodGuid ?? undefined, { signal }),
    enabled,
    staleTime: 60_000,
    retry: false,
  });
}

/**
 * GET …/purchases/owned: the uuids the member owns, asked once per session (kept until a purchase
 * or a redemption changes it, or the member signs out), so tiles and pages can mark them cheaply.
 */
export function useOwned() {
  const signedIn = useSignedIn();
  return useQuery({
    queryKey: purchasesKeys.owned(),
    queryFn: ({ signal }) => apiClient.purchases.getOwned({ signal }),
    enabled: signedIn,
    staleTime: Infinity,
    retry: false,
  });
}

/** Whether the signed-in member owns this episode or book (false while unknown). */
export function useIsOwned(model: PurchaseModel, uuid: string): boolean {
  const owned = useOwned();
  const list = model === 'book' ? owned.data?.books : owned.data?.episodes;
  return list?.includes(uuid) ?? false;
}

/** GET …/previews: this month's preview credits (members only). */
export function usePreviewBalance({ enabled = true } = {}) {
  return useQuery({
    queryKey: purchasesKeys.previews(),
    queryFn: ({ signal }) => apiClient.purchases.getPreviews({ signal }),
    enabled,
    staleTime: 30_000,
    retry: false,
  });
}
