/**
 * Rows in COPY's text format (PostgreSQL's "COPY … FROM"): values separated by tabs, one row a
 * line, `\N` for null, and backslash, tab, newline and carriage return escaped in text. NUL
 * cannot be stored at all; the NUL guard refuses it before any value gets here.
 */
export type CopyValue = string | number | null | undefined;

const SPECIAL = /[\\\t\n\r]/;
const SPECIALS = /[\\\t\n\r]/g;
const ESCAPED: Record<string, string> = { '\\': '\\\\', '\t': '\\t', '\n': '\\n', '\r': '\\r' };

export function copyValue(value: CopyValue): string {
  if (value === null || value === undefined) return '\\N';
  if (typeof value === 'number') {
    if (!Number.isFinite(value)) throw new RangeError(`COPY value ${value} is not a finite number`);
    return String(value);
  }
  // Most values (uuids, enums, numbers as text) have nothing to escape: test before replacing.
  return SPECIAL.test(value) ? value.replace(SPECIALS, (c) => ESCAPED[c]!) : value;
}

export function copyRow(values: readonly CopyValue[]): string {
  let line = copyValue(values[0]);
  for (let i = 1; i < values.length; i++) line += '\t' + copyValue(values[i]);
  return line + '\n';
}

let cachedSecond = Number.NaN;
let cachedPrefix = '';

/**
 * A `timestamptz` in COPY text from milliseconds since the epoch (0 to year 9999), as
 * `Date#toISOString` writes it. The events of one batch mostly fall in the same few seconds, so
 * the date and time up to the second are formatted once per second and only the milliseconds
 * appended; a log batch spent a third of its row-building time in toISOString.
 */
export function copyTimestamp(ms: number): string {
  const second = Math.floor(ms / 1000);
  if (second !== cachedSecond) {
    cachedPrefix = new Date(second * 1000).toISOString().slice(0, 20); // YYYY-MM-DDTHH:MM:SS.
    cachedSecond = second;
  }
  const millis = ms - second * 1000;
  return `${cachedPrefix}${millis < 10 ? '00' : millis < 100 ? '0' : ''}${millis}Z`;
}
