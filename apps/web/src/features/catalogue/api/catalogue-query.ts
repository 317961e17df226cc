import type { CallOptions } from '@fanverse/client';
import { queryOptions } from '@tanstack/react-query';
import { callOptions, retryTransient } from '../../../lib/content-query';
import type { Locale } from '../../../lib/i18n';

export { callOptions, useContentLang } from '../../../lib/content-query';

/**
 * Catalogue queries are kept per language: text comes back translated (`trans`), so switching
 * language asks again instead of showing the other language's titles.
 */
export function catalogueKey<const T extends readonly unknown[]>(lang: Locale, ...parts: T) {
  return ['catalogue', lang, ...parts] as const;
}

/** Catalogue content changes with an editor's publish, not by the second. */
export const CATALOGUE_STALE_TIME = 5 * 60_000;

/**
 * Query options of one catalogue read: keyed per language, the call made in that language, kept
 * for CATALOGUE_STALE_TIME and retried only on transient failures. Each endpoint file names its
 * key and its call; this holds what they all share.
 */
export function catalogueQueryOptions<T, const K extends readonly unknown[]>(
  lang: Locale,
  parts: K,
  call: (options: CallOptions) => Promise<T>,
) {
  return queryOptions({
    queryKey: catalogueKey(lang, ...parts),
    queryFn: ({ signal }) => call(callOptions(lang, signal)),
    staleTime: CATALOGUE_STALE_TIME,
    retry: retryTransient,
  });
}
