import { queryOptions, useQuery } from '@tanstack/react-query';
import { premiumKeys } from '../../../components/premium';
import { apiClient } from '../../../lib/api-client';
import { callOptions, retryTransient, useContentLang } from '../../../lib/content-query';
import type { Locale } from '../../../lib/i18n';

/** Plans change with an editor's publish, not by the second. */
const CATALOG_STALE_TIME = 5 * 60_000;

/**
 * GET /api/premium/2/catalog/: the plans and products in the visitor's currency (the server
 * reads their country), with descriptors in the page's language. Anyone's, so the server renders
 * the Premium page with it; kept per language.
 */
export function catalogQueryOptions(lang: Locale) {
  return queryOptions({
    queryKey: premiumKeys.catalog(lang),
    queryFn: ({ signal }) => apiClient.premium.getCatalog(undefined, callOptions(lang, signal)),
    staleTime: CATALOG_STALE_TIME,
    retry: retryTransient,
  });
}

export function useCatalog() {
  return useQuery(catalogQueryOptions(useContentLang()));
}
