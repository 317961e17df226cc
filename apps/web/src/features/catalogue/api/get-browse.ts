import type { Homepage } from '@fanverse/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import type { Locale } from '../../../lib/i18n';
import { retryTransient } from '../../../lib/content-query';
import { CATALOGUE_STALE_TIME, callOptions, catalogueKey, useContentLang } from './catalogue-query';
import { storedHomepageFailure } from './homepage-failure';

/** GET /api/5/2/homepage/browse?withitems=1: one rail per genre; a failure as fetchHomepage's. */
export async function fetchBrowse(lang: Locale, signal?: AbortSignal): Promise<Homepage> {
  return storedHomepageFailure(
    await apiClient.catalogue.getBrowse({ withitems: true }, callOptions(lang, signal)),
  );
}

export function browseQueryOptions(lang: Locale) {
  return queryOptions({
    queryKey: catalogueKey(lang, 'browse'),
    queryFn: ({ signal }) => fetchBrowse(lang, signal),
    staleTime: CATALOGUE_STALE_TIME,
    retry: retryTransient,
  });
}

export function useBrowse() {
  return useQuery(browseQueryOptions(useContentLang()));
}
