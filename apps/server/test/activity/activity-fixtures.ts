import crypto from 'node:crypto';
import { expect } from 'vitest';
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { ComicLogEvent, ServerItemType, VideoLogEvent } from '@fanverse/contract';
import type { Database } from '../../src/db/schema';
import type { EpisodeOptions } from '../playback/playback-fixtures';

import { insertComicFixtures } from '../comics/comic-fixtures';

export { insertComicFixtures };

/**
 * Shared fixtures of the activity tests: a show with seasons of episodes of known lengths and
 * credits, and the two logs driven through their real routes (the triggers under test run in
 * the logs' own COPYs).
 */
const json = (value: unknown) => JSON.stringify(value);
let seq = 0;

export interface ShowEpisode {
  id: number;
  uuid: string;
  video_uuid: string;
  number: number;
  season_num: number;
  season_position: number;
  duration: number;
}

export interface Show {
  id: number;
  uuid: string;
  slug: string;
  episodes: ShowEpisode[];
}

export interface ShowOptions extends EpisodeOptions {
  /** Episode lengths in seconds, per season (default two seasons of two 100 s episodes). */
  seasons?: number[][];
  /** Where the credits start, per episode number (1-based across the show). */
  credits?: Record<number, number>;
}

/** One series with its seasons and episodes, numbered 1..n across the seasons (as the catalogue does). */
export async function insertShow(db: Kysely<Database>, opts: ShowOptions = {}): Promise<Show> {
  seq += 1;
  const tag = `${seq}-${crypto.randomBytes(3).toString('hex')}`;
  const series = await db
    .insertInto('series')
    .values({
      uuid: crypto.randomUUID(),
      slug: `activity-show-${tag}`,
      asset_key: `activity-show-${tag}`,
      title: `Activity Show ${tag}`,
      year: 2024,
      available_in: json(opts.available_in ?? []),
      premium_walled_in: json(opts.premium_walled_in ?? []),
    })
    .returning(['id', 'uuid', 'slug'])
    .executeTakeFirstOrThrow();
  const episodes: ShowEpisode[] = [];
  let number = 0;
  for (const [s, lengths] of (
    opts.seasons ?? [
      [100, 100],
      [100, 100],
    ]
  ).entries()) {
    const season = await db
      .insertInto('seasons')
      .values({
        uuid: crypto.randomUUID(),
        series_id: series.id,
        season_number: s + 1,
        asset_key: `activity-show-${tag}-s${s + 1}`,
        title: `Season ${s + 1}`,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    for (const [p, duration] of lengths.entries()) {
      number += 1;
      const credits = opts.credits?.[number];
      const row = await db
        .insertInto('episodes')
        .values({
          uuid: crypto.randomUUID(),
          guid: `activity-${tag}-${number}`,
          series_id: series.id,
          season_id: season.id,
          season_num: s + 1,
          season_position: p + 1,
          number,
          asset_key: `activity-${tag}-e${number}`,
          title: `Episode ${number}`,
          air_date: '2024-01-01',
          release_date: '2024-01-01',
          duration,
          timestamps: json(
            credits === undefined
              ? []
              : [
                  {
                    label: 'credits',
                    start_seconds: credits,
                    end_seconds: duration,
                    title: { en: 'Skip credits' },
                  },
                ],
          ),
          video_uuid: crypto.randomUUID(),
          video_status: opts.video_status ?? 'approved',
          wall_type: opts.wall_type ?? null,
          wall_expires: opts.wall_expires ?? null,
          wall_restriction: null,
        })
        .returning(['id', 'uuid', 'video_uuid'])
        .executeTakeFirstOrThrow();
      episodes.push({ ...row, number, season_num: s + 1, season_position: p + 1, duration });
    }
  }
  return { ...series, episodes };
}

let lastMoment = 0;
/**
 * Now, in milliseconds, and never the same moment twice: a test's events are in the order it
 * sends them even when two requests complete within one millisecond (the feed orders containers
 * by their last event's time, and a tie is broken by container type, not by arrival).
 */
export function nextMoment(): number {
  lastMoment = Math.max(Date.now(), lastMoment + 1);
  return lastMoment;
}

/** A video log event of an episode ending at `end` seconds. */
export function videoEvent(
  episodeUuid: string,
  end: number,
  overrides: Partial<VideoLogEvent> = {},
): VideoLogEvent {
  return {
    event_type: 'progress',
    videotype: 'episode',
    content_id: episodeUuid,
    session_id: crypto.randomUUID(),
    timestamp: nextMoment(),
    start_timecode: Math.max(0, end - 15),
    end_timecode: end,
    ...overrides,
  };
}

/** A comic log event on page `page` (zero-based) of a book. */
export function comicEvent(
  bookUuid: string,
  page: number,
  overrides: Partial<ComicLogEvent> = {},
): ComicLogEvent {
  return {
    event_type: 'page_view',
    object_type: 'book',
    session_id: crypto.randomUUID(),
    content_uuid: bookUuid,
    page_index: page,
    view_date: nextMoment(),
    is_offline: false,
    ...overrides,
  };
}

/** Stores video events through POST /api/5/log/ as the member (or anonymously). */
export async function logVideo(
  app: FastifyInstance,
  headers: Record<string, string>,
  events: VideoLogEvent[],
): Promise<void> {
  const res = await app.inject({
    method: 'POST',
    url: '/api/5/log/',
    headers,
    payload: { events, page_domain: 'activity.fanverse.test' },
  });
  expect(res.statusCode, res.body).toBe(202);
}

/** Stores comic events through POST /api/5/log/comic/ as the member. */
export async function logComic(
  app: FastifyInstance,
  headers: Record<string, string>,
  events: ComicLogEvent[],
): Promise<void> {
  const res = await app.inject({ method: 'POST', url: '/api/5/log/comic/', headers, payload: { events } });
  expect(res.statusCode, res.body).toBeLessThan(300);
}

/** One video event through the log: the member watched an episode up to `end` seconds. */
export const watchEpisode = (
  app: FastifyInstance,
  headers: Record<string, string>,
  episodeUuid: string,
  end: number,
  overrides: Partial<VideoLogEvent> = {},
) => logVideo(app, headers, [videoEvent(episodeUuid, end, overrides)]);

/** One comic event through the log: the member read a book's page `page` (zero-based). */
export const readBook = (
  app: FastifyInstance,
  headers: Record<string, string>,
  bookUuid: string,
  page: number,
  overrides: Partial<ComicLogEvent> = {},
) => logComic(app, headers, [comicEvent(bookUuid, page, overrides)]);

/**
 * The catalogue the client contract tests share: a show of two seasons of two 100 s episodes
 * (numbers 1, 2 | 3, 4) and a comic series of two books, of 6 and 4 pages.
 */
export async function insertActivityCatalogue(db: Kysely<Database>) {
  const show = await insertShow(db);
  const comics = await insertComicFixtures(db, { books: [{ pages: 6 }, { pages: 4 }] });
  return { show, comics };
}

/** A collection listing the given items in order (positions 1..n). */
export async function insertCollection(
  db: Kysely<Database>,
  items: { type: ServerItemType; uuid: string }[],
): Promise<{ id: number; uuid: string; slug: string }> {
  const tag = crypto.randomBytes(4).toString('hex');
  const collection = await db
    .insertInto('collections')
    .values({
      uuid: crypto.randomUUID(),
      slug: `feed-${tag}`,
      asset_key: `feed-${tag}`,
      title: `Feed ${tag}`,
    })
    .returning(['id', 'uuid', 'slug'])
    .executeTakeFirstOrThrow();
  if (items.length > 0) {
    await db
      .insertInto('collection_items')
      .values(
        items.map((item, i) => ({
          collection_id: collection.id,
          position: i + 1,
          item_type: item.type,
          item_uuid: item.uuid,
        })),
      )
      .execute();
  }
  return collection;
}
