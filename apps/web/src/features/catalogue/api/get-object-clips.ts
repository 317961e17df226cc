import type { Clip, ClipObjectType, Page } from '@fanverse/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import type { Locale } from '../../../lib/i18n';
import { retryTransient } from '../../../lib/content-query';
import { CATALOGUE_STALE_TIME, callOptions, catalogueKey, useContentLang } from './catalogue-query';

/** GET /api/5/2/{objectType}/{uuid}/clips: the clips of a series (or season, episode...). */
export function fetchObjectClips(
  objectType: ClipObjectType,
  objectUuid: string,
  lang: Locale,
  signal?: AbortSignal,
): Promise<Page<Clip>> {
  return apiClient.catalogue.getClips(objectType, objectUuid, { page_size: 40 }, callOptions(lang, signal));
}

export function objectClipsQueryOptions(objectType: ClipObjectType, objectUuid: string, lang: Locale) {
  return queryOptions({
    queryKey: catalogueKey(lang, 'clips', objectType, objectUuid),
    queryFn: ({ signal }) => fetchObjectClips(objectType, objectUuid, lang, signal),
    staleTime: CATALOGUE_STALE_TIME,
    retry: retryTransient,
  });
}

export function useObjectClips(objectType: ClipObjectType, objectUuid: string | undefined) {
  const lang = useContentLang();
  return useQuery({
    ...objectClipsQueryOptions(objectType, objectUuid ?? '', lang),
    enabled: Boolean(objectUuid),
  });
}
