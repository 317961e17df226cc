import {
  HAS_MORE_HEADER,
  REQUEST_ID_HEADER,
  consumeNextItemSchema,
  consumeNextListSchema,
  historySearchReplySchema,
  likesSchema,
  userHistorySchema,
  videoHistoryItemSchema,
  videoHistoryListSchema,
  type CatalogueCode,
  type LikeContentType,
} from '@fanverse/contract';
import type { Area, CallOptions } from '../area/area-context';
import { areaTools } from '../area/area-tools';
import { query, segment } from '../discussions/path-parts';
import { catalogueMapping } from '../mappings/catalogue-mappings';
import { activityChecks } from './activity-checks';
import type { ActivityCalls } from './activity-types';

const V5 = '/api/5';
const USER = `${V5}/user`;
/** Spec §7 "User activity": the history calls are version 1 of the v5 API, the feed calls version 2. */
const HISTORY_V1 = `${V5}/1/user/history`;
const FEED_V2 = `${V5}/2`;

/** Spec: the feed answers `x-has-more: true` while another page follows. */
const hasMore = (headers: Headers) => /^(true|1)$/i.test(headers.get(HAS_MORE_HEADER)?.trim() ?? '');

/**
 * `client.activity`; see `ActivityCalls` (activity-types.ts) for the checks. Every lookup uses
 * the catalogue mapping: the server's own client codes (5008, 7900, 1715, 6000, 6001) are kept as
 * they are, its "not found" codes read as the catalogue's (an unknown episode 1605, anything else 1721).
 */
export const createActivityCalls: Area<ActivityCalls> = (context) => {
  const tools = areaTools(context);
  const checks = (options: CallOptions) =>
    activityChecks((code: CatalogueCode, field: string) => tools.fail(code, field, options));

  /** Async so that a refused check rejects like every other call instead of throwing. */
  const likeCall =
    (verb: 'likes' | 'like' | 'unlike') =>
    async (type: LikeContentType, uuid: string, options: CallOptions = {}) => {
      const target = checks(options).likeTarget(type, uuid);
      const path = `${USER}/${verb}/${target.type}/${segment(target.uuid)}/`;
      const parts = { schema: likesSchema, mapping: catalogueMapping };
      return verb === 'likes' ? tools.get(path, parts, options) : tools.post(path, parts, options);
    };

  return {
    history: async (options = {}) =>
      tools.get(`${USER}/history`, { schema: userHistorySchema, mapping: catalogueMapping }, options),

    videoHistory: async (q = {}, options = {}) => {
      checks(options).videoQuery(q);
      return tools.get(
        `${HISTORY_V1}/video/`,
        {
          query: {
            ...query({
              series_id: q.series_id,
              episode_number: q.episode_number,
              start_from: q.start_from,
              skip_completed_val: q.skip_completed_val,
              limit: q.limit,
            }),
            skip_completed: q.skip_completed,
          },
          schema: videoHistoryListSchema,
          mapping: catalogueMapping,
        },
        options,
      );
    },

    markVideo: async (seriesId, episodeNumber, command, options = {}) => {
      const checked = checks(options).mark(seriesId, episodeNumber, command);
      return tools.post(
        `${HISTORY_V1}/video/${seriesId}.${episodeNumber}/${checked}`,
        { schema: videoHistoryItemSchema, mapping: catalogueMapping },
        options,
      );
    },

    searchHistory: async (input, options = {}) => {
      const body = checks(options).search(input);
      return tools.post(
        `${HISTORY_V1}/search`,
        { body, schema: historySearchReplySchema, mapping: catalogueMapping },
        options,
      );
    },

    clearHistoryItem: async (type, uuid, options = {}) => {
      const item = checks(options).historyItem(type, uuid);
      await tools.request(
        {
          method: 'DELETE',
          path: `${USER}/history/${item.type}/${segment(item.uuid)}`,
          mapping: catalogueMapping,
        },
        options,
      );
    },

    consumeNext: async (q = {}, options = {}) => {
      checks(options).feedQuery(q);
      // `send`, not `request`: the page's headers are part of the answer.
      const reply = await context.http.send({
        method: 'GET',
        path: `${FEED_V2}/user/consume_next`,
        query: {
          include_books: q.include_books,
          include_videos: q.include_videos,
          include_collections: q.include_collections,
          ...query({ limit: q.limit, page: q.page, request_id: q.request_id }),
        },
        schema: consumeNextListSchema,
        mapping: catalogueMapping,
        ...options,
      });
      return {
        items: reply.data,
        hasMore: hasMore(reply.headers),
        requestId: reply.headers.get(REQUEST_ID_HEADER),
      };
    },

    nextObject: async (params, options = {}) => {
      const p = checks(options).nextObject(params);
      const path =
        `${FEED_V2}/${p.containerType}/${segment(p.containerUuid)}` +
        `/${p.objectType}/${segment(p.objectUuid)}/next`;
      return tools.get(path, { schema: consumeNextItemSchema, mapping: catalogueMapping }, options);
    },

    bulkConsumeNext: async (refs, options = {}) => {
      const body = checks(options).bulkRefs(refs);
      return tools.post(
        `${FEED_V2}/bulk/user/consume_next`,
        { body, schema: consumeNextListSchema, mapping: catalogueMapping },
        options,
      );
    },

    ignoreContainer: async (containerType, containerUuid, options = {}) => {
      const c = checks(options).container(containerType, containerUuid);
      await tools.post(
        `${FEED_V2}/${c.type}/${segment(c.uuid)}/ignore`,
        { mapping: catalogueMapping },
        options,
      );
    },

    likes: likeCall('likes'),
    like: likeCall('like'),
    unlike: likeCall('unlike'),
  };
};
