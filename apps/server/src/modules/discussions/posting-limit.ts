import { sql, type Transaction } from 'kysely';
import type { Database } from '../../db/schema';
import './discussions.schema';

/** The posting limit (POSTING_LIMIT posts in POSTING_WINDOW_SECONDS); tests lower it. */
export interface PostingLimit {
  posts: number;
  windowSeconds: number;
}

/**
 * Whether the member may post once more, asked inside the transaction that inserts the post.
 * The member's users row is locked first, so two posts at once count one after the other and
 * the limit holds exactly, on every server instance. Deleted posts still count: deleting and
 * posting again is no way around the limit.
 */
export async function mayPostWithin(
  trx: Transaction<Database>,
  authorId: string,
  limit: PostingLimit,
): Promise<boolean> {
  await trx.selectFrom('users').select('id').where('id', '=', authorId).forUpdate().execute();
  const since = sql<Date>`now() - make_interval(secs => ${limit.windowSeconds})`;
  const { n } = await trx
    .selectNoFrom(
      sql<string>`(select count(*) from discussion_threads where author_id = ${authorId} and created_at > ${since})
        + (select count(*) from discussion_replies where author_id = ${authorId} and created_at > ${since})`.as(
        'n',
      ),
    )
    .executeTakeFirstOrThrow();
  return Number(n) < limit.posts;
}
