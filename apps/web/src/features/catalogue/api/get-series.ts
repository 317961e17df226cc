import type { Series } from '@fanverse/contract';
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

/** GET /api/5/1/series/{id}. A non-numeric id is refused by the client check (1700). */
export function fetchSeries(seriesId: string, lang: Locale, signal?: AbortSignal): Promise<Series> {
  return apiClient.catalogue.getSeries(seriesId, callOptions(lang, signal));
}

export function seriesQueryOptions(seriesId: string, lang: Locale) {
  return queryOptions({
    queryKey: catalogueKey(lang, 'series', seriesId),
    queryFn: ({ signal }) => fetchSeries(seriesId, lang, signal),
    staleTime: CATALOGUE_STALE_TIME,
    retry: retryTransient,
  });
}

export function useSeries(seriesId: string | null | undefined) {
  const lang = useContentLang();
  return useQuery({ ...seriesQueryOptions(seriesId ?? '', lang), enabled: Boolean(seriesId) });
}
