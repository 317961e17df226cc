import { useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import type { Locale } from '../../../lib/i18n';
import { catalogueQueryOptions, useContentLang } from './catalogue-query';

/** GET /api/5/2/cmspage/slug/{slug}: an editorial page (article, encyclopedia entry, page). */
export function cmsPageQueryOptions(slug: string, lang: Locale) {
  return catalogueQueryOptions(lang, ['cms-page', slug], (options) =>
    apiClient.catalogue.getCmsPage(slug, options),
  );
}

export function useCmsPage(slug: string) {
  return useQuery(cmsPageQueryOptions(slug, useContentLang()));
}
