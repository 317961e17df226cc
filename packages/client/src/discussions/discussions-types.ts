import type {
  BoardsQuery,
  BookmarkedThreadsPage,
  DiscussedContentType,
  DiscussionBoard,
  DiscussionReply,
  DiscussionThread,
  Page,
  RatingSummary,
  RepliesQuery,
  Review,
  ReviewsQuery,
  ThreadDetail,
  ThreadsQuery,
} from '@fanverse/contract';
import type { CallOptions } from '../area/area-context';

/** POST /api/discussions/1/boards/{slug}/threads. */
export interface NewThreadInput {
  title: string;
  body: string;
}

/** PATCH /api/discussions/1/threads/{uuid}: only the fields given (strings) are sent. */
export interface ThreadEditInput {
  title?: string;
  body?: string;
}

/** PUT /api/discussions/1/threads/{uuid}/moderation: only the flags given (booleans) are sent. */
export interface ThreadModerationInput {
  is_hidden?: boolean;
  is_locked?: boolean;
}

/** A post's text: a new reply, or an edit of a reply. */
export interface ReplyInput {
  body: string;
}

/** PUT /api/discussions/1/replies/{uuid}/moderation. */
export interface ReplyModerationInput {
  is_hidden: boolean;
}

/**
 * POST and PUT /api/reviews/1/{type}/{uuid}. The rating is sent as given: whether it is a whole
 * number from 1 to 5 is the server's rule (1026, 1027; spec §5 lists it among the server-side
 * messages), as are the subject and comment limits (1028, 1029).
 */
export interface ReviewInput {
  rating: number;
  subject?: string;
  comment?: string;
}

/**
 * `client.discussions`: boards, threads and replies (docs/discussions.md). Before sending, a
 * missing or blank board slug fails with 2300, thread uuid 2301, reply uuid 2302, a missing or
 * blank thread title 2306 and post text 2307 (the server's own codes for the same input), and a
 * content type other than series / comicseries, or a missing content uuid, 1061. Numeric codes
 * the server answers (2300–2309, 1061) are kept; a 429 without an envelope on a new thread or
 * reply is the posting limit (2305); a 403 without a code on moderation is staff only (2309). Every call
 * stores nothing and rethrows.
 */
export interface DiscussionsCalls {
  /** GET /api/discussions/1/boards: general boards first, then by title. */
  listBoards(query?: BoardsQuery, options?: CallOptions): Promise<Page<DiscussionBoard>>;
  /** GET /api/discussions/1/boards/{slug}. */
  getBoard(slug: string, options?: CallOptions): Promise<DiscussionBoard>;
  /** GET /api/discussions/1/content/{type}/{uuid}/board: a series' or comic series' board. */
  getContentBoard(type: DiscussedContentType, uuid: string, options?: CallOptions): Promise<DiscussionBoard>;
  /** GET /api/discussions/1/boards/{slug}/threads: newest activity first. */
  listThreads(slug: string, query?: ThreadsQuery, options?: CallOptions): Promise<Page<DiscussionThread>>;
  /** POST /api/discussions/1/boards/{slug}/threads. */
  createThread(slug: string, input: NewThreadInput, options?: CallOptions): Promise<DiscussionThread>;
  /** GET /api/discussions/1/threads/{uuid}: the thread and its board. */
  getThread(uuid: string, options?: CallOptions): Promise<ThreadDetail>;
  /** PATCH /api/discussions/1/threads/{uuid} (the author). */
  editThread(uuid: string, input: ThreadEditInput, options?: CallOptions): Promise<DiscussionThread>;
  /** DELETE /api/discussions/1/threads/{uuid} (the author, staff). */
  deleteThread(uuid: string, options?: CallOptions): Promise<void>;
  /** PUT /api/discussions/1/threads/{uuid}/moderation (staff). */
  moderateThread(
    uuid: string,
    input: ThreadModerationInput,
    options?: CallOptions,
  ): Promise<DiscussionThread>;
  /** GET /api/discussions/1/threads/{uuid}/replies: oldest first. */
  listReplies(
    threadUuid: string,
    query?: RepliesQuery,
    options?: CallOptions,
  ): Promise<Page<DiscussionReply>>;
  /** POST /api/discussions/1/threads/{uuid}/replies. */
  createReply(threadUuid: string, input: ReplyInput, options?: CallOptions): Promise<DiscussionReply>;
  /** PATCH /api/discussions/1/replies/{uuid} (the author). */
  editReply(uuid: string, input: ReplyInput, options?: CallOptions): Promise<DiscussionReply>;
  /** DELETE /api/discussions/1/replies/{uuid} (the author, staff). */
  deleteReply(uuid: string, options?: CallOptions): Promise<void>;
  /** PUT /api/discussions/1/replies/{uuid}/moderation (staff). */
  moderateReply(uuid: string, input: ReplyModerationInput, options?: CallOptions): Promise<DiscussionReply>;
}

/**
 * `client.reviews`: ratings and reviews of a series or comic series (spec §9). A content type
 * other than series / comicseries, or a missing content uuid, fails with 1061 before sending;
 * the server's codes (1026–1030, 2308, 1061) are kept. Every call stores nothing and rethrows.
 */
export interface ReviewsCalls {
  /** GET /api/reviews/1/{type}/{uuid}: reviews with text, newest first. */
  listReviews(
    type: DiscussedContentType,
    uuid: string,
    query?: ReviewsQuery,
    options?: CallOptions,
  ): Promise<Page<Review>>;
  /** GET /api/reviews/1/{type}/{uuid}/summary: average, counts and the caller's own review. */
  getRatingSummary(type: DiscussedContentType, uuid: string, options?: CallOptions): Promise<RatingSummary>;
  /** POST /api/reviews/1/{type}/{uuid}: 1030 when the member has already reviewed it. */
  createReview(
    type: DiscussedContentType,
    uuid: string,
    input: ReviewInput,
    options?: CallOptions,
  ): Promise<Review>;
  /** PUT /api/reviews/1/{type}/{uuid}: edits the caller's review (2308 when there is none). */
  updateReview(
    type: DiscussedContentType,
    uuid: string,
    input: ReviewInput,
    options?: CallOptions,
  ): Promise<Review>;
  /** DELETE /api/reviews/1/{type}/{uuid}: the caller's review (2308 when there is none). */
  deleteReview(type: DiscussedContentType, uuid: string, options?: CallOptions): Promise<void>;
}

/**
 * `client.bookmarks` (accounts spec §7 "Bookmarks"). A missing, empty or blank thread path fails
 * with 1054 before any request (spec §5); the path is appended to `/api/muut/1/lists` as given
 * (it begins with a slash), each segment escaped so that it cannot reach another route. The
 * server's codes 1052–1056 are kept. Every call stores nothing and rethrows.
 */
export interface BookmarksCalls {
  /** POST /api/muut/1/lists{path}: the bookmarked thread (1052 already, 1056 no such thread). */
  addBookmark(path: string, options?: CallOptions): Promise<DiscussionThread>;
  /** DELETE /api/muut/1/lists{path} (1053 when it is not bookmarked). */
  removeBookmark(path: string, options?: CallOptions): Promise<void>;
  /** GET /api/muut/1/lists/?page=: the member's bookmarked threads page (1055 out of bounds). */
  getBookmarks(page?: number, options?: CallOptions): Promise<BookmarkedThreadsPage>;
  /**
   * POST /api/muut/1/lists/ {paths, page}: which of `paths` are bookmarked, as that page. A
   * missing list, or a blank path in it, is 1054; an empty list is asked as it is (the server
   * answers an empty page), so a board without threads needs no special case.
   */
  checkBookmarks(
    paths: readonly string[],
    page?: number,
    options?: CallOptions,
  ): Promise<BookmarkedThreadsPage>;
}
