import { z } from 'zod';
import { lazySchema } from '../common/lazy-schema';
import { UUID_PATTERN } from '../catalogue/queries';
import {
  ACTIVITY_CONTAINER_TYPES,
  BULK_CONSUME_NEXT_MAX,
  CONSUME_NEXT_DEFAULT_LIMIT,
  CONSUME_NEXT_MAX_LIMIT,
  HISTORY_COMMANDS,
  HISTORY_ITEM_TYPES,
  HISTORY_SEARCH_MAX_IDS,
  LIKE_CONTENT_TYPES,
  NEXT_OBJECT_TYPES,
  REQUEST_ID_PATTERN,
  VIDEO_HISTORY_DEFAULT_LIMIT,
  VIDEO_HISTORY_MAX_LIMIT,
} from './constants';

/**
 * Requests of the user activity calls (catalogue spec §7 "User activity"). Every call is the
 * signed-in member's own (session), but likes counts, which anyone may read:
 *
 * - GET  /api/5/user/history                                    latest videos and comics
 * - GET  /api/5/1/user/history/video/                           videoHistoryQuerySchema
 * - POST /api/5/1/user/history/video/{series}.{episode}/{command} watched | unwatched (6000)
 * - POST /api/5/1/user/history/search                           {video_ids?, comic_uuids?} (6000)
 * - GET  /api/5/2/user/consume_next                             consumeNextQuerySchema; x-has-more
 * - GET  /api/5/2/{containerType}/{containerUuid}/{objectType}/{objectUuid}/next   (7900, 1715)
 * - POST /api/5/2/bulk/user/consume_next                        ["series:<uuid>", ...]
 * - POST /api/5/2/{containerType}/{containerUuid}/ignore        out of the feed until consumed again
 * - GET  /api/5/user/likes/{type}/{uuid}/, POST /api/5/user/like/{type}/{uuid}/ and /unlike/
 * - DELETE /api/5/user/history/{type}/{uuid}                    ours: clear one item from the history
 *                                                                 (back with its next event); 204
 */

const uuid = () => z.string().regex(UUID_PATTERN);
/** Query booleans as clients write them (`true`/`false`, `1`/`0`); absent: `fallback`. */
const flag = (fallback: boolean) =>
  z.stringbool({ truthy: ['true', '1'], falsy: ['false', '0'] }).default(fallback);

export const videoHistoryQuerySchema = lazySchema(() =>
  z.object({
    /** Only this series (its numeric id). */
    series_id: z.coerce.number().int().min(1).optional(),
    /** Only this episode number of `series_id`. */
    episode_number: z.coerce.number().int().min(0).optional(),
    /** A `last_key` from the previous page. */
    start_from: z.string().max(200).optional(),
    /** Leave out watched episodes... */
    skip_completed: flag(false),
    /** ...counting as watched from this percentage of the episode on (default: the watched rule). */
    skip_completed_val: z.coerce.number().min(1).max(100).optional(),
    limit: z.coerce.number().int().min(1).max(VIDEO_HISTORY_MAX_LIMIT).default(VIDEO_HISTORY_DEFAULT_LIMIT),
  }),
);
export type VideoHistoryQuery = Partial<z.input<typeof videoHistoryQuerySchema>>;

/** `{series}.{episode}`: the series' numeric id and the episode's number. */
export const HISTORY_EPISODE_KEY_PATTERN = /^(\d{1,9})\.(\d{1,9})$/;
export const historyMarkParamsSchema = lazySchema(() =>
  z.object({ key: z.string().regex(HISTORY_EPISODE_KEY_PATTERN), command: z.enum(HISTORY_COMMANDS) }),
);

export const historySearchBodySchema = lazySchema(() =>
  z.object({
    video_ids: z.array(uuid()).max(HISTORY_SEARCH_MAX_IDS).optional(),
    comic_uuids: z.array(uuid()).max(HISTORY_SEARCH_MAX_IDS).optional(),
  }),
);
export type HistorySearchBody = z.infer<typeof historySearchBodySchema>;

export const consumeNextQuerySchema = lazySchema(() =>
  z.object({
    include_books: flag(true),
    include_videos: flag(true),
    include_collections: flag(true),
    limit: z.coerce.number().int().min(1).max(CONSUME_NEXT_MAX_LIMIT).default(CONSUME_NEXT_DEFAULT_LIMIT),
    page: z.coerce.number().int().min(1).max(100_000).default(1),
    /**
     * Echoed in the x-request-id header (the client matches replies to requests with it), so
     * limited to REQUEST_ID_PATTERN: other text would fail the reply's header, not the request.
     */
    request_id: z.string().regex(REQUEST_ID_PATTERN).optional(),
  }),
);
export type ConsumeNextQuery = Partial<z.input<typeof consumeNextQuerySchema>>;

export const nextObjectParamsSchema = lazySchema(() =>
  z.object({
    containerType: z.enum(ACTIVITY_CONTAINER_TYPES),
    containerUuid: uuid(),
    objectType: z.enum(NEXT_OBJECT_TYPES),
    objectUuid: uuid(),
  }),
);
export type NextObjectParams = z.infer<typeof nextObjectParamsSchema>;

/** A list of `type:uuid` strings (CONTAINER_REF_PATTERN); unknown containers are left out. */
export const bulkConsumeNextBodySchema = lazySchema(() =>
  z.array(z.string().max(80)).min(1).max(BULK_CONSUME_NEXT_MAX),
);

export const containerParamsSchema = lazySchema(() =>
  z.object({ containerType: z.enum(ACTIVITY_CONTAINER_TYPES), containerUuid: uuid() }),
);
export type ContainerParams = z.infer<typeof containerParamsSchema>;

export const likeParamsSchema = lazySchema(() =>
  z.object({ type: z.enum(LIKE_CONTENT_TYPES), uuid: uuid() }),
);
export type LikeParams = z.infer<typeof likeParamsSchema>;

/** Our own call: DELETE /api/5/user/history/{type}/{uuid} clears an episode or a book from the history. */
export const historyItemParamsSchema = lazySchema(() =>
  z.object({ type: z.enum(HISTORY_ITEM_TYPES), uuid: uuid() }),
);
export type HistoryItemParams = z.infer<typeof historyItemParamsSchema>;
