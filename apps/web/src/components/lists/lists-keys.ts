import { userKey } from '../../lib/query-keys';

/**
 * Query keys of the member's lists. All start with the user scope, so signing out drops them;
 * all share `lists`, so one invalidation after a change refreshes every list view at once.
 */
export const listsKeys = {
  all: () => userKey('lists'),
  mine: () => userKey('lists', 'mine'),
  /** Per list of the member, the content uuids it holds: what the add-to-list control shows. */
  itemUuids: () => userKey('lists', 'item-uuids'),
  list: (uuid: string, sort: string) => userKey('lists', 'list', uuid, sort),
  following: () => userKey('lists', 'following'),
};

/** The site page of a list (the `url` its replies carry is the same path). */
export function listPagePath(uuid: string): string {
  return `/lists/${encodeURIComponent(uuid)}`;
}

export const MY_LISTS_PATH = '/lists';
export const FOLLOWING_PATH = '/lists/following';
