import { z } from 'zod';
import { UUID_PATTERN } from '../catalogue/queries';
import { lazySchema } from '../common/lazy-schema';

/**
 * POST /api/5/log/ (accounts spec §7): batches of playback events. The web player sends one
 * batch on pause, seek, every LOG_FLUSH_SECONDS of playing and on page hide (sendBeacon).
 * Field names are the spec's. The reply is 202 `{"accepted": n}` once every event is stored.
 */
export const VIDEO_EVENT_TYPES = [
  'load',
  'play',
  'pause',
  'seek',
  'progress',
  'complete',
  'error',
  'quality',
  'subtitles',
] as const;
export type VideoEventType = (typeof VIDEO_EVENT_TYPES)[number];

export const VIDEO_TYPES = ['episode', 'clip'] as const;
export const LOG_CONTAINER_TYPES = ['series', 'season', 'collection', 'clip'] as const;

/** The most events one batch may carry, and how often the player flushes while playing. */
export const LOG_BATCH_MAX = 500;
export const LOG_FLUSH_SECONDS = 15;

const uuid = lazySchema(() => z.string().regex(UUID_PATTERN));
/** 9999-12-31T23:59:59.999Z: beyond it a JavaScript Date (and an ISO 8601 year) breaks. */
const TIMESTAMP_MAX_MS = 253_402_300_799_999;
const timecode = lazySchema(() => z.number().finite().min(0).max(86_400));

export const videoLogEventSchema = lazySchema(() =>
  z
    .object({
      event_type: z.enum(VIDEO_EVENT_TYPES),
      videotype: z.enum(VIDEO_TYPES),
      /** The episode's or clip's uuid. */
      content_id: uuid,
      /** `{series_id}.{episode_number}` for episodes; null for clips. */
      episode: z
        .string()
        .regex(/^\d{1,9}\.\d{1,9}$/)
        .nullable()
        .optional(),
      /** One playback session of the player (a random uuid per load of a video). */
      session_id: uuid,
      /** When the event happened on the client, milliseconds since the epoch (until year 10000). */
      timestamp: z.number().int().min(0).max(TIMESTAMP_MAX_MS),
      start_timecode: timecode,
      end_timecode: timecode,
      container_type: z.enum(LOG_CONTAINER_TYPES).nullable().optional(),
      container_uuid: uuid.nullable().optional(),
    })
    .strict(),
);
export type VideoLogEvent = z.infer<typeof videoLogEventSchema>;

export const videoLogBatchSchema = lazySchema(() =>
  z
    .object({
      events: z.array(videoLogEventSchema).min(1).max(LOG_BATCH_MAX),
      page_domain: z.string().min(1).max(253),
    })
    .strict(),
);
export type VideoLogBatch = z.infer<typeof videoLogBatchSchema>;

export const videoLogReplySchema = lazySchema(() => z.object({ accepted: z.number().int() }));
export type VideoLogReply = z.infer<typeof videoLogReplySchema>;

/** GET /api/5/2/user/playback/{content_uuid}/position: the episode's or clip's uuid. */
export const playbackPositionParamsSchema = lazySchema(() => z.object({ content_uuid: uuid }));

/** Our own call for resuming: where the signed-in member last stopped in a video. */
export const playbackPositionSchema = lazySchema(() =>
  z.object({
    content_id: uuid,
    position_seconds: z.number(),
    /** ISO 8601 of the event the position comes from. */
    updated_at: z.string(),
  }),
);
export type PlaybackPosition = z.infer<typeof playbackPositionSchema>;
