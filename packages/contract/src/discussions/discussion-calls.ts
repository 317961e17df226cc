import { z } from 'zod';
import { lazySchema } from '../common/lazy-schema';
import { UUID_PATTERN } from '../catalogue/queries';
import {
  BOARD_SLUG_MAX_LENGTH,
  BOARD_SLUG_PATTERN,
  BOOKMARK_CHECK_MAX_PATHS,
  DISCUSSED_CONTENT_TYPES,
  DISCUSSION_PAGE_MAX_SIZE,
  POST_BODY_MAX_LENGTH,
  REPLIES_DEFAULT_PAGE_SIZE,
  REVIEWS_DEFAULT_PAGE_SIZE,
  THREAD_PATH_MAX_LENGTH,
  THREAD_TITLE_MAX_LENGTH,
  THREADS_DEFAULT_PAGE_SIZE,
} from './constants';

/**
 * The calls of discussions, reviews and bookmarks. Bookmarks are the spec's (accounts spec §7
 * "Bookmarks"); the discussion and review calls are the server's own (docs/discussions.md):
 *
 * - GET    /api/discussions/1/boards                          general boards first, then by title
 * - GET    /api/discussions/1/boards/{slug}
 * - GET    /api/discussions/1/content/{type}/{uuid}/board     a series' or comic series' board
 * - GET    /api/discussions/1/boards/{slug}/threads           newest activity first
 * - POST   /api/discussions/1/boards/{slug}/threads           {title, body}          (session)
 * - GET    /api/discussions/1/threads/{uuid}                  thread and board
 * - PATCH  /api/discussions/1/threads/{uuid}                  {title?, body?}        (author)
 * - DELETE /api/discussions/1/threads/{uuid}                                         (author, staff)
 * - PUT    /api/discussions/1/threads/{uuid}/moderation       {is_hidden?, is_locked?} (staff)
 * - GET    /api/discussions/1/threads/{uuid}/replies          oldest first
 * - POST   /api/discussions/1/threads/{uuid}/replies          {body}                 (session)
 * - PATCH  /api/discussions/1/replies/{uuid}                  {body}                 (author)
 * - DELETE /api/discussions/1/replies/{uuid}                                         (author, staff)
 * - PUT    /api/discussions/1/replies/{uuid}/moderation       {is_hidden}            (staff)
 * - GET    /api/reviews/1/{type}/{uuid}                       reviews with text, newest first
 * - GET    /api/reviews/1/{type}/{uuid}/summary               average, counts, the caller's own
 * - POST   /api/reviews/1/{type}/{uuid}                       {rating, subject?, comment?} (1030 when one exists)
 * - PUT    /api/reviews/1/{type}/{uuid}                       the same, editing the caller's (2308 when none)
 * - DELETE /api/reviews/1/{type}/{uuid}                       the caller's                 (2308 when none)
 * - POST   /api/muut/1/lists{path}, DELETE /api/muut/1/lists{path}, GET /api/muut/1/lists/?page=,
 *   POST   /api/muut/1/lists/ {paths, page}
 *
 * Bad values answer the codes of DISCUSSION_ERROR: a bad board slug 2300, a bad thread uuid
 * 2301, a bad reply uuid 2302, a bad title 2306, a bad text 2307, review rules 1026–1029, a bad
 * content type or uuid 1061, paging 5004, anything else 5008.
 */

export const DISCUSSIONS_API = '/api/discussions/1';
export const REVIEWS_API = '/api/reviews/1';
export const BOOKMARKS_API = '/api/muut/1/lists';

const uuid = () => z.string().regex(UUID_PATTERN);
const page = () => z.coerce.number().int().min(1).max(100_000).default(1);
const pageSize = (fallback: number) =>
  z.coerce.number().int().min(1).max(DISCUSSION_PAGE_MAX_SIZE).default(fallback);

export const boardSlugParamsSchema = lazySchema(() =>
  z.object({ slug: z.string().max(BOARD_SLUG_MAX_LENGTH).regex(BOARD_SLUG_PATTERN) }),
);
export type BoardSlugParams = z.infer<typeof boardSlugParamsSchema>;

/** A series or comic series: `/content/{type}/{uuid}/board` and the review calls. */
export const discussedContentParamsSchema = lazySchema(() =>
  z.object({ type: z.enum(DISCUSSED_CONTENT_TYPES), uuid: uuid() }),
);
export type DiscussedContentParams = z.infer<typeof discussedContentParamsSchema>;

export const threadParamsSchema = lazySchema(() => z.object({ uuid: uuid() }));
export const replyParamsSchema = lazySchema(() => z.object({ uuid: uuid() }));

export const boardsQuerySchema = lazySchema(() =>
  z.object({ page: page(), page_size: pageSize(THREADS_DEFAULT_PAGE_SIZE) }),
);
export type BoardsQuery = Partial<z.output<typeof boardsQuerySchema>>;

export const threadsQuerySchema = lazySchema(() =>
  z.object({ page: page(), page_size: pageSize(THREADS_DEFAULT_PAGE_SIZE) }),
);
export type ThreadsQuery = Partial<z.output<typeof threadsQuerySchema>>;

export const repliesQuerySchema = lazySchema(() =>
  z.object({ page: page(), page_size: pageSize(REPLIES_DEFAULT_PAGE_SIZE) }),
);
export type RepliesQuery = Partial<z.output<typeof repliesQuerySchema>>;

export const reviewsQuerySchema = lazySchema(() =>
  z.object({ page: page(), page_size: pageSize(REVIEWS_DEFAULT_PAGE_SIZE) }),
);
export type ReviewsQuery = Partial<z.output<typeof reviewsQuerySchema>>;

/**
 * Texts are checked by the service after trimming (a blank title is as missing as an absent one),
 * so the schemas only bound their size: a longer one still answers its own code, not 5008.
 */
const text = (max: number) => z.string().max(max * 4);

export const newThreadBodySchema = lazySchema(() =>
  z.object({ title: text(THREAD_TITLE_MAX_LENGTH), body: text(POST_BODY_MAX_LENGTH) }),
);
export type NewThreadBody = z.infer<typeof newThreadBodySchema>;

export const threadEditBodySchema = lazySchema(() =>
  z.object({
    title: text(THREAD_TITLE_MAX_LENGTH).optional(),
    body: text(POST_BODY_MAX_LENGTH).optional(),
  }),
);
export type ThreadEditBody = z.infer<typeof threadEditBodySchema>;

export const replyBodySchema = lazySchema(() => z.object({ body: text(POST_BODY_MAX_LENGTH) }));
export type ReplyBody = z.infer<typeof replyBodySchema>;

export const threadModerationBodySchema = lazySchema(() =>
  z.object({ is_hidden: z.boolean().optional(), is_locked: z.boolean().optional() }),
);
export type ThreadModerationBody = z.infer<typeof threadModerationBodySchema>;

export const replyModerationBodySchema = lazySchema(() => z.object({ is_hidden: z.boolean() }));
export type ReplyModerationBody = z.infer<typeof replyModerationBodySchema>;

/**
 * A rating and optional review. `rating` is any number here so that 2.5 answers 1026 and 7
 * answers 1027 (spec §9), not the generic 5008; the subject and comment limits answer 1028/1029.
 */
export const reviewBodySchema = lazySchema(() =>
  z.object({
    rating: z.number(),
    subject: z.string().max(10_000).optional(),
    comment: z.string().max(100_000).optional(),
  }),
);
export type ReviewBody = z.infer<typeof reviewBodySchema>;

/** GET /api/muut/1/lists/?page= (the page size is BOOKMARKS_PAGE_SIZE). */
export const bookmarksQuerySchema = lazySchema(() => z.object({ page: page() }));
export type BookmarksQuery = Partial<z.output<typeof bookmarksQuerySchema>>;

/**
 * POST /api/muut/1/lists/: which of `paths` the caller has bookmarked, answered as the
 * bookmarked threads page of just those (so a thread list shows every toggle with one call).
 */
export const bookmarkCheckBodySchema = lazySchema(() =>
  z.object({
    paths: z.array(z.string().max(THREAD_PATH_MAX_LENGTH)).max(BOOKMARK_CHECK_MAX_PATHS),
    page: z.number().int().min(1).max(100_000).default(1),
  }),
);
export type BookmarkCheckBody = z.input<typeof bookmarkCheckBodySchema>;
