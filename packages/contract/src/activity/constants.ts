/**
 * User activity (catalogue spec §3 "Activity", §4 "Continue-watching feed", §5, §7 "User
 * activity"): one model across video and comics, kept per member from the video log and the
 * comic log as their events are stored. The rules below are the product's (the spec leaves them
 * to the server); docs/activity.md tells the whole story once the module lands.
 */

/** What the feed and the next-item calls hold (spec: item_type "Episode or Book"). */
export const ACTIVITY_ITEM_TYPES = ['Episode', 'Book'] as const;
export type ActivityItemType = (typeof ACTIVITY_ITEM_TYPES)[number];

/** Containers an item is consumed from, as spelt in paths and `container_type` fields. */
export const ACTIVITY_CONTAINER_TYPES = ['series', 'comicseries', 'collection'] as const;
export type ActivityContainerType = (typeof ACTIVITY_CONTAINER_TYPES)[number];

/** Object types of `/api/5/2/{containerType}/{containerUuid}/{objectType}/{objectUuid}/next`. */
export const NEXT_OBJECT_TYPES = ['episode', 'book'] as const;
export type NextObjectType = (typeof NEXT_OBJECT_TYPES)[number];

/** What a history item is (the clear call's `{type}`). */
export const HISTORY_ITEM_TYPES = ['episode', 'book'] as const;
export type HistoryItemType = (typeof HISTORY_ITEM_TYPES)[number];

/** Content a member may like (`/api/5/user/like/{type}/{uuid}/`). */
export const LIKE_CONTENT_TYPES = ['series', 'episode', 'clip', 'comicseries', 'book'] as const;
export type LikeContentType = (typeof LIKE_CONTENT_TYPES)[number];

/** `POST /api/5/1/user/history/video/{series}.{episode}/{command}`. */
export const HISTORY_COMMANDS = ['watched', 'unwatched'] as const;
export type HistoryCommand = (typeof HISTORY_COMMANDS)[number];

/**
 * A consume-next item's status: `in_progress` (started, not finished: resume it) or `up_next`
 * (the container's next item after the last one finished: start it).
 */
export const CONSUME_NEXT_STATUSES = ['in_progress', 'up_next'] as const;
export type ConsumeNextStatus = (typeof CONSUME_NEXT_STATUSES)[number];

/**
 * When a video counts as watched: its furthest position reached WATCHED_FRACTION of its duration,
 * or the start of its credits (an episode's `timestamps` label `credits`), whichever is earlier;
 * or the member marked it watched. A book counts as read when its last page was viewed or the
 * reader sent `complete`. Consuming an item again moves its container back to the front of the
 * feed (last consumed now) without taking its watched mark away.
 */
export const WATCHED_FRACTION = 0.9;

/** Feed paging (spec: limit default 25). */
export const CONSUME_NEXT_DEFAULT_LIMIT = 25;
export const CONSUME_NEXT_MAX_LIMIT = 100;
/** Containers one bulk call may ask about. */
export const BULK_CONSUME_NEXT_MAX = 100;
/** Video history paging. */
export const VIDEO_HISTORY_DEFAULT_LIMIT = 20;
export const VIDEO_HISTORY_MAX_LIMIT = 100;
/** Ids one history search may name (video_ids and comic_uuids together). */
export const HISTORY_SEARCH_MAX_IDS = 200;

/** Response headers of the feed (spec: x-has-more becomes `hasMore`; x-request-id echoed). */
export const HAS_MORE_HEADER = 'x-has-more';
export const REQUEST_ID_HEADER = 'x-request-id';
/**
 * A request_id the feed echoes in a header: 1 to 100 letters, digits and `.` `_` `:` `~` `-` (a
 * uuid, a counter, `rail:3`): what a header value may carry, and what a query string carries as is.
 */
export const REQUEST_ID_PATTERN = /^[A-Za-z0-9._:~-]{1,100}$/;

/** `type:uuid` strings of the bulk consume-next call (a container type, then its uuid). */
export const CONTAINER_REF_PATTERN =
  /^(series|comicseries|collection):([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})$/;

export function parseContainerRef(ref: string): { type: ActivityContainerType; uuid: string } | null {
  const match = CONTAINER_REF_PATTERN.exec(ref);
  return match ? { type: match[1] as ActivityContainerType, uuid: match[2]! } : null;
}

/**
 * Client codes these calls answer (spec §5, §8): a consume-next container without type or uuid
 * 5008; a next-item call with an unknown container or object type 7900, a malformed uuid 1715; a
 * history mark without series id, episode number or command 6000, and a history search without
 * video ids or comic uuids 6000.
 */
export const ACTIVITY_ERROR = {
  INVALID_PARAMETER: 5008,
  INVALID_TYPE: 7900,
  INVALID_UUID: 1715,
  FIELD_REQUIRED: 6000,
} as const;
