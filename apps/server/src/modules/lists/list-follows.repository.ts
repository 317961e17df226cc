import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import './lists.schema';

/**
 * Follows and the list's follower_count, moved together in one transaction: the counter update
 * takes the list row's lock, so 50 follows at once leave exactly 50.
 */
export class ListFollowsRepository {
  constructor(private readonly db: Kysely<Database>) {}

  /** Follows (a no-op when already following); answers the list's follower_count after. */
  follow(listUuid: string, userId: string): Promise<number> {
    return this.db.transaction().execute(async (trx) => {
      const inserted = await trx
        .insertInto('user_list_follows')
        .values({ list_uuid: listUuid, user_id: userId })
        .onConflict((c) => c.columns(['list_uuid', 'user_id']).doNothing())
        .returning('list_uuid')
        .executeTakeFirst();
      const row = await trx
        .updateTable('user_lists')
        .set({ follower_count: inserted ? sql`follower_count + 1` : sql`follower_count` })
        .where('uuid', '=', listUuid)
        .returning('follower_count')
        .executeTakeFirstOrThrow();
      return row.follower_count;
    });
  }

  /** Unfollows (a no-op when not following); answers the list's follower_count after. */
  unfollow(listUuid: string, userId: string): Promise<number> {
    return this.db.transaction().execute(async (trx) => {
      const removed = await trx
        .deleteFrom('user_list_follows')
        .where('list_uuid', '=', listUuid)
        .where('user_id', '=', userId)
        .returning('list_uuid')
        .executeTakeFirst();
      const row = await trx
        .updateTable('user_lists')
        .set({ follower_count: removed ? sql`follower_count - 1` : sql`follower_count` })
        .where('uuid', '=', listUuid)
        .returning('follower_count')
        .executeTakeFirstOrThrow();
      return row.follower_count;
    });
  }
}
