import type { BookType } from '@fanverse/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import type { Locale } from '../../../lib/i18n';
import { comicsQueryOptions, useContentLang } from './comics-query';

/** GET /api/comics/1/series/{uuid}/books/{bookType}?page=: one page of a series' books, in reading order. */
export function seriesBooksQueryOptions(uuid: string, bookType: BookType, page: number, lang: Locale) {
  return comicsQueryOptions(lang, ['series-books', uuid, bookType, page], (options) =>
    apiClient.comics.getSeriesBooks(uuid, bookType, { page, sort: 'asc' }, options),
  );
}

export function useSeriesBooks(uuid: string, bookType: BookType, page: number) {
  const lang = useContentLang();
  return useQuery({
    ...seriesBooksQueryOptions(uuid, bookType, page, lang),
    placeholderData: keepPreviousData,
  });
}
