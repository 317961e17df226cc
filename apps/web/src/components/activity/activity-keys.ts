import type { QueryClient } from '@tanstack/react-query';
import { userKey } from '../../lib/query-keys';

/**
 * Query keys of the member's activity (the Continue rail, progress on tiles, the History page).
 * All start with the user scope (signing out drops them) and share `activity`, so one
 * invalidation after the member watched or read refreshes every one of them at once.
 */
export const activityKeys = {
  all: () => userKey('activity'),
  /** Every page of the consume-next feed (the Continue rail), whatever its query. */
  feeds: () => userKey('activity', 'consume-next'),
  /** One query of the consume-next feed. */
  feed: (query: object) => userKey('activity', 'consume-next', query),
  /** What the member did with a list's items (one history search per list). */
  progress: (videoIds: readonly string[], comicUuids: readonly string[]) =>
    userKey('activity', 'progress', videoIds, comicUuids),
};

/**
 * The member just watched or read something (or marked it, or cleared it from their history):
 * every activity answer on screen or in the cache may be out of date. Called once the change is
 * stored, so the next ask sees it. `except` names parts of the activity (the key's part after
 * `activity`: 'history', 'likes', …) the caller has already brought up to date itself.
 */
export function refreshActivity(
  queryClient: QueryClient,
  { except = [] }: { except?: readonly string[] } = {},
): Promise<void> {
  const part = activityKeys.all().length;
  return queryClient.invalidateQueries({
    queryKey: activityKeys.all(),
    ...(except.length > 0 && {
      predicate: (query) => !except.includes(query.queryKey[part] as string),
    }),
  });
}
