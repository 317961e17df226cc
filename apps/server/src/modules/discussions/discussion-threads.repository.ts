import crypto from 'node:crypto';
import type { Kysely } from 'kysely';
import type { BoardKind } from '@fanverse/contract';
import type { Database } from '../../db/schema';
import { THREAD_COLUMNS, THREAD_TITLES, threadsWithBoards } from './discussion-joins';
import { editPost, moderatePost, moveCount, softDeletePost } from './discussion-posts';
import type { ThreadJoinedRow } from './discussion-thread.mapper';
import { mayPostWithin, type PostingLimit } from './posting-limit';
import './discussions.schema';

/** A thread row as the mapper wants it, plus what the rules read (board and its title, deletion). */
export interface ThreadRow extends ThreadJoinedRow {
  board_uuid: string;
  board_kind: BoardKind;
  board_content_uuid: string | null;
  deleted_at: Date | null;
}

export interface NewThread {
  board_uuid: string;
  author_id: string;
  title: string;
  body: string;
}

/**
 * Kysely queries over discussion_threads, joined with their board (and the board's series or
 * comic series, whose title a content board takes) and their author. Counters move in the same
 * transaction as the row they count, with `n = n ± 1` updates, so they stay exact under
 * concurrent writes.
 */
export class DiscussionThreadsRepository {
  constructor(private readonly db: Kysely<Database>) {}

  private threads() {
    return threadsWithBoards(this.db)
      .select(THREAD_COLUMNS)
      .select([
        't.board_uuid',
        'b.kind as board_kind',
        'b.content_uuid as board_content_uuid',
        't.deleted_at',
      ])
      .select(THREAD_TITLES);
  }

  /** A thread that is not deleted (hidden or not: the service decides who sees it). */
  byUuid(uuid: string): Promise<ThreadRow | undefined> {
    return this.threads().where('t.uuid', '=', uuid).where('t.deleted_at', 'is', null).executeTakeFirst();
  }

  private ofBoard(boardUuid: string, includeHidden: boolean) {
    let query = this.db
      .selectFrom('discussion_threads as t')
      .where('t.board_uuid', '=', boardUuid)
      .where('t.deleted_at', 'is', null);
    if (!includeHidden) query = query.where('t.is_hidden', '=', false);
    return query;
  }

  async countByBoard(boardUuid: string, includeHidden: boolean): Promise<number> {
    const row = await this.ofBoard(boardUuid, includeHidden)
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .executeTakeFirstOrThrow();
    return Number(row.n);
  }

  /** Newest activity first; the uuid breaks ties so pages never overlap. */
  pageByBoard(
    boardUuid: string,
    includeHidden: boolean,
    limit: number,
    offset: number,
  ): Promise<ThreadRow[]> {
    let query = this.threads().where('t.board_uuid', '=', boardUuid).where('t.deleted_at', 'is', null);
    if (!includeHidden) query = query.where('t.is_hidden', '=', false);
    return query
      .orderBy('t.last_activity_at', 'desc')
      .orderBy('t.uuid', 'desc')
      .limit(limit)
      .offset(offset)
      .execute();
  }

  /** Inserts the thread and counts it on its board; null when the author is over the posting limit. */
  async create(thread: NewThread, limit: PostingLimit): Promise<string | null> {
    return this.db.transaction().execute(async (trx) => {
      if (!(await mayPostWithin(trx, thread.author_id, limit))) return null;
      const uuid = crypto.randomUUID();
      await trx
        .insertInto('discussion_threads')
        .values({ uuid, ...thread, edited_at: null, deleted_at: null })
        .execute();
      await moveCount(trx, 'thread', thread.board_uuid, '+');
      return uuid;
    });
  }

  /** The author's change; true when the thread was still there. */
  edit(uuid: string, changes: { title?: string; body?: string }): Promise<boolean> {
    return editPost(this.db, 'thread', uuid, changes);
  }

  /** Soft delete; a visible thread leaves its board's count. True when it was still there. */
  softDelete(uuid: string): Promise<boolean> {
    return softDeletePost(this.db, 'thread', uuid);
  }

  /** Staff moderation (locking, and hiding as moderatePost counts it); false when the thread is gone. */
  moderate(uuid: string, changes: { is_hidden?: boolean; is_locked?: boolean }): Promise<boolean> {
    const { is_locked: isLocked } = changes;
    return moderatePost(this.db, 'thread', uuid, changes.is_hidden, async (trx) => {
      if (isLocked === undefined) return;
      await trx
        .updateTable('discussion_threads')
        .set({ is_locked: isLocked })
        .where('uuid', '=', uuid)
        .execute();
    });
  }
}
