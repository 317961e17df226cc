import { useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import type { Locale } from '../../../lib/i18n';
import { catalogueQueryOptions, useContentLang } from './catalogue-query';

/** GET /api/5/series/{id}/cast: the people credited, with their pictures. */
export function castQueryOptions(seriesId: string, lang: Locale) {
  return catalogueQueryOptions(lang, ['series', seriesId, 'cast'], (options) =>
    apiClient.catalogue.getCast(seriesId, options),
  );
}

export function useCast(seriesId: string) {
  return useQuery(castQueryOptions(seriesId, useContentLang()));
}
