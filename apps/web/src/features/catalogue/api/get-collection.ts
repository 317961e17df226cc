import type { Collection } from '@fanverse/contract';
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

/** GET /api/5/2/collections/slug/{slug}: the collection's title, description and art. */
export function fetchCollection(slug: string, lang: Locale, signal?: AbortSignal): Promise<Collection> {
  return apiClient.catalogue.getCollectionBySlug(slug, callOptions(lang, signal));
}

export function collectionQueryOptions(slug: string, lang: Locale) {
  return queryOptions({
    queryKey: catalogueKey(lang, 'collection', slug),
    queryFn: ({ signal }) => fetchCollection(slug, lang, signal),
    staleTime: CATALOGUE_STALE_TIME,
    retry: retryTransient,
  });
}

export function useCollection(slug: string) {
  return useQuery(collectionQueryOptions(slug, useContentLang()));
}
