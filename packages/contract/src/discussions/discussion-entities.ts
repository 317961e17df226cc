import { z } from 'zod';
import { lazySchema } from '../common/lazy-schema';
import { pageSchema } from '../http/paging';
import { BOARD_KINDS, DISCUSSED_CONTENT_TYPES, RATING_MAX, RATING_MIN } from './constants';

/**
 * Boards, threads, replies, reviews and bookmarks as the server answers them. The thread's first
 * seven fields are the spec's "Discussion thread" (accounts spec §3); the rest are ours. Texts
 * are plain text as the member wrote them: whoever shows them escapes them. Times are ISO 8601 UTC.
 */

/** The author of a post or review, as anyone may see them. */
const authorFields = {
  /** The author's avatar URL, or '' when they have none. */
  avatar: z.string(),
  username: z.string(),
  user_guid: z.string(),
};

export const boardSchema = lazySchema(
  () =>
    z.object({
      uuid: z.string(),
      slug: z.string(),
      title: z.string(),
      description: z.string(),
      kind: z.enum(BOARD_KINDS),
      /** The series or comic series it belongs to (null for general boards). */
      content_type: z.enum(DISCUSSED_CONTENT_TYPES).nullable(),
      content_uuid: z.string().nullable(),
      /** Visible threads. */
      thread_count: z.number().int(),
      /** `/boards/{slug}`: the board's page on the site. */
      path: z.string(),
    }),
  { id: 'DiscussionBoard' },
);
export type DiscussionBoard = z.infer<typeof boardSchema>;

export const discussionThreadSchema = lazySchema(
  () =>
    z.object({
      ...authorFields,
      /** The board's title. */
      board: z.string(),
      created_at: z.string(),
      /** `/boards/{board slug}/threads/{uuid}` (THREAD_PATH_PATTERN): what bookmarks store. */
      path: z.string(),
      title: z.string(),
      uuid: z.string(),
      board_slug: z.string(),
      /** The opening post. */
      body: z.string(),
      reply_count: z.number().int(),
      /** The thread's or its latest reply's time: thread lists sort by it, newest first. */
      last_activity_at: z.string(),
      /** Set once the author edits the title or the opening post. */
      edited_at: z.string().nullable(),
      is_locked: z.boolean(),
      /** Only staff ever see a hidden thread. */
      is_hidden: z.boolean(),
      /** Whether the caller wrote it (false for anonymous callers). */
      is_own: z.boolean(),
    }),
  { id: 'DiscussionThread' },
);
export type DiscussionThread = z.infer<typeof discussionThreadSchema>;

export const discussionReplySchema = lazySchema(
  () =>
    z.object({
      ...authorFields,
      uuid: z.string(),
      thread_uuid: z.string(),
      body: z.string(),
      created_at: z.string(),
      edited_at: z.string().nullable(),
      /** Only staff ever see a hidden reply. */
      is_hidden: z.boolean(),
      is_own: z.boolean(),
    }),
  { id: 'DiscussionReply' },
);
export type DiscussionReply = z.infer<typeof discussionReplySchema>;

export const boardPageSchema = lazySchema(() => pageSchema(boardSchema));
export const threadPageSchema = lazySchema(() => pageSchema(discussionThreadSchema));
export const replyPageSchema = lazySchema(() => pageSchema(discussionReplySchema));

/** A thread with its board: the thread page's one call. */
export const threadDetailSchema = lazySchema(
  () => z.object({ thread: discussionThreadSchema, board: boardSchema }),
  { id: 'DiscussionThreadDetail' },
);
export type ThreadDetail = z.infer<typeof threadDetailSchema>;

export const reviewSchema = lazySchema(
  () =>
    z.object({
      ...authorFields,
      uuid: z.string(),
      content_type: z.enum(DISCUSSED_CONTENT_TYPES),
      content_uuid: z.string(),
      rating: z.number().int().min(RATING_MIN).max(RATING_MAX),
      /** '' when the member only rated. */
      subject: z.string(),
      comment: z.string(),
      created_at: z.string(),
      updated_at: z.string(),
      is_own: z.boolean(),
    }),
  { id: 'Review' },
);
export type Review = z.infer<typeof reviewSchema>;

export const reviewPageSchema = lazySchema(() => pageSchema(reviewSchema));

/**
 * A title's ratings: the average (0 when nobody rated, two decimals), how many members rated it
 * (a series' `fan_count` is this number), how many gave each star, and the caller's own review.
 */
export const ratingSummarySchema = lazySchema(
  () =>
    z.object({
      content_type: z.enum(DISCUSSED_CONTENT_TYPES),
      content_uuid: z.string(),
      avg_rating: z.number(),
      rating_count: z.number().int(),
      /** Ratings per star, `"1"` to `"5"`. */
      distribution: z.object({
        '1': z.number().int(),
        '2': z.number().int(),
        '3': z.number().int(),
        '4': z.number().int(),
        '5': z.number().int(),
      }),
      /** The caller's review (null for anonymous callers and members who have not rated). */
      mine: reviewSchema.nullable(),
    }),
  { id: 'RatingSummary' },
);
export type RatingSummary = z.infer<typeof ratingSummarySchema>;

/** Spec §3 "Bookmarked threads page": exactly these four fields. */
export const bookmarkedThreadsPageSchema = lazySchema(
  () =>
    z.object({
      num_pages: z.number().int(),
      page: z.number().int(),
      page_size: z.number().int(),
      values: z.array(discussionThreadSchema),
    }),
  { id: 'BookmarkedThreadsPage' },
);
export type BookmarkedThreadsPage = z.infer<typeof bookmarkedThreadsPageSchema>;
