import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';

export type UserImageKind = 'avatar' | 'banner';

const COLUMN = { avatar: 'avatar_path', banner: 'banner_path' } as const;

/** The media paths of a user's avatar and banner (users.avatar_path, users.banner_path). */
export class UserImagesRepository {
  constructor(private readonly db: Kysely<Database>) {}

  /**
   * Sets the image path (null removes it) and returns the one it replaced, under a row lock so
   * that two uploads at once each learn the right previous file to delete. `found` is false
   * when there is no such user.
   */
  replace(
    userId: string,
    kind: UserImageKind,
    path: string | null,
  ): Promise<{ found: boolean; previous: string | null }> {
    const column = COLUMN[kind];
    return this.db.transaction().execute(async (trx) => {
      const row = await trx
        .selectFrom('users')
        .select(column)
        .where('id', '=', userId)
        .forUpdate()
        .executeTakeFirst();
      if (!row) return { found: false, previous: null };
      await trx
        .updateTable('users')
        .set({ [column]: path, updated_at: new Date() })
        .where('id', '=', userId)
        .execute();
      return { found: true, previous: row[column] };
    });
  }
}
