import crypto, { type webcrypto } from 'node:crypto';
import { SignJWT, jwtVerify, type JWTPayload } from 'jose';
import type { ServerSecretsRepository } from './server-secrets.repository';

/** The `server_secrets` row holding the HS256 key when JWT_SECRET is not set. */
export const JWT_KEY_NAME = 'jwt_hs256';

/**
 * Shared secrets: the HS256 key that signs claims, rights and adx tokens, and any other named
 * secret every instance must agree on. Each is made once (32 random bytes) and kept in
 * `server_secrets`, so every instance on the same database signs alike; JWT_SECRET, when set,
 * replaces the stored signing key (rotating it then only needs a restart). Values are cached per
 * process after the first read.
 */
export class SigningKeys {
  private readonly cache = new Map<string, Promise<Uint8Array>>();
  private hmacKey: Promise<webcrypto.CryptoKey> | undefined;

  constructor(
    private readonly repo: ServerSecretsRepository,
    private readonly jwtSecret?: string,
  ) {}

  /** The HS256 signing key, imported once (importing it for every token costs more than signing). */
  jwtKey(): Promise<webcrypto.CryptoKey> {
    if (!this.hmacKey) {
      const raw = this.jwtSecret
        ? Promise.resolve(new TextEncoder().encode(this.jwtSecret))
        : this.secret(JWT_KEY_NAME);
      const key = raw.then((bytes) =>
        crypto.subtle.importKey('raw', bytes, { name: 'HMAC', hash: 'SHA-256' }, false, ['sign', 'verify']),
      );
      key.catch(() => (this.hmacKey = undefined));
      this.hmacKey = key;
    }
    return this.hmacKey;
  }

  /** A named 256-bit secret, created on first use. */
  secret(name: string): Promise<Uint8Array> {
    let value = this.cache.get(name);
    if (!value) {
      value = this.repo
        .getOrCreate(name, crypto.randomBytes(32).toString('base64url'))
        .then((v) => new Uint8Array(Buffer.from(v, 'base64url')));
      // A failed read (database down) is not remembered: the next call tries again.
      value.catch(() => this.cache.delete(name));
      this.cache.set(name, value);
    }
    return value;
  }
}

export interface SignOptions {
  audience: string;
  subject?: string;
  ttlSeconds: number;
}

/** Signs and checks the compact HS256 JWTs the API hands out (claims, adx, and video rights). */
export class JwtSigner {
  constructor(
    private readonly keys: SigningKeys,
    private readonly now: () => Date = () => new Date(),
  ) {}

  async sign(payload: JWTPayload, opts: SignOptions): Promise<string> {
    const iat = Math.floor(this.now().getTime() / 1000);
    const jwt = new SignJWT(payload)
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setAudience(opts.audience)
      .setIssuedAt(iat)
      .setNotBefore(iat)
      .setExpirationTime(iat + opts.ttlSeconds);
    if (opts.subject !== undefined) jwt.setSubject(opts.subject);
    return jwt.sign(await this.keys.jwtKey());
  }

  /** The payload of a token this server signed for `audience`; throws when invalid or expired. */
  async verify(token: string, audience: string): Promise<JWTPayload> {
    const { payload } = await jwtVerify(token, await this.keys.jwtKey(), {
      audience,
      algorithms: ['HS256'],
      currentDate: this.now(),
    });
    return payload;
  }
}
