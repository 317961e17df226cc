import { z } from 'zod';
import { CLIP_OBJECT_TYPES, CLIP_TYPES, HOMEPAGE_FLAVOR_PATTERN, SERVER_ITEM_TYPES } from './item-types';
import { SUBTITLE_FORMATS } from './video';
import { lazySchema } from '../common/lazy-schema';

/**
 * Request shapes of the catalogue calls (spec §7) and the limits of §9. Param and query field
 * names are chosen so that the server's one error handler answers each bad value with the code
 * the client maps (see CATALOGUE_FIELD_CODES): `series_id` → 1700, `page` → 5004, `sort` → 5010,
 * `season_number` → 5009.
 */
export const COLLECTION_PAGE_SIZE = 20;
export const EPISODES_PAGE_SIZE = 20;
export const MAX_PAGE_SIZE = 100;
export const SORT_ORDERS = ['asc', 'desc'] as const;
export type SortOrder = (typeof SORT_ORDERS)[number];
export const SEARCH_MAX_LENGTH = 100;
/** Recent searches the web app keeps (unique, newest first). */
export const RECENT_SEARCHES = 5;

export const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** Slugs of collections, jsonbags, series and pages. */
export const SLUG_PATTERN = /^[a-z0-9][a-z0-9-]{0,99}$/;
export const NUMERIC_PATTERN = /^\d{1,9}$/;

const numericId = lazySchema(() => z.string().regex(NUMERIC_PATTERN).transform(Number));
const uuid = lazySchema(() => z.string().regex(UUID_PATTERN));
const page = lazySchema(() => z.coerce.number().int().min(1).max(100_000).default(1));
const pageSize = (fallback: number) => z.coerce.number().int().min(1).max(MAX_PAGE_SIZE).default(fallback);
const sort = lazySchema(() => z.enum(SORT_ORDERS).default('asc'));

export const seriesParamsSchema = lazySchema(() => z.object({ series_id: numericId }));
export const episodeByNumberParamsSchema = lazySchema(() =>
  z.object({ series_id: numericId, episode_number: numericId }),
);
export const seasonParamsSchema = lazySchema(() =>
  z.object({ series_id: numericId, season_number: numericId }),
);
export const uuidParamsSchema = lazySchema(() => z.object({ uuid }));
export const slugParamsSchema = lazySchema(() =>
  z.object({ collection_slug: z.string().regex(SLUG_PATTERN) }),
);
export const collectionUuidParamsSchema = lazySchema(() => z.object({ collection_uuid: uuid }));
export const jsonbagSlugParamsSchema = lazySchema(() =>
  z.object({ jsonbag_slug: z.string().regex(SLUG_PATTERN) }),
);
export const jsonbagUuidParamsSchema = lazySchema(() => z.object({ jsonbag_uuid: uuid }));
export const cmsSlugParamsSchema = lazySchema(() => z.object({ slug: z.string().regex(SLUG_PATTERN) }));
export const homepageParamsSchema = lazySchema(() =>
  z.object({ flavor: z.string().regex(HOMEPAGE_FLAVOR_PATTERN) }),
);

export const clipsParamsSchema = lazySchema(() =>
  z.object({ object_type: z.enum(CLIP_OBJECT_TYPES), object_uuid: uuid }),
);
export const containerClipsParamsSchema = lazySchema(() =>
  z.object({
    container_type: z.enum(CLIP_OBJECT_TYPES),
    container_uuid: uuid,
    object_type: z.enum(CLIP_OBJECT_TYPES),
    object_uuid: uuid,
  }),
);

export const collectionPageQuerySchema = lazySchema(() =>
  z.object({ page, page_size: pageSize(COLLECTION_PAGE_SIZE) }),
);
export const episodesQuerySchema = lazySchema(() =>
  z.object({ page, page_size: pageSize(EPISODES_PAGE_SIZE), sort }),
);
export const seasonEpisodesQuerySchema = lazySchema(() => z.object({ page, sort }));
export const seasonsQuerySchema = lazySchema(() => z.object({ page }));
export const clipsQuerySchema = lazySchema(() =>
  z.object({
    page,
    page_size: pageSize(COLLECTION_PAGE_SIZE),
    clip_type: z.enum(CLIP_TYPES).optional(),
  }),
);
export const homepageQuerySchema = lazySchema(() => z.object({ withitems: z.enum(['0', '1']).optional() }));

/** `GET /api/5/2/search`: words of a title (prefix match on the last word). */
export const searchQuerySchema = lazySchema(() =>
  z.object({
    q: z.string().trim().min(1).max(SEARCH_MAX_LENGTH),
    page,
    page_size: pageSize(COLLECTION_PAGE_SIZE),
    /** Comma-separated item types to limit the search to (Series, Episode, Clip, ComicSeries, Book). */
    types: z
      .string()
      .max(200)
      .optional()
      .transform((value, ctx) => {
        if (!value) return undefined;
        const types = value.split(',').map((t) => t.trim());
        const known = new Set<string>(SERVER_ITEM_TYPES);
        if (types.some((t) => !known.has(t))) {
          ctx.addIssue({ code: 'custom', message: 'unknown item type' });
          return z.NEVER;
        }
        return types;
      }),
  }),
);

export const subtitleParamsSchema = lazySchema(() =>
  z.object({
    uuid,
    format: z.enum(SUBTITLE_FORMATS).default('srt'),
  }),
);
export const legacySubtitleParamsSchema = lazySchema(() =>
  z.object({
    series_id: numericId,
    episode_number: numericId,
    format: z.enum(SUBTITLE_FORMATS).default('srt'),
  }),
);
export const subtitleFileParamsSchema = lazySchema(() =>
  z.object({
    uuid,
    format: z.enum(SUBTITLE_FORMATS),
    code: z.enum(['en', 'es']),
  }),
);
