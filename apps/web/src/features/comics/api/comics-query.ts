import type { CallOptions } from '@fanverse/client';
import { queryOptions } from '@tanstack/react-query';
import { callOptions, retryTransient } from '../../../lib/content-query';
import type { Locale } from '../../../lib/i18n';

export { useContentLang } from '../../../lib/content-query';

/**
 * Comics queries are kept per language (titles and descriptions come back translated), the
 * language last: `['comics', 'book', uuid, lang]` is also the reader's key for the same book, so
 * opening the reader from the book page finds the book already loaded.
 */
export function comicsKey<const T extends readonly unknown[]>(lang: Locale, ...parts: T) {
  return ['comics', ...parts, lang] as const;
}

/** Comics change with an editor's publish, not by the second. */
export const COMICS_STALE_TIME = 5 * 60_000;

/**
 * Query options of one public comics read: keyed per language, the call made in that language,
 * kept for COMICS_STALE_TIME and retried only when the server or the network failed. Each
 * endpoint file names its key and call.
 */
export function comicsQueryOptions<T, const K extends readonly unknown[]>(
  lang: Locale,
  parts: K,
  call: (options: CallOptions) => Promise<T>,
) {
  return queryOptions({
    queryKey: comicsKey(lang, ...parts),
    queryFn: ({ signal }) => call(callOptions(lang, signal)),
    staleTime: COMICS_STALE_TIME,
    retry: retryTransient,
  });
}
