import type { Homepage, HomepageFlavor } from '@fanverse/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import type { Locale } from '../../../lib/i18n';
import { retryTransient } from '../../../lib/content-query';
import { CATALOGUE_STALE_TIME, callOptions, catalogueKey, useContentLang } from './catalogue-query';
import { storedHomepageFailure } from './homepage-failure';

/**
 * GET /api/5/2/homepage/{flavor}?withitems=1: the rails with their first page of items. The
 * client lets only the newest homepage call for a flavor finish; an older one (the language
 * switched mid-flight, say) rejects with an AbortError, which the screens treat as "still
 * loading", never as a failure, and its reply is discarded. The client keeps a failure under
 * `homepage` and resolves undefined (spec §8); the query rethrows it, so the screen shows it.
 */
export async function fetchHomepage(
  flavor: HomepageFlavor,
  lang: Locale,
  signal?: AbortSignal,
): Promise<Homepage> {
  return storedHomepageFailure(
    await apiClient.catalogue.getHomepage(flavor, { withitems: true }, callOptions(lang, signal)),
  );
}

export function homepageQueryOptions(flavor: HomepageFlavor, lang: Locale) {
  return queryOptions({
    queryKey: catalogueKey(lang, 'homepage', flavor),
    queryFn: ({ signal }) => fetchHomepage(flavor, lang, signal),
    staleTime: CATALOGUE_STALE_TIME,
    retry: retryTransient,
  });
}

export function useHomepage(flavor: HomepageFlavor = 'home') {
  return useQuery(homepageQueryOptions(flavor, useContentLang()));
}
