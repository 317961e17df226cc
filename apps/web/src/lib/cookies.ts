const DAY_MS = 24 * 60 * 60 * 1000;

export interface CookieOptions {
  /** Lifetime in days; omitted means a session cookie. */
  days?: number;
  path?: string;
  sameSite?: 'Lax' | 'Strict' | 'None';
  secure?: boolean;
}

/** Builds a `document.cookie` assignment. `now` is injectable so the expiry can be tested. */
export function serializeCookie(
  name: string,
  value: string,
  { days, path = '/', sameSite = 'Lax', secure = false }: CookieOptions = {},
  now: Date = new Date(),
): string {
  const parts = [`${encodeURIComponent(name)}=${encodeURIComponent(value)}`, `Path=${path}`];
  if (days !== undefined) {
    parts.push(`Max-Age=${Math.round(days * 24 * 60 * 60)}`);
    parts.push(`Expires=${new Date(now.getTime() + days * DAY_MS).toUTCString()}`);
  }
  parts.push(`SameSite=${sameSite}`);
  if (secure) parts.push('Secure');
  return parts.join('; ');
}

export function setCookie(name: string, value: string, options?: CookieOptions): void {
  if (typeof document === 'undefined') return;
  const secure = options?.secure ?? globalThis.location?.protocol === 'https:';
  document.cookie = serializeCookie(name, value, { ...options, secure });
}

export function readCookie(
  name: string,
  cookieString: string = globalThis.document?.cookie ?? '',
): string | null {
  for (const part of cookieString.split(';')) {
    const [rawName, ...rest] = part.trim().split('=');
    if (rawName !== undefined && decodeURIComponent(rawName) === name) {
      return decodeURIComponent(rest.join('='));
    }
  }
  return null;
}
