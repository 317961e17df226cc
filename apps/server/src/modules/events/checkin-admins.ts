import type { Kysely } from 'kysely';
import { EventCode } from '@fanverse/contract';
import type { Database } from '../../db/schema';
import { AppError } from '../../errors/app-error';

/**
 * Who may use the check-in desk: members whose `checkin_admin` flag an operator set (the claim of
 * the same name reads it). Checked on the server on every check-in call; the web only hides the
 * desk from others.
 */
export class CheckinAdmins {
  constructor(private readonly db: Kysely<Database>) {}

  /** 403 MUST_BE_ADMIN (→ 7750) unless the member holds the claim. */
  async require(userId: string): Promise<void> {
    const row = await this.db
      .selectFrom('users')
      .select('checkin_admin')
      .where('id', '=', userId)
      .executeTakeFirst();
    if (!row?.checkin_admin) {
      throw new AppError(403, EventCode.MUST_BE_ADMIN, 'Must Be Admin: check-in is for event staff');
    }
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
