/**
 * "3 minutes ago" for a post time, in the visitor's language (Intl, no extra library), and the
 * absolute time for its title attribute. Pure functions of the time and "now", so tests fix both.
 */
const STEPS: readonly [Intl.RelativeTimeFormatUnit, number][] = [
  ['second', 60],
  ['minute', 60],
  ['hour', 24],
  ['day', 7],
  ['week', 4.345],
  ['month', 12],
  ['year', Number.POSITIVE_INFINITY],
];

export function relativeTimeText(iso: string, now: number, lang: string): string {
  const time = Date.parse(iso);
  if (Number.isNaN(time)) return iso;
  let amount = (time - now) / 1000;
  for (const [unit, size] of STEPS) {
    if (Math.abs(amount) < size) {
      // A clock a little ahead of the server's would say "in 2 seconds": anything under a
      // minute, either way, is "now".
      if (unit === 'second')
        return new Intl.RelativeTimeFormat(lang, { numeric: 'auto' }).format(0, 'second');
      return new Intl.RelativeTimeFormat(lang, { numeric: 'auto' }).format(Math.round(amount), unit);
    }
    amount /= size;
  }
  return iso;
}

/** The full local date and time, for the title attribute. */
export function absoluteTimeText(iso: string, lang: string): string {
  const time = Date.parse(iso);
  if (Number.isNaN(time)) return iso;
  return new Intl.DateTimeFormat(lang, { dateStyle: 'long', timeStyle: 'short' }).format(time);
}

/**
 * The date alone in UTC: what the server render and the first browser render both write (same
 * text whatever the two clocks and time zones), before the relative time replaces it.
 */
export function stableDateText(iso: string, lang: string): string {
  const time = Date.parse(iso);
  if (Number.isNaN(time)) return iso;
  return new Intl.DateTimeFormat(lang, { dateStyle: 'medium', timeZone: 'UTC' }).format(time);
}
