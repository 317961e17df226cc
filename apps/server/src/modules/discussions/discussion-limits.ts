import { sql } from 'kysely';
import type { BoardKind } from '@fanverse/contract';
import type { ContentLimits } from '../parental/content-limits';
import { contentAllowedSql, type ContentRatings } from '../parental/content-ratings';

/*
 * Parental limits in the discussions (issue 23). A board belongs to a series or a comic series
 * (or to nobody: a general board) and takes its title's rating; its threads and their replies
 * take the board's. For a caller with limits (the pin not entered):
 * - lists leave out what is above them, in SQL (boards, bookmarked threads), so pages and counts
 *   agree;
 * - every other call on such a board, thread or reply answers 403 PARENTAL_LOCK with the rating,
 *   reading and writing alike; deleting one's own post or bookmark stays possible (removing shows
 *   nothing).
 */

/** Boards (`b`) within the limits: general boards, and those of titles the limits allow. */
export const boardWithinLimits = (limits: ContentLimits) =>
  contentAllowedSql(limits, sql.ref('b.kind'), sql.ref('b.content_uuid'));

/** What a board check needs of a board (or of a thread's or reply's board). */
export interface BoardOwner {
  kind: BoardKind;
  content_uuid: string | null;
}

/** The 403 of a board, thread or reply whose title is above the caller's limits. */
export class DiscussionLimits {
  constructor(private readonly ratings: ContentRatings) {}

  async assertOpen(limits: ContentLimits, board: BoardOwner): Promise<void> {
    if (!limits.active || board.kind === 'general' || board.content_uuid === null) return;
    await this.ratings.assertAllowed(limits, { type: board.kind, uuid: board.content_uuid });
  }
}
