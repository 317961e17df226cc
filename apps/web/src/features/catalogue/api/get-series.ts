import { useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import type { Locale } from '../../../lib/i18n';
import { catalogueQueryOptions, useContentLang } from './catalogue-query';

/** GET /api/5/1/series/{id}. A non-numeric id is refused by the client check (1700). */
export function seriesQueryOptions(seriesId: string, lang: Locale) {
  return catalogueQueryOptions(lang, ['series', seriesId], (options) =>
    apiClient.catalogue.getSeries(seriesId, options),
  );
}

export function useSeries(seriesId: string | null | undefined) {
  const lang = useContentLang();
  return useQuery({ ...seriesQueryOptions(seriesId ?? '', lang), enabled: Boolean(seriesId) });
}
