import type { Episode } from '@fanverse/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import type { Locale } from '../../../lib/i18n';
import { retryTransient } from '../../../lib/content-query';
import { CATALOGUE_STALE_TIME, callOptions, catalogueKey, useContentLang } from './catalogue-query';

/** GET /api/5/series/{id}/episodes/{number}/: an episode by its position in the series. */
export function fetchEpisode(
  seriesId: string,
  number: string,
  lang: Locale,
  signal?: AbortSignal,
): Promise<Episode> {
  return apiClient.catalogue.getEpisodeByNumber(seriesId, number, callOptions(lang, signal));
}

export function episodeQueryOptions(seriesId: string, number: string, lang: Locale) {
  return queryOptions({
    queryKey: catalogueKey(lang, 'series', seriesId, 'episode', number),
    queryFn: ({ signal }) => fetchEpisode(seriesId, number, lang, signal),
    staleTime: CATALOGUE_STALE_TIME,
    retry: retryTransient,
  });
}

export function useEpisode(seriesId: string, number: string, { enabled = true } = {}) {
  return useQuery({ ...episodeQueryOptions(seriesId, number, useContentLang()), enabled });
}
