/**
 * The age gate as the watch and reader boots see it (src/watch-boot.ts, src/reader-boot.ts):
 * they start a video or paint a comic page before the app, and must not show mature content to a
 * visitor who has not passed the gate. They may not load the app's modules (the contract, the
 * store) before the first frame, so this file imports nothing and restates the few rules it needs;
 * test/age-gate/boot-gate.test.ts holds them to the app's own (the contract's isMatureVideo and
 * isMatureComic, the store's persisted slice and matureGate). When they ever disagree the boot
 * leaves the page to the app, which asks.
 */

/** lib/store PERSISTED_STATE_KEY and age-gate-store.ts's slice. */
const PERSISTED_KEY = 'vuex';
const SLICE = 'ageGate';

/** The contract's TV and film ratings (TV_RATINGS, FILM_RATINGS): whether each is mature (level 6+). */
const VIDEO_MATURE: Readonly<Record<string, boolean>> = {
  'TV-Y': false,
  'TV-Y7': false,
  'TV-G': false,
  'TV-PG': false,
  'TV-14': false,
  'TV-MA': true,
  G: false,
  PG: false,
  'PG-13': false,
  R: true,
  'NC-17': true,
};

/** The contract's COMIC_RATINGS below Mature (order under 6). */
const GENTLE_COMICS = new Set(['ALL AGES', '9+', '12+', 'TEEN', 'TEEN+']);

function known(rating: unknown): boolean | undefined {
  return typeof rating === 'string' ? VIDEO_MATURE[rating.trim().toUpperCase()] : undefined;
}

/** isMatureVideo: the TV rating when known, else the film rating; unrated counts as mature. */
export function bootMatureVideo(item: { tv_rating?: unknown; mpaa_rating?: unknown } | null): boolean {
  if (!item) return true;
  return known(item.tv_rating) ?? known(item.mpaa_rating) ?? true;
}

/** isMatureComic: anything but a known rating below Mature. */
export function bootMatureComic(item: { age_rating?: unknown } | null): boolean {
  if (!item || typeof item.age_rating !== 'string') return true;
  return !GENTLE_COMICS.has(item.age_rating.trim().toUpperCase());
}

/**
 * Whether this browser passed the gate for mature content (completed, adult, no running block).
 * The boot cannot see the consumer config's age: when it was raised since, the app asks again.
 */
export function bootGateOpen(storage: Storage | null, now: number = Date.now()): boolean {
  try {
    const all = JSON.parse(storage?.getItem(PERSISTED_KEY) ?? 'null') as Record<string, unknown> | null;
    const gate = all?.[SLICE] as Record<string, unknown> | undefined;
    if (!gate || gate.isAgeGateCompleted !== true || gate.isAdult !== true) return false;
    return !(typeof gate.blockedUntil === 'number' && now < gate.blockedUntil);
  } catch {
    return false;
  }
}
