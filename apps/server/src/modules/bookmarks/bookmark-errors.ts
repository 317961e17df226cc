import { DISCUSSION_ERROR } from '@fanverse/contract';
import { AppError } from '../../errors/app-error';

/**
 * The answers of the bookmark calls (accounts spec §7 "Bookmarks", codes 1052–1056). The numbers
 * are client codes, kept as they are by the client; the statuses are the wire's (docs/discussions.md).
 */
export const bookmarkErrors = {
  alreadyBookmarked: () =>
    new AppError(409, DISCUSSION_ERROR.ALREADY_BOOKMARKED, 'Thread already bookmarked', 'path'),
  notFound: () =>
    new AppError(404, DISCUSSION_ERROR.BOOKMARK_NOT_FOUND, 'Bookmarked thread not found', 'path'),
  noPath: () => new AppError(400, DISCUSSION_ERROR.NO_THREAD_PATH, 'No thread path given', 'path'),
  pageOutOfBounds: () => new AppError(404, DISCUSSION_ERROR.PAGE_OUT_OF_BOUNDS, 'Page out of bounds', 'page'),
  threadDoesNotExist: () =>
    new AppError(404, DISCUSSION_ERROR.THREAD_DOES_NOT_EXIST, 'Thread does not exist', 'path'),
};
