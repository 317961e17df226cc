import { z } from 'zod';
import { UUID_PATTERN } from '../catalogue/queries';
import { lazySchema } from '../common/lazy-schema';
import { BOOK_TYPES } from './comic-entities';

/**
 * GET /api/comics/1/user/history/comic/ and .../reduced/ (catalogue spec §3 "Comic history
 * item", §7): the signed-in member's reading events, newest first. `reduced` answers one row per
 * book: the furthest page, and the furthest panel on it. Paging is by key: pass `last_key` back
 * as `start_from`; `last_key` is null on the last page.
 */
export const HISTORY_LIMIT_DEFAULT = 20;
export const HISTORY_LIMIT_MAX = 100;

const uuid = lazySchema(() => z.string().regex(UUID_PATTERN));
const isoTime = lazySchema(() => z.iso.datetime({ offset: true }));

export const comicHistoryQuerySchema = lazySchema(() =>
  z.object({
    series_uuid: uuid.optional(),
    content_uuid: uuid.optional(),
    limit: z.coerce.number().int().min(1).max(HISTORY_LIMIT_MAX).default(HISTORY_LIMIT_DEFAULT),
    /** A `last_key` from the previous page. */
    start_from: z.string().max(200).optional(),
    before_event_ts: isoTime.optional(),
    after_event_ts: isoTime.optional(),
  }),
);
export type ComicHistoryQuery = z.infer<typeof comicHistoryQuerySchema>;

/** The book a history row names, enough to show it and link to it. */
export const historyBookSchema = lazySchema(() =>
  z.object({
    uuid: z.string(),
    title: z.string(),
    slug: z.string(),
    asset_key: z.string(),
    book_type: z.enum(BOOK_TYPES),
    series_uuid: z.string(),
    series_title: z.string(),
    issue_number: z.number().int().nullable(),
    num_pages: z.number().int(),
    url: z.string(),
  }),
);

export const comicHistoryItemSchema = lazySchema(
  () =>
    z.object({
      /** The book's release date (YYYY-MM-DD) or null. */
      air_date: z.string().nullable(),
      book: historyBookSchema,
      book_uuid: z.string(),
      container_type: z.string().nullable(),
      container_uuid: z.string().nullable(),
      /** The book's issue number (the comics counterpart of an episode number). */
      episode_number: z.number().int().nullable(),
      /** ISO 8601, the (clock-corrected) time of the event. */
      event_ts: z.string(),
      /** The last page was reached. */
      is_watched: z.boolean(),
      page_index: z.number().int(),
      panel_index: z.number().int().nullable(),
      /** The comic series uuid. */
      series_id: z.string(),
      /** event_ts in milliseconds since the epoch. */
      timestamp: z.number().int(),
    }),
  { id: 'ComicHistoryItem' },
);
export type ComicHistoryItem = z.infer<typeof comicHistoryItemSchema>;

export const comicHistoryListSchema = lazySchema(
  () => z.object({ history: z.array(comicHistoryItemSchema), last_key: z.string().nullable() }),
  { id: 'ComicHistoryList' },
);
export type ComicHistoryList = z.infer<typeof comicHistoryListSchema>;
