/**
 * One cookie's value from a Cookie header, exactly as stored: not URL-decoded. `OptanonConsent`
 * holds `k=v&…` pairs with each value URL-encoded (parseOptanonConsent decodes them): decoding the
 * whole value first, as a cookie parser does, would turn an encoded `&` inside a value (a landing
 * path's query) into a field separator. The first cookie of that name wins, as browsers send the
 * most specific path first.
 */
export function rawCookie(header: string | undefined, name: string): string | null {
  if (!header) return null;
  for (const part of header.split(';')) {
    const at = part.indexOf('=');
    if (at < 0 || part.slice(0, at).trim() !== name) continue;
    let value = part.slice(at + 1).trim();
    if (value.length >= 2 && value.startsWith('"') && value.endsWith('"')) value = value.slice(1, -1);
    return value;
  }
  return null;
}
