import crypto from 'node:crypto';
import { resolveLang } from '@fanverse/contract';
import type { AccountTokenPurpose } from '../../db/schema';
import { hashToken } from '../auth/tokens';
import type { Mailer, MailTemplate } from '../mail/mail-types';
import type { AccountsRepository } from './accounts.repository';

const HOUR = 3_600_000;

/** How long each mailed token stays usable. */
export const TOKEN_TTL_MS: Record<AccountTokenPurpose, number> = {
  verify_email: 7 * 24 * HOUR,
  reset_password: HOUR,
  double_opt_in: 7 * 24 * HOUR,
};

/** Where each mail's button leads in the web app; the token travels in the query. */
const LINKS: Record<AccountTokenPurpose, (p: { token: string; guid: string }) => string> = {
  verify_email: ({ token }) => `/verify-email?token=${token}`,
  reset_password: ({ token }) => `/reset-password?token=${token}`,
  double_opt_in: ({ token, guid }) => `/confirm-opt-in?guid=${guid}&token=${token}`,
};

/** A mailed token: 32 random bytes in hex (the double opt-in check wants hexadecimal). */
export function newMailToken(): string {
  return crypto.randomBytes(32).toString('hex');
}

export interface MailRecipient {
  id: string;
  guid: string;
  username: string;
  email: string;
  locale: string;
}

export interface PendingMail {
  template: MailTemplate;
  to: MailRecipient;
  link: string;
}

/**
 * Issues the single-use tokens of account mails (stored hashed in account_tokens) and sends the
 * mails through the Mailer. Issuing happens inside the caller's transaction; sending happens
 * after it commits, and a mail that cannot be sent is logged, never turned into a failed
 * request: the account change stands and the member can ask for the mail again.
 */
export class AccountMail {
  private readonly publicUrl: string;

  constructor(
    private readonly mailer: Mailer,
    publicUrl: string,
    private readonly onError: (err: unknown, template: MailTemplate) => void,
  ) {
    this.publicUrl = publicUrl.replace(/\/$/, '');
  }

  /** Stores a new token for `purpose` and answers the mail that carries it. */
  async issue(
    repo: AccountsRepository,
    purpose: AccountTokenPurpose,
    to: MailRecipient,
    now: Date,
  ): Promise<PendingMail> {
    const token = newMailToken();
    await repo.createToken({
      userId: to.id,
      purpose,
      tokenHash: hashToken(token),
      createdAt: now,
      expiresAt: new Date(now.getTime() + TOKEN_TTL_MS[purpose]),
    });
    return { template: purpose, to, link: this.publicUrl + LINKS[purpose]({ token, guid: to.guid }) };
  }

  async send(...mails: PendingMail[]): Promise<void> {
    for (const { template, to, link } of mails) {
      try {
        await this.mailer.send({
          template,
          to: to.email,
          lang: resolveLang(to.locale),
          vars: { username: to.username, link },
        });
      } catch (err) {
        this.onError(err, template);
      }
    }
  }
}
