import { sql, type Expression, type Kysely, type RawBuilder } from 'kysely';
import { FILM_RATINGS, TV_RATINGS, ViewerCode, videoRatingByName } from '@fanverse/contract';
import type { Database } from '../../db/schema';
import { AppError } from '../../errors/app-error';
import type { ContentLimits } from './content-limits';

/*
 * ContentLimits in SQL and by reference, for the modules that hold references to content rather
 * than the content itself (activity, lists, likes, discussions, bookmarks, reviews): a list of
 * `(type, uuid)` pages in SQL with these predicates, so its counts and pages stay right; a single
 * reference is checked with `ContentRatings.lockOf`.
 *
 * The rules are ContentLimits' (contract viewer/ratings.ts): a video item's level is its own TV
 * rating when known, else its film rating; clips take their series' rating (a clip without a
 * series is unrated); comics their own age rating; names compare case-insensitively, and unrated
 * content (empty or unknown) is never allowed under a limit.
 */

/** The content types that carry a rating (a collection has none: its entries are checked one by one). */
export type RatedContentType = 'series' | 'episode' | 'clip' | 'comicseries' | 'book';

const VIDEO_TYPES = new Set(['series', 'episode', 'clip']);

/** Every known video rating name, upper-case: a TV rating outside it falls back to the film rating. */
const KNOWN_VIDEO = [...TV_RATINGS, ...FILM_RATINGS].map((r) => r.name.toUpperCase());

type Column = Expression<unknown> | RawBuilder<unknown>;

/** Names are our own constants (no quotes): inlined, so a statement's text is the same on every call. */
const names = (list: readonly string[]) => sql.join(list.map((name) => sql.lit(name.toUpperCase())));
const normalised = (column: Column) => sql`upper(btrim(${column}))`;

/**
 * Whether a video row (its `tv_rating` and `mpaa_rating` columns) is within the limits; `true`
 * when video is not limited. NULL columns (an outer join that found nothing) count as unrated.
 */
export function videoAllowedSql(
  limits: ContentLimits,
  tvRating: Column,
  mpaaRating: Column,
): RawBuilder<boolean> {
  const allowed = limits.videoRatings();
  if (allowed === null) return sql<boolean>`true`;
  if (allowed.length === 0) return sql<boolean>`false`;
  const tv = normalised(tvRating);
  return sql<boolean>`coalesce(${tv} in (${names(allowed)})
    or (coalesce(${tv}, '') not in (${names(KNOWN_VIDEO)}) and ${normalised(mpaaRating)} in (${names(allowed)})), false)`;
}

/** Whether a comic row (its `age_rating` column) is within the limits; `true` when comics are not limited. */
export function comicAllowedSql(limits: ContentLimits, ageRating: Column): RawBuilder<boolean> {
  const allowed = limits.comicRatings();
  if (allowed === null) return sql<boolean>`true`;
  if (allowed.length === 0) return sql<boolean>`false`;
  return sql<boolean>`coalesce(${normalised(ageRating)} in (${names(allowed)}), false)`;
}

/**
 * Whether the content a `(type, uuid)` pair names is within the limits, for rows that hold such
 * pairs (types as the lists and likes name them: series, episode, clip, comicseries, book; any
 * other type, a collection, is allowed). Content that no longer exists is not locked: what drops
 * gone content is each caller's own rule. `true` when nothing is limited.
 */
export function contentAllowedSql(limits: ContentLimits, type: Column, uuid: Column): RawBuilder<boolean> {
  if (!limits.active) return sql<boolean>`true`;
  const video = (table: string) =>
    limits.videoMax === null
      ? sql`true`
      : sql`not exists (select 1 from ${sql.table(table)} x where x.uuid = ${uuid}
          and not ${videoAllowedSql(limits, sql.ref('x.tv_rating'), sql.ref('x.mpaa_rating'))})`;
  const comic = (table: string) =>
    limits.comicMax === null
      ? sql`true`
      : sql`not exists (select 1 from ${sql.table(table)} x where x.uuid = ${uuid}
          and not ${comicAllowedSql(limits, sql.ref('x.age_rating'))})`;
  const clip =
    limits.videoMax === null
      ? sql`true`
      : sql`not exists (select 1 from clips c left join series s on s.id = c.series_id where c.uuid = ${uuid}
          and not ${videoAllowedSql(limits, sql.ref('s.tv_rating'), sql.ref('s.mpaa_rating'))})`;
  return sql<boolean>`(case ${type}
    when 'series' then ${video('series')}
    when 'episode' then ${video('episodes')}
    when 'clip' then ${clip}
    when 'comicseries' then ${comic('comic_series')}
    when 'book' then ${comic('comic_books')}
    else true end)`;
}

/** A reference to rated content. */
export interface ContentRef {
  type: RatedContentType;
  uuid: string;
}

interface RatingRow {
  type: RatedContentType;
  uuid: string;
  tv_rating: string | null;
  mpaa_rating: string | null;
  age_rating: string | null;
}

/** `type:uuid` with the uuid in lower case (the key of `locks`). */
export const contentKey = (ref: ContentRef) => `${ref.type}:${ref.uuid.toLowerCase()}`;

/** The rating a locked reply names: the one the level was taken from, or '' for unrated content. */
function ratingOf(row: RatingRow): string {
  if (VIDEO_TYPES.has(row.type)) {
    return (videoRatingByName(row.tv_rating) ?? videoRatingByName(row.mpaa_rating))?.name ?? '';
  }
  return row.age_rating?.trim() ?? '';
}

/**
 * The ratings of referenced content, in one query, and which references the limits lock. Unknown
 * references are simply absent (not locked: the callers answer "not found" by their own rules).
 */
export class ContentRatings {
  constructor(private readonly db: Kysely<Database>) {}

  /** The locked references among `refs`, each with the rating to name (`contentKey` → rating). */
  async locks(limits: ContentLimits, refs: readonly ContentRef[]): Promise<Map<string, string>> {
    const locked = new Map<string, string>();
    if (!limits.active || refs.length === 0) return locked;
    for (const row of await this.ratings(limits, refs)) {
      const allowed = VIDEO_TYPES.has(row.type) ? limits.allowsVideo(row) : limits.allowsComic(row);
      if (!allowed) locked.set(contentKey(row), ratingOf(row));
    }
    return locked;
  }

  /** The rating that locks one reference, or null when the limits allow it (or it does not exist). */
  async lockOf(limits: ContentLimits, ref: ContentRef): Promise<string | null> {
    return (await this.locks(limits, [ref])).get(contentKey(ref)) ?? null;
  }

  /** 403 PARENTAL_LOCK when the limits lock the reference. */
  async assertAllowed(limits: ContentLimits, ref: ContentRef): Promise<void> {
    const rating = await this.lockOf(limits, ref);
    if (rating !== null) throw parentalLock(rating);
  }

  /** One statement: a branch per type present (only the kinds the limits restrict are read). */
  private async ratings(limits: ContentLimits, refs: readonly ContentRef[]): Promise<RatingRow[]> {
    const byType = new Map<RatedContentType, string[]>();
    for (const ref of refs) {
      const video = VIDEO_TYPES.has(ref.type);
      if ((video && limits.videoMax === null) || (!video && limits.comicMax === null)) continue;
      byType.set(ref.type, [...(byType.get(ref.type) ?? []), ref.uuid.toLowerCase()]);
    }
    const branches: RawBuilder<unknown>[] = [];
    for (const [type, uuids] of byType) {
      const list = sql.join(uuids.map((uuid) => sql`${uuid}::uuid`));
      const tag = sql.lit(type);
      if (type === 'clip') {
        branches.push(sql`select ${tag} as type, c.uuid::text as uuid, s.tv_rating, s.mpaa_rating,
          null::text as age_rating from clips c left join series s on s.id = c.series_id where c.uuid in (${list})`);
      } else if (VIDEO_TYPES.has(type)) {
        const table = sql.table(type === 'series' ? 'series' : 'episodes');
        branches.push(sql`select ${tag} as type, uuid::text as uuid, tv_rating, mpaa_rating,
          null::text as age_rating from ${table} where uuid in (${list})`);
      } else {
        const table = sql.table(type === 'book' ? 'comic_books' : 'comic_series');
        branches.push(sql`select ${tag} as type, uuid::text as uuid, null::text as tv_rating,
          null::text as mpaa_rating, age_rating from ${table} where uuid in (${list})`);
      }
    }
    if (branches.length === 0) return [];
    const { rows } = await sql<RatingRow>`${sql.join(branches, sql` union all `)}`.execute(this.db);
    return rows;
  }
}

/**
 * The feature's answer to content above the caller's limits (issue 23): 403 PARENTAL_LOCK, with the
 * title's rating ('' for unrated content) beside the code.
 */
export function parentalLock(rating: string): AppError {
  return new AppError(
    403,
    ViewerCode.PARENTAL_LOCK,
    'This title is locked by parental controls.',
    undefined,
    {
      rating,
    },
  );
}
