import { useQuery } from '@tanstack/react-query';
import { premiumKeys } from '../../../components/premium';
import { apiClient } from '../../../lib/api-client';

/**
 * GET /api/premium/2/promos/{code}?pid: the code priced against the product being bought
 * (discounted price, whether it applies). `code` null: no code applied. Refusals (3012 not found,
 * 3013 used up, 3014 expired, 3020 already used) are answers, shown beside the field.
 */
export function usePromo(code: string | null, productId: number | undefined) {
  return useQuery({
    queryKey: premiumKeys.promo(code ?? '', productId),
    queryFn: ({ signal }) => apiClient.premium.getPromo(code!, productId, { signal }),
    enabled: code !== null && productId !== undefined,
    staleTime: 60_000,
    retry: false,
  });
}
