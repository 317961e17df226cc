import type { BrowseBooksQuery } from '@fanverse/client';
import { useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import type { Locale } from '../../../lib/i18n';
import { comicsQueryOptions, useContentLang } from './comics-query';

/** Books per page of the comics home's results. */
export const RESULTS_PAGE_SIZE = 24;

/**
 * GET /api/comics/1/browse/books: one page of books for a choice of filters and a sort. Each page
 * is its own query, so "load more" adds a page without asking again for the ones shown, and the
 * server renders the first page like any other query.
 */
export function comicBooksQueryOptions(choice: BrowseBooksQuery, page: number, lang: Locale) {
  const query = { ...choice, page, page_size: RESULTS_PAGE_SIZE };
  return comicsQueryOptions(lang, ['browse-books', choice, page], (options) =>
    apiClient.comics.browseBooks(query, options),
  );
}

export function useComicBooks(choice: BrowseBooksQuery, page: number) {
  const lang = useContentLang();
  return useQuery(comicBooksQueryOptions(choice, page, lang));
}
