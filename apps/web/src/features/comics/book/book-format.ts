/** One date formatter per language: building an Intl.DateTimeFormat costs far more than using one. */
const formats = new Map<string, Intl.DateTimeFormat>();

/**
 * A release date (`YYYY-MM-DD`, a calendar day) in the visitor's language. Read as UTC so the
 * server's render and the browser's agree whatever their time zones; as given if unreadable.
 */
export function formatReleaseDate(date: string, lang: string): string {
  const time = Date.parse(`${date}T00:00:00Z`);
  if (Number.isNaN(time)) return date;
  let format = formats.get(lang);
  if (!format) {
    format = new Intl.DateTimeFormat(lang, { dateStyle: 'long', timeZone: 'UTC' });
    formats.set(lang, format);
  }
  return format.format(time);
}
