import { userKey } from '../../lib/query-keys';

/**
 * Query keys of the member's bookmarks. All start with the user scope (signing out drops them)
 * and share `bookmarks`, so one invalidation after a change refreshes every toggle and the
 * Bookmarks page at once.
 */
export const bookmarksKeys = {
  all: () => userKey('bookmarks'),
  /** Whether the member bookmarked the thread at `path` (a boolean). */
  path: (path: string) => userKey('bookmarks', 'path', path),
  /** One page of the member's bookmarked threads. */
  page: (page: number) => userKey('bookmarks', 'page', page),
};

/** The Bookmarks page of the account area. */
export const BOOKMARKS_PAGE_PATH = '/account/bookmarks';
/** The general boards list, where a member with no bookmarks can start reading. */
export const BOARDS_PAGE_PATH = '/boards';
