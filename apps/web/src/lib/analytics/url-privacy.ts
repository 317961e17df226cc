/**
 * What the pipeline may learn about an address. Some pages carry secrets or personal data in
 * their address: a password-reset or email-verification token, a gift's claim token in the path,
 * a TV's link code, an email address prefilled on the registration form. Their values are
 * replaced before an address, a route param or a query value goes into an analytics call, so the
 * analytics store never holds something that would let its reader act as the member.
 */
export const REDACTED = 'REDACTED';

/** Anywhere in the name: words that only ever name secrets or personal data. */
const SENSITIVE_WORDS = /token|secret|passw|email|jwt|nonce|signature|session/;
/** As a whole word of the name (`short_code`, `user_guid`): too short to match inside others. */
const SENSITIVE_PARTS = new Set(['code', 'otp', 'guid', 'key', 'sig', 'pin']);

/** Whether a query or route parameter's value must not reach analytics. */
export function isSensitiveName(name: string): boolean {
  const lower = name.toLowerCase();
  if (SENSITIVE_WORDS.test(lower)) return true;
  return lower.split(/[^a-z0-9]+/).some((part) => SENSITIVE_PARTS.has(part));
}

/** The same values, sensitive ones replaced. */
export function redactValues<T extends string | undefined>(
  values: Readonly<Record<string, T>>,
): Record<string, T | typeof REDACTED> {
  return Object.fromEntries(
    Object.entries(values).map(([name, value]) => [name, isSensitiveName(name) && value ? REDACTED : value]),
  );
}

/** A query string (`?a=1&token=x`) with sensitive values replaced; '' stays ''. */
export function redactSearch(search: string): string {
  if (search === '' || search === '?') return '';
  const params = new URLSearchParams(search);
  for (const name of new Set(params.keys())) {
    if (isSensitiveName(name)) params.set(name, REDACTED);
  }
  const text = params.toString();
  return text === '' ? '' : `?${text}`;
}

/**
 * A path with the segments that are a sensitive route param's value replaced
 * (`/gift/claim/abc123` with `{ token: 'abc123' }` → `/gift/claim/REDACTED`).
 */
export function redactPath(
  pathname: string,
  params: Readonly<Record<string, string | undefined>> = {},
): string {
  const secrets = new Set(
    Object.entries(params)
      .filter(([name, value]) => value && isSensitiveName(name))
      .map(([, value]) => value as string),
  );
  if (secrets.size === 0) return pathname;
  return pathname
    .split('/')
    .map((segment) => {
      let decoded = segment;
      try {
        decoded = decodeURIComponent(segment);
      } catch {
        // A malformed escape is compared as written.
      }
      return secrets.has(decoded) ? REDACTED : segment;
    })
    .join('/');
}

export interface PageAddress {
  path: string;
  search: string;
  url: string;
}

/** The page's address as analytics may see it: no fragment, sensitive values replaced. */
export function redactedAddress(
  location: Pick<Location, 'origin' | 'pathname' | 'search'>,
  params: Readonly<Record<string, string | undefined>> = {},
): PageAddress {
  const path = redactPath(location.pathname, params);
  const search = redactSearch(location.search);
  return { path, search, url: `${location.origin}${path}${search}` };
}

/**
 * An address from elsewhere (the document's referrer): the same rules; anything that is not a
 * web address is left out rather than guessed at.
 */
export function redactUrl(raw: string): string {
  if (raw === '') return '';
  try {
    const url = new URL(raw);
    if (url.protocol !== 'http:' && url.protocol !== 'https:') return '';
    return `${url.origin}${url.pathname}${redactSearch(url.search)}`;
  } catch {
    return '';
  }
}
