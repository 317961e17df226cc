import { useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import type { Locale } from '../../../lib/i18n';
import { comicsQueryOptions, useContentLang } from './comics-query';

/** GET /api/comics/1/browse/: the comics home's masthead, filter sections, sorts, categories and sets. */
export function comicsBrowseQueryOptions(lang: Locale) {
  return comicsQueryOptions(lang, ['browse'], (options) => apiClient.comics.browse(options));
}

export function useComicsBrowse() {
  const lang = useContentLang();
  return useQuery(comicsBrowseQueryOptions(lang));
}
