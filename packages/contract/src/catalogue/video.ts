import { z } from 'zod';
import { CLIP_TYPES } from './item-types';
import { programScheduleEntrySchema, videoWallSchema } from './access';
import { lazySchema } from '../common/lazy-schema';

/**
 * Video entities (catalogue spec §3 "Video content"), server field names as spelt.
 * Translatable text (titles, descriptions, labels) comes back in the request's `trans`
 * language, falling back to English. Image fields (`thumbnail`, `box_art`, `picture`, ...) are
 * art paths below the art base (`/art/{assetType}/{asset_key}/{kind}.jpg`); the client rebases
 * them onto the consumer's `art_source_url` and builds modern-format sources from `asset_key`.
 */
const date = lazySchema(() => z.string().regex(/^\d{4}-\d{2}-\d{2}$/));
const dateTime = lazySchema(() => z.string());

export const timestampSchema = lazySchema(() =>
  z.object({
    /** `intro`, `recap` or `credits` (skip buttons); others are chapters. */
    label: z.string(),
    start_seconds: z.number(),
    end_seconds: z.number(),
    /** Shown on the skip button / chapter list, translated. */
    title: z.string(),
  }),
);
export type Timestamp = z.infer<typeof timestampSchema>;

export const clipSchema = lazySchema(
  () =>
    z.object({
      id: z.number().int(),
      uuid: z.string(),
      guid: z.string(),
      asset_key: z.string(),
      clip_type: z.enum(CLIP_TYPES),
      title: z.string(),
      description: z.string(),
      /** Seconds. */
      duration: z.number().int(),
      publish_date: dateTime,
      thumbnail: z.string(),
      video_uuid: z.string(),
      program_schedule: z.array(programScheduleEntrySchema),
      /** The series the clip belongs to, when it has one (for links and art). */
      series_id: z.number().int().nullable(),
      series_title: z.string().nullable(),
      url: z.string(),
    }),
  { id: 'Clip' },
);
export type Clip = z.infer<typeof clipSchema>;

export const episodeSchema = lazySchema(
  () =>
    z.object({
      id: z.number().int(),
      uuid: z.string(),
      guid: z.string(),
      asset_key: z.string(),
      title: z.string(),
      subtitle: z.string(),
      description: z.string(),
      description_short: z.string(),
      /** Position in the series, 1-based, across seasons. */
      number: z.number().int(),
      season: z.number().int(),
      season_num: z.number().int(),
      season_position: z.number().int(),
      season_title: z.string(),
      series_id: z.number().int(),
      series_title: z.string(),
      air_date: date.nullable(),
      release_date: date.nullable(),
      /** Seconds. */
      duration: z.number().int(),
      /** Seconds into the video where ad breaks may go. */
      ad_markers: z.array(z.number()),
      timestamps: z.array(timestampSchema),
      has_download_files: z.boolean(),
      download_assets: z.object({
        wv_packaged_hdss: z.string().nullable(),
        wv_packaged_sdss: z.string().nullable(),
      }),
      /** Platforms: web, ios, android, tv. */
      playable_on: z.array(z.string()),
      preview_available_on: z.array(z.string()),
      mpaa_rating: z.string(),
      tv_rating: z.string(),
      thumbnail: z.string(),
      url: z.string(),
      video: videoWallSchema,
      video_uuid: z.string(),
    }),
  { id: 'Episode' },
);
export type Episode = z.infer<typeof episodeSchema>;

export const seasonSchema = lazySchema(
  () =>
    z.object({
      id: z.number().int(),
      uuid: z.string(),
      asset_key: z.string(),
      season_number: z.number().int(),
      series_id: z.number().int(),
      series_title: z.string(),
      title: z.string(),
      descriptions: z.object({ short: z.string(), long: z.string() }),
      approved_episodes: z.number().int(),
    }),
  { id: 'Season' },
);
export type Season = z.infer<typeof seasonSchema>;

export const actorSchema = lazySchema(() =>
  z.object({
    id: z.number().int(),
    asset_key: z.string(),
    character_name: z.string(),
    names: z.string(),
  }),
);
export type Actor = z.infer<typeof actorSchema>;

export const genreSchema = lazySchema(() => z.object({ slug: z.string(), name: z.string() }));
export type Genre = z.infer<typeof genreSchema>;

export const mastheadSchema = lazySchema(() =>
  z.object({
    headline: z.string(),
    cta_text: z.string(),
    /** CSS colour behind the masthead art. */
    color: z.string(),
    /** Art path of the title treatment. */
    logo: z.string(),
  }),
);
export type Masthead = z.infer<typeof mastheadSchema>;

export const seriesSchema = lazySchema(
  () =>
    z.object({
      id: z.number().int(),
      uuid: z.string(),
      slug: z.string(),
      asset_key: z.string(),
      title: z.string(),
      native_lang_title: z.string(),
      description: z.string(),
      marketing_headline: z.string(),
      series_type: z.enum(['series', 'film', 'animated']),
      is_film: z.boolean(),
      is_exclusive: z.boolean(),
      original_content: z.boolean(),
      year: z.number().int(),
      end_year: z.number().int().nullable(),
      country: z.string(),
      broadcast_language: z.string(),
      network: z.string(),
      mpaa_rating: z.string(),
      tv_rating: z.string(),
      avg_rating: z.number(),
      fan_count: z.number().int(),
      num_seasons: z.number().int(),
      episode_count: z.number().int(),
      total_episodes: z.number().int(),
      starring: z.string(),
      actors: z.array(actorSchema),
      genres: z.array(genreSchema),
      directors: z.array(z.string()),
      keywords: z.array(z.string()),
      tags: z.array(z.string()),
      subtitle_availability: z.array(z.string()),
      /** Countries (ISO alpha-2) where the series may be watched; empty means everywhere. */
      available_in: z.array(z.string()),
      /** Countries where every episode is premium-walled regardless of its own wall. */
      premium_walled_in: z.array(z.string()),
      box_art: z.string(),
      thumbnail: z.string(),
      /** Uuid of the trailer clip, if any. */
      trailer: z.string().nullable(),
      masthead: mastheadSchema.nullable(),
      url: z.string(),
    }),
  { id: 'Series' },
);
export type Series = z.infer<typeof seriesSchema>;

export const castMemberSchema = lazySchema(
  () =>
    z.object({
      id: z.number().int(),
      names: z.string(),
      native_lang_name: z.string(),
      character_name: z.string(),
      country: z.string(),
      dob: date.nullable(),
      picture: z.string(),
      profile_picture: z.string(),
      /** The department the person is credited in: cast, voice, crew. */
      silo: z.string(),
    }),
  { id: 'CastMember' },
);
export type CastMember = z.infer<typeof castMemberSchema>;

export const SUBTITLE_FORMATS = ['srt', 'vtt'] as const;
export type SubtitleFormat = (typeof SUBTITLE_FORMATS)[number];

export const subtitleSchema = lazySchema(
  () => z.object({ code: z.string(), language: z.string(), url: z.string() }),
  { id: 'Subtitle' },
);
export type Subtitle = z.infer<typeof subtitleSchema>;
