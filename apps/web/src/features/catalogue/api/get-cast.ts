import type { CastMember } from '@fanverse/contract';
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

/** GET /api/5/series/{id}/cast: the people credited, with their pictures. */
export function fetchCast(seriesId: string, lang: Locale, signal?: AbortSignal): Promise<CastMember[]> {
  return apiClient.catalogue.getCast(seriesId, callOptions(lang, signal));
}

export function castQueryOptions(seriesId: string, lang: Locale) {
  return queryOptions({
    queryKey: catalogueKey(lang, 'series', seriesId, 'cast'),
    queryFn: ({ signal }) => fetchCast(seriesId, lang, signal),
    staleTime: CATALOGUE_STALE_TIME,
    retry: retryTransient,
  });
}

export function useCast(seriesId: string) {
  return useQuery(castQueryOptions(seriesId, useContentLang()));
}
