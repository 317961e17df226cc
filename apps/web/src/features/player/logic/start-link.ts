import { resumeStart } from './resume';

/**
 * `?t=<seconds>` on a watch address: where a link (the Continue rail's tile, a shared moment)
 * starts the video. The consume-next feed writes whole seconds (server feed.mapper.ts
 * feedPaths.watch); a decimal is taken too. Anything else (negative, not a plain number, several
 * values) is ignored: the video then starts where it would without the link.
 */
export const START_PARAM = 't';

const PLAIN_SECONDS = /^\d+(\.\d+)?$/;

/** The linked start in seconds, or null when the address has none (or a bad one). */
export function linkedStart(search: string | URLSearchParams): number | null {
  const params = typeof search === 'string' ? new URLSearchParams(search) : search;
  const values = params.getAll(START_PARAM);
  if (values.length !== 1) return null;
  const raw = values[0]!.trim();
  if (!PLAIN_SECONDS.test(raw)) return null;
  const seconds = Number(raw);
  return Number.isFinite(seconds) ? seconds : null;
}

/**
 * Where playback starts: the link's second, clamped to the video, wins over the remembered
 * position (the link says where the viewer chose to go; the remembered one only where they last
 * were); without a link, the remembered position by the resume rules.
 */
export function watchStart(linked: number | null, remembered: number | null, duration: number): number {
  if (linked === null) return resumeStart(remembered, duration);
  if (Number.isFinite(duration) && duration > 0) return Math.min(linked, duration);
  return linked;
}
