/**
 * Discussions, reviews and bookmarks: business constants (accounts spec §3 "Discussion thread",
 * "Bookmarked threads page", §7 "Bookmarks", §9 review limits) and the limits that protect the
 * service. docs/discussions.md tells the whole story.
 */

/**
 * What a board belongs to: one board per video series and per comic series (made with them,
 * the title's own slug: a comic series' slug is prefixed `comics-`), plus general boards.
 */
export const BOARD_KINDS = ['series', 'comicseries', 'general'] as const;
export type BoardKind = (typeof BOARD_KINDS)[number];

/** The content a board or a review belongs to, as spelt in paths. */
export const DISCUSSED_CONTENT_TYPES = ['series', 'comicseries'] as const;
export type DiscussedContentType = (typeof DISCUSSED_CONTENT_TYPES)[number];

export function isDiscussedContentType(value: unknown): value is DiscussedContentType {
  return typeof value === 'string' && (DISCUSSED_CONTENT_TYPES as readonly string[]).includes(value);
}

/** Board slugs: lower-case words joined by single hyphens (a series slug, `comics-<slug>`, `general`). */
export const BOARD_SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
export const BOARD_SLUG_MAX_LENGTH = 120;

/**
 * A thread's stable address, which bookmarks store: `/boards/{board slug}/threads/{thread uuid}`.
 * It is also the thread's page on the site.
 */
export const THREAD_PATH_PATTERN =
  /^\/boards\/([a-z0-9]+(?:-[a-z0-9]+)*)\/threads\/([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})$/;
export const THREAD_PATH_MAX_LENGTH = 200;

export function threadPath(boardSlug: string, threadUuid: string): string {
  return `/boards/${boardSlug}/threads/${threadUuid}`;
}

/** The board slug and thread uuid of a thread path, or null for anything else. */
export function parseThreadPath(path: string): { board: string; uuid: string } | null {
  const match = path.length <= THREAD_PATH_MAX_LENGTH ? THREAD_PATH_PATTERN.exec(path) : null;
  return match ? { board: match[1]!, uuid: match[2]! } : null;
}

/** A board's page on the site. */
export function boardPath(boardSlug: string): string {
  return `/boards/${boardSlug}`;
}

/** Thread titles and post texts (plain text: links are recognised when shown, never HTML). */
export const THREAD_TITLE_MAX_LENGTH = 150;
export const POST_BODY_MAX_LENGTH = 5000;

/**
 * Posting limit per member (threads and replies together): at most POSTING_LIMIT posts in any
 * POSTING_WINDOW_SECONDS. Counted from the stored posts, so it holds across server instances.
 */
export const POSTING_LIMIT = 10;
export const POSTING_WINDOW_SECONDS = 600;

/** Thread pages (newest activity first) and reply pages (oldest first). */
export const THREADS_DEFAULT_PAGE_SIZE = 20;
export const REPLIES_DEFAULT_PAGE_SIZE = 50;
export const REVIEWS_DEFAULT_PAGE_SIZE = 10;
export const DISCUSSION_PAGE_MAX_SIZE = 100;

/** Reviews (spec §9): a whole-number rating 1 to 5, subject ≤ 100, comment ≤ 1024 characters. */
export const RATING_MIN = 1;
export const RATING_MAX = 5;
export const REVIEW_SUBJECT_MAX_LENGTH = 100;
export const REVIEW_COMMENT_MAX_LENGTH = 1024;

/** The bookmarked threads page (spec §3): a fixed page size; page 1 of nothing is empty, not 1055. */
export const BOOKMARKS_PAGE_SIZE = 20;
/** At most this many paths in one "which of these are bookmarked" question. */
export const BOOKMARK_CHECK_MAX_PATHS = 100;

/**
 * Codes the discussion, review and bookmark routes answer. Numbers are client codes (spec §8),
 * which the client keeps as they are: the spec's 1026–1030 and 1052–1056, and 2300–2309 for
 * discussions, which the spec leaves to the server.
 */
export const DISCUSSION_ERROR = {
  RATING_NOT_WHOLE: 1026,
  RATING_OUT_OF_RANGE: 1027,
  REVIEW_SUBJECT_TOO_LONG: 1028,
  REVIEW_COMMENT_TOO_LONG: 1029,
  ALREADY_REVIEWED: 1030,
  ALREADY_BOOKMARKED: 1052,
  BOOKMARK_NOT_FOUND: 1053,
  NO_THREAD_PATH: 1054,
  PAGE_OUT_OF_BOUNDS: 1055,
  THREAD_DOES_NOT_EXIST: 1056,
  /** Unknown board slug, or a series / comic series without one. */
  BOARD_NOT_FOUND: 2300,
  /** Unknown, deleted or (for everyone but staff) hidden thread. */
  THREAD_NOT_FOUND: 2301,
  REPLY_NOT_FOUND: 2302,
  /** Editing or deleting another member's post. */
  NOT_YOUR_POST: 2303,
  /** Replying to, or editing, a locked thread (staff may still). */
  THREAD_LOCKED: 2304,
  /** POSTING_LIMIT reached (429). */
  POSTING_TOO_FAST: 2305,
  /** Thread title missing, blank or longer than THREAD_TITLE_MAX_LENGTH. */
  TITLE_INVALID: 2306,
  /** Post text missing, blank or longer than POST_BODY_MAX_LENGTH. */
  BODY_INVALID: 2307,
  /** Editing or deleting a review the member has not written. */
  REVIEW_NOT_FOUND: 2308,
  /** A moderation call by a member who is not staff (403). */
  STAFF_ONLY: 2309,
  /** A review or board for content that does not exist. */
  CONTENT_NOT_FOUND: 1061,
} as const;
