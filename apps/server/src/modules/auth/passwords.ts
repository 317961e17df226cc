import argon2 from 'argon2';

/** argon2id cost. OWASP's minimum for argon2id: m = 19 MiB, t = 2, p = 1 (the production default). */
export interface Argon2Cost {
  memoryKib: number;
  timeCost: number;
}

export const OWASP_ARGON2: Argon2Cost = { memoryKib: 19_456, timeCost: 2 };

export interface PasswordCheck {
  ok: boolean;
  /** The hash was made with other parameters than today's: store a fresh one (login does). */
  needsRehash: boolean;
}

/**
 * Hashes and checks passwords with argon2id. A digest carries its own parameters, so hashes made
 * under older settings keep verifying; `needsRehash` says when to replace one.
 */
export class PasswordHasher {
  private readonly options;
  private dummy: Promise<string> | undefined;

  constructor(cost: Argon2Cost = OWASP_ARGON2) {
    this.options = {
      type: argon2.argon2id,
      memoryCost: cost.memoryKib,
      timeCost: cost.timeCost,
      parallelism: 1,
    } as const;
  }

  hash(password: string): Promise<string> {
    return argon2.hash(password, this.options);
  }

  async verify(digest: string, password: string): Promise<PasswordCheck> {
    let ok = false;
    try {
      ok = await argon2.verify(digest, password);
    } catch {
      // A malformed stored digest (imported account, manual edit) never matches.
      return { ok: false, needsRehash: false };
    }
    return { ok, needsRehash: ok && argon2.needsRehash(digest, this.options) };
  }

  /**
   * Spends the time of one real check when there is no account to check against, so that an
   * unknown name and a wrong password take alike long (no account enumeration by timing).
   */
  async verifyDummy(password: string): Promise<void> {
    this.dummy ??= argon2.hash('dummy password never used for any account', this.options);
    await argon2.verify(await this.dummy, password).catch(() => false);
  }
}
