import {
  BOOKMARKS_API,
  DISCUSSION_ERROR,
  bookmarkedThreadsPageSchema,
  discussionThreadSchema,
} from '@fanverse/contract';
import { isBlank } from '../accounts/client-checks';
import type { Area, CallOptions } from '../area/area-context';
import { areaTools } from '../area/area-tools';
import type { BookmarksCalls } from './discussions-types';
import { query, segment } from './path-parts';

/**
 * Dot segments: the URL parser resolves them (escaped or not) before sending, so a path holding
 * one would leave `/api/muut/1/lists`. No thread path has one.
 */
const DOT_SEGMENT = /^(?:\.|%2e){1,2}$/i;

/** See `BookmarksCalls` (discussions-types.ts) for the checks. */
export const createBookmarksCalls: Area<BookmarksCalls> = (context) => {
  const tools = areaTools(context);

  /** Spec §5: bookmark calls need a thread path (1054), checked before any request. */
  const threadPath = (path: unknown, field: string, options: CallOptions): string => {
    if (typeof path !== 'string' || isBlank(path))
      throw tools.fail(DISCUSSION_ERROR.NO_THREAD_PATH, field, options);
    return path;
  };

  /**
   * `/api/muut/1/lists` + the path as given. Each segment is escaped (a `?` or `#` stays part of
   * the path); a path of slashes alone would be the list route itself, so it is no path (1054).
   */
  const bookmarkUrl = (path: unknown, options: CallOptions): string => {
    const segments = threadPath(path, 'path', options).split('/');
    if (segments.every((part) => part === ''))
      throw tools.fail(DISCUSSION_ERROR.NO_THREAD_PATH, 'path', options);
    if (segments.some((part) => DOT_SEGMENT.test(part))) {
      throw tools.fail(DISCUSSION_ERROR.THREAD_DOES_NOT_EXIST, 'path', options);
    }
    const escaped = segments.map(segment).join('/');
    return `${BOOKMARKS_API}${escaped.startsWith('/') ? '' : '/'}${escaped}`;
  };

  return {
    addBookmark: async (path, options = {}) =>
      tools.post(bookmarkUrl(path, options), { schema: discussionThreadSchema }, options),

    removeBookmark: async (path, options = {}) => {
      await tools.request({ method: 'DELETE', path: bookmarkUrl(path, options) }, options);
    },

    getBookmarks: async (page, options = {}) =>
      tools.get(
        `${BOOKMARKS_API}/`,
        { query: query({ page }), schema: bookmarkedThreadsPageSchema },
        options,
      ),

    checkBookmarks: async (paths, page, options = {}) => {
      if (!Array.isArray(paths)) throw tools.fail(DISCUSSION_ERROR.NO_THREAD_PATH, 'paths', options);
      const checked = paths.map((path) => threadPath(path, 'paths', options));
      const body = page === undefined ? { paths: checked } : { paths: checked, page };
      return tools.post(`${BOOKMARKS_API}/`, { body, schema: bookmarkedThreadsPageSchema }, options);
    },
  };
};
