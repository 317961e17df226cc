import { useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import type { Locale } from '../../../lib/i18n';
import { comicsQueryOptions, useContentLang } from './comics-query';

/** GET /api/comics/1/series/{uuid}/. A malformed uuid is refused by the client check (1715). */
export function comicSeriesQueryOptions(uuid: string, lang: Locale) {
  return comicsQueryOptions(lang, ['series', uuid], (options) => apiClient.comics.getSeries(uuid, options));
}

export function useComicSeries(uuid: string) {
  const lang = useContentLang();
  return useQuery(comicSeriesQueryOptions(uuid, lang));
}
