import type { Clip } from '@fanverse/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import type { Locale } from '../../../lib/i18n';
import {
  CATALOGUE_STALE_TIME,
  callOptions,
  catalogueKey,
  retryTransient,
  useContentLang,
} from './catalogue-query';

/** GET /api/5/2/clips/{uuid}. A malformed uuid is refused by the client check (1715). */
export function fetchClip(uuid: string, lang: Locale, signal?: AbortSignal): Promise<Clip> {
  return apiClient.catalogue.getClip(uuid, callOptions(lang, signal));
}

export function clipQueryOptions(uuid: string, lang: Locale) {
  return queryOptions({
    queryKey: catalogueKey(lang, 'clip', uuid),
    queryFn: ({ signal }) => fetchClip(uuid, lang, signal),
    staleTime: CATALOGUE_STALE_TIME,
    retry: retryTransient,
  });
}

export function useClip(uuid: string) {
  return useQuery(clipQueryOptions(uuid, useContentLang()));
}
