import { sql, type Kysely } from 'kysely';
import type { LikeContentType } from '@fanverse/contract';
import type { Database } from '../../../db/schema';

/** The catalogue table each likeable content type lives in (all keyed by a `uuid` column). */
const CONTENT_TABLES = {
  series: 'series',
  episode: 'episodes',
  clip: 'clips',
  comicseries: 'comic_series',
  book: 'comic_books',
} as const satisfies Record<LikeContentType, keyof Database>;

export interface LikeState {
  /** Whether the content exists in the catalogue. */
  found: boolean;
  likes: number;
  /** Whether the member (if any) likes it. */
  liked: boolean;
}

/**
 * Likes and their counts (migration activity-0001). `like_counts` is kept by the `likes_count`
 * row trigger in the like's own transaction, so these queries only add or remove the member's
 * row; a like that is already there (or an unlike of one that is not) changes nothing, which
 * is what makes the calls idempotent and the count exact.
 */
export class LikesRepository {
  constructor(private readonly db: Kysely<Database>) {}

  /** Existence, count and the member's own like, in one round trip. */
  async state(type: LikeContentType, uuid: string, userId: string | null): Promise<LikeState> {
    const table = sql.table(CONTENT_TABLES[type]);
    const { rows } = await sql<{ found: boolean; likes: number; liked: boolean }>`
      select
        exists (select 1 from ${table} where uuid = ${uuid}) as found,
        coalesce((select likes from like_counts where content_type = ${type} and content_uuid = ${uuid}), 0)::int
          as likes,
        ${
          userId === null
            ? sql`false`
            : sql`exists (select 1 from likes
                where user_id = ${userId} and content_type = ${type} and content_uuid = ${uuid})`
        } as liked`.execute(this.db);
    return rows[0]!;
  }

  /** Whether the content exists (before a write: a like of nothing is a 404, not a row). */
  async exists(type: LikeContentType, uuid: string): Promise<boolean> {
    const { rows } = await sql<{ found: boolean }>`
      select exists (select 1 from ${sql.table(CONTENT_TABLES[type])} where uuid = ${uuid}) as found`.execute(
      this.db,
    );
    return rows[0]!.found;
  }

  async add(userId: string, type: LikeContentType, uuid: string): Promise<void> {
    await this.db
      .insertInto('likes')
      .values({ user_id: userId, content_type: type, content_uuid: uuid })
      .onConflict((oc) => oc.columns(['user_id', 'content_type', 'content_uuid']).doNothing())
      .execute();
  }

  async remove(userId: string, type: LikeContentType, uuid: string): Promise<void> {
    await this.db
      .deleteFrom('likes')
      .where('user_id', '=', userId)
      .where('content_type', '=', type)
      .where('content_uuid', '=', uuid)
      .execute();
  }
}
