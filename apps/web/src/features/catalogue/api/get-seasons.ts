import type { Page, Season } from '@fanverse/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import type { Locale } from '../../../lib/i18n';
import { retryTransient } from '../../../lib/content-query';
import { CATALOGUE_STALE_TIME, callOptions, catalogueKey, useContentLang } from './catalogue-query';

/**
 * GET /api/5/series/{id}/seasons: the seasons of a series. A series has a handful, so the
 * first page holds them all; more pages are followed rather than dropped.
 */
export async function fetchSeasons(seriesId: string, lang: Locale, signal?: AbortSignal): Promise<Season[]> {
  const seasons: Season[] = [];
  let page: Page<Season>;
  let next = 1;
  do {
    page = await apiClient.catalogue.getSeasons(seriesId, { page: next }, callOptions(lang, signal));
    seasons.push(...page.values);
    next = page.page + 1;
  } while (page.page < page.num_pages && next <= 50);
  return seasons;
}

export function seasonsQueryOptions(seriesId: string, lang: Locale) {
  return queryOptions({
    queryKey: catalogueKey(lang, 'series', seriesId, 'seasons'),
    queryFn: ({ signal }) => fetchSeasons(seriesId, lang, signal),
    staleTime: CATALOGUE_STALE_TIME,
    retry: retryTransient,
  });
}

export function useSeasons(seriesId: string) {
  return useQuery(seasonsQueryOptions(seriesId, useContentLang()));
}
