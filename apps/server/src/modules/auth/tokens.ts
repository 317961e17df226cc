import crypto from 'node:crypto';

/** An opaque random token of 256 bits, URL-safe. */
export function newToken(): string {
  return crypto.randomBytes(32).toString('base64url');
}

/** What is stored instead of a token: its sha256. Tokens are random, so no salt or KDF is needed. */
export function hashToken(token: string): string {
  return crypto.createHash('sha256').update(token).digest('hex');
}
