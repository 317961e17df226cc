/** The query parameter that carries where to go back to after signing in. */
export const RETURN_PARAM = 'next';

/** Pages that must never be "gone back to" after signing in: they would loop or make no sense. */
const NO_RETURN = /^\/(login|register|forgot-password|reset-password)(\/|$|\?)/;

/**
 * Accepts only a path on this site (`/account?tab=1#x`), never an absolute or protocol-relative
 * address (`https://…`, `//evil.example`, `/\evil.example`) or a script URL: an open redirect
 * after sign-in is how phishing pages borrow a site's trust (spec §8: navigating to an external
 * URL without permission is refused).
 */
export function safeReturnPath(value: string | null | undefined, fallback = '/'): string {
  if (!value || value.length > 2048) return fallback;
  if (!value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return fallback;
  // eslint-disable-next-line no-control-regex -- control characters are exactly what is refused
  if (/[\u0000-\u001f\u007f]/.test(value)) return fallback;
  try {
    const url = new URL(value, 'https://fanverse.invalid');
    if (url.origin !== 'https://fanverse.invalid') return fallback;
    const path = `${url.pathname}${url.search}${url.hash}`;
    return NO_RETURN.test(path) ? fallback : path;
  } catch {
    return fallback;
  }
}

/** `/login?next=<path>` for a visitor who should come back to `path` once signed in. */
export function withReturnPath(target: string, returnTo: string | null | undefined): string {
  const safe = safeReturnPath(returnTo, '');
  if (!safe || safe === '/') return target;
  return `${target}?${new URLSearchParams({ [RETURN_PARAM]: safe }).toString()}`;
}

/** The return path carried by a URL's search string, checked. */
export function readReturnPath(search: string, fallback = '/'): string {
  return safeReturnPath(new URLSearchParams(search).get(RETURN_PARAM), fallback);
}
