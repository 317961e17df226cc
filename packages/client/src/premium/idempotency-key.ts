/**
 * A fresh Idempotency-Key: 128 random bits as 32 hex characters (the contract's
 * IDEMPOTENCY_KEY_PATTERN takes 8 to 255 visible ASCII characters). `getRandomValues`, not
 * `randomUUID`: browsers only offer the latter on secure origins, and the web may be served over
 * plain http on a LAN address.
 */
export function newIdempotencyKey(): string {
  const bytes = new Uint8Array(16);
  globalThis.crypto.getRandomValues(bytes);
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}
