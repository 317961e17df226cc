import crypto from 'node:crypto';
import { sql, type Kysely } from 'kysely';
import type { BoardKind } from '@fanverse/contract';
import type { Database } from '../../db/schema';
import { editPost, moderatePost, softDeletePost } from './discussion-posts';
import { mayPostWithin, type PostingLimit } from './posting-limit';
import './discussions.schema';

/** A reply with its author and what the rules read of its thread. */
export interface ReplyRow {
  uuid: string;
  thread_uuid: string;
  author_id: string;
  body: string;
  is_hidden: boolean;
  created_at: Date;
  edited_at: Date | null;
  author_guid: string;
  author_username: string;
  author_avatar_path: string | null;
  thread_is_hidden: boolean;
  thread_is_locked: boolean;
  /** The thread's board and its title (the parental check, discussion-limits.ts). */
  board_kind: BoardKind;
  board_content_uuid: string | null;
}

/** The thread as a new reply finds it, read under the thread row's lock. */
export interface ThreadState {
  is_locked: boolean;
  is_hidden: boolean;
}

/**
 * Kysely queries over discussion_replies (with their author). A reply's count on its thread
 * moves in the same transaction as the reply, with `reply_count ± 1`.
 */
export class DiscussionRepliesRepository {
  constructor(private readonly db: Kysely<Database>) {}

  private replies() {
    return this.db
      .selectFrom('discussion_replies as r')
      .innerJoin('discussion_threads as t', 't.uuid', 'r.thread_uuid')
      .innerJoin('discussion_boards as b', 'b.uuid', 't.board_uuid')
      .innerJoin('users as u', 'u.id', 'r.author_id')
      .select([
        'r.uuid',
        'r.thread_uuid',
        'r.author_id',
        'r.body',
        'r.is_hidden',
        'r.created_at',
        'r.edited_at',
        'u.guid as author_guid',
        'u.username as author_username',
        'u.avatar_path as author_avatar_path',
        't.is_hidden as thread_is_hidden',
        't.is_locked as thread_is_locked',
        'b.kind as board_kind',
        'b.content_uuid as board_content_uuid',
      ])
      .where('r.deleted_at', 'is', null)
      .where('t.deleted_at', 'is', null);
  }

  /** A reply of a thread that still exists, neither deleted; hidden or not (the service decides). */
  byUuid(uuid: string): Promise<ReplyRow | undefined> {
    return this.replies().where('r.uuid', '=', uuid).executeTakeFirst();
  }

  async countByThread(threadUuid: string, includeHidden: boolean): Promise<number> {
    let query = this.db
      .selectFrom('discussion_replies')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .where('thread_uuid', '=', threadUuid)
      .where('deleted_at', 'is', null);
    if (!includeHidden) query = query.where('is_hidden', '=', false);
    const row = await query.executeTakeFirstOrThrow();
    return Number(row.n);
  }

  /** Oldest first; the uuid breaks ties so pages never overlap. */
  pageByThread(
    threadUuid: string,
    includeHidden: boolean,
    limit: number,
    offset: number,
  ): Promise<ReplyRow[]> {
    let query = this.replies().where('r.thread_uuid', '=', threadUuid);
    if (!includeHidden) query = query.where('r.is_hidden', '=', false);
    return query.orderBy('r.created_at').orderBy('r.uuid').limit(limit).offset(offset).execute();
  }

  /**
   * Inserts a reply, counts it on its thread and moves the thread's last activity. Inside one
   * transaction: the member's row is locked (posting limit), then the thread's, and `admit`
   * judges the thread as it is then (it throws to refuse: locked, gone). Answers the new uuid,
   * null over the posting limit, or 'gone' when the thread was deleted meanwhile.
   */
  async create(
    reply: { thread_uuid: string; author_id: string; body: string },
    limit: PostingLimit,
    admit: (thread: ThreadState) => void,
  ): Promise<string | null | 'gone'> {
    return this.db.transaction().execute(async (trx) => {
      if (!(await mayPostWithin(trx, reply.author_id, limit))) return null;
      const thread = await trx
        .selectFrom('discussion_threads')
        .select(['is_locked', 'is_hidden'])
        .where('uuid', '=', reply.thread_uuid)
        .where('deleted_at', 'is', null)
        .forUpdate()
        .executeTakeFirst();
      if (!thread) return 'gone';
      admit(thread);
      const uuid = crypto.randomUUID();
      await trx
        .insertInto('discussion_replies')
        .values({ uuid, ...reply, edited_at: null, deleted_at: null })
        .execute();
      // The count and the last activity move in one statement (not moveCount) on the locked row.
      await trx
        .updateTable('discussion_threads')
        .set({ reply_count: sql`reply_count + 1`, last_activity_at: sql`now()` })
        .where('uuid', '=', reply.thread_uuid)
        .execute();
      return uuid;
    });
  }

  /** The author's change; true when the reply was still there. */
  edit(uuid: string, body: string): Promise<boolean> {
    return editPost(this.db, 'reply', uuid, { body });
  }

  /** Soft delete; a visible reply leaves its thread's count. True when it was still there. */
  softDelete(uuid: string): Promise<boolean> {
    return softDeletePost(this.db, 'reply', uuid);
  }

  /** Hides or shows a reply; the thread's count moves only when the flag really changes. */
  setHidden(uuid: string, isHidden: boolean): Promise<boolean> {
    return moderatePost(this.db, 'reply', uuid, isHidden);
  }
}
