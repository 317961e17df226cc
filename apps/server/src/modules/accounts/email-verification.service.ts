import {
  AccountCode,
  type EmailStatus,
  type EmailVerifyResult,
  type ResendVerification,
} from '@fanverse/contract';
import { AppError } from '../../errors/app-error';
import { hashToken } from '../auth/tokens';
import { TOKEN_TTL_MS, type AccountMail } from './account-mail';
import { isHexToken } from './account-rules';
import type { AccountRow, AccountsRepository } from './accounts.repository';
import { toEmailStatus } from './profile.mapper';

/** The least time between two verification mails to one account. */
export const RESEND_INTERVAL_SECONDS = 60;

/** A resend asked for too soon; carries how long to wait (the route sends it as Retry-After). */
export class ResendTooSoon extends AppError {
  constructor(readonly secondsUntilRetry: number) {
    super(
      400,
      AccountCode.RESEND_RATE_LIMITED,
      `A verification email was sent recently. Try again in ${secondsUntilRetry} seconds (seconds_until_retry=${secondsUntilRetry}).`,
    );
  }
}

const invalidToken = (what: string) =>
  AppError.badRequest(AccountCode.INVALID_TOKEN, `This ${what} link is invalid or has expired.`, 'token');

/**
 * Email verification (spec accounts §4): every new address gets a mailed single-use link
 * (7 days); `email_verification_deadline` tells the client until when the member should use it.
 * Also the double opt-in confirmation, which works the same way for marketing consent.
 */
export class EmailVerificationService {
  constructor(
    private readonly repo: AccountsRepository,
    private readonly mail: AccountMail,
    private readonly now: () => Date = () => new Date(),
  ) {}

  async status(userId: string): Promise<EmailStatus> {
    return toEmailStatus(await this.account(userId));
  }

  /**
   * Verifies the address a mailed token was sent to. The token alone proves it (the link may be
   * opened signed out); when a session is present it must be the token owner's.
   */
  async verify(token: string, callerId: string | null): Promise<EmailVerifyResult> {
    if (!isHexToken(token)) throw invalidToken('verification');
    const now = this.now();
    const row = await this.repo.findToken(hashToken(token.toLowerCase()), 'verify_email');
    if (!row || row.used_at || row.expires_at <= now || (callerId && row.user_id !== callerId)) {
      throw invalidToken('verification');
    }
    const user = await this.repo.findById(row.user_id);
    if (!user) throw invalidToken('verification');
    await this.repo.transaction(async (repo) => {
      if (!(await repo.consumeToken(row.id, now))) throw invalidToken('verification');
      await repo.update(user.id, { email_verified: true });
    });
    return {
      createdt: now.toISOString(),
      guid: row.id.replaceAll('-', ''),
      result: 'verified',
      topic_id: user.email,
      topic_type: 'email',
      user_guid: user.guid,
    };
  }

  /**
   * Sends the verification mail again: 400 EMAIL_ALREADY_VERIFIED when there is nothing to
   * verify, 400 RESEND_RATE_LIMITED within 60 s of the last one (the client maps that 400 to 7504).
   */
  async resend(userId: string): Promise<ResendVerification> {
    const user = await this.account(userId);
    if (user.email_verified) {
      throw AppError.badRequest(
        AccountCode.EMAIL_ALREADY_VERIFIED,
        'This email address is already verified.',
      );
    }
    const now = this.now();
    const last = await this.repo.lastTokenSentAt(user.id, 'verify_email');
    const waitMs = last ? last.getTime() + RESEND_INTERVAL_SECONDS * 1000 - now.getTime() : 0;
    if (waitMs > 0) throw new ResendTooSoon(Math.ceil(waitMs / 1000));
    const mail = await this.repo.transaction(async (repo) => {
      await repo.retireTokens(user.id, 'verify_email', now);
      const deadline = new Date(now.getTime() + TOKEN_TTL_MS.verify_email);
      await repo.update(user.id, { email_verification_deadline: deadline });
      return this.mail.issue(repo, 'verify_email', user, now);
    });
    await this.mail.send(mail);
    return {
      success: true,
      message: `Verification email sent to ${user.email}.`,
      seconds_until_retry: RESEND_INTERVAL_SECONDS,
    };
  }

  /** Confirms marketing consent from the mailed link: 404 USER_NOT_FOUND, 400 INVALID_TOKEN. */
  async confirmDoubleOptIn(guid: string, token: string): Promise<{ double_opt_in_status: boolean }> {
    const user = /^[0-9a-f]{32}$/.test(guid) ? await this.repo.findByGuid(guid) : undefined;
    if (!user) throw AppError.notFound(AccountCode.USER_NOT_FOUND, 'User not found.');
    if (!isHexToken(token)) throw invalidToken('confirmation');
    const now = this.now();
    const row = await this.repo.findToken(hashToken(token.toLowerCase()), 'double_opt_in');
    if (!row || row.user_id !== user.id || row.used_at || row.expires_at <= now) {
      throw invalidToken('confirmation');
    }
    await this.repo.transaction(async (repo) => {
      if (!(await repo.consumeToken(row.id, now))) throw invalidToken('confirmation');
      await repo.update(user.id, { double_opt_in: true, opt_in: true });
    });
    return { double_opt_in_status: true };
  }

  private async account(userId: string): Promise<AccountRow> {
    const user = await this.repo.findById(userId);
    if (!user) throw AppError.unauthenticated('Invalid Session');
    return user;
  }
}
