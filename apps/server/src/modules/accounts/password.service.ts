import { AccountCode, PASSWORD_HISTORY, PASSWORD_MIN, ServerCode } from '@fanverse/contract';
import { AppError } from '../../errors/app-error';
import type { PasswordHasher } from '../auth/passwords';
import type { SessionService } from '../auth/session.service';
import type { ThrottleStore } from '../auth/throttle-store';
import { hashToken } from '../auth/tokens';
import type { AccountMail } from './account-mail';
import { hasNul, isHexToken } from './account-rules';
import type { AccountRow, AccountsRepository } from './accounts.repository';
import type { PasswordPolicy } from './password-policy';

/** One reset mail per account per minute, however often someone asks for it. */
export const RESET_MAIL_INTERVAL_MS = 60_000;
/** Wrong current passwords one member may try per window before a 429. */
const CHANGE_ATTEMPTS = 10;
const CHANGE_WINDOW_MS = 15 * 60_000;

const invalidToken = () =>
  AppError.badRequest(
    AccountCode.INVALID_TOKEN,
    'This password reset link is invalid or has expired.',
    'token',
  );

/**
 * Forgotten, reset and changed passwords. A new password passes the policy (spec accounts §5),
 * joins the history and ends sessions: every session on reset, every other session on change.
 *
 * PASSWORD_CHANGED_RECENTLY: with PASSWORD_MIN_AGE_MINUTES above 0, a password cannot be
 * replaced again (by change or reset) until it is that many minutes old; 0 turns this off.
 */
export class PasswordService {
  constructor(
    private readonly repo: AccountsRepository,
    private readonly hasher: PasswordHasher,
    private readonly policy: PasswordPolicy,
    private readonly sessions: SessionService,
    private readonly mail: AccountMail,
    private readonly throttle: ThrottleStore,
    private readonly minAgeMinutes: number,
    private readonly now: () => Date = () => new Date(),
  ) {}

  /**
   * Mails a reset link (valid one hour, single use) when the account exists. The reply never
   * says whether it does.
   */
  async forgot(identifier: { email?: string; username?: string }): Promise<void> {
    const user = await this.findAccount(identifier);
    if (!user) return;
    const now = this.now();
    const last = await this.repo.lastTokenSentAt(user.id, 'reset_password');
    if (last && now.getTime() - last.getTime() < RESET_MAIL_INTERVAL_MS) return;
    const mail = await this.mail.issue(this.repo, 'reset_password', user, now);
    await this.mail.send(mail);
  }

  /** Sets a new password from a mailed token: 400 INVALID_TOKEN when unknown, used or expired. */
  async reset(token: string, password: string): Promise<void> {
    if (!isHexToken(token)) throw invalidToken();
    const now = this.now();
    const row = await this.repo.findToken(hashToken(token.toLowerCase()), 'reset_password');
    if (!row || row.used_at || row.expires_at <= now) throw invalidToken();
    const user = await this.repo.findById(row.user_id);
    if (!user) throw invalidToken();
    this.checkMinAge(user, now);
    await this.policy.check(password, await this.subjectOf(user));
    const hash = await this.hasher.hash(password);
    await this.repo.transaction(async (repo) => {
      if (!(await repo.consumeToken(row.id, now))) throw invalidToken();
      await repo.retireTokens(user.id, 'reset_password', now);
      await repo.update(user.id, {
        password_hash: hash,
        password_changed_at: now,
        requires_password_reset: false,
        failed_logins: 0,
        locked_until: null,
      });
      await repo.addPasswordHistory(user.id, hash, now);
    });
    await this.sessions.revokeAllOf(user.id);
  }

  /**
   * Changes a signed-in member's password, in the codes of its mapping (spec §8 "Password
   * update"): MISSING_REQUIRED_VALUE (1025), VALUE_TOO_SHORT (1001), INVALID_LOGIN for a wrong
   * current password (1009), PASSWORD_CHANGED_RECENTLY (1079), then the policy's codes.
   */
  async change(
    userId: string,
    keepSessionId: string,
    body: { old_password?: string; new_password?: string },
  ): Promise<void> {
    const { old_password: oldPassword, new_password: newPassword } = body;
    if (!newPassword) {
      throw AppError.badRequest(AccountCode.MISSING_REQUIRED_VALUE, 'Enter a new password.', 'new_password');
    }
    if (!oldPassword) {
      throw AppError.badRequest(
        AccountCode.MISSING_REQUIRED_VALUE,
        'Enter your current password.',
        'old_password',
      );
    }
    if (Array.from(newPassword).length < PASSWORD_MIN) {
      throw AppError.badRequest(
        AccountCode.VALUE_TOO_SHORT,
        `The new password must be at least ${PASSWORD_MIN} characters.`,
        'new_password',
      );
    }
    const user = await this.repo.findById(userId);
    if (!user) throw AppError.unauthenticated('Invalid Session');
    const attemptsKey = `password-change:${userId}`;
    if ((await this.throttle.count(attemptsKey)) >= CHANGE_ATTEMPTS) {
      throw new AppError(429, ServerCode.TOO_MANY_REQUESTS, 'Too many attempts. Try again later.');
    }
    if (!(await this.hasher.verify(user.password_hash, oldPassword)).ok) {
      await this.throttle.increment(attemptsKey, CHANGE_WINDOW_MS);
      throw AppError.badRequest(
        AccountCode.INVALID_LOGIN,
        'Your current password is not correct.',
        'old_password',
      );
    }
    const now = this.now();
    this.checkMinAge(user, now);
    await this.policy.check(newPassword, await this.subjectOf(user), 'new_password');
    const hash = await this.hasher.hash(newPassword);
    await this.repo.transaction(async (repo) => {
      await repo.update(user.id, {
        password_hash: hash,
        password_changed_at: now,
        requires_password_reset: false,
      });
      await repo.addPasswordHistory(user.id, hash, now);
      await repo.retireTokens(user.id, 'reset_password', now);
    });
    await this.sessions.revokeAllOf(user.id, keepSessionId);
  }

  private checkMinAge(user: AccountRow, now: Date) {
    if (this.minAgeMinutes <= 0) return;
    const ageMs = now.getTime() - user.password_changed_at.getTime();
    if (ageMs < this.minAgeMinutes * 60_000) {
      throw AppError.badRequest(
        AccountCode.PASSWORD_CHANGED_RECENTLY,
        'Your password was changed recently. Please try again later.',
        'password',
      );
    }
  }

  private async subjectOf(user: AccountRow) {
    return {
      username: user.username,
      email: user.email,
      first_name: user.first_name,
      last_name: user.last_name,
      recentHashes: await this.repo.recentPasswordHashes(user.id, PASSWORD_HISTORY),
    };
  }

  private async findAccount({ email, username }: { email?: string; username?: string }) {
    if (email !== undefined) return hasNul(email) ? undefined : this.repo.findByEmail(email.trim());
    if (username === undefined || hasNul(username)) return undefined;
    return this.repo.findByUsername(username);
  }
}
