import { useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { callOptions, retryTransient, useContentLang } from '../../../lib/content-query';
import { subscriptionKeys } from './subscription-keys';

/**
 * GET /api/premium/2/catalog/: the products a plan change can move to, in the page's language
 * (the same query, key and all, as the Premium page's, so either fills it for the other).
 */
export function usePlanCatalog() {
  const lang = useContentLang();
  return useQuery({
    queryKey: subscriptionKeys.catalog(lang),
    queryFn: ({ signal }) => apiClient.premium.getCatalog(undefined, callOptions(lang, signal)),
    staleTime: 5 * 60_000,
    retry: retryTransient,
  });
}
