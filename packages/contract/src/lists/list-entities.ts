import { z } from 'zod';
import { lazySchema } from '../common/lazy-schema';
import { collectionItemSchema } from '../catalogue/containers';
import { pageSchema } from '../http/paging';
import { LIST_CONTENT_TYPES } from './constants';

/**
 * A user list and its items as the server answers them (accounts spec §3 "User list"). Field
 * names are the spec's spelling. Times are ISO 8601 UTC.
 */

/** Items per content type: `{series, episode, clip, comicseries, book, collection}`. */
export const listCountsSchema = lazySchema(
  () =>
    z.object({
      series: z.number().int(),
      episode: z.number().int(),
      clip: z.number().int(),
      comicseries: z.number().int(),
      book: z.number().int(),
      collection: z.number().int(),
    }),
  { id: 'UserListCounts' },
);
export type ListCounts = z.infer<typeof listCountsSchema>;

export const userListSchema = lazySchema(
  () =>
    z.object({
      uuid: z.string(),
      title: z.string(),
      description: z.string(),
      is_public: z.boolean(),
      /** The owner's favourites list, made on first use; it cannot be deleted or renamed. */
      is_favorites: z.boolean(),
      /** A comics pull list (new books of followed series); false for every list made so far. */
      is_pull_list: z.boolean(),
      /** Whether the caller follows the list (false for anonymous callers and for the owner). */
      is_following: z.boolean(),
      follower_count: z.number().int(),
      items_count: z.number().int(),
      /** Items per content type; they add up to `items_count`. */
      counts: listCountsSchema,
      /** The owner's guid and username. */
      user_guid: z.string(),
      username: z.string(),
      /** The list's page on the site, `/lists/{uuid}` (LIST_PAGE_PATH): the share link of a public list. */
      url: z.string(),
      created_at: z.string(),
      updated_at: z.string(),
    }),
  { id: 'UserList' },
);
export type UserList = z.infer<typeof userListSchema>;

export const listItemSchema = lazySchema(
  () =>
    z.object({
      content_type: z.enum(LIST_CONTENT_TYPES),
      content_uuid: z.string(),
      /** `urn:{content_type}:{content_uuid}`. */
      urn: z.string(),
      sort_order: z.number().int(),
      /** When the item was added. */
      created_at: z.string(),
      /** The catalogue entity (title, art, type in `item_type`), as collections serve it. */
      content: collectionItemSchema,
    }),
  { id: 'UserListItem' },
);
export type ListItem = z.infer<typeof listItemSchema>;

/**
 * GET /api/lists/2/list/{uuid}: the list and one page of its items (the DESIGN.md page envelope;
 * `count` is the number of items that match the filters; items whose content is gone or hidden
 * from the caller are left out of `values`).
 */
export const userListDetailSchema = lazySchema(
  () => userListSchema.extend({ items: pageSchema(listItemSchema) }),
  { id: 'UserListDetail' },
);
export type UserListDetail = z.infer<typeof userListDetailSchema>;
