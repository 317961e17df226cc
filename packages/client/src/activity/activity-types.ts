import type {
  ActivityContainerType,
  ConsumeNextItem,
  HistoryCommand,
  HistoryItemType,
  HistorySearchReply,
  Likes,
  LikeContentType,
  NextObjectType,
  UserHistory,
  VideoHistoryItem,
  VideoHistoryList,
} from '@fanverse/contract';
import type { CallOptions } from '../area/area-context';

/**
 * GET /api/5/1/user/history/video/ as a caller writes it. The contract's schema of the same name
 * describes the wire (query strings); here flags are booleans and numbers are numbers.
 */
export interface VideoHistoryQuery {
  /** Only this series (its numeric id). */
  series_id?: number;
  /** Only this episode number of `series_id`. */
  episode_number?: number;
  /** The `last_key` of the previous page. */
  start_from?: string;
  /** Leave out watched episodes... */
  skip_completed?: boolean;
  /** ...counting as watched from this percentage (1-100) on, instead of the watched rule. */
  skip_completed_val?: number;
  limit?: number;
}

/** GET /api/5/2/user/consume_next as a caller writes it (absent: the server's defaults). */
export interface ConsumeNextQuery {
  include_books?: boolean;
  include_videos?: boolean;
  include_collections?: boolean;
  /** Items per page, 1 to 100 (default 25). */
  limit?: number;
  /** 1-based. */
  page?: number;
  /** Echoed back as `requestId`, so a caller can tell which request a reply answers. */
  request_id?: string;
}

/** A feed page: the items, whether another page follows (x-has-more), the echoed x-request-id. */
export interface ConsumeNextPage {
  items: ConsumeNextItem[];
  hasMore: boolean;
  requestId: string | null;
}

/** GET /api/5/2/{containerType}/{containerUuid}/{objectType}/{objectUuid}/next. */
export interface NextObjectParams {
  containerType: ActivityContainerType;
  containerUuid: string;
  objectType: NextObjectType;
  objectUuid: string;
}

/** POST /api/5/1/user/history/search: at least one non-empty list. */
export interface HistorySearchInput {
  video_ids?: string[];
  comic_uuids?: string[];
}

/**
 * `client.activity` (catalogue spec §3 "Activity", §4, §7 "User activity"): history, watched
 * marks, the continue-watching feed and likes. Checks before sending (spec §5): a feed container
 * type or uuid missing or malformed, a bulk ref that is not `type:uuid`, or a feed page query out
 * of range is 5008; the next-object call's container or object type 7900, its uuids 1715; a
 * history mark without a series id, episode number or command 6000, with one that is there but
 * wrong (not a whole number, not watched / unwatched) 6001, as the server answers; a history
 * search without video ids or comic uuids 6000; a like with a bad type 7900, a clear 5008, a bad
 * uuid 1715; a video history series id 1700, episode number 1701. The server's codes are kept, its
 * "not found" codes mapped as the catalogue's. Every call stores nothing and rethrows.
 */
export interface ActivityCalls {
  /** GET /api/5/user/history: the latest videos and comics (each newest first). */
  history(options?: CallOptions): Promise<UserHistory>;
  /** GET /api/5/1/user/history/video/: watched episodes, newest first, paged by `last_key`. */
  videoHistory(query?: VideoHistoryQuery, options?: CallOptions): Promise<VideoHistoryList>;
  /** POST /api/5/1/user/history/video/{series}.{episode}/{command}: the episode as now marked. */
  markVideo(
    seriesId: number,
    episodeNumber: number,
    command: HistoryCommand,
    options?: CallOptions,
  ): Promise<VideoHistoryItem>;
  /** POST /api/5/1/user/history/search: what the member did with each named item. */
  searchHistory(body: HistorySearchInput, options?: CallOptions): Promise<HistorySearchReply>;
  /** DELETE /api/5/user/history/{type}/{uuid}: hides it from the history until its next event. */
  clearHistoryItem(type: HistoryItemType, uuid: string, options?: CallOptions): Promise<void>;
  /** GET /api/5/2/user/consume_next: one feed page, x-has-more as `hasMore`. */
  consumeNext(query?: ConsumeNextQuery, options?: CallOptions): Promise<ConsumeNextPage>;
  /** GET .../{objectType}/{objectUuid}/next: what follows the object in the container. */
  nextObject(params: NextObjectParams, options?: CallOptions): Promise<ConsumeNextItem>;
  /** POST /api/5/2/bulk/user/consume_next: the feed item of each `type:uuid` container (unknown ones left out). */
  bulkConsumeNext(refs: readonly string[], options?: CallOptions): Promise<ConsumeNextItem[]>;
  /** POST /api/5/2/{containerType}/{containerUuid}/ignore: out of the feed until consumed again. */
  ignoreContainer(
    containerType: ActivityContainerType,
    containerUuid: string,
    options?: CallOptions,
  ): Promise<void>;
  /** GET /api/5/user/likes/{type}/{uuid}/: the count, and whether the caller likes it. */
  likes(type: LikeContentType, uuid: string, options?: CallOptions): Promise<Likes>;
  /** POST /api/5/user/like/{type}/{uuid}/: liked (again: no change); the new count. */
  like(type: LikeContentType, uuid: string, options?: CallOptions): Promise<Likes>;
  /** POST /api/5/user/unlike/{type}/{uuid}/: not liked (again: no change); the new count. */
  unlike(type: LikeContentType, uuid: string, options?: CallOptions): Promise<Likes>;
}
