import { sql, type Kysely, type Transaction } from 'kysely';
import type { Database } from '../../db/schema';
import './discussions.schema';

/**
 * The writes threads and replies share: an author's edit, a soft delete and staff hiding. Each
 * visible post is counted on its parent (a thread on its board's thread_count, a reply on its
 * thread's reply_count) and the count moves in the same transaction as the post, with `n ± 1`,
 * so it stays exact under concurrent writes.
 */
const POSTS = {
  thread: {
    table: 'discussion_threads',
    parent: 'board_uuid',
    counted: 'discussion_boards',
    counter: 'thread_count',
  },
  reply: {
    table: 'discussion_replies',
    parent: 'thread_uuid',
    counted: 'discussion_threads',
    counter: 'reply_count',
  },
} as const;

export type PostKind = keyof typeof POSTS;

/**
 * The columns both post tables have, which are all these helpers name (the parent column goes
 * through sql.ref): one Kysely view of either table, so each query is written once.
 */
interface PostColumns {
  uuid: string;
  title: string;
  body: string;
  is_hidden: boolean;
  edited_at: Date | null;
  deleted_at: Date | null;
}
type PostsDb = Record<(typeof POSTS)[PostKind]['table'], PostColumns>;

function posts(db: Kysely<Database>): Kysely<PostsDb> {
  return db as unknown as Kysely<PostsDb>;
}

/** Moves the post's parent count by one. */
export async function moveCount(trx: Kysely<Database>, kind: PostKind, parentUuid: string, sign: '+' | '-') {
  const { counted, counter } = POSTS[kind];
  await sql`update ${sql.table(counted)} set ${sql.ref(counter)} = ${sql.ref(counter)} ${sql.raw(sign)} 1
    where uuid = ${parentUuid}`.execute(trx);
}

/** The author's change, marked edited; true when the post was still there. */
export async function editPost(
  db: Kysely<Database>,
  kind: PostKind,
  uuid: string,
  changes: { title?: string; body?: string },
): Promise<boolean> {
  const result = await posts(db)
    .updateTable(POSTS[kind].table)
    .set({ ...changes, edited_at: sql`now()` })
    .where('uuid', '=', uuid)
    .where('deleted_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/** Soft delete; a visible post leaves its parent's count. True when it was still there. */
export function softDeletePost(db: Kysely<Database>, kind: PostKind, uuid: string): Promise<boolean> {
  const { table, parent } = POSTS[kind];
  return db.transaction().execute(async (trx) => {
    const gone = await posts(trx)
      .updateTable(table)
      .set({ deleted_at: sql`now()` })
      .where('uuid', '=', uuid)
      .where('deleted_at', 'is', null)
      .returning([sql<string>`${sql.ref(parent)}`.as('parent_uuid'), 'is_hidden'])
      .executeTakeFirst();
    if (!gone) return false;
    if (!gone.is_hidden) await moveCount(trx, kind, gone.parent_uuid, '-');
    return true;
  });
}

/**
 * Staff moderation under the post's row lock: `also` writes the kind's other flags (a thread's
 * lock) first; hiding or showing moves the parent's count only when the flag really changes (the
 * conditional update decides, so two calls at once count once). False when the post is gone.
 */
export function moderatePost(
  db: Kysely<Database>,
  kind: PostKind,
  uuid: string,
  isHidden: boolean | undefined,
  also?: (trx: Transaction<Database>) => Promise<void>,
): Promise<boolean> {
  const { table, parent } = POSTS[kind];
  return db.transaction().execute(async (trx) => {
    const post = await posts(trx)
      .selectFrom(table)
      .select(sql<string>`${sql.ref(parent)}`.as('parent_uuid'))
      .where('uuid', '=', uuid)
      .where('deleted_at', 'is', null)
      .forUpdate()
      .executeTakeFirst();
    if (!post) return false;
    if (also) await also(trx);
    if (isHidden !== undefined) {
      const flipped = await posts(trx)
        .updateTable(table)
        .set({ is_hidden: isHidden })
        .where('uuid', '=', uuid)
        .where('is_hidden', '=', !isHidden)
        .executeTakeFirst();
      if (Number(flipped.numUpdatedRows) > 0)
        await moveCount(trx, kind, post.parent_uuid, isHidden ? '-' : '+');
    }
    return true;
  });
}
