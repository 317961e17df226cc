import {
  DEFAULT_ITEM_SORT_ORDER,
  FAVORITES_LIST,
  ME_GUID,
  followStateSchema,
  followingPageSchema,
  followingUuidsSchema,
  isListContentType,
  listDeletedSchema,
  listItemSchema,
  listItemUrnsSchema,
  listItemUuidsSchema,
  userListDetailSchema,
  userListSchema,
  userListsSchema,
  type ListContentType,
} from '@fanverse/contract';
import { isBlank } from '../accounts/client-checks';
import type { Area, CallOptions } from '../area/area-context';
import { areaTools } from '../area/area-tools';
import type { QueryParams } from '../http/request-types';
import { listItemLookupMapping, listsMapping } from '../mappings/account-mappings';
import type { ListsCalls, UpdateListInput } from './lists-types';

const V1 = '/api/lists/1';
const V2 = '/api/lists/2';

/** Path segments are escaped so a value can never reach another route. */
const segment = (value: string) => encodeURIComponent(value);

/** Query values as sent: only what the caller gave. */
function query(values: Record<string, string | number | undefined | null>): QueryParams {
  const out: QueryParams = {};
  for (const [key, value] of Object.entries(values)) {
    if (value !== undefined && value !== null && value !== '') out[key] = value;
  }
  return out;
}

/** Spec §5: only the supplied fields, each only with its own type. */
function updateBody(input: UpdateListInput): UpdateListInput {
  const body: UpdateListInput = {};
  if (typeof input.title === 'string') body.title = input.title;
  if (typeof input.description === 'string') body.description = input.description;
  if (typeof input.is_public === 'boolean') body.is_public = input.is_public;
  return body;
}

/** See `ListsCalls` (lists-types.ts) for the checks, defaults and mappings. */
export const createListsCalls: Area<ListsCalls> = (context) => {
  const tools = areaTools(context);

  /** A list uuid the call needs in its path (2202). */
  const listUuid = (uuid: unknown, options: CallOptions): string => {
    if (typeof uuid !== 'string' || isBlank(uuid)) throw tools.fail(2202, 'uuid', options);
    return uuid;
  };

  /** An item's type (2203: missing or unsupported) and content uuid (2204: missing). */
  const item = (type: unknown, contentUuid: unknown, options: CallOptions) => {
    if (!isListContentType(type)) throw tools.fail(2203, 'content_type', options);
    if (typeof contentUuid !== 'string' || isBlank(contentUuid)) {
      throw tools.fail(2204, 'content_uuid', options);
    }
    return `${segment(type satisfies ListContentType)}/${segment(contentUuid)}`;
  };

  const listPath = (uuid: string) => `${V2}/list/${segment(uuid)}`;

  return {
    following: async (q = {}, options = {}) =>
      tools.get(
        `${V2}/following`,
        {
          query: query({ contains: q.contains, page: q.page, page_size: q.page_size, sort: q.sort }),
          schema: followingPageSchema,
          mapping: listsMapping,
        },
        options,
      ),

    followingUuids: async (q = {}, options = {}) =>
      tools.get(
        `${V2}/following/uuids`,
        {
          query: query({ page: q.page, page_size: q.page_size }),
          schema: followingUuidsSchema,
          mapping: listsMapping,
        },
        options,
      ),

    getList: async (uuid = FAVORITES_LIST, q = {}, options = {}) =>
      tools.get(
        listPath(uuid || FAVORITES_LIST),
        {
          query: query({
            page: q.page,
            page_size: q.page_size,
            content_type: q.content_type,
            object_uuid: q.object_uuid,
            sort: q.sort,
          }),
          schema: userListDetailSchema,
          mapping: listsMapping,
        },
        options,
      ),

    userLists: async (guid = ME_GUID, q = {}, options = {}) =>
      tools.get(
        `${V1}/${segment(guid || ME_GUID)}`,
        {
          query: query({ contains: q.contains, sort: q.sort }),
          schema: userListsSchema,
          mapping: listsMapping,
        },
        options,
      ),

    itemUuids: async (guid = ME_GUID, options = {}) =>
      tools.get(
        `${V1}/${segment(guid || ME_GUID)}/item-uuids`,
        { schema: listItemUuidsSchema, mapping: listItemLookupMapping },
        options,
      ),

    itemUrns: async (uuid = FAVORITES_LIST, options = {}) =>
      tools.get(
        `${listPath(uuid || FAVORITES_LIST)}/item-urns`,
        { schema: listItemUrnsSchema, mapping: listItemLookupMapping },
        options,
      ),

    create: async (input, guid = ME_GUID, options = {}) => {
      if (typeof input.title !== 'string' || isBlank(input.title)) throw tools.fail(2201, 'title', options);
      const body: Record<string, unknown> = { title: input.title };
      if (typeof input.description === 'string') body.description = input.description;
      if (typeof input.is_public === 'boolean') body.is_public = input.is_public;
      return tools.post(
        `${V1}/${segment(guid || ME_GUID)}`,
        { body, schema: userListSchema, mapping: listsMapping },
        options,
      );
    },

    update: async (uuid, input, options = {}) => {
      const path = listPath(listUuid(uuid, options));
      return tools.request(
        { method: 'PUT', path, body: updateBody(input), schema: userListSchema, mapping: listsMapping },
        options,
      );
    },

    remove: async (uuid, options = {}) => {
      const path = listPath(listUuid(uuid, options));
      return tools.request(
        { method: 'DELETE', path, schema: listDeletedSchema, mapping: listsMapping },
        options,
      );
    },

    addItem: async (type, contentUuid, uuid = FAVORITES_LIST, options = {}) => {
      const path = `${listPath(uuid || FAVORITES_LIST)}/${item(type, contentUuid, options)}`;
      return tools.post(path, { schema: listItemSchema, mapping: listsMapping }, options);
    },

    setItemSortOrder: async (uuid, type, contentUuid, sortOrder = DEFAULT_ITEM_SORT_ORDER, options = {}) => {
      // Spec §5 names only the item checks here; a blank list uuid is the favourites list.
      const path = `${listPath(uuid || FAVORITES_LIST)}/${item(type, contentUuid, options)}`;
      return tools.request(
        {
          method: 'PUT',
          path,
          body: { sort_order: sortOrder },
          schema: listItemSchema,
          mapping: listsMapping,
        },
        options,
      );
    },

    removeItem: async (uuid, type, contentUuid, options = {}) => {
      const path = `${listPath(uuid || FAVORITES_LIST)}/${item(type, contentUuid, options)}`;
      return tools.request(
        { method: 'DELETE', path, schema: listDeletedSchema, mapping: listsMapping },
        options,
      );
    },

    follow: async (uuid, options = {}) =>
      tools.post(
        `${listPath(listUuid(uuid, options))}/follow`,
        { schema: followStateSchema, mapping: listsMapping },
        options,
      ),

    unfollow: async (uuid, options = {}) =>
      tools.request(
        {
          method: 'DELETE',
          path: `${listPath(listUuid(uuid, options))}/follow`,
          schema: followStateSchema,
          mapping: listsMapping,
        },
        options,
      ),
  };
};
