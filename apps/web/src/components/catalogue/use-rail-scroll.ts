import { useCallback, useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { nextTileIndex } from './rail-keys';

function prefersReducedMotion(): boolean {
  return globalThis.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;
}

/** A rail's tiles as the keyboard moves between them: each item's own link or focusable box. */
export const TILE_STOPS = ':scope > li > :is(a, [tabindex])';

/**
 * A horizontal track's scrolling, for every rail: arrow buttons for pointers (`edges` says which
 * end is reached, so the button there hides), and for keyboards and remotes the arrow keys, Home
 * and End between the tiles (`stops` selects them in the track: a tile with other buttons beside
 * its link names the link alone, the buttons being Tab stops, not arrow stops). Wire `track` to
 * the `<ul>`, `measure` to its scroll, `moveFocus` to its key-down and `scrollByPage` to the
 * buttons; `count` is the number of tiles (a change measures again).
 */
export function useRailScroll(count: number, stops: string = TILE_STOPS) {
  const track = useRef<HTMLUListElement>(null);
  const [edges, setEdges] = useState({ start: true, end: true });

  const measure = useCallback(() => {
    const element = track.current;
    if (!element) return;
    const max = element.scrollWidth - element.clientWidth;
    // scrollLeft is negative in right-to-left layouts: compare magnitudes.
    const at = Math.abs(element.scrollLeft);
    const start = at <= 1;
    const end = at >= max - 1;
    // Measured on every resize and scroll: render the rail (and all its tiles) again only when
    // an arrow changes, not once per measurement (hydration measures every rail at once).
    setEdges((edges) => (edges.start === start && edges.end === end ? edges : { start, end }));
  }, []);

  useEffect(() => {
    measure();
    const element = track.current;
    if (!element) return;
    // An off-screen track is skipped (content-visibility: auto, Rail.module.css) and measures as
    // if it had no overflow; it is measured again once it is rendered.
    element.addEventListener('contentvisibilityautostatechange', measure);
    const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(measure);
    observer?.observe(element);
    return () => {
      element.removeEventListener('contentvisibilityautostatechange', measure);
      observer?.disconnect();
    };
  }, [measure, count]);

  const scrollByPage = (direction: -1 | 1) => {
    const element = track.current;
    if (!element) return;
    const rtl = getComputedStyle(element).direction === 'rtl' ? -1 : 1;
    element.scrollBy({
      left: direction * rtl * element.clientWidth * 0.9,
      behavior: prefersReducedMotion() ? 'auto' : 'smooth',
    });
  };

  const moveFocus = (event: KeyboardEvent<HTMLUListElement>) => {
    const element = track.current;
    if (!element) return;
    const links = Array.from(element.querySelectorAll<HTMLElement>(stops));
    const index = links.indexOf(document.activeElement as HTMLElement);
    if (index < 0) return;
    const next = nextTileIndex(event.key, index, links.length);
    if (next === null || next === index) return;
    event.preventDefault();
    links[next]!.focus();
  };

  return { track, edges, measure, scrollByPage, moveFocus };
}
