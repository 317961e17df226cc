import {
  INSIGHTS_DEFAULT_RANGE_DAYS,
  INSIGHTS_MAX_RANGE_DAYS,
  type InsightsRangeQuery,
} from '@fanverse/contract';

/** The range presets the dashboard offers, in days ending today. */
export const RANGE_PRESETS = [7, 30, 90] as const;

/** The address parameters of a view, so a link to it shows the same range and book. */
export const RANGE_PARAMS = { days: 'days', from: 'from', to: 'to', book: 'book' } as const;

/** What the form keeps as its error: resolved to the catalogue's message of 7762 at render time. */
export const INVALID_RANGE_ERROR = 'code:7762';

const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;
const DAY_MS = 86_400_000;

/**
 * The range a view shows: a preset (`?days=7`, a rolling window that moves with the day, which
 * is what a shared "last week" link means) or fixed dates (`?from=&to=`). Days are UTC
 * calendar days, as the server counts them.
 */
export type InsightsRange =
  { kind: 'preset'; days: number; from: string; to: string } | { kind: 'custom'; from: string; to: string };

/** Today as the server's days count it (UTC). */
export function utcToday(now: Date = new Date()): string {
  return now.toISOString().slice(0, 10);
}

/** A real calendar day written `YYYY-MM-DD` (not 2026-02-30), as its time at UTC midnight. */
export function parseDay(value: string): number | null {
  const match = DAY.exec(value);
  if (!match) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const time = Date.UTC(year, month - 1, day);
  const date = new Date(time);
  const real =
    date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
  return real ? time : null;
}

/** The day `days` before (negative) or after `day`. */
export function addDays(day: string, days: number): string {
  const time = parseDay(day) ?? Date.parse(`${utcToday()}T00:00:00Z`);
  return new Date(time + days * DAY_MS).toISOString().slice(0, 10);
}

/** The last `days` days through `today`, both ends included. */
export function presetRange(days: number, today: string): InsightsRange {
  return { kind: 'preset', days, from: addDays(today, -(days - 1)), to: today };
}

/**
 * The range an address asks for. Fixed dates win and are passed on as written, even when they
 * are not valid: the client refuses them with 7762, which the page shows beside the range
 * picker (a mistyped shared link says what is wrong instead of quietly showing another range).
 * A missing end is today; a missing start is the default window before the end.
 */
export function readRange(search: URLSearchParams, today: string): InsightsRange {
  const from = search.get(RANGE_PARAMS.from);
  const to = search.get(RANGE_PARAMS.to);
  if (from !== null || to !== null) {
    const end = to ?? today;
    return { kind: 'custom', from: from ?? addDays(end, -(INSIGHTS_DEFAULT_RANGE_DAYS - 1)), to: end };
  }
  const days = Number(search.get(RANGE_PARAMS.days));
  const valid = Number.isInteger(days) && days >= 1 && days <= INSIGHTS_MAX_RANGE_DAYS;
  return presetRange(valid ? days : INSIGHTS_DEFAULT_RANGE_DAYS, today);
}

/** The calls' query for a range. */
export function rangeQuery(range: InsightsRange): InsightsRangeQuery {
  return { from: range.from, to: range.to };
}

/**
 * Why a typed range cannot be asked for (the client's and the server's rule, checked before the
 * address changes): both real days, in order, at most INSIGHTS_MAX_RANGE_DAYS long.
 */
export function rangeProblem(from: string, to: string): string | null {
  const start = parseDay(from);
  const end = parseDay(to);
  if (start === null || end === null || start > end) return INVALID_RANGE_ERROR;
  if ((end - start) / DAY_MS + 1 > INSIGHTS_MAX_RANGE_DAYS) return INVALID_RANGE_ERROR;
  return null;
}

/** What the reader picks: a preset, or two dates. */
export type RangeChoice = { kind: 'preset'; days: number } | { kind: 'custom'; from: string; to: string };

/** The address parameters for a new range, keeping the others (the chosen book). */
export function withRange(search: URLSearchParams, range: RangeChoice): URLSearchParams {
  const next = new URLSearchParams(search);
  for (const name of [RANGE_PARAMS.days, RANGE_PARAMS.from, RANGE_PARAMS.to]) next.delete(name);
  if (range.kind === 'preset') next.set(RANGE_PARAMS.days, String(range.days));
  else {
    next.set(RANGE_PARAMS.from, range.from);
    next.set(RANGE_PARAMS.to, range.to);
  }
  return next;
}
