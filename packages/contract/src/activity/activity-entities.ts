import { z } from 'zod';
import { lazySchema } from '../common/lazy-schema';
import { comicHistoryItemSchema } from '../comics/comic-history';
import {
  ACTIVITY_CONTAINER_TYPES,
  ACTIVITY_ITEM_TYPES,
  CONSUME_NEXT_STATUSES,
  LIKE_CONTENT_TYPES,
} from './constants';

/**
 * Activity as the server answers it. The spec's fields first (catalogue spec §3 "Activity"),
 * spelt as the spec spells them; then what the tiles need to draw themselves without a second
 * call (title, art, address, progress). Times are ISO 8601 UTC unless named `timestamp`.
 */

/** Spec: content_type, likes, uuid; `liked` is the caller's own (false for anonymous callers). */
export const likesSchema = lazySchema(
  () =>
    z.object({
      content_type: z.enum(LIKE_CONTENT_TYPES),
      likes: z.number().int(),
      uuid: z.string(),
      liked: z.boolean(),
    }),
  { id: 'Likes' },
);
export type Likes = z.infer<typeof likesSchema>;

/** Spec "Video history item (v5)": one episode the member watched, with its series. */
export const videoHistoryItemSchema = lazySchema(
  () =>
    z.object({
      /** The episode's asset key (its art, `ep_thumb`, derives from it). */
      asset_key: z.string(),
      avg_rating: z.number(),
      box_art: z.string(),
      director_name: z.string(),
      /** The episode's length in seconds (0 when unknown). */
      duration: z.number(),
      ep_thumb: z.string(),
      episode_description: z.string(),
      episode_id: z.number().int(),
      episode_title: z.string(),
      /** The episode's guid. */
      guid: z.string(),
      is_film: z.boolean(),
      /** False when the member may no longer see it (a wall, a parental limit, gone). */
      is_visible: z.boolean(),
      is_watched: z.boolean(),
      /** The series' next episode's number after this one, null after the last. */
      next_episode_number: z.number().int().nullable(),
      number: z.number().int(),
      season_num: z.number().int(),
      season_position: z.number().int(),
      series_id: z.number().int(),
      /** Where the member last stopped, in seconds: the player's resume point (not the furthest reached). */
      slider: z.number(),
      thumbnail: z.string(),
      /** When it was last watched, milliseconds since the epoch. */
      timestamp: z.number().int(),
      /** The series' title. */
      title: z.string(),
      /** The episode's page. */
      url: z.string(),
      /** The episode's uuid. */
      uuid: z.string(),
      view_date: z.string(),
      year: z.number().int().nullable(),
    }),
  { id: 'VideoHistoryItem' },
);
export type VideoHistoryItem = z.infer<typeof videoHistoryItemSchema>;

/** Video history pages by key, as the comic history's: pass `last_key` back as `start_from`. */
export const videoHistoryListSchema = lazySchema(
  () => z.object({ history: z.array(videoHistoryItemSchema), last_key: z.string().nullable() }),
  { id: 'VideoHistoryList' },
);
export type VideoHistoryList = z.infer<typeof videoHistoryListSchema>;

/** Videos and comics side by side: the history overview and the history search answer it. */
const videosAndComics = () =>
  z.object({
    videos: z.array(videoHistoryItemSchema),
    comics: z.array(comicHistoryItemSchema),
  });

/** GET /api/5/user/history: the latest of both, for an overview (each list newest first). */
export const userHistorySchema = lazySchema(videosAndComics, { id: 'UserHistory' });
export type UserHistory = z.infer<typeof userHistorySchema>;

/** POST /api/5/1/user/history/search: what the member did with each named item (absent: never). */
export const historySearchReplySchema = lazySchema(videosAndComics, { id: 'HistorySearchReply' });
export type HistorySearchReply = z.infer<typeof historySearchReplySchema>;

/**
 * Spec "Consume-next item": the item to consume next from one container. `timestamp` is the
 * video position in seconds (0 for books and for an item not started); `page_index` and
 * `panel_index` the book position (null for videos). `content_id` is the episode's or book's uuid.
 */
export const consumeNextItemSchema = lazySchema(
  () =>
    z.object({
      container_asset_key: z.string(),
      /** The container's page. */
      container_asset_url: z.string(),
      container_title: z.string(),
      container_type: z.enum(ACTIVITY_CONTAINER_TYPES),
      container_uuid: z.string(),
      item_type: z.enum(ACTIVITY_ITEM_TYPES),
      /** When the member last consumed anything of the container. */
      last_consumed: z.string(),
      page_index: z.number().int().nullable(),
      panel_index: z.number().int().nullable(),
      status: z.enum(CONSUME_NEXT_STATUSES),
      timestamp: z.number(),
      content_id: z.string(),
      /** The item itself, for its tile. */
      title: z.string(),
      /** Episode or issue number (null when the item has none). */
      number: z.number().int().nullable(),
      thumbnail: z.string(),
      /** Where consuming it starts: the watch page or the reader, at the position above. */
      url: z.string(),
      /** How far, 0 to 1 (0 for up_next). */
      progress: z.number().min(0).max(1),
      /** Seconds for videos, null for books. */
      duration: z.number().nullable(),
      /** Pages for books, null for videos. */
      num_pages: z.number().int().nullable(),
    }),
  { id: 'ConsumeNextItem' },
);
export type ConsumeNextItem = z.infer<typeof consumeNextItemSchema>;

/** The feed's body: the items (x-has-more says whether another page follows). */
export const consumeNextListSchema = lazySchema(() => z.array(consumeNextItemSchema));
