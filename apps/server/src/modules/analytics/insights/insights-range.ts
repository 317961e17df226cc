import {
  AnalyticsCode,
  INSIGHTS_DEFAULT_RANGE_DAYS,
  INSIGHTS_MAX_RANGE_DAYS,
  type InsightsRangeQuery,
} from '@fanverse/contract';
import { AppError } from '../../../errors/app-error';
import type { DayRange } from './insights.repository';

const DAY_MS = 86_400_000;
const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

const invalid = (field: 'from' | 'to', why: string) =>
  AppError.badRequest(AnalyticsCode.INVALID_RANGE, `Invalid date range: ${why}`, field);

/** A `YYYY-MM-DD` that names a real calendar day, as epoch ms at midnight UTC; else null. */
function parseDay(value: string): number | null {
  const match = DAY.exec(value);
  if (!match) return null;
  const [, y, mo, d] = match.map(Number) as [number, number, number, number];
  const ms = Date.UTC(y, mo - 1, d);
  // Date.UTC rolls 2025-02-30 over to March: a day that does not exist does not round-trip.
  return new Date(ms).toISOString().slice(0, 10) === value ? ms : null;
}

const dayText = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/**
 * The query's range of UTC days: by default the last INSIGHTS_DEFAULT_RANGE_DAYS through today;
 * only `from`: from then through today; only `to`: the default length ending then. 400
 * INVALID_INSIGHTS_RANGE (naming the field) for a day that does not exist, `from` after `to`, or
 * a range longer than INSIGHTS_MAX_RANGE_DAYS.
 */
export function resolveRange(query: Pick<InsightsRangeQuery, 'from' | 'to'>, now: Date): DayRange {
  const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  const from = query.from === undefined ? undefined : parseDay(query.from);
  const to = query.to === undefined ? undefined : parseDay(query.to);
  if (from === null) throw invalid('from', '`from` is not a day (YYYY-MM-DD)');
  if (to === null) throw invalid('to', '`to` is not a day (YYYY-MM-DD)');
  const end = to ?? today;
  const start = from ?? end - (INSIGHTS_DEFAULT_RANGE_DAYS - 1) * DAY_MS;
  if (start > end) throw invalid('from', '`from` is after `to`');
  const days = (end - start) / DAY_MS + 1;
  if (days > INSIGHTS_MAX_RANGE_DAYS) {
    throw invalid('from', `the range is ${days} days; at most ${INSIGHTS_MAX_RANGE_DAYS}`);
  }
  return { from: dayText(start), to: dayText(end) };
}

/** Every day of the range, in order. */
export function daysOf(range: DayRange): string[] {
  const days: string[] = [];
  for (let ms = parseDay(range.from)!, end = parseDay(range.to)!; ms <= end; ms += DAY_MS)
    days.push(dayText(ms));
  return days;
}
