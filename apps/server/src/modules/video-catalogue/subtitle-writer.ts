import type { SubtitleFormat } from '@fanverse/contract';
import type { SubtitleCue } from '../../db/schema-catalogue';

/** `HH:MM:SS{sep}mmm`; hours grow past two digits rather than wrap. */
export function cueTime(seconds: number, separator: ',' | '.'): string {
  const ms = Math.max(0, Math.round(seconds * 1000));
  const pad = (value: number, width: number) => String(value).padStart(width, '0');
  const hours = Math.floor(ms / 3_600_000);
  const minutes = Math.floor(ms / 60_000) % 60;
  const secs = Math.floor(ms / 1000) % 60;
  return `${pad(hours, 2)}:${pad(minutes, 2)}:${pad(secs, 2)}${separator}${pad(ms % 1000, 3)}`;
}

/**
 * Cue text as one block of lines: a blank line ends a cue in both formats, so line breaks are
 * normalised and empty lines dropped.
 */
function cueLines(text: string): string {
  return text
    .replace(/\r\n?/g, '\n')
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line !== '')
    .join('\n');
}

/** Cues worth writing, in time order: finite times, end after start, some text. */
function playable(cues: readonly SubtitleCue[]): { start: number; end: number; text: string }[] {
  return cues
    .filter((cue) => Number.isFinite(cue.start) && Number.isFinite(cue.end) && cue.end > cue.start)
    .map((cue) => ({ start: cue.start, end: cue.end, text: cueLines(String(cue.text ?? '')) }))
    .filter((cue) => cue.text !== '')
    .sort((a, b) => a.start - b.start || a.end - b.end);
}

/** SubRip: numbered cues, comma before the milliseconds. */
export function writeSrt(cues: readonly SubtitleCue[]): string {
  return playable(cues)
    .map((cue, i) => `${i + 1}\n${cueTime(cue.start, ',')} --> ${cueTime(cue.end, ',')}\n${cue.text}\n`)
    .join('\n');
}

/**
 * WebVTT: the `WEBVTT` header, a dot before the milliseconds. Cue text is escaped because `<`
 * and `&` start tags and character references in VTT (and `-->` would end the timing line).
 */
export function writeVtt(cues: readonly SubtitleCue[]): string {
  const escape = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
  const body = playable(cues)
    .map((cue) => `${cueTime(cue.start, '.')} --> ${cueTime(cue.end, '.')}\n${escape(cue.text)}\n`)
    .join('\n');
  return body === '' ? 'WEBVTT\n' : `WEBVTT\n\n${body}`;
}

export const SUBTITLE_CONTENT_TYPES: Readonly<Record<SubtitleFormat, string>> = {
  srt: 'text/srt; charset=utf-8',
  vtt: 'text/vtt; charset=utf-8',
};

export function writeSubtitles(format: SubtitleFormat, cues: readonly SubtitleCue[]): string {
  return format === 'vtt' ? writeVtt(cues) : writeSrt(cues);
}
