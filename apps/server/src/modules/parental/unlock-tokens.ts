import crypto from 'node:crypto';
import type { SigningKeys } from '../auth/signing-key';

/** The server secret that signs unlock tokens (kept in server_secrets like every shared secret). */
const UNLOCK_KEY_NAME = 'viewer_unlock_hmac';

export interface UnlockClaims {
  sessionId: string;
  /** viewer_controls.version when the pin was entered: changing the controls ends the unlock. */
  version: number;
  /** Unix seconds. */
  expiresAt: number;
}

/**
 * The signed, expiring unlock a correct pin answers (`X-Viewer-Unlock`): `v1.<session>.<version>.
 * <expiry>.<hmac>`. Tied to the session that entered the pin (another session, or the same token
 * after sign-out, gains nothing), to the controls' version, and to a time. Checked without a
 * database read: the HMAC says the server issued it, and the caller's session and version come
 * from reads the request makes anyway.
 */
export class UnlockTokens {
  constructor(
    private readonly keys: SigningKeys,
    private readonly nowSeconds: () => number = () => Math.floor(Date.now() / 1000),
  ) {}

  async issue(claims: UnlockClaims): Promise<string> {
    const body = `v1.${claims.sessionId}.${claims.version}.${claims.expiresAt}`;
    return `${body}.${await this.sign(body)}`;
  }

  /** The claims of a genuine, unexpired token, or null. */
  async verify(token: string | undefined): Promise<UnlockClaims | null> {
    if (!token || token.length > 200) return null;
    const parts = token.split('.');
    if (parts.length !== 5 || parts[0] !== 'v1') return null;
    const [, sessionId, version, expiresAt, signature] = parts as [string, string, string, string, string];
    const expected = await this.sign(parts.slice(0, 4).join('.'));
    const given = Buffer.from(signature);
    if (given.length !== expected.length || !crypto.timingSafeEqual(given, Buffer.from(expected)))
      return null;
    const claims = { sessionId, version: Number(version), expiresAt: Number(expiresAt) };
    if (!Number.isInteger(claims.version) || !Number.isInteger(claims.expiresAt)) return null;
    return claims.expiresAt > this.nowSeconds() ? claims : null;
  }

  private async sign(body: string): Promise<string> {
    const key = await this.keys.secret(UNLOCK_KEY_NAME);
    return crypto.createHmac('sha256', key).update(body).digest('base64url');
  }
}
