import type { DiscussionReply, Page, ReplyBody, ReplyModerationBody } from '@fanverse/contract';
import { assertPageExists, pageOffset, toDefaultPage, type PageRequest } from '../catalogue/page';
import { discussionErrors } from './discussion-errors';
import type { DiscussionLimits } from './discussion-limits';
import type { DiscussionRepliesRepository, ReplyRow } from './discussion-replies.repository';
import { toDiscussionReply } from './discussion-reply.mapper';
import { postBody } from './discussion-texts';
import type { DiscussionThreadsService } from './discussion-threads.service';
import { limitsOf, type Viewer } from './discussion-viewers';
import type { PostingLimit } from './posting-limit';

type Member = NonNullable<Viewer>;

/**
 * Replies: the same rules as threads (docs/discussions.md). A reply is visible when it and its
 * thread are (hidden ones to staff only); replying to or editing in a locked thread is for staff
 * only (2304). A reply on a board whose title is above the viewer's parental limits answers 403
 * PARENTAL_LOCK to everything but its author's delete (discussion-limits.ts).
 */
export class DiscussionRepliesService {
  constructor(
    private readonly replies: DiscussionRepliesRepository,
    private readonly threads: DiscussionThreadsService,
    private readonly locks: DiscussionLimits,
    private readonly limit: PostingLimit,
  ) {}

  /** A reply the viewer may see, or 2302; 403 PARENTAL_LOCK above their limits. */
  private async visible(uuid: string, viewer: Viewer): Promise<ReplyRow> {
    const row = await this.existing(uuid, viewer);
    await this.locks.assertOpen(limitsOf(viewer), {
      kind: row.board_kind,
      content_uuid: row.board_content_uuid,
    });
    return row;
  }

  /** A reply the viewer may see whatever its rating, or 2302 (to delete one's own). */
  private async existing(uuid: string, viewer: Viewer): Promise<ReplyRow> {
    const row = await this.replies.byUuid(uuid);
    const hidden = row && (row.is_hidden || row.thread_is_hidden);
    if (!row || (hidden && !viewer?.isStaff)) throw discussionErrors.replyNotFound();
    return row;
  }

  /** GET a thread's replies: oldest first; hidden ones for staff only. */
  async list(
    threadUuid: string,
    viewer: Viewer,
    query: PageRequest,
    url: string,
  ): Promise<Page<DiscussionReply>> {
    await this.threads.visible(threadUuid, viewer);
    const staff = viewer?.isStaff ?? false;
    const count = await this.replies.countByThread(threadUuid, staff);
    assertPageExists(query, count);
    const rows = await this.replies.pageByThread(threadUuid, staff, query.pageSize, pageOffset(query));
    return toDefaultPage(
      rows.map((row) => toDiscussionReply(row, viewer?.userId ?? null)),
      count,
      query,
      url,
    );
  }

  /** POST a reply: the text, the thread, then (in one transaction) the posting limit and the lock. */
  async create(threadUuid: string, viewer: Member, body: ReplyBody): Promise<DiscussionReply> {
    const text = postBody(body.body);
    await this.threads.visible(threadUuid, viewer);
    const uuid = await this.replies.create(
      { thread_uuid: threadUuid, author_id: viewer.userId, body: text },
      this.limit,
      (thread) => {
        // Judged again under the thread's lock: hidden or locked since the look-up above.
        if (thread.is_hidden && !viewer.isStaff) throw discussionErrors.threadNotFound();
        if (thread.is_locked && !viewer.isStaff) throw discussionErrors.threadLocked();
      },
    );
    if (uuid === 'gone') throw discussionErrors.threadNotFound();
    if (!uuid) throw discussionErrors.postingTooFast();
    return this.answer(uuid, viewer);
  }

  /** PATCH: the author only (2303 for anyone else, staff too); in a locked thread staff only (2304). */
  async edit(uuid: string, viewer: Member, body: ReplyBody): Promise<DiscussionReply> {
    const row = await this.visible(uuid, viewer);
    if (row.author_id !== viewer.userId) throw discussionErrors.notYourPost();
    if (row.thread_is_locked && !viewer.isStaff) throw discussionErrors.threadLocked();
    const text = postBody(body.body);
    if (!(await this.replies.edit(uuid, text))) throw discussionErrors.replyNotFound();
    return this.answer(uuid, viewer);
  }

  /** DELETE: the author or staff; a soft delete, after which the reply answers 2302. */
  async delete(uuid: string, viewer: Member): Promise<void> {
    const row = await this.existing(uuid, viewer);
    if (row.author_id !== viewer.userId && !viewer.isStaff) throw discussionErrors.notYourPost();
    if (!(await this.replies.softDelete(uuid))) throw discussionErrors.replyNotFound();
  }

  /** PUT moderation (staff): hide or show a reply. */
  async moderate(uuid: string, staff: Member, body: ReplyModerationBody): Promise<DiscussionReply> {
    await this.visible(uuid, staff);
    if (!(await this.replies.setHidden(uuid, body.is_hidden))) throw discussionErrors.replyNotFound();
    return this.answer(uuid, staff);
  }

  private async answer(uuid: string, viewer: Member): Promise<DiscussionReply> {
    const row = await this.replies.byUuid(uuid);
    if (!row) throw discussionErrors.replyNotFound();
    return toDiscussionReply(row, viewer.userId);
  }
}
