import type { Episode, Page } from '@fanverse/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import type { Locale } from '../../../lib/i18n';
import { retryTransient } from '../../../lib/content-query';
import { CATALOGUE_STALE_TIME, callOptions, catalogueKey, useContentLang } from './catalogue-query';

/** GET /api/5/series/{id}/seasons/{n}?page=: one page of a season's episodes, in order. */
export function fetchSeasonEpisodes(
  seriesId: string,
  seasonNumber: number,
  page: number,
  lang: Locale,
  signal?: AbortSignal,
): Promise<Page<Episode>> {
  return apiClient.catalogue.getSeasonEpisodes(
    seriesId,
    seasonNumber,
    { page, sort: 'asc' },
    callOptions(lang, signal),
  );
}

export function seasonEpisodesQueryOptions(
  seriesId: string,
  seasonNumber: number,
  page: number,
  lang: Locale,
) {
  return queryOptions({
    queryKey: catalogueKey(lang, 'series', seriesId, 'season', seasonNumber, page),
    queryFn: ({ signal }) => fetchSeasonEpisodes(seriesId, seasonNumber, page, lang, signal),
    staleTime: CATALOGUE_STALE_TIME,
    retry: retryTransient,
  });
}

/** The previous page stays on screen while the next one loads, so the list does not collapse. */
export function useSeasonEpisodes(seriesId: string, seasonNumber: number | null, page: number) {
  const lang = useContentLang();
  return useQuery({
    ...seasonEpisodesQueryOptions(seriesId, seasonNumber ?? 0, page, lang),
    enabled: seasonNumber !== null,
    placeholderData: keepPreviousData,
  });
}
