import type { TaxQuery } from '@fanverse/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { premiumKeys } from '../../../components/premium';
import { apiClient } from '../../../lib/api-client';
import { useDebounced } from '../../../lib/use-debounced';

/** How long typing must pause before the tax line is asked for again. */
export const TAX_DEBOUNCE_MS = 400;

/**
 * GET /api/premium/2/tax: the price, discount, tax and total for the product, promo and place
 * (a saved card's, or the typed postal code and country). `query` null: not enough to ask yet.
 * The previous answer stays on screen while the next one loads, so the line does not flicker.
 */
export function useTax(query: TaxQuery | null) {
  const settled = useDebounced(query, TAX_DEBOUNCE_MS);
  const current = query && settled && JSON.stringify(query) === JSON.stringify(settled) ? settled : null;
  const result = useQuery({
    queryKey: premiumKeys.tax(current ?? { product_code: '' }),
    queryFn: ({ signal }) => apiClient.premium.getTax(current!, { signal }),
    enabled: current !== null,
    placeholderData: keepPreviousData,
    staleTime: 60_000,
    retry: false,
  });
  return { ...result, pending: query !== null && current === null };
}
