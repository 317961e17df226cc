/**
 * When the house ad plays, as pure functions of the episode's ad markers (seconds), where
 * playback was and where it is now, and which markers this viewing already had an ad at.
 */

/** The ad can be skipped once this much of it has played (seconds of the ad, not of waiting). */
export const SKIPPABLE_AFTER_SECONDS = 5;

/** The markers passed going from `from` to `to` (by playing or by seeking forward), in order. */
export function crossedMarkers(markers: readonly number[], from: number, to: number): number[] {
  if (!(to > from)) return []; // paused, or a seek backwards: nothing is passed
  return markers.filter((marker) => marker > from && marker <= to).sort((a, b) => a - b);
}

export interface DueAd {
  /** The marker the ad plays for (the last one passed). */
  marker: number;
  /** Every marker passed on the way: none of them gets an ad afterwards. */
  passed: number[];
}

/**
 * The ad due on going from `from` to `to`: one ad, however many unplayed markers a seek jumped
 * over (no pods of ads), for the last of them. Null when no unplayed marker was passed, so a
 * marker already played never plays again, even after seeking back before it.
 */
export function dueAd(
  markers: readonly number[],
  from: number,
  to: number,
  played: ReadonlySet<number>,
): DueAd | null {
  const passed = crossedMarkers(markers, from, to).filter((marker) => !played.has(marker));
  return passed.length > 0 ? { marker: passed[passed.length - 1]!, passed } : null;
}

/**
 * Markers already behind a start position count as played: a resumed episode does not open
 * with an ad for the part the viewer watched before.
 */
export function markersBehind(markers: readonly number[], startAt: number): number[] {
  return markers.filter((marker) => marker <= startAt);
}

export interface SkipState {
  canSkip: boolean;
  /** Whole seconds until the ad can be skipped (0 once it can). */
  skipIn: number;
}

export function skipState(adTime: number): SkipState {
  const left = Math.ceil(SKIPPABLE_AFTER_SECONDS - Math.max(0, adTime) - 1e-6);
  return left > 0 ? { canSkip: false, skipIn: left } : { canSkip: true, skipIn: 0 };
}

/** Whole seconds of the ad left (rounded up, so it never shows 0 while the ad still plays). */
export function adSecondsLeft(duration: number, adTime: number): number {
  if (!Number.isFinite(duration) || duration <= 0) return 0;
  return Math.max(0, Math.ceil(duration - Math.max(0, adTime) - 1e-6));
}
