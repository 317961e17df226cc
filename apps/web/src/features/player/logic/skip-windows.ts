import type { Timestamp } from '@fanverse/contract';

/** The timestamp labels that get a skip button; other labels are chapters. */
export const SKIP_LABELS = ['recap', 'intro', 'credits'] as const;
export type SkipLabel = (typeof SKIP_LABELS)[number];

export interface SkipWindow {
  label: SkipLabel;
  /** The button text, translated by the server ("Skip intro", "Omitir introducción"). */
  title: string;
  start: number;
  end: number;
}

/**
 * A skip button would be pointless in the last moment of its window: by the time it is read
 * the window is over. Below this many seconds left it is not offered.
 */
export const SKIP_MIN_REMAINING = 1;

function isSkipLabel(label: string): label is SkipLabel {
  return (SKIP_LABELS as readonly string[]).includes(label);
}

/** The episode's skippable windows in time order; empty or inverted windows are dropped. */
export function skipWindows(timestamps: readonly Timestamp[]): SkipWindow[] {
  return timestamps
    .filter((stamp) => isSkipLabel(stamp.label) && stamp.end_seconds > stamp.start_seconds)
    .map((stamp) => ({
      label: stamp.label as SkipLabel,
      title: stamp.title,
      start: Math.max(0, stamp.start_seconds),
      end: stamp.end_seconds,
    }))
    .sort((a, b) => a.start - b.start);
}

/** The window `time` is inside (start inclusive, end exclusive), if a skip is worth offering. */
export function activeSkip(windows: readonly SkipWindow[], time: number): SkipWindow | null {
  return windows.find((window) => time >= window.start && time < window.end - SKIP_MIN_REMAINING) ?? null;
}

export type SkipAction = { kind: 'seek'; to: number } | { kind: 'next' };

/**
 * What pressing the button does: recap and intro jump to the window's end; credits go to the
 * next episode when there is one, else to the window's end (the end of the video).
 */
export function skipAction(window: SkipWindow, hasNext: boolean, duration: number): SkipAction {
  if (window.label === 'credits' && hasNext) return { kind: 'next' };
  const end = Number.isFinite(duration) && duration > 0 ? Math.min(window.end, duration) : window.end;
  return { kind: 'seek', to: end };
}
