import {
  DISCUSSION_ERROR,
  DISCUSSIONS_API,
  POST_BODY_MAX_LENGTH,
  POSTING_LIMIT,
  POSTING_WINDOW_SECONDS,
  THREAD_TITLE_MAX_LENGTH,
} from '@fanverse/contract';
import { AppError } from '../../errors/app-error';

/**
 * The answers of the discussion rules (docs/discussions.md). The numbers are client codes, kept
 * as they are by the client (packages/contract DISCUSSION_ERROR); the statuses are the wire's.
 */
export const discussionErrors = {
  boardNotFound: () => new AppError(404, DISCUSSION_ERROR.BOARD_NOT_FOUND, 'Board not found', 'slug'),
  contentNotFound: () => new AppError(404, DISCUSSION_ERROR.CONTENT_NOT_FOUND, 'Content not found', 'uuid'),
  threadNotFound: () => new AppError(404, DISCUSSION_ERROR.THREAD_NOT_FOUND, 'Thread not found', 'uuid'),
  replyNotFound: () => new AppError(404, DISCUSSION_ERROR.REPLY_NOT_FOUND, 'Reply not found', 'uuid'),
  notYourPost: () => new AppError(403, DISCUSSION_ERROR.NOT_YOUR_POST, 'You can only change your own posts'),
  threadLocked: () => new AppError(409, DISCUSSION_ERROR.THREAD_LOCKED, 'This thread is locked'),
  postingTooFast: () =>
    new AppError(
      429,
      DISCUSSION_ERROR.POSTING_TOO_FAST,
      `At most ${POSTING_LIMIT} posts in ${POSTING_WINDOW_SECONDS / 60} minutes; please wait a little`,
    ),
  titleInvalid: () =>
    new AppError(
      400,
      DISCUSSION_ERROR.TITLE_INVALID,
      `A thread needs a title of at most ${THREAD_TITLE_MAX_LENGTH} characters`,
      'title',
    ),
  bodyInvalid: () =>
    new AppError(
      400,
      DISCUSSION_ERROR.BODY_INVALID,
      `A post needs text of at most ${POST_BODY_MAX_LENGTH} characters`,
      'body',
    ),
  staffOnly: () => new AppError(403, DISCUSSION_ERROR.STAFF_ONLY, 'Only staff can do this'),
};

/**
 * What a request field that fails its schema answers on the discussion routes: the path's own
 * "not found" code for a malformed slug or uuid (a bad address names nothing), the text codes
 * for an over-long or non-string title or body. Which uuid it is depends on the route: `uuid`
 * is a thread's under /threads/ and a reply's under /replies/; the content board's `uuid` (and
 * `type`) name a series or comic series. Other fields keep the one error handler's answers
 * (page 5004, anything else 5008).
 */
export function discussionFieldError(field: string, routeUrl: string): AppError | undefined {
  switch (field) {
    case 'slug':
      return discussionErrors.boardNotFound();
    case 'type':
      return routeUrl.includes('/content/') ? discussionErrors.contentNotFound() : undefined;
    case 'uuid':
      if (routeUrl.includes('/content/')) return discussionErrors.contentNotFound();
      if (routeUrl.startsWith(`${DISCUSSIONS_API}/replies/`)) return discussionErrors.replyNotFound();
      return discussionErrors.threadNotFound();
    case 'title':
      return discussionErrors.titleInvalid();
    case 'body':
      return discussionErrors.bodyInvalid();
    default:
      return undefined;
  }
}
