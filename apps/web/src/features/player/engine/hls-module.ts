import type * as HlsJs from 'hls.js';

/**
 * hls.js is large and only the watch page needs it: it is imported here and nowhere else, so the
 * bundler gives it a chunk of its own that other pages never load. The promise is shared, so the
 * page can start fetching it while the stream's address is still being asked for.
 */
export type HlsModule = typeof HlsJs;

let loading: Promise<HlsModule> | null = null;

export function loadHls(): Promise<HlsModule> {
  loading ??= import('hls.js').catch((error: unknown) => {
    loading = null; // a failed chunk download may succeed next time
    throw error;
  });
  return loading;
}
