import type {
  DiscussionThread,
  Locale,
  NewThreadBody,
  Page,
  ThreadDetail,
  ThreadEditBody,
  ThreadModerationBody,
} from '@fanverse/contract';
import { assertPageExists, pageOffset, toDefaultPage, type PageRequest } from '../catalogue/page';
import type { DiscussionBoardsService } from './discussion-boards.service';
import { discussionErrors } from './discussion-errors';
import type { DiscussionLimits } from './discussion-limits';
import { postBody, threadTitle } from './discussion-texts';
import { toDiscussionThread } from './discussion-thread.mapper';
import type { DiscussionThreadsRepository, ThreadRow } from './discussion-threads.repository';
import { limitsOf, type Viewer } from './discussion-viewers';
import type { PostingLimit } from './posting-limit';

type Member = NonNullable<Viewer>;

/**
 * Threads: the rules of who sees, writes, changes and moderates them (docs/discussions.md).
 * - A hidden thread answers 2301 to everyone but staff; a deleted one to everyone.
 * - Only the author edits (staff moderate, they don't rewrite); a locked thread's posts are
 *   frozen for everyone but staff.
 * - The author or staff delete.
 * - A thread of a board whose title is above the viewer's parental limits answers 403
 *   PARENTAL_LOCK to everything but its author's delete (discussion-limits.ts).
 */
export class DiscussionThreadsService {
  constructor(
    private readonly threads: DiscussionThreadsRepository,
    private readonly boards: DiscussionBoardsService,
    private readonly locks: DiscussionLimits,
    private readonly limit: PostingLimit,
  ) {}

  /** A thread the viewer may see, or 2301; 403 PARENTAL_LOCK above their limits. */
  async visible(uuid: string, viewer: Viewer): Promise<ThreadRow> {
    const row = await this.existing(uuid, viewer);
    await this.locks.assertOpen(limitsOf(viewer), {
      kind: row.board_kind,
      content_uuid: row.board_content_uuid,
    });
    return row;
  }

  /** A thread the viewer may see whatever its rating, or 2301 (to delete one's own). */
  private async existing(uuid: string, viewer: Viewer): Promise<ThreadRow> {
    const row = await this.threads.byUuid(uuid);
    if (!row || (row.is_hidden && !viewer?.isStaff)) throw discussionErrors.threadNotFound();
    return row;
  }

  /** GET a board's threads: newest activity first; hidden ones for staff only. */
  async list(
    slug: string,
    viewer: Viewer,
    query: PageRequest,
    lang: Locale,
    url: string,
  ): Promise<Page<DiscussionThread>> {
    const board = await this.boards.row(slug, limitsOf(viewer));
    const staff = viewer?.isStaff ?? false;
    const count = await this.threads.countByBoard(board.uuid, staff);
    assertPageExists(query, count);
    const rows = await this.threads.pageByBoard(board.uuid, staff, query.pageSize, pageOffset(query));
    return toDefaultPage(
      rows.map((row) => toDiscussionThread(row, viewer?.userId ?? null, lang)),
      count,
      query,
      url,
      { trans: lang === 'en' ? undefined : lang },
    );
  }

  /** GET a thread with its board (the thread page's one call). */
  async detail(uuid: string, viewer: Viewer, lang: Locale): Promise<ThreadDetail> {
    const row = await this.visible(uuid, viewer);
    return {
      thread: toDiscussionThread(row, viewer?.userId ?? null, lang),
      board: await this.boards.byUuid(row.board_uuid, lang, limitsOf(viewer)),
    };
  }

  /** POST a thread on a board: texts checked first, then the board, then the posting limit. */
  async create(slug: string, viewer: Member, body: NewThreadBody, lang: Locale): Promise<DiscussionThread> {
    const title = threadTitle(body.title);
    const text = postBody(body.body);
    const board = await this.boards.row(slug, limitsOf(viewer));
    const uuid = await this.threads.create(
      { board_uuid: board.uuid, author_id: viewer.userId, title, body: text },
      this.limit,
    );
    if (!uuid) throw discussionErrors.postingTooFast();
    return this.answer(uuid, viewer, lang);
  }

  /** PATCH: the author only (2303 for anyone else, staff too); a locked thread is frozen (2304). */
  async edit(uuid: string, viewer: Member, body: ThreadEditBody, lang: Locale): Promise<DiscussionThread> {
    const row = await this.visible(uuid, viewer);
    if (row.author_id !== viewer.userId) throw discussionErrors.notYourPost();
    if (row.is_locked && !viewer.isStaff) throw discussionErrors.threadLocked();
    const changes: { title?: string; body?: string } = {};
    if (body.title !== undefined) changes.title = threadTitle(body.title);
    if (body.body !== undefined) changes.body = postBody(body.body);
    if (Object.keys(changes).length > 0 && !(await this.threads.edit(uuid, changes))) {
      throw discussionErrors.threadNotFound();
    }
    return this.answer(uuid, viewer, lang);
  }

  /** DELETE: the author or staff; a soft delete, after which the thread answers 2301. */
  async delete(uuid: string, viewer: Member): Promise<void> {
    const row = await this.existing(uuid, viewer);
    if (row.author_id !== viewer.userId && !viewer.isStaff) throw discussionErrors.notYourPost();
    if (!(await this.threads.softDelete(uuid))) throw discussionErrors.threadNotFound();
  }

  /** PUT moderation (staff): hide or show, lock or unlock; the fields not sent stay. */
  async moderate(
    uuid: string,
    staff: Member,
    body: ThreadModerationBody,
    lang: Locale,
  ): Promise<DiscussionThread> {
    await this.visible(uuid, staff);
    if (!(await this.threads.moderate(uuid, body))) throw discussionErrors.threadNotFound();
    return this.answer(uuid, staff, lang);
  }

  private async answer(uuid: string, viewer: Member, lang: Locale): Promise<DiscussionThread> {
    const row = await this.threads.byUuid(uuid);
    if (!row) throw discussionErrors.threadNotFound();
    return toDiscussionThread(row, viewer.userId, lang);
  }
}
