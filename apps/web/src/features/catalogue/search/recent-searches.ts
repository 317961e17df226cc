import { addRecentSearch } from '@fanverse/client';
import { RECENT_SEARCHES } from '@fanverse/contract';
import { useCallback, useState, useSyncExternalStore } from 'react';
import { getStorage, readJson, removeItem, writeItem } from '../../../lib/storage';

/** Where the recent searches are kept (local storage: they survive the visit, on this browser only). */
export const RECENT_SEARCHES_KEY = 'recentSearches';

/** The stored list, cleaned: only strings, unique, newest first, at most five. */
export function readRecentSearches(storage: Storage | null = getStorage()): string[] {
  const saved = readJson(RECENT_SEARCHES_KEY, storage);
  if (!Array.isArray(saved)) return [];
  const terms = saved.filter((entry): entry is string => typeof entry === 'string');
  // Rebuilt oldest first through the same rule, so a hand-edited list comes out well-formed.
  return terms
    .reverse()
    .reduce<string[]>((list, term) => addRecentSearch(list, term), [])
    .slice(0, RECENT_SEARCHES);
}

export function saveRecentSearches(list: readonly string[], storage: Storage | null = getStorage()): void {
  if (list.length === 0) removeItem(RECENT_SEARCHES_KEY, storage);
  else writeItem(RECENT_SEARCHES_KEY, JSON.stringify(list), storage);
}

/** The visitor's five most recent searches, and the ways to add one or forget them all. */
const NONE: string[] = [];
const subscribeToNothing = () => () => {};
const isClient = () => true;
const isServer = () => false;

export function useRecentSearches(storage: Storage | null = getStorage()) {
  // A server-rendered search page knows nothing of this browser's storage, and hydration's first
  // render must equal the server's (docs/first-view.md): storage is read from the next render
  // on. A page the browser renders alone reads it at once.
  const hydrated = useSyncExternalStore(subscribeToNothing, isClient, isServer);
  const [saved, setRecent] = useState<string[] | null>(null);
  const recent = saved ?? (hydrated ? readRecentSearches(storage) : NONE);

  const remember = useCallback(
    (term: string) => {
      // Read again: another tab may have searched since this one loaded.
      const next = addRecentSearch(readRecentSearches(storage), term);
      saveRecentSearches(next, storage);
      setRecent(next);
    },
    [storage],
  );

  const clear = useCallback(() => {
    saveRecentSearches([], storage);
    setRecent([]);
  }, [storage]);

  return { recent, remember, clear };
}
