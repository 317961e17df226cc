import type { Arrival } from './quiz-guard';

/** The parts of the Navigation API this reads (Chromium, Firefox 147+, Safari 26.2+). */
interface NavigationLike {
  currentEntry: { index: number } | null;
  entries(): { url: string | null }[];
}

interface ArrivalSource {
  navigation?: NavigationLike;
  history: { state: unknown };
  document: { referrer: string };
  location: { origin: string };
}

function pathOf(url: string | null, origin: string): string | null {
  if (!url) return null;
  try {
    const parsed = new URL(url);
    return parsed.origin === origin ? parsed.pathname : null;
  } catch {
    return null;
  }
}

/**
 * Where the current page was reached from. With the Navigation API it is the entry before this
 * one in the tab's history on this site (what a link or `navigate` came from, whether inside the
 * app or a page load of our own site; a later back/forward keeps it). Without it, only whether
 * this is the tab's first entry is known (React Router numbers its entries), and the document's
 * referrer says where a first entry was opened from.
 */
export function readArrival(source: ArrivalSource = window as unknown as ArrivalSource): Arrival {
  const referrer = source.document.referrer;
  const navigation = source.navigation;
  const index = navigation?.currentEntry?.index ?? -1;
  if (navigation && index >= 0) {
    const previous = index > 0 ? navigation.entries()[index - 1] : undefined;
    return {
      previousPath: pathOf(previous?.url ?? null, source.location.origin),
      hasInAppHistory: index > 0,
      referrer,
    };
  }
  const state = source.history.state as { idx?: unknown } | null;
  const idx = typeof state?.idx === 'number' ? state.idx : 0;
  return { previousPath: null, hasInAppHistory: idx > 0, referrer };
}
