import type { CollectionItem, Page } from '@fanverse/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import type { Locale } from '../../../lib/i18n';
import { retryTransient } from '../../../lib/content-query';
import { callOptions, catalogueKey, useContentLang } from './catalogue-query';

/** What the search screen looks for: series, episodes and clips (comics join later). */
export const SEARCH_TYPES = ['Series', 'Episode', 'Clip'] as const;
export const SEARCH_PAGE_SIZE = 24;

/** GET /api/5/2/search?q=&types=&page=: titles matching the words (the last one as a prefix). */
export function fetchSearch(
  q: string,
  page: number,
  lang: Locale,
  signal?: AbortSignal,
): Promise<Page<CollectionItem>> {
  return apiClient.catalogue.search(
    { q, page, page_size: SEARCH_PAGE_SIZE, types: [...SEARCH_TYPES] },
    callOptions(lang, signal),
  );
}

export function searchQueryOptions(q: string, page: number, lang: Locale) {
  return queryOptions({
    queryKey: catalogueKey(lang, 'search', q, page),
    queryFn: ({ signal }) => fetchSearch(q, page, lang, signal),
    staleTime: 60_000,
    retry: retryTransient,
  });
}

/** Results of the previous words stay while the next ones load: typing does not flash empty. */
export function useSearch(q: string, page: number) {
  return useQuery({
    ...searchQueryOptions(q, page, useContentLang()),
    enabled: q.trim() !== '',
    placeholderData: keepPreviousData,
  });
}
