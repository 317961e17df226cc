/**
 * Money and dates come from the shared premium formatting (components/premium),
 * so the account pages and the Premium pages write them alike; tax rates are only shown here.
 */
export { formatDate, formatMoney } from '../../components/premium';

const percentFormats = new Map<string, Intl.NumberFormat>();
const momentFormats = new Map<string, Intl.DateTimeFormat>();

/** A tax rate given as a fraction (0.08875) as a percentage ("8.875%"). */
export function formatRate(rate: number, lang: string): string {
  let format = percentFormats.get(lang);
  if (!format) {
    format = new Intl.NumberFormat(lang, { style: 'percent', maximumFractionDigits: 3 });
    percentFormats.set(lang, format);
  }
  return format.format(rate);
}

/** An instant with its time, in the member's time zone ("Nov 26, 2026, 3:04 PM"): history lines. */
export function formatMoment(iso: string, lang: string): string {
  const time = new Date(iso);
  if (Number.isNaN(time.getTime())) return iso;
  let format = momentFormats.get(lang);
  if (!format) {
    format = new Intl.DateTimeFormat(lang, { dateStyle: 'medium', timeStyle: 'short' });
    momentFormats.set(lang, format);
  }
  return format.format(time);
}
