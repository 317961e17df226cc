import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { AppConfig } from '../../config/config';
import type { Database } from '../../db/schema';
import { PasswordHasher } from '../auth/passwords';
import { ServerSecretsRepository } from '../auth/server-secrets.repository';
import type { SessionService } from '../auth/session.service';
import { SigningKeys } from '../auth/signing-key';
import { createThrottleStore } from '../auth/throttle-store';
import { AccountPasswordCheck } from './account-password';
import { AgeLimit } from './age-limit';
import { ParentalGuard } from './parental-guard';
import { PinUnlockService } from './pin-unlock.service';
import { UnlockTokens } from './unlock-tokens';
import { ViewerControlsRepository } from './viewer-controls.repository';
import { ViewerPinService } from './viewer-pin.service';

export interface ParentalDeps {
  sessions: SessionService;
  log: FastifyBaseLogger;
}

export interface ParentalOverrides {
  /** The clock of pin locks, unlock expiry and ages (tests travel in time). */
  now?: () => Date;
}

/** Parental controls (issue 23): the guard every content module asks, and the viewer-pin calls. */
export function createParentalServices(
  db: Kysely<Database>,
  config: AppConfig,
  deps: ParentalDeps,
  overrides: ParentalOverrides = {},
) {
  const now = overrides.now ?? (() => new Date());
  const controls = new ViewerControlsRepository(db);
  const unlocks = new UnlockTokens(new SigningKeys(new ServerSecretsRepository(db), config.JWT_SECRET), () =>
    Math.floor(now().getTime() / 1000),
  );
  // The pin is hashed like a password: the same argon2id cost (a 4-digit pin has little entropy
  // of its own; the hash keeps a database reader from reading it off, the lock limits guessing).
  const hasher = new PasswordHasher({
    memoryKib: config.ARGON2_MEMORY_KIB,
    timeCost: config.ARGON2_TIME_COST,
  });
  // Password guesses are counted where sign-in counts them: in Redis when set, so every instance
  // counts together.
  const throttle = createThrottleStore(config, (err) =>
    deps.log.warn({ err }, 'parental throttle store unavailable'),
  );
  const password = new AccountPasswordCheck(controls, hasher, throttle);
  return {
    sessions: deps.sessions,
    controls,
    unlocks,
    guard: new ParentalGuard(deps.sessions, controls, unlocks, new AgeLimit(controls, now)),
    pins: new ViewerPinService(controls, hasher, password, now),
    unlock: new PinUnlockService(controls, hasher, unlocks, now),
    close: () => throttle.close(),
  };
}
export type ParentalServices = ReturnType<typeof createParentalServices>;
