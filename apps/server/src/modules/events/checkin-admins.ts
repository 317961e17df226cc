import type { Kysely } from 'kysely';
import { EventCode } from '@fanverse/contract';
import type { Database } from '../../db/schema';
import { AppError } from '../../errors/app-error';
import { isListed, normalisedEmails } from './operator/checkin-admin-bootstrap';

/**
 * Who may use the check-in desk: members whose `checkin_admin` flag an operator set (the claim of
 * the same name reads it). Checked on the server on every check-in call; the web only hides the
 * desk from others. `bootstrapEmails` (CHECKIN_ADMIN_EMAILS) also lets a listed, verified account
 * in on its first call, persisting the flag, so a desk made after start-up needs no restart.
 */
export class CheckinAdmins {
  private readonly bootstrapEmails: string[];

  constructor(
    private readonly db: Kysely<Database>,
    bootstrapEmails: readonly string[] = [],
  ) {
    this.bootstrapEmails = normalisedEmails(bootstrapEmails);
  }

  /** 403 MUST_BE_ADMIN (→ 7750) unless the member holds the claim or is a listed, verified account. */
  async require(userId: string): Promise<void> {
    const row = await this.db
      .selectFrom('users')
      .select(['checkin_admin', 'email', 'email_verified'])
      .where('id', '=', userId)
      .executeTakeFirst();
    if (row?.checkin_admin) return;
    if (row?.email_verified && isListed(this.bootstrapEmails, row.email)) {
      // Persisted, so the claim (and the web's desk link) shows it from now on. The guard on
      // email_verified repeats the check in the write: an address changed meanwhile is not promoted.
      const promoted = await this.db
        .updateTable('users')
        .set({ checkin_admin: true })
        .where('id', '=', userId)
        .where('email_verified', '=', true)
        .where('email', '=', row.email)
        .executeTakeFirst();
      if (Number(promoted.numUpdatedRows) > 0) return;
    }
    throw new AppError(403, EventCode.MUST_BE_ADMIN, 'Must Be Admin: check-in is for event staff');
  }

  /** Grants or revokes the claim (the operator command); false when no account matched. */
  async set(userId: string, admin: boolean): Promise<boolean> {
    const result = await this.db
      .updateTable('users')
      .set({ checkin_admin: admin })
      .where('id', '=', userId)
      .executeTakeFirst();
    return Number(result.numUpdatedRows) > 0;
  }
}
