/**
 * Where a video starts when the viewer has watched it before. A position in the last
 * RESUME_END_FRACTION of the video means it was (all but) finished: it starts over. A position
 * in the first RESUME_MIN_SECONDS is not worth a "resumed" notice either.
 */
export const RESUME_END_FRACTION = 0.05;
export const RESUME_MIN_SECONDS = 5;

export function resumeStart(position: number | null | undefined, duration: number): number {
  if (position === null || position === undefined || !Number.isFinite(position)) return 0;
  if (position < RESUME_MIN_SECONDS) return 0;
  if (Number.isFinite(duration) && duration > 0) {
    if (position >= duration * (1 - RESUME_END_FRACTION)) return 0;
    return Math.min(position, duration);
  }
  return position;
}
