import {
  PIN_FIRST_LOCK_SECONDS,
  PIN_MAX_LOCK_SECONDS,
  PIN_MAX_TRIES,
  PIN_UNLOCK_SECONDS,
  ViewerCode,
  type ViewerUnlock,
} from '@fanverse/contract';
import { AppError } from '../../errors/app-error';
import type { SessionContext } from '../auth/session.service';
import type { PasswordHasher } from '../auth/passwords';
import type { UnlockTokens } from './unlock-tokens';
import type { ViewerControlsRepository } from './viewer-controls.repository';
import { checkPinFormat } from './viewer-pin.service';

const LOCK_RULE = {
  maxTries: PIN_MAX_TRIES,
  firstLockSeconds: PIN_FIRST_LOCK_SECONDS,
  maxLockSeconds: PIN_MAX_LOCK_SECONDS,
};

const notSet = () => AppError.notFound(ViewerCode.PIN_NOT_SET, 'No parental controls PIN is set.');
const locked = (until: Date) =>
  new AppError(429, ViewerCode.PIN_LOCKED, 'Too many wrong PINs. Try again later.', 'pin', {
    locked_until: until.toISOString(),
  });
const incorrect = (remaining: number) =>
  new AppError(403, ViewerCode.PIN_INCORRECT, 'The PIN is not correct.', 'pin', { remaining });

/**
 * Entering the pin (POST /api/5/viewer/pin/unlock): a correct pin answers a signed unlock for this
 * session and the controls' version, valid PIN_UNLOCK_SECONDS; PIN_MAX_TRIES wrong pins lock
 * unlocking for PIN_FIRST_LOCK_SECONDS, each further lock twice as long up to PIN_MAX_LOCK_SECONDS.
 * Each try is reserved in the database before the pin is checked (one guarded statement), so that
 * a burst of concurrent guesses gets at most PIN_MAX_TRIES checks per lock, not one per request.
 */
export class PinUnlockService {
  constructor(
    private readonly controls: ViewerControlsRepository,
    private readonly hasher: PasswordHasher,
    private readonly unlocks: UnlockTokens,
    private readonly now: () => Date,
  ) {}

  async unlock(user: SessionContext, pin: string): Promise<ViewerUnlock> {
    checkPinFormat(pin);
    const now = this.now();
    const reserved = await this.controls.reserveTry(user.userId, now, LOCK_RULE);
    if (!reserved) {
      const row = await this.controls.find(user.userId);
      if (!row) throw notSet();
      throw locked(row.pin_locked_until ?? now);
    }
    if ((await this.hasher.verify(reserved.pin_hash, pin)).ok) {
      const cleared = await this.controls.clearFailures(user.userId, reserved.pin_hash);
      // The pin changed, or the controls went, while it was checked: the pin entered is not the pin.
      if (!cleared) throw incorrect(PIN_MAX_TRIES);
      const expiresAt = Math.floor(now.getTime() / 1000) + PIN_UNLOCK_SECONDS;
      return {
        unlock_token: await this.unlocks.issue({
          sessionId: user.sessionId,
          version: cleared.version,
          expiresAt,
        }),
        expires_at: new Date(expiresAt * 1000).toISOString(),
      };
    }
    if (reserved.pin_locked_until && reserved.pin_locked_until > now) throw locked(reserved.pin_locked_until);
    throw incorrect(PIN_MAX_TRIES - reserved.failed_pins);
  }
}
