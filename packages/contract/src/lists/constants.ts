import type { ServerItemType } from '../catalogue/item-types';

/**
 * User lists' business constants (accounts spec §3 "User list", §4 "Lists", §9): what a list may
 * hold, how lists and items sort, the limits that protect the service, and the item URN.
 */

/** The list uuid that stands for the caller's favourites list (spec §9 "Default list favorites"). */
export const FAVORITES_LIST = 'favorites';
/** The user guid that stands for the signed-in caller (spec §9 "default user guid me"). */
export const ME_GUID = 'me';

/**
 * Content types a list holds, as spelt in paths (`/api/lists/2/list/{uuid}/{type}/{contentUuid}`),
 * in item URNs and in `content_type` fields: lower case, one word.
 */
export const LIST_CONTENT_TYPES = ['series', 'episode', 'clip', 'comicseries', 'book', 'collection'] as const;
export type ListContentType = (typeof LIST_CONTENT_TYPES)[number];

/** The catalogue item type each list content type resolves to (collections' `item_type`). */
export const LIST_CONTENT_ITEM_TYPES = {
  series: 'Series',
  episode: 'Episode',
  clip: 'Clip',
  comicseries: 'ComicSeries',
  book: 'Book',
  collection: 'Collection',
} as const satisfies Record<ListContentType, ServerItemType>;

export function isListContentType(value: unknown): value is ListContentType {
  return typeof value === 'string' && (LIST_CONTENT_TYPES as readonly string[]).includes(value);
}

/**
 * List orders (spec §4: created, updated or title, ascending or descending), spelt as one `sort`
 * value: the field for ascending, `-field` for descending (`sort=title`, `sort=-updated`).
 * The favourites list always comes first in a user's lists, whatever the order.
 */
export const LIST_SORTS = ['created', '-created', 'updated', '-updated', 'title', '-title'] as const;
export type ListSort = (typeof LIST_SORTS)[number];
/** Most recently changed first: the list a fan just worked on is at the top. */
export const DEFAULT_LIST_SORT: ListSort = '-updated';

/**
 * Item orders (spec §4: created, sort order or title), same spelling. `sort_order` is the
 * owner's own order (ties: the earlier added first); `created` is when the item was added.
 */
export const LIST_ITEM_SORTS = [
  'sort_order',
  '-sort_order',
  'created',
  '-created',
  'title',
  '-title',
] as const;
export type ListItemSort = (typeof LIST_ITEM_SORTS)[number];
export const DEFAULT_LIST_ITEM_SORT: ListItemSort = 'sort_order';

/** Spec §9 "default item sort_order 0". */
export const DEFAULT_ITEM_SORT_ORDER = 0;
/** Bounds of an item's sort_order (a 32-bit column). */
export const MIN_ITEM_SORT_ORDER = -1_000_000;
export const MAX_ITEM_SORT_ORDER = 1_000_000;

/** Limits that protect the service; each answers its own coded error (LIST_ERROR below). */
export const MAX_LISTS_PER_USER = 200;
export const MAX_ITEMS_PER_LIST = 5000;

export const LIST_TITLE_MAX_LENGTH = 100;
export const LIST_DESCRIPTION_MAX_LENGTH = 1000;
/** `contains` filters lists by title (case-insensitive substring). */
export const LIST_CONTAINS_MAX_LENGTH = 100;

/** Item pages: the caller's size up to 100, 20 when not given. */
export const LIST_ITEMS_DEFAULT_PAGE_SIZE = 20;
export const LIST_PAGE_MAX_SIZE = 100;

/**
 * Codes the list routes answer. Numbers are client codes (spec §8), which the client keeps as
 * they are; `NOT_AUTHORIZED` travels with the message `Not authorized` (the mapping reads the
 * message: 2200); `ITEMS_NOT_FOUND` is the 404 of the item-uuid and item-urn look-ups (the
 * mapping reads the status: 2206).
 */
export const LIST_ERROR = {
  NOT_AUTHORIZED: 'NOT_AUTHORIZED',
  ITEMS_NOT_FOUND: 'LIST_ITEMS_NOT_FOUND',
  TITLE_MISSING: 2201,
  LIST_NOT_FOUND: 2202,
  CONTENT_TYPE_UNSUPPORTED: 2203,
  ITEM_NOT_FOUND: 2204,
  ALREADY_EXISTS: 2205,
  FOLLOW_OWN_LIST: 2207,
  /** MAX_LISTS_PER_USER reached. */
  TOO_MANY_LISTS: 2208,
  /** MAX_ITEMS_PER_LIST reached. */
  LIST_FULL: 2209,
} as const;

/** The exact message of a list call without rights (spec §6, §8: 'Not authorized' gives 2200). */
export const NOT_AUTHORIZED_MESSAGE = 'Not authorized';

/** `urn:{type}:{uuid}` (spec §3). */
export const LIST_ITEM_URN_PATTERN =
  /^urn:(series|episode|clip|comicseries|book|collection):([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})$/;

export function listItemUrn(type: ListContentType, uuid: string): string {
  return `urn:${type}:${uuid}`;
}

/** The type and uuid of an item URN, or null for anything else. */
export function parseListItemUrn(urn: string): { type: ListContentType; uuid: string } | null {
  const match = LIST_ITEM_URN_PATTERN.exec(urn);
  return match ? { type: match[1] as ListContentType, uuid: match[2]! } : null;
}

/** The web page of a list (its share link when public), and what a rail tile of a list opens. */
export const LIST_PAGE_PATH = '/lists/{uuid}';
export function listPagePath(uuid: string): string {
  return LIST_PAGE_PATH.replace('{uuid}', encodeURIComponent(uuid));
}
