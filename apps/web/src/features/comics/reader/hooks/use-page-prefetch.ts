import { useEffect, useRef } from 'react';
import { browserConnection, prefetchPages, prefetchWindow } from '../logic/prefetch-plan';

/** Decoded images kept alive, so turning to them paints without fetching or decoding again. */
const KEEP_MAX = 16;

/**
 * Fetches and decodes (img.decode(), off the main thread's paint path) the pages around the
 * current view: the next and previous two by default, more ahead on a fast connection. Returns
 * nothing; the images stay in the browser's memory cache and in this hook's small keep-list.
 */
export function usePagePrefetch(urls: readonly string[], views: readonly number[][], current: number): void {
  const kept = useRef(new Map<string, HTMLImageElement>());

  useEffect(() => {
    if (typeof Image === 'undefined') return;
    const pages = [
      ...(views[current] ?? []),
      ...prefetchPages(views, current, prefetchWindow(browserConnection())),
    ];
    const cache = kept.current;
    for (const page of pages) {
      const url = urls[page];
      if (!url || cache.has(url)) {
        if (url) {
          // Most recently wanted last, so the oldest are dropped first.
          const image = cache.get(url)!;
          cache.delete(url);
          cache.set(url, image);
        }
        continue;
      }
      const image = new Image();
      image.decoding = 'async';
      image.src = url;
      // A failed decode (a broken image, a page closed meanwhile) only costs the head start.
      image.decode?.().catch(() => undefined);
      cache.set(url, image);
    }
    while (cache.size > KEEP_MAX) {
      const oldest = cache.keys().next().value;
      if (oldest === undefined) break;
      cache.delete(oldest);
    }
  }, [urls, views, current]);
}
