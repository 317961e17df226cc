import type {
  FollowState,
  FollowingPage,
  FollowingQuery,
  FollowingUuids,
  FollowingUuidsQuery,
  ListDeleted,
  ListItem,
  ListItemUrns,
  ListItemUuids,
  ListQuery,
  UserList,
  UserListDetail,
  UserLists,
  UserListsQuery,
} from '@fanverse/contract';
import type { CallOptions } from '../area/area-context';

/** POST /api/lists/1/{guid}: the new list. A blank title is refused before sending (2201). */
export interface CreateListInput {
  title: string;
  description?: string;
  is_public?: boolean;
}

/**
 * PUT /api/lists/2/list/{uuid}: only the fields given are sent, and only with their type (title
 * and description strings, is_public a boolean); anything else is left out (spec §5).
 */
export interface UpdateListInput {
  title?: string;
  description?: string;
  is_public?: boolean;
}

/**
 * `client.lists` (accounts spec §7 "Lists"). Each call runs its §5 checks first and throws
 * without sending: a blank title 2201; a missing list uuid on delete, update, follow and
 * unfollow 2202; a missing or unsupported content type 2203; a missing content uuid 2204.
 * Defaults: list uuid `favorites`, user guid `me`, item sort_order 0. Failures map 'Not
 * authorized' to 2200, and a 404 of the item-uuid and item-urn look-ups to 2206. Every call
 * stores nothing and rethrows.
 */
export interface ListsCalls {
  /** GET /api/lists/2/following: the lists the member follows, one page. */
  following(query?: FollowingQuery, options?: CallOptions): Promise<FollowingPage>;
  /** GET /api/lists/2/following/uuids: the uuids of the lists the member follows. */
  followingUuids(query?: FollowingUuidsQuery, options?: CallOptions): Promise<FollowingUuids>;
  /** GET /api/lists/2/list/{uuid}: a list and one page of its items (default `favorites`). */
  getList(uuid?: string, query?: ListQuery, options?: CallOptions): Promise<UserListDetail>;
  /** GET /api/lists/1/{guid}: a user's lists the caller may see (default `me`). */
  userLists(guid?: string, query?: UserListsQuery, options?: CallOptions): Promise<UserLists>;
  /** GET /api/lists/1/{guid}/item-uuids: per list, the content uuids it holds (404 → 2206). */
  itemUuids(guid?: string, options?: CallOptions): Promise<ListItemUuids>;
  /** GET /api/lists/2/list/{uuid}/item-urns: `urn:{type}:{uuid}` of every item (404 → 2206). */
  itemUrns(uuid?: string, options?: CallOptions): Promise<ListItemUrns>;
  /** POST /api/lists/1/{guid}: a new list of the member (default `me`). */
  create(input: CreateListInput, guid?: string, options?: CallOptions): Promise<UserList>;
  /** PUT /api/lists/2/list/{uuid}: title, description, is_public, only those given. */
  update(uuid: string, input: UpdateListInput, options?: CallOptions): Promise<UserList>;
  /** DELETE /api/lists/2/list/{uuid}. */
  remove(uuid: string, options?: CallOptions): Promise<ListDeleted>;
  /** POST /api/lists/2/list/{listUuid}/{type}/{contentUuid} (default list `favorites`). */
  addItem(type: string, contentUuid: string, listUuid?: string, options?: CallOptions): Promise<ListItem>;
  /** PUT /api/lists/2/list/{uuid}/{type}/{contentUuid}: the item's sort_order (default 0). */
  setItemSortOrder(
    uuid: string,
    type: string,
    contentUuid: string,
    sortOrder?: number,
    options?: CallOptions,
  ): Promise<ListItem>;
  /** DELETE /api/lists/2/list/{uuid}/{type}/{contentUuid}. */
  removeItem(uuid: string, type: string, contentUuid: string, options?: CallOptions): Promise<ListDeleted>;
  /** POST /api/lists/2/list/{uuid}/follow: the toggle's new state. Own list: 2207. */
  follow(uuid: string, options?: CallOptions): Promise<FollowState>;
  /** DELETE /api/lists/2/list/{uuid}/follow: the toggle's new state. */
  unfollow(uuid: string, options?: CallOptions): Promise<FollowState>;
}
