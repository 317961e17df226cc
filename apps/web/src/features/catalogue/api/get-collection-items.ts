import { COLLECTION_PAGE_SIZE, type CollectionItemsPage } from '@fanverse/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import type { Locale } from '../../../lib/i18n';
import { retryTransient } from '../../../lib/content-query';
import { CATALOGUE_STALE_TIME, callOptions, catalogueKey, useContentLang } from './catalogue-query';

/** GET /api/5/2/collection-items/slug/{slug}?page=&page_size=20: one page of a collection. */
export function fetchCollectionItems(
  slug: string,
  page: number,
  lang: Locale,
  signal?: AbortSignal,
): Promise<CollectionItemsPage> {
  return apiClient.catalogue.getCollectionItemsBySlug(
    slug,
    { page, page_size: COLLECTION_PAGE_SIZE },
    callOptions(lang, signal),
  );
}

export function collectionItemsQueryOptions(slug: string, page: number, lang: Locale) {
  return queryOptions({
    queryKey: catalogueKey(lang, 'collection', slug, 'items', page),
    queryFn: ({ signal }) => fetchCollectionItems(slug, page, lang, signal),
    staleTime: CATALOGUE_STALE_TIME,
    retry: retryTransient,
  });
}

export function useCollectionItems(slug: string, page: number) {
  return useQuery({
    ...collectionItemsQueryOptions(slug, page, useContentLang()),
    placeholderData: keepPreviousData,
  });
}
