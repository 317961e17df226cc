import { ApiError, isAbortError, type CallOptions } from '@fanverse/client';
import { queryOptions } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { currentLocale, toLanguageParam, type Locale } from '../../../lib/i18n';

/**
 * Catalogue queries are kept per language: text comes back translated (`trans`), so switching
 * language asks again instead of showing the other language's titles.
 */
export function catalogueKey<const T extends readonly unknown[]>(lang: Locale, ...parts: T) {
  return ['catalogue', lang, ...parts] as const;
}

/** The call's language is the query's, never whatever the client was set to in between. */
export function callOptions(lang: Locale, signal?: AbortSignal): CallOptions {
  return { lang: toLanguageParam(lang), signal };
}

/** The language the visitor reads, which is also the language catalogue text is asked in. */
export function useContentLang(): Locale {
  const { i18n } = useTranslation();
  return currentLocale(i18n);
}

/**
 * Asking again, once, only helps when the server or the network failed: a refused id (the
 * client check sends nothing), a missing series or a cancelled call answers the same twice.
 */
export function retryTransient(failures: number, error: unknown): boolean {
  if (failures >= 1 || isAbortError(error) || !(error instanceof ApiError)) return false;
  return error.networkError || (error.status !== undefined && error.status >= 500);
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
