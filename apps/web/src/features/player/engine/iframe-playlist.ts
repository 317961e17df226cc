import type {
  HlsConfig,
  Loader,
  LoaderCallbacks,
  LoaderConfiguration,
  LoaderContext,
  LoaderStats,
  PlaylistLoaderContext,
} from 'hls.js';
import type { HlsModule } from './hls-module';

const IFRAMES_ONLY_TAG = '#EXT-X-I-FRAMES-ONLY';

/**
 * Marks a media playlist as I-frames only. The thumbnail playlist (st=iframe) is a plain media
 * playlist of one keyframe per 2-second segment; told it is I-frames only, hls.js gives each
 * lone frame its segment's whole duration, so the buffer holds [14 s, 16 s) instead of a 33 ms
 * sliver, and a seek anywhere in it completes (and fires `seeked`) once the segment is in.
 */
export function markIFramesOnly(playlist: string): string {
  if (!playlist.includes('#EXTINF') || playlist.includes(IFRAMES_ONLY_TAG)) return playlist;
  return playlist.replace(/^#EXTM3U[^\n]*\n?/, (head) => `${head.trimEnd()}\n${IFRAMES_ONLY_TAG}\n`);
}

/** hls.js's own loader for playlists, with every playlist it loads marked I-frames only. */
export function iframePlaylistLoader(mod: HlsModule): NonNullable<HlsConfig['pLoader']> {
  const Base = mod.default.DefaultConfig.loader;
  return class IFramePlaylistLoader implements Loader<PlaylistLoaderContext> {
    private readonly inner: Loader<LoaderContext>;

    constructor(config: HlsConfig) {
      this.inner = new Base(config);
    }

    get context(): PlaylistLoaderContext | null {
      return this.inner.context as PlaylistLoaderContext | null;
    }

    get stats(): LoaderStats {
      return this.inner.stats;
    }

    destroy() {
      this.inner.destroy();
    }

    abort() {
      this.inner.abort();
    }

    load(
      context: PlaylistLoaderContext,
      config: LoaderConfiguration,
      callbacks: LoaderCallbacks<PlaylistLoaderContext>,
    ) {
      const wrapped: LoaderCallbacks<PlaylistLoaderContext> = {
        ...callbacks,
        onSuccess: (response, stats, loaded, details) => {
          const data = typeof response.data === 'string' ? markIFramesOnly(response.data) : response.data;
          callbacks.onSuccess({ ...response, data }, stats, loaded, details);
        },
      };
      this.inner.load(context, config, wrapped as unknown as LoaderCallbacks<LoaderContext>);
    }
  };
}
