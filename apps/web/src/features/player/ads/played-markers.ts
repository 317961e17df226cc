import { getStorage, readJson, writeItem } from '../../../lib/storage';

const KEY_PREFIX = 'fanverse.ads.played.';

/**
 * The markers of an episode that already had an ad in this browser tab (session storage, so a
 * reload of the same viewing does not replay them, and a new visit another day starts afresh).
 * Storage that is missing or full only costs the memory across reloads: the set in memory
 * still keeps each marker to one ad while the page is open.
 */
export function readPlayedMarkers(
  episodeUuid: string,
  storage: Storage | null = getStorage('session'),
): Set<number> {
  const stored = readJson(KEY_PREFIX + episodeUuid, storage);
  const values = Array.isArray(stored) ? stored : [];
  return new Set(
    values.filter((value): value is number => typeof value === 'number' && Number.isFinite(value)),
  );
}

export function writePlayedMarkers(
  episodeUuid: string,
  played: ReadonlySet<number>,
  storage: Storage | null = getStorage('session'),
): void {
  writeItem(KEY_PREFIX + episodeUuid, JSON.stringify([...played].sort((a, b) => a - b)), storage);
}
