/**
 * Dates of the demo catalogue are set relative to the day it is generated, so that "latest
 * episodes", early-access walls and promotion windows look the same whenever it is generated.
 */
export const DAY_MS = 86_400_000;

/** Midnight UTC of the day `now` falls in. */
export function utcDay(now: Date): number {
  return Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
}

export function addDays(ms: number, days: number): number {
  return ms + days * DAY_MS;
}

/** YYYY-MM-DD, as `date` columns are written and read. */
export function isoDate(ms: number): string {
  return new Date(ms).toISOString().slice(0, 10);
}

export function utcYear(ms: number): number {
  return new Date(ms).getUTCFullYear();
}
