import { useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import type { Locale } from '../../../lib/i18n';
import { catalogueQueryOptions, useContentLang } from './catalogue-query';

/** GET /api/5/2/collections/slug/{slug}: the collection's title, description and art. */
export function collectionQueryOptions(slug: string, lang: Locale) {
  return catalogueQueryOptions(lang, ['collection', slug], (options) =>
    apiClient.catalogue.getCollectionBySlug(slug, options),
  );
}

export function useCollection(slug: string) {
  return useQuery(collectionQueryOptions(slug, useContentLang()));
}
