import { z } from 'zod';
import { lazySchema } from '../common/lazy-schema';
import { UUID_PATTERN } from '../catalogue/queries';
import { pageSchema } from '../http/paging';
import {
  DEFAULT_ITEM_SORT_ORDER,
  DEFAULT_LIST_ITEM_SORT,
  DEFAULT_LIST_SORT,
  FAVORITES_LIST,
  LIST_CONTAINS_MAX_LENGTH,
  LIST_CONTENT_TYPES,
  LIST_DESCRIPTION_MAX_LENGTH,
  LIST_ITEM_SORTS,
  LIST_ITEMS_DEFAULT_PAGE_SIZE,
  LIST_PAGE_MAX_SIZE,
  LIST_SORTS,
  LIST_TITLE_MAX_LENGTH,
  MAX_ITEM_SORT_ORDER,
  ME_GUID,
  MIN_ITEM_SORT_ORDER,
} from './constants';
import { userListSchema } from './list-entities';

/**
 * Requests and replies of the list calls (accounts spec §7 "Lists"). Path and query names are
 * the spec's; a bad value answers the list codes (docs/lists.md): a bad `type` 2203, a bad
 * `contentUuid` 2204, a bad list `uuid` 2202, a missing or blank `title` 2201, `page`/`page_size`
 * 5004, `sort` 5010, anything else 5008.
 */

const uuid = () => z.string().regex(UUID_PATTERN);
const page = () => z.coerce.number().int().min(1).max(100_000).default(1);
const pageSize = () =>
  z.coerce.number().int().min(1).max(LIST_PAGE_MAX_SIZE).default(LIST_ITEMS_DEFAULT_PAGE_SIZE);
const contains = () => z.string().max(LIST_CONTAINS_MAX_LENGTH).optional();

/** A list: its uuid, or `favorites` for the caller's own favourites list. */
export const listUuidParamsSchema = lazySchema(() =>
  z.object({ uuid: z.union([z.literal(FAVORITES_LIST), uuid()]) }),
);
export type ListUuidParams = z.infer<typeof listUuidParamsSchema>;

/** A user: their guid, or `me` for the caller. */
/** A member's guid: 32 lower-case hexadecimal characters (accounts' `user_guid`). */
export const USER_GUID_PATTERN = /^[0-9a-f]{32}$/;
export const listOwnerParamsSchema = lazySchema(() =>
  z.object({ guid: z.union([z.literal(ME_GUID), z.string().regex(USER_GUID_PATTERN)]) }),
);
export type ListOwnerParams = z.infer<typeof listOwnerParamsSchema>;

/** One item of a list: `/api/lists/2/list/{uuid}/{type}/{contentUuid}`. */
export const listItemParamsSchema = lazySchema(() =>
  z.object({
    uuid: z.union([z.literal(FAVORITES_LIST), uuid()]),
    type: z.enum(LIST_CONTENT_TYPES),
    contentUuid: uuid(),
  }),
);
export type ListItemParams = z.infer<typeof listItemParamsSchema>;

/** GET /api/lists/2/following. */
export const followingQuerySchema = lazySchema(() =>
  z.object({
    contains: contains(),
    page: page(),
    page_size: pageSize(),
    sort: z.enum(LIST_SORTS).default(DEFAULT_LIST_SORT),
  }),
);
/** What a caller may send: every field optional (the server fills the defaults). */
export type FollowingQuery = Partial<z.output<typeof followingQuerySchema>>;

/** GET /api/lists/2/following/uuids. */
export const followingUuidsQuerySchema = lazySchema(() => z.object({ page: page(), page_size: pageSize() }));
/** What a caller may send: every field optional (the server fills the defaults). */
export type FollowingUuidsQuery = Partial<z.output<typeof followingUuidsQuerySchema>>;

/** GET /api/lists/2/list/{uuid}: one page of items, filtered by type or by one content uuid. */
export const listQuerySchema = lazySchema(() =>
  z.object({
    page: page(),
    page_size: pageSize(),
    content_type: z.enum(LIST_CONTENT_TYPES).optional(),
    /** Only the item with this content uuid (is it in the list?). */
    object_uuid: uuid().optional(),
    sort: z.enum(LIST_ITEM_SORTS).default(DEFAULT_LIST_ITEM_SORT),
  }),
);
/** What a caller may send: every field optional (the server fills the defaults). */
export type ListQuery = Partial<z.output<typeof listQuerySchema>>;

/** GET /api/lists/1/{guid}. */
export const userListsQuerySchema = lazySchema(() =>
  z.object({ contains: contains(), sort: z.enum(LIST_SORTS).default(DEFAULT_LIST_SORT) }),
);
/** What a caller may send: every field optional (the server fills the defaults). */
export type UserListsQuery = Partial<z.output<typeof userListsQuerySchema>>;

/**
 * Not blank (a pattern, not a trim: the server's compiled validator reads the JSON Schema, which
 * has no transforms, and both must refuse the same titles). Stored trimmed.
 */
const title = () => z.string().regex(/\S/, 'must not be blank').max(LIST_TITLE_MAX_LENGTH);
const description = () => z.string().max(LIST_DESCRIPTION_MAX_LENGTH);

/**
 * POST /api/lists/1/{guid or me}. Request bodies carry no OpenAPI id: inlined, they are what the
 * route matrix and the published field rules read.
 */
export const createListBodySchema = lazySchema(() =>
  z.object({
    title: title(),
    description: description().default(''),
    is_public: z.boolean().default(false),
  }),
);
export type CreateListBody = z.input<typeof createListBodySchema>;

/** PUT /api/lists/2/list/{uuid}: only the fields sent change. */
export const updateListBodySchema = lazySchema(() =>
  z.object({
    title: title().optional(),
    description: description().optional(),
    is_public: z.boolean().optional(),
  }),
);
export type UpdateListBody = z.input<typeof updateListBodySchema>;

/** PUT /api/lists/2/list/{uuid}/{type}/{contentUuid}. */
export const setItemSortOrderBodySchema = lazySchema(() =>
  z.object({
    sort_order: z
      .number()
      .int()
      .min(MIN_ITEM_SORT_ORDER)
      .max(MAX_ITEM_SORT_ORDER)
      .default(DEFAULT_ITEM_SORT_ORDER),
  }),
);
export type SetItemSortOrderBody = z.input<typeof setItemSortOrderBodySchema>;

/** GET /api/lists/2/following: the lists the caller follows (DESIGN.md page envelope). */
export const followingPageSchema = lazySchema(() => pageSchema(userListSchema), {
  id: 'FollowingUserListsPage',
});
export type FollowingPage = z.infer<typeof followingPageSchema>;

/** The paged-list metadata of spec §3 ("count, num_pages, page_number, per_page, links"). */
export const listPaginationSchema = lazySchema(
  () =>
    z.object({
      count: z.number().int(),
      num_pages: z.number().int(),
      page_number: z.number().int(),
      per_page: z.number().int(),
      links: z.object({ next: z.string().nullable(), prev: z.string().nullable(), url: z.string() }),
    }),
  { id: 'ListPagination' },
);
export type ListPagination = z.infer<typeof listPaginationSchema>;

/** GET /api/lists/2/following/uuids: uuids of followed lists, most recently followed first. */
export const followingUuidsSchema = lazySchema(
  () => z.object({ uuids: z.array(z.string()), pagination: listPaginationSchema }),
  { id: 'FollowingUserListUuids' },
);
export type FollowingUuids = z.infer<typeof followingUuidsSchema>;

/**
 * GET /api/lists/1/{guid}: every list of the user the caller may see (all of their own; only
 * public ones of anyone else), the favourites list first.
 */
export const userListsSchema = lazySchema(
  () => z.object({ count: z.number().int(), values: z.array(userListSchema) }),
  { id: 'UserLists' },
);
export type UserLists = z.infer<typeof userListsSchema>;

/**
 * GET /api/lists/1/{guid}/item-uuids: per visible list, the content uuids it holds; what an
 * "add to list" control needs to show which lists already hold an item.
 */
export const listItemUuidsSchema = lazySchema(
  () =>
    z.object({
      values: z.array(
        z.object({
          uuid: z.string(),
          title: z.string(),
          is_favorites: z.boolean(),
          item_uuids: z.array(z.string()),
        }),
      ),
    }),
  { id: 'UserListItemUuids' },
);
export type ListItemUuids = z.infer<typeof listItemUuidsSchema>;

/** GET /api/lists/2/list/{uuid}/item-urns: `urn:{type}:{uuid}` of every item, in sort_order. */
export const listItemUrnsSchema = lazySchema(
  () => z.object({ uuid: z.string(), urns: z.array(z.string()) }),
  { id: 'UserListItemUrns' },
);
export type ListItemUrns = z.infer<typeof listItemUrnsSchema>;

/** POST and DELETE /api/lists/2/list/{uuid}/follow: the toggle's new state. */
export const followStateSchema = lazySchema(
  () => z.object({ uuid: z.string(), is_following: z.boolean(), follower_count: z.number().int() }),
  { id: 'UserListFollowState' },
);
export type FollowState = z.infer<typeof followStateSchema>;

/** DELETE of a list or of an item. */
export const listDeletedSchema = lazySchema(() => z.object({ success: z.literal(true) }), {
  id: 'UserListDeleted',
});
export type ListDeleted = z.infer<typeof listDeletedSchema>;
