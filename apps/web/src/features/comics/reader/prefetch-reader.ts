import { UUID_PATTERN } from '@fanverse/contract';
import { currentLocale, i18n } from '../../../lib/i18n';
import { queryClient } from '../../../lib/query-client';
import { bookQueryOptions, bookRightsQueryOptions, firstDownloadQueryOptions } from './api/reader-queries';
import { browserConnection, chooseQuality } from './logic/prefetch-plan';
import { readSettings } from './logic/reader-settings';

/**
 * The first page painted is a chain (book and rights, then the first download page, then the
 * image): the reader's route starts it from its address while the reader's code downloads and
 * the app starts, as the watch route does for video. The page's queries then find these answers
 * (or the calls in flight) under the same keys. Nothing is awaited; failures are the page's.
 * `reader` is whose settings pick the quality (a user guid, or `anon`).
 */
export function prefetchReader(uuid: string | undefined, reader: string): void {
  if (!uuid || !UUID_PATTERN.test(uuid)) return;
  void queryClient.prefetchQuery(bookQueryOptions(uuid, currentLocale(i18n))).catch(() => undefined);
  const quality = chooseQuality(readSettings(reader).quality, browserConnection());
  queryClient
    .fetchQuery(bookRightsQueryOptions(uuid))
    .then((token) => {
      if (token.rights.can_read)
        void queryClient.prefetchQuery(firstDownloadQueryOptions(token.jwt, quality));
    })
    .catch(() => undefined);
}
