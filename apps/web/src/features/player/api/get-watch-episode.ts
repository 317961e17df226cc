import type { Episode } from '@fanverse/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import type { Locale } from '../../../lib/i18n';
import { retryTransient } from '../../../lib/content-query';
import { CONTENT_STALE_TIME, callOptions, playerKey, useContentLang } from './player-query';

/** GET /api/5/episode/{uuid}/: the episode to play (title, timestamps, series, number). */
export function fetchWatchEpisode(uuid: string, lang: Locale, signal?: AbortSignal): Promise<Episode> {
  return apiClient.catalogue.getEpisode(uuid, callOptions(lang, signal));
}

export function watchEpisodeQueryOptions(uuid: string, lang: Locale) {
  return queryOptions({
    queryKey: playerKey(lang, 'episode', uuid),
    queryFn: ({ signal }) => fetchWatchEpisode(uuid, lang, signal),
    staleTime: CONTENT_STALE_TIME,
    retry: retryTransient,
  });
}

export function useWatchEpisode(uuid: string, { enabled = true } = {}) {
  return useQuery({ ...watchEpisodeQueryOptions(uuid, useContentLang()), enabled });
}
