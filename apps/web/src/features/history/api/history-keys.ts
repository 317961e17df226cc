import { userKey } from '../../../lib/query-keys';

/**
 * Query keys of the History page. They sit under the member's activity (`['me', 'activity']`), so
 * the shared refreshActivity (after watching, reading or a mark) refreshes them with the rest.
 */
export const historyKeys = {
  all: () => userKey('activity', 'history'),
  /** The video history, every page loaded so far (one infinite query). */
  videos: () => userKey('activity', 'history', 'videos'),
  /** GET /api/5/user/history: the latest videos and comics; the page reads its comics. */
  overview: () => userKey('activity', 'history', 'overview'),
};
