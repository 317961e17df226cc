import { useMemo } from 'react';
import { useTranslation } from '../../lib/i18n/use-translation';
import { currentLocale } from '../../lib/i18n';

/** Numbers, shares and days written the way the reader's language writes them. */
export interface InsightsFormat {
  locale: string;
  /** A count: 12,345 (en), 12.345 (es). */
  count(value: number): string;
  /** A big count in few characters, for chart axes: 12K, 1.2M (12 mil, 1,2 M). */
  compact(value: number): string;
  /** Minutes, whole unless small: 1,234 or 2.5. */
  minutes(value: number): string;
  /** A share 0–1 as a percentage: 42.5% (42,5 %). */
  percent(value: number): string;
  /** A UTC day `YYYY-MM-DD`, short for axes: Jan 5 (5 ene). */
  shortDay(day: string): string;
  /** A UTC day in full for tables and the range: Jan 5, 2026 (5 ene 2026). */
  day(day: string): string;
  /** A moment (ISO), with its time, in the reader's own time zone. */
  moment(iso: string): string;
}

const dayDate = (day: string) => new Date(`${day}T00:00:00Z`);

/** A formatter that writes what it cannot read as it came (a mistyped day in a shared link). */
function safely(format: Intl.DateTimeFormat, date: Date, raw: string): string {
  return Number.isNaN(date.getTime()) ? raw : format.format(date);
}

/** One set of formatters per language (building an Intl formatter costs far more than using it). */
export function createInsightsFormat(locale: string): InsightsFormat {
  const count = new Intl.NumberFormat(locale, { maximumFractionDigits: 0 });
  const compact = new Intl.NumberFormat(locale, { notation: 'compact', maximumFractionDigits: 1 });
  const small = new Intl.NumberFormat(locale, { maximumFractionDigits: 1 });
  const percent = new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 1 });
  // Days are UTC calendar days (the server's): written in UTC so they never shift by a day.
  const shortDay = new Intl.DateTimeFormat(locale, { month: 'short', day: 'numeric', timeZone: 'UTC' });
  const longDay = new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeZone: 'UTC' });
  const moment = new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' });
  return {
    locale,
    count: (value) => count.format(value),
    compact: (value) => compact.format(value),
    minutes: (value) => (value < 10 ? small : count).format(value),
    percent: (value) => percent.format(value),
    shortDay: (day) => safely(shortDay, dayDate(day), day),
    day: (day) => safely(longDay, dayDate(day), day),
    moment: (iso) => safely(moment, new Date(iso), iso),
  };
}

export function useInsightsFormat(): InsightsFormat {
  const { i18n } = useTranslation();
  const locale = currentLocale(i18n);
  return useMemo(() => createInsightsFormat(locale), [locale]);
}
