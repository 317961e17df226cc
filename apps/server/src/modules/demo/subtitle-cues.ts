import type { SubtitleCue } from '../../db/schema-catalogue';

/** A caption that stays up long enough to read, and never past the window it belongs to. */
const MAX_CUE_SECONDS = 6;
const GAP_SECONDS = 0.5;

/** Splits text into sentences, keeping the punctuation: one cue per sentence reads naturally. */
export function sentences(text: string): string[] {
  return (text.match(/[^.!?…]+[.!?…]+["»”']?|[^.!?…]+$/g) ?? []).map((s) => s.trim()).filter(Boolean);
}

const round = (value: number) => Math.round(value * 10) / 10;

/** Lines spread evenly over [from, to): each gets an equal slot and shows at its start. */
export function spreadCues(lines: readonly string[], from: number, to: number): SubtitleCue[] {
  if (lines.length === 0 || to - from < 1) return [];
  const slot = (to - from) / lines.length;
  const length = Math.max(0.5, Math.min(MAX_CUE_SECONDS, slot - GAP_SECONDS));
  return lines.map((text, index) => {
    const start = from + index * slot;
    return { start: round(start), end: round(Math.min(start + length, to)), text };
  });
}
