import { z } from 'zod';
import { UUID_PATTERN } from '../catalogue/queries';
import { lazySchema } from '../common/lazy-schema';

/**
 * POST /api/5/log/comic/ (accounts spec §7): batches of reading events. The reader sends one
 * batch every LOG_FLUSH_SECONDS while reading, on close and on page hide (sendBeacon), with the
 * header X-Client-Time (the client's clock in milliseconds when sending): the server moves each
 * view_date by the difference to its own clock, so a wrong client clock does not reorder history.
 * The reply is 202 `{"accepted": n}` once every event is stored.
 */
export const COMIC_EVENT_TYPES = ['open', 'page_view', 'panel_view', 'close', 'complete'] as const;
export type ComicEventType = (typeof COMIC_EVENT_TYPES)[number];
export const COMIC_OBJECT_TYPES = ['book'] as const;
export const COMIC_CONTAINER_TYPES = ['series', 'collection', 'list'] as const;
export const CLIENT_TIME_HEADER = 'x-client-time';

const uuid = lazySchema(() => z.string().regex(UUID_PATTERN));
/** 9999-12-31T23:59:59.999Z. */
const TIMESTAMP_MAX_MS = 253_402_300_799_999;
const shortText = lazySchema(() => z.string().max(128));

export const comicLogEventSchema = lazySchema(() =>
  z
    .object({
      event_type: z.enum(COMIC_EVENT_TYPES),
      object_type: z.enum(COMIC_OBJECT_TYPES),
      /** One reading session (a random uuid per opening of a book). */
      session_id: uuid,
      /** The book's uuid. */
      content_uuid: uuid,
      series_uuid: uuid.nullable().optional(),
      /** Zero-based page index. */
      page_index: z.number().int().min(0).max(9_999),
      /** Zero-based panel index on that page (guided view); null when the whole page was shown. */
      panel_index: z.number().int().min(0).max(999).nullable().optional(),
      /** When it happened on the client, milliseconds since the epoch. */
      view_date: z.number().int().min(0).max(TIMESTAMP_MAX_MS),
      is_offline: z.boolean().default(false),
      container_type: z.enum(COMIC_CONTAINER_TYPES).nullable().optional(),
      container_uuid: uuid.nullable().optional(),
    })
    .strict(),
);
export type ComicLogEvent = z.infer<typeof comicLogEventSchema>;

export const COMIC_LOG_BATCH_MAX = 500;

export const comicLogBatchSchema = lazySchema(() =>
  z
    .object({
      events: z.array(comicLogEventSchema).min(1).max(COMIC_LOG_BATCH_MAX),
      persistent_user_cookie: shortText.optional(),
      browser_id: shortText.optional(),
      player_version: z.string().max(32).optional(),
      device_type: z.string().max(32).optional(),
      device_os: z.string().max(64).optional(),
      device_model: z.string().max(64).optional(),
    })
    .strict(),
);
export type ComicLogBatch = z.infer<typeof comicLogBatchSchema>;

export const comicLogReplySchema = lazySchema(() => z.object({ accepted: z.number().int() }));
export type ComicLogReply = z.infer<typeof comicLogReplySchema>;
