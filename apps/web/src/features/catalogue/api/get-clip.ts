import { useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import type { Locale } from '../../../lib/i18n';
import { catalogueQueryOptions, useContentLang } from './catalogue-query';

/** GET /api/5/2/clips/{uuid}. A malformed uuid is refused by the client check (1715). */
export function clipQueryOptions(uuid: string, lang: Locale) {
  return catalogueQueryOptions(lang, ['clip', uuid], (options) => apiClient.catalogue.getClip(uuid, options));
}

export function useClip(uuid: string) {
  return useQuery(clipQueryOptions(uuid, useContentLang()));
}
