import crypto from 'node:crypto';
import { SHORT_CODE_ALPHABET, SHORT_CODE_LENGTH } from '@fanverse/contract';

/**
 * A new short code: SHORT_CODE_LENGTH characters drawn uniformly (crypto.randomInt) from the
 * 20 consonants of SHORT_CODE_ALPHABET, about 21.6 bits.
 */
export function newShortCode(): string {
  let code = '';
  for (let i = 0; i < SHORT_CODE_LENGTH; i += 1)
    code += SHORT_CODE_ALPHABET[crypto.randomInt(SHORT_CODE_ALPHABET.length)];
  return code;
}

/** The device-secret cookie: the code the TV holds and its 256-bit secret, `BCDFG.<base64url>`. */
export function deviceCookieValue(code: string, secret: string): string {
  return `${code}.${secret}`;
}

const COOKIE_VALUE = /^([A-Z]{1,16})\.([A-Za-z0-9_-]{43})$/;

/** The code and secret a device cookie carries, or null for anything else. */
export function parseDeviceCookie(value: string | undefined): { code: string; secret: string } | null {
  const match = value ? COOKIE_VALUE.exec(value) : null;
  return match ? { code: match[1]!, secret: match[2]! } : null;
}
