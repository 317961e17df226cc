import type { PurchasesQuery } from '@fanverse/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { purchasesKeys } from '../../../components/purchases';
import { apiClient } from '../../../lib/api-client';
import { retryTransient } from '../../../lib/content-query';

/** GET …/est/check/{code}: what a code grants this visitor. `code` null: nothing checked yet. */
export function useEstCheck(code: string | null) {
  return useQuery({
    queryKey: purchasesKeys.check(code ?? ''),
    queryFn: ({ signal }) => apiClient.purchases.checkEstCode(code!, { signal }),
    enabled: code !== null,
    staleTime: 30_000,
    retry: false,
  });
}

/** GET …/purchases/est/me: one page of the member's purchase history (the last page stays while the next loads). */
export function usePurchaseHistory(query: PurchasesQuery) {
  return useQuery({
    queryKey: purchasesKeys.history(query),
    queryFn: ({ signal }) => apiClient.purchases.getPurchases(query, { signal }),
    placeholderData: keepPreviousData,
    retry: retryTransient,
  });
}
