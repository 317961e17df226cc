import type { CmsPage } from '@fanverse/contract';
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

/** GET /api/5/2/cmspage/slug/{slug}: an editorial page (article, encyclopedia entry, page). */
export function fetchCmsPage(slug: string, lang: Locale, signal?: AbortSignal): Promise<CmsPage> {
  return apiClient.catalogue.getCmsPage(slug, callOptions(lang, signal));
}

export function cmsPageQueryOptions(slug: string, lang: Locale) {
  return queryOptions({
    queryKey: catalogueKey(lang, 'cms-page', slug),
    queryFn: ({ signal }) => fetchCmsPage(slug, lang, signal),
    staleTime: CATALOGUE_STALE_TIME,
    retry: retryTransient,
  });
}

export function useCmsPage(slug: string) {
  return useQuery(cmsPageQueryOptions(slug, useContentLang()));
}
