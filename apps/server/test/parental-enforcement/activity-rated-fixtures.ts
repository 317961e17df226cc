import crypto from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../../src/db/schema';
import { insertComicFixtures, insertShow, type Show } from '../activity/activity-fixtures';

/**
 * Rated content for the enforcement tests of activity, lists and discussions (issue 23): the
 * activity tests' show and comic fixtures with ratings written on them, so each test file builds
 * exactly the spread it asserts on (TV-PG next to TV-MA, a film rated only by the MPA, unrated).
 */

export interface RatedShowOptions {
  tv_rating?: string;
  mpaa_rating?: string;
  /** Per episode (1-based order), its own TV rating; default the series'. */
  episodeRatings?: Record<number, string>;
  /** Episode lengths per season (default two seasons of two 100 s episodes). */
  seasons?: number[][];
}

/** A show whose series and episodes carry the given ratings (each episode its series' by default). */
export async function insertRatedShow(db: Kysely<Database>, opts: RatedShowOptions = {}): Promise<Show> {
  const show = await insertShow(db, { seasons: opts.seasons });
  const tv = opts.tv_rating ?? '';
  const mpaa = opts.mpaa_rating ?? '';
  await db
    .updateTable('series')
    .set({ tv_rating: tv, mpaa_rating: mpaa })
    .where('id', '=', show.id)
    .execute();
  await db
    .updateTable('episodes')
    .set({ tv_rating: tv, mpaa_rating: mpaa })
    .where('series_id', '=', show.id)
    .execute();
  for (const [number, rating] of Object.entries(opts.episodeRatings ?? {})) {
    await db
      .updateTable('episodes')
      .set({ tv_rating: rating })
      .where('series_id', '=', show.id)
      .where('number', '=', Number(number))
      .execute();
  }
  return show;
}

/** A comic series of `books` books (6 pages each), the series and every book rated `ageRating`. */
export async function insertRatedComics(db: Kysely<Database>, ageRating: string, books = 2) {
  const comics = await insertComicFixtures(db, {
    books: Array.from({ length: books }, () => ({ pages: 6 })),
  });
  await db
    .updateTable('comic_series')
    .set({ age_rating: ageRating })
    .where('id', '=', comics.series.id)
    .execute();
  await db
    .updateTable('comic_books')
    .set({ age_rating: ageRating })
    .where('series_id', '=', comics.series.id)
    .execute();
  return comics;
}

/** A clip of a series (rated as its series), or of none (unrated). */
export async function insertClip(db: Kysely<Database>, seriesId: number | null): Promise<string> {
  const tag = crypto.randomBytes(4).toString('hex');
  const row = await db
    .insertInto('clips')
    .values({
      uuid: crypto.randomUUID(),
      guid: `rated-clip-${tag}`,
      asset_key: `rated-clip-${tag}`,
      clip_type: 'trailer',
      title: `Clip ${tag}`,
      video_uuid: crypto.randomUUID(),
      series_id: seriesId,
    })
    .returning('uuid')
    .executeTakeFirstOrThrow();
  return row.uuid;
}
