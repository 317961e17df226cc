/**
 * TV device linking by short code (accounts spec §4 "Device linking", §5, §8 1400–1405; RFC 8628
 * §6.1 is the anchor): at most 5 characters from an alphabet without vowels (no words) or
 * look-alike characters (no 0/O, 1/I/L, 5/S...), case-insensitive, separators ignored.
 * 20^5 = 3.2 million codes: a 10-minute lifetime, single use and rate limits per member, per
 * address and overall keep guessing useless, and the TV that asked for a code is bound to it by a
 * separate high-entropy device secret (an HttpOnly cookie), so a code alone never takes a session.
 */

/** RFC 8628's example alphabet: consonants only. */
export const SHORT_CODE_ALPHABET = 'BCDFGHJKLMNPQRSTVWXZ';
/** Spec §9: a short device code is at most 5 characters. */
export const SHORT_CODE_MAX_LENGTH = 5;
/** Codes are minted at the full length. */
export const SHORT_CODE_LENGTH = 5;
/** Seconds a code lives. */
export const SHORT_CODE_TTL_SECONDS = 600;
/** Seconds between the TV's polls (RFC 8628 `interval`). */
export const DEVICE_POLL_INTERVAL_SECONDS = 5;
/** The web page a member enters a code on. */
export const DEVICE_ACTIVATION_PATH = '/activate';

/**
 * A code as a person typed it, in its stored form: upper-cased, with spaces, dashes and other
 * separators removed. Letters outside the alphabet are kept (the lookup fails for them), so that
 * the length check and the error stay about what was typed.
 */
export function normalizeShortCode(input: string): string {
  return input.toUpperCase().replace(/[^0-9A-Z]/g, '');
}

/** A code for display: `BCD-FG`. */
export function formatShortCode(code: string): string {
  const c = normalizeShortCode(code);
  return c.length > 3 ? `${c.slice(0, 3)}-${c.slice(3)}` : c;
}

/** Codes the device calls answer in `errors[0].code`; the client maps them to 1400–1405. */
export const DeviceCode = {
  MISSING_SHORT_CODE: 'MISSING_SHORT_CODE',
  SHORT_CODE_TOO_LONG: 'SHORT_CODE_TOO_LONG',
  /** No live code has this value (never issued, expired, or used). */
  SHORT_CODE_NOT_FOUND: 'SHORT_CODE_NOT_FOUND',
  /** Device login before a member linked the code. */
  USER_NOT_LINKED: 'USER_NOT_LINKED',
  /** Linking refused: too many failed entries (per member, per address, or overall). */
  DEVICE_LINK_FAILED: 'DEVICE_LINK_FAILED',
  /** Device login without this TV's device secret, or after the code was used. */
  DEVICE_LOGIN_FAILED: 'DEVICE_LOGIN_FAILED',
} as const;
export type DeviceCode = (typeof DeviceCode)[keyof typeof DeviceCode];

/** The HttpOnly cookie binding a TV to the code it asked for. */
export const DEVICE_SECRET_COOKIE = 'fv_device';

/** Kinds of signed-in devices (a session's `device_kind`). */
export const DEVICE_KINDS = ['browser', 'tv', 'phone', 'tablet', 'other'] as const;
export type DeviceKind = (typeof DEVICE_KINDS)[number];
