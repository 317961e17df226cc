import { sql, type Kysely } from 'kysely';
import type { BoardKind } from '@fanverse/contract';
import type { Database } from '../../db/schema';
import { THREAD_COLUMNS, THREAD_TITLES, threadsWithBoards } from '../discussions/discussion-joins';
import { boardWithinLimits } from '../discussions/discussion-limits';
import type { ContentLimits } from '../parental/content-limits';
import type { ThreadJoinedRow } from '../discussions/discussion-thread.mapper';
import './bookmarks.schema';
import '../discussions/discussions.schema';

/**
 * A bookmarked thread: exactly the discussions mapper's row (toDiscussionThread), selected with
 * the discussions module's joins and columns (discussion-joins.ts) so both answer the same thread.
 */
export type BookmarkedThreadRow = ThreadJoinedRow;

/** A thread to bookmark: the mapper's row and its board's title (the parental check). */
export interface ThreadToBookmark extends BookmarkedThreadRow {
  board_kind: BoardKind;
  board_content_uuid: string | null;
}

/** A thread path's two halves (parseThreadPath): the board it names and the thread's uuid. */
export interface ThreadAddress {
  board: string;
  uuid: string;
}

/** Bookmarks and the threads they point at (the thread, board and author joined in one query). */
export class BookmarksRepository {
  constructor(private readonly db: Kysely<Database>) {}

  /**
   * Threads anyone may see, with board and author: not deleted, not hidden by staff. Bookmarks of
   * the others stay stored (a thread unhidden comes back) but drop off every page and count.
   */
  private visibleThreads() {
    return threadsWithBoards(this.db).where('t.deleted_at', 'is', null).where('t.is_hidden', '=', false);
  }

  /** The visible thread a path names: its uuid AND its board's slug must match, else undefined. */
  findVisibleThread(address: ThreadAddress): Promise<ThreadToBookmark | undefined> {
    return this.visibleThreads()
      .select(THREAD_COLUMNS)
      .select(THREAD_TITLES)
      .select(['b.kind as board_kind', 'b.content_uuid as board_content_uuid'])
      .where('t.uuid', '=', address.uuid)
      .where('b.slug', '=', address.board)
      .executeTakeFirst();
  }

  /** Adds a bookmark; false when the member already has it (the primary key decides, race-free). */
  async add(userId: string, threadUuid: string): Promise<boolean> {
    const row = await this.db
      .insertInto('thread_bookmarks')
      .values({ user_id: userId, thread_uuid: threadUuid })
      .onConflict((c) => c.columns(['user_id', 'thread_uuid']).doNothing())
      .returning('thread_uuid')
      .executeTakeFirst();
    return row !== undefined;
  }

  /** Removes a bookmark; false when there was none. */
  async remove(userId: string, threadUuid: string): Promise<boolean> {
    const row = await this.db
      .deleteFrom('thread_bookmarks')
      .where('user_id', '=', userId)
      .where('thread_uuid', '=', threadUuid)
      .returning('thread_uuid')
      .executeTakeFirst();
    return row !== undefined;
  }

  /**
   * The member's bookmarks of visible threads, limited to `among` when given (the check call):
   * a path counts only when both its board and its uuid match the thread's. Threads of titles
   * above the member's parental limits are left out (the bookmark stays stored).
   */
  private bookmarked(userId: string, limits: ContentLimits, among?: readonly ThreadAddress[]) {
    let query = this.visibleThreads()
      .innerJoin('thread_bookmarks as bm', 'bm.thread_uuid', 't.uuid')
      .where('bm.user_id', '=', userId);
    if (limits.active) query = query.where(boardWithinLimits(limits));
    if (among) {
      query = query.where((eb) =>
        eb.or(among.map((a) => eb.and([eb('t.uuid', '=', a.uuid), eb('b.slug', '=', a.board)]))),
      );
    }
    return query;
  }

  async count(userId: string, limits: ContentLimits, among?: readonly ThreadAddress[]): Promise<number> {
    const row = await this.bookmarked(userId, limits, among)
      .select(sql<string>`count(*)`.as('n'))
      .executeTakeFirstOrThrow();
    return Number(row.n);
  }

  /** One page, newest bookmark first (the thread uuid breaks ties so pages never overlap). */
  page(
    userId: string,
    limit: number,
    offset: number,
    limits: ContentLimits,
    among?: readonly ThreadAddress[],
  ): Promise<BookmarkedThreadRow[]> {
    return this.bookmarked(userId, limits, among)
      .select(THREAD_COLUMNS)
      .select(THREAD_TITLES)
      .orderBy('bm.created_at', 'desc')
      .orderBy('t.uuid', 'desc')
      .limit(limit)
      .offset(offset)
      .execute();
  }
}
