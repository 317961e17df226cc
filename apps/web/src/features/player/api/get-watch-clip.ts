import type { Clip } from '@fanverse/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import type { Locale } from '../../../lib/i18n';
import { retryTransient } from '../../../lib/content-query';
import { CONTENT_STALE_TIME, callOptions, playerKey, useContentLang } from './player-query';

/** GET /api/5/2/clips/{uuid}: the clip to play. */
export function fetchWatchClip(uuid: string, lang: Locale, signal?: AbortSignal): Promise<Clip> {
  return apiClient.catalogue.getClip(uuid, callOptions(lang, signal));
}

export function watchClipQueryOptions(uuid: string, lang: Locale) {
  return queryOptions({
    queryKey: playerKey(lang, 'clip', uuid),
    queryFn: ({ signal }) => fetchWatchClip(uuid, lang, signal),
    staleTime: CONTENT_STALE_TIME,
    retry: retryTransient,
  });
}

export function useWatchClip(uuid: string, { enabled = true } = {}) {
  return useQuery({ ...watchClipQueryOptions(uuid, useContentLang()), enabled });
}
