/**
 * "24 min", "1 hr 30 min": a length in the visitor's language, to the nearest minute and never
 * "0 min". `round` 'up' counts any part of a minute as a whole one, for time left (20 seconds to
 * go is "1 min" left).
 */
export function formatDuration(seconds: number, lang: string, round: 'nearest' | 'up' = 'nearest'): string {
  const minutes = Math.max(1, (round === 'up' ? Math.ceil : Math.round)(seconds / 60));
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  const unit = (value: number, kind: 'hour' | 'minute') =>
    new Intl.NumberFormat(lang, { style: 'unit', unit: kind, unitDisplay: 'short' }).format(value);
  if (hours === 0) return unit(minutes, 'minute');
  return rest === 0 ? unit(hours, 'hour') : `${unit(hours, 'hour')} ${unit(rest, 'minute')}`;
}
