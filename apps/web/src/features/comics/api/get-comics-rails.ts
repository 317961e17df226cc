import type { Homepage } from '@fanverse/contract';
import { useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import type { Locale } from '../../../lib/i18n';
import { comicsQueryOptions, useContentLang } from './comics-query';

/**
 * GET /api/5/2/homepage/comics?withitems=1: the comics home's rails (new books, the series,
 * right-to-left, scroll stories) with their first items. The client keeps a homepage failure under
 * `homepage` and resolves undefined (spec §8); the query throws it so the page can show it.
 */
export function comicsRailsQueryOptions(lang: Locale) {
  return comicsQueryOptions(lang, ['rails'], async (options): Promise<Homepage> => {
    const homepage = await apiClient.catalogue.getHomepage('comics', { withitems: true }, options);
    if (homepage) return homepage;
    throw (
      apiClient.errors.failure('homepage') ??
      new Error('Fanverse: comics homepage failed without a stored error')
    );
  });
}

export function useComicsRails() {
  return useQuery(comicsRailsQueryOptions(useContentLang()));
}
