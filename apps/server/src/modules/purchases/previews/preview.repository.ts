import { sql, type Kysely } from 'kysely';
import type { Database } from '../../../db/schema';

type Db = Kysely<Database>;
/** A month key as the `date` column compares it (YYYY-MM-DD text, matched as a date). */
const asDate = (month: string) => sql<string>`${month}::date`;
export type PreviewContentType = 'episode' | 'book';

/** One item previewed in one month: whose, which, and the latest token's hash and end. */
export interface PreviewGrantRow {
  user_id: string;
  content_type: PreviewContentType;
  content_uuid: string;
  expires_at: Date;
}

/**
 * Preview credits and grants (typed SQL only; the rules live in PreviewService). `month` is the
 * first day of a UTC month, `YYYY-MM-01`. Methods taking `db` run in the caller's transaction.
 */
export class PreviewRepository {
  constructor(private readonly db: Db) {}

  /** Credits the member spent in `month` (0 before the first). */
  async usedIn(userId: string, month: string): Promise<number> {
    const row = await this.db
      .selectFrom('preview_credits')
      .select('used')
      .where('user_id', '=', userId)
      .where('month', '=', asDate(month))
      .executeTakeFirst();
    return row?.used ?? 0;
  }

  /** The items the member previewed in `month`, first previewed first. */
  previewedIn(userId: string, month: string) {
    return this.db
      .selectFrom('preview_grants')
      .select(['content_type', 'content_uuid'])
      .where('user_id', '=', userId)
      .where('month', '=', asDate(month))
      .orderBy('created_at')
      .orderBy('id')
      .execute();
  }

  /**
   * Gives this month's grant of the item a new token (the old one stops working). False when the
   * member has not previewed the item this month.
   */
  async refreshGrant(
    db: Db,
    grant: { userId: string; contentType: PreviewContentType; contentUuid: string; month: string },
    token: { hash: string; expiresAt: Date },
  ): Promise<boolean> {
    const row = await db
      .updateTable('preview_grants')
      .set({ token_hash: token.hash, expires_at: token.expiresAt })
      .where('user_id', '=', grant.userId)
      .where('content_type', '=', grant.contentType)
      .where('content_uuid', '=', grant.contentUuid)
      .where('month', '=', asDate(grant.month))
      .returning('id')
      .executeTakeFirst();
    return row !== undefined;
  }

  /**
   * Records this month's grant of the item. False when one exists already: the unique (member,
   * item, month) index makes a concurrent insert of the same grant wait for the first one's
   * transaction and then do nothing.
   */
  async insertGrant(
    db: Db,
    grant: {
      id: string;
      userId: string;
      contentType: PreviewContentType;
      contentUuid: string;
      month: string;
      createdAt: Date;
    },
    token: { hash: string; expiresAt: Date },
  ): Promise<boolean> {
    const row = await db
      .insertInto('preview_grants')
      .values({
        id: grant.id,
        user_id: grant.userId,
        content_type: grant.contentType,
        content_uuid: grant.contentUuid,
        month: grant.month,
        token_hash: token.hash,
        expires_at: token.expiresAt,
        created_at: grant.createdAt,
      })
      .onConflict((oc) => oc.columns(['user_id', 'content_type', 'content_uuid', 'month']).doNothing())
      .returning('id')
      .executeTakeFirst();
    return row !== undefined;
  }

  /**
   * Spends one of the month's credits: the guarded update moves `used` only while it is below the
   * allowance, so concurrent spenders queue on the row and the last ones find none left. Answers
   * the credits used afterwards, or null when none were left.
   */
  async spendCredit(db: Db, userId: string, month: string, allowance: number): Promise<number | null> {
    await db
      .insertInto('preview_credits')
      .values({ user_id: userId, month, used: 0 })
      .onConflict((oc) => oc.columns(['user_id', 'month']).doNothing())
      .execute();
    const row = await db
      .updateTable('preview_credits')
      .set((eb) => ({ used: eb('used', '+', 1) }))
      .where('user_id', '=', userId)
      .where('month', '=', asDate(month))
      .where('used', '<', allowance)
      .returning('used')
      .executeTakeFirst();
    return row?.used ?? null;
  }

  /** The grant whose latest token has this hash. */
  grantByTokenHash(hash: string): Promise<PreviewGrantRow | undefined> {
    return this.db
      .selectFrom('preview_grants')
      .select(['user_id', 'content_type', 'content_uuid', 'expires_at'])
      .where('token_hash', '=', hash)
      .executeTakeFirst();
  }
}
