import type { Episode, Page } from '@fanverse/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import type { Locale } from '../../../lib/i18n';
import { retryTransient } from '../../../lib/content-query';
import { CONTENT_STALE_TIME, callOptions, playerKey, useContentLang } from './player-query';

/**
 * Episodes per page when looking for the next one: a small page keeps the request light while
 * the stream is starting (a full page of 100 episodes would compete with the first segments).
 */
export const NEXT_EPISODE_PAGE_SIZE = 10;

/** GET /api/5/series/{id}/episodes/?sort=asc: one page of the series' episodes in order. */
export function fetchSeriesEpisodes(
  seriesId: number,
  page: number,
  lang: Locale,
  signal?: AbortSignal,
): Promise<Page<Episode>> {
  return apiClient.catalogue.getEpisodes(
    seriesId,
    { page, page_size: NEXT_EPISODE_PAGE_SIZE, sort: 'asc' },
    callOptions(lang, signal),
  );
}

export function seriesEpisodesQueryOptions(seriesId: number, page: number, lang: Locale) {
  return queryOptions({
    queryKey: playerKey(lang, 'series', seriesId, 'episodes', page),
    queryFn: ({ signal }) => fetchSeriesEpisodes(seriesId, page, lang, signal),
    staleTime: CONTENT_STALE_TIME,
    retry: retryTransient,
  });
}

export function useSeriesEpisodes(seriesId: number | null, page: number, { enabled = true } = {}) {
  return useQuery({
    ...seriesEpisodesQueryOptions(seriesId ?? 0, page, useContentLang()),
    enabled: enabled && seriesId !== null,
  });
}
