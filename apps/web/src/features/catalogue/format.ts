/**
 * Display formats of catalogue values, in the visitor's language. Dates from the server are
 * calendar dates (`2024-05-01`) or ISO instants; both are shown without a time.
 */
// Shared with the Continue rail's "12 min left" (lib/i18n/duration.ts).
export { formatDuration } from '../../lib/i18n/duration';

/** A calendar date (`2024-05-01`) is a day, not an instant: it is shown as that day everywhere. */
export function formatDate(value: string | null | undefined, lang: string): string | null {
  if (!value) return null;
  const day = /^\d{4}-\d{2}-\d{2}$/.test(value);
  const date = new Date(day ? `${value}T00:00:00Z` : value);
  if (Number.isNaN(date.getTime())) return null;
  return new Intl.DateTimeFormat(lang, { dateStyle: 'long', ...(day ? { timeZone: 'UTC' } : {}) }).format(
    date,
  );
}

/** The machine-readable form for `<time dateTime>`. */
export function isoDate(value: string): string {
  return value.slice(0, 10);
}

/** Paragraphs of a plain-text body: blank lines separate them (never HTML). */
export function paragraphsOf(text: string): string[] {
  return text
    .split(/\r?\n\s*\r?\n/)
    .map((paragraph) => paragraph.trim())
    .filter(Boolean);
}
