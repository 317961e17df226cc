import { ServerCode, ViewerCode } from '@fanverse/contract';
import { AppError } from '../../errors/app-error';
import type { PasswordHasher } from '../auth/passwords';
import type { ThrottleStore } from '../auth/throttle-store';
import type { ViewerControlsRepository } from './viewer-controls.repository';

/** Account-password checks one member may make per window when changing controls, then 429. */
export const CONTROLS_PASSWORD_ATTEMPTS = 10;
export const CONTROLS_PASSWORD_WINDOW_MS = 15 * 60_000;

const invalidLogin = (message: string) => new AppError(403, ViewerCode.INVALID_LOGIN, message, 'password');

/**
 * The account password that guards changing or removing parental controls: the parent's decision,
 * not the child's who holds the signed-in device. Guesses are limited per member: each check
 * takes a slot before the hash is compared (so a burst of concurrent guesses cannot outrun the
 * count), and a right password frees the slots again.
 */
export class AccountPasswordCheck {
  constructor(
    private readonly controls: ViewerControlsRepository,
    private readonly hasher: PasswordHasher,
    private readonly throttle: ThrottleStore,
  ) {}

  /** 403 INVALID_LOGIN when missing or wrong, 429 TOO_MANY_REQUESTS past the attempts. */
  async require(userId: string, password: string | undefined): Promise<void> {
    if (!password) {
      throw invalidLogin('Enter your account password to change parental controls.');
    }
    const key = `viewer-controls-password:${userId}`;
    if ((await this.throttle.increment(key, CONTROLS_PASSWORD_WINDOW_MS)) > CONTROLS_PASSWORD_ATTEMPTS) {
      throw new AppError(429, ServerCode.TOO_MANY_REQUESTS, 'Too many attempts. Try again later.');
    }
    const member = await this.controls.findMember(userId);
    if (!member) throw AppError.unauthenticated('Invalid Session');
    if (!(await this.hasher.verify(member.password_hash, password)).ok) {
      throw invalidLogin('Your account password is not correct.');
    }
    await this.throttle.reset(key);
  }
}
