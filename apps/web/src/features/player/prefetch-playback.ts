import { RIGHTS_CONTENT_TYPES, UUID_PATTERN, type RightsContentType } from '@fanverse/contract';
import { currentLocale, i18n } from '../../lib/i18n';
import { queryClient } from '../../lib/query-client';
import { manifestQueryOptions } from './api/get-manifest';
import { rightsQueryOptions } from './api/get-rights';
import { watchClipQueryOptions } from './api/get-watch-clip';
import { watchEpisodeQueryOptions } from './api/get-watch-episode';
import { loadHls } from './engine/hls-module';
import { initialSubtitles } from './logic/player-preferences';

const isContentType = (value: string | undefined): value is RightsContentType =>
  (RIGHTS_CONTENT_TYPES as readonly (string | undefined)[]).includes(value);

/**
 * Time to first frame is a chain (rights, then manifest, then playlists, key and segments): the
 * watch route starts it, and the read of the video itself, from its address alone, as soon as
 * it knows who is watching, instead of waiting for the page to render. The page's own queries then find these answers (or the calls
 * in flight) under the same keys. Nothing is awaited: failures are the page's to show.
 */
export function prefetchPlayback(contentType: string | undefined, uuid: string | undefined): void {
  if (!isContentType(contentType) || !uuid || !UUID_PATTERN.test(uuid)) return;
  const lang = currentLocale(i18n);
  // The player starts once it knows the video (timestamps, duration) and has its address.
  const content =
    contentType === 'episode'
      ? queryClient.prefetchQuery(watchEpisodeQueryOptions(uuid, lang))
      : queryClient.prefetchQuery(watchClipQueryOptions(uuid, lang));
  void content.catch(() => undefined);
  const subs = initialSubtitles(lang);
  queryClient
    .fetchQuery(rightsQueryOptions(contentType, uuid))
    .then((token) => {
      if (token.rights.can_watch) void queryClient.prefetchQuery(manifestQueryOptions(token.jwt, subs));
    })
    .catch(() => undefined);
  // The route's document preloads hls.js's chunk; running it here, while the calls above are
  // answered, has the engine ready when the stream's address arrives.
  void loadHls().catch(() => undefined);
}
