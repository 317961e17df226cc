import { useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import type { Locale } from '../../../lib/i18n';
import { comicsQueryOptions, useContentLang } from './comics-query';

/** GET /api/comics/1/book/{uuid}/. A malformed uuid is refused by the client check (1715). */
export function comicBookQueryOptions(uuid: string, lang: Locale) {
  return comicsQueryOptions(lang, ['book', uuid], (options) => apiClient.comics.getBook(uuid, options));
}

export function useComicBook(uuid: string) {
  const lang = useContentLang();
  return useQuery(comicBookQueryOptions(uuid, lang));
}
