import crypto from 'node:crypto';
import { sql, type Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../src/db/schema';
import { BinaryCopyRows } from '../../src/db/copy-binary';
import { buildTestApp, type TestApp } from '../helpers/test-app';
import { FAST_ENV, createTestUser } from '../helpers/test-user';
import {
  comicEvent,
  insertComicFixtures,
  insertShow,
  logComic,
  logVideo,
  videoEvent,
} from './activity-fixtures';
import {
  prng,
  resolveViewDates,
  traffic,
  type Catalogue,
  type TrafficRequest,
} from './activity-model-generator';

/*
 * The activity model's property (migrations/activity-0001-tables.ts): whatever the events and
 * however their batches interleave, the tables the log triggers keep equal a from-scratch
 * recomputation over the same logs (activity_recompute_items / _containers), row for row, but
 * for hidden_at and ignored_at (the members' own clears and ignores, not derived from events).
 *
 * The traffic goes through the real log routes, many requests at once, so on PostgreSQL their
 * COPYs and triggers really overlap (on PGlite, one connection, they run one after another).
 * A failing run prints its seed; ACTIVITY_SEED=<seed> replays it.
 */
const SEED = Number(process.env.ACTIVITY_SEED) || crypto.randomInt(2 ** 31);
const POSTGRES = !!process.env.TEST_DATABASE_URL;
// 10,000 events through the routes take 4 to 13 s on PGlite (one connection: the batches run one
// after another) and 3 to 8 s on PostgreSQL, so both engines run the whole count.
const EVENTS = Number(process.env.ACTIVITY_EVENTS) || 10_000;
const MEMBERS = 20;
/** Requests in flight at once (the log's COPY coalescer runs four COPYs at a time per log). */
const LANES = 12;

let t: TestApp;
let members: Awaited<ReturnType<typeof createTestUser>>[];
let catalogue: Catalogue;
/** Collections only the closing events name (one ends on an episode, one on a book). */
let closing: { episodeLatest: string; bookLatest: string };

const ITEM_KEY = 'user_id, item_type, item_uuid';
const CONTAINER_KEY = 'user_id, container_type, container_uuid';

beforeAll(async () => {
  t = await buildTestApp(FAST_ENV);
  const db = t.database.db;
  const credits = new Map<string, number>();
  const show = async (seasons: number[][], creditsAt: Record<number, number> = {}) => {
    const inserted = await insertShow(db, { seasons, credits: creditsAt });
    for (const [number, start] of Object.entries(creditsAt))
      credits.set(inserted.episodes[Number(number) - 1]!.uuid, start);
    return inserted;
  };
  const collections: string[] = [];
  for (const i of [1, 2, 3, 4]) {
    const uuid = crypto.randomUUID();
    await db
      .insertInto('collections')
      .values({
        uuid,
        slug: `activity-model-${i}-${uuid}`,
        asset_key: `activity-model-${i}`,
        title: `Mix ${i}`,
      })
      .execute();
    collections.push(uuid);
  }
  catalogue = {
    shows: [
      // Credits before 90% (episode 2: 100 of 120; episode 3: 70 of 90), and after it.
      await show(
        [
          [100, 120],
          [90, 60],
        ],
        { 2: 100, 3: 70, 4: 58 },
      ),
      // An episode of unknown length: only `complete` or a mark finishes it.
      await show([[1_500, 0], [45]], { 1: 1_300 }),
      await show([[30]]),
    ],
    comics: [
      await insertComicFixtures(db, {
        books: [{ pages: 5 }, { pages: 3 }, { book_type: 'annual', pages: 4 }],
      }),
      // A one-page book (its first page is its last) and one without pages.
      await insertComicFixtures(db, { books: [{ pages: 1 }, { pages: 0 }] }),
    ],
    // The last two are kept out of the random traffic (see `closing`).
    collections: collections.slice(0, 2),
    credits,
  };
  closing = { episodeLatest: collections[2]!, bookLatest: collections[3]! };
  members = [];
  for (let i = 0; i < MEMBERS; i++) members.push(await createTestUser(t));
});
afterAll(async () => t?.app.close());

/** A history mark as the history call stores it: one row of its own in the video log. */
async function mark(db: Kysely<Database>, userId: string, r: Extract<TrafficRequest, { kind: 'mark' }>) {
  const end = r.watched ? r.episode.duration : 0;
  await sql`insert into video_events (user_id, page_domain, event_type, videotype, content_id, session_id,
      client_ts, start_timecode, end_timecode)
    values (${userId}, 'history', ${r.watched ? 'mark_watched' : 'mark_unwatched'}, 'episode', ${r.episode.uuid},
      ${crypto.randomUUID()}, now(), ${end}, ${end})`.execute(db);
}

async function send(r: TrafficRequest): Promise<void> {
  if (r.kind === 'mark') return mark(t.database.db, members[r.member]!.id, r);
  const headers = r.member === null ? {} : members[r.member]!.headers;
  if (r.kind === 'video') return logVideo(t.app, headers, r.events);
  return logComic(t.app, headers, resolveViewDates(r.events, Date.now()));
}

/** `LANES` requests in flight at any time, in the traffic's order. */
async function sendAll(requests: TrafficRequest[]): Promise<void> {
  let next = 0;
  await Promise.all(
    Array.from({ length: LANES }, async () => {
      while (next < requests.length) await send(requests[next++]!);
    }),
  );
}

/**
 * Rows as jsonb text (timestamps to the microsecond, which a JavaScript Date would round away),
 * without the column the members set themselves, in key order.
 */
async function rows(from: string, drop: string, key: string): Promise<string[]> {
  const { rows: out } = await sql<{ row: string }>`select (to_jsonb(r) - ${drop})::text as row
    from ${sql.raw(from)} r order by ${sql.raw(key)}`.execute(t.database.db);
  return out.map((r) => r.row);
}

/** The first differences between two row lists, by key, for a readable failure. */
function differences(actual: string[], expected: string[], key: string[]): string[] {
  const keyOf = (row: string) => {
    const o = JSON.parse(row) as Record<string, unknown>;
    return key.map((k) => String(o[k])).join(' ');
  };
  const want = new Map(expected.map((row) => [keyOf(row), row]));
  const have = new Map(actual.map((row) => [keyOf(row), row]));
  const out: string[] = [];
  for (const [k, row] of have) {
    if (!want.has(k)) out.push(`extra ${row}`);
    else if (want.get(k) !== row) out.push(`differs\n  kept:       ${row}\n  recomputed: ${want.get(k)}`);
  }
  for (const [k, row] of want) if (!have.has(k)) out.push(`missing ${row}`);
  return out.slice(0, 8);
}

async function expectModelEqualsRecomputation(label: string) {
  const items = await rows('activity_items', 'hidden_at', ITEM_KEY);
  const recomputedItems = await rows('activity_recompute_items()', 'hidden_at', ITEM_KEY);
  const containers = await rows('activity_containers', 'ignored_at', CONTAINER_KEY);
  const recomputedContainers = await rows('activity_recompute_containers()', 'ignored_at', CONTAINER_KEY);
  const replay = `${label}; replay with ACTIVITY_SEED=${SEED} ACTIVITY_EVENTS=${EVENTS}`;
  expect(differences(items, recomputedItems, ['user_id', 'item_type', 'item_uuid']), replay).toEqual([]);
  expect(items, replay).toEqual(recomputedItems);
  expect(
    differences(containers, recomputedContainers, ['user_id', 'container_type', 'container_uuid']),
    replay,
  ).toEqual([]);
  expect(containers, replay).toEqual(recomputedContainers);
  return { items: items.map((r) => JSON.parse(r)), containers: containers.map((r) => JSON.parse(r)) };
}

describe('the activity model', () => {
  it(`equals a from-scratch recomputation after ${EVENTS} random events from ${MEMBERS} members`, async () => {
    const started = Date.now();
    const requests = traffic(prng(SEED), catalogue, MEMBERS, EVENTS);
    // Half, then members clear items and ignore containers (not derived: left out of the
    // comparison), then the rest on top of them.
    const half = Math.floor(requests.length / 2);
    await sendAll(requests.slice(0, half));
    await sql`update activity_items set hidden_at = now() where item_type = 'episode'`.execute(t.database.db);
    await sql`update activity_containers set ignored_at = now() where container_type <> 'series'`.execute(
      t.database.db,
    );
    await sendAll(requests.slice(half));
    // Which kind ends latest in a mixed collection depends on timing (a book's time is its view
    // date, an episode's its arrival): one collection each, kept out of the random traffic, so
    // both sides of that comparison are always checked.
    const show = catalogue.shows[0]!;
    const book = catalogue.comics[0]!.books[0]!;
    await logComic(t.app, members[0]!.headers, [
      comicEvent(book.uuid, 1, {
        container_type: 'collection',
        container_uuid: closing.episodeLatest,
        view_date: Date.now() - 60_000,
      }),
    ]);
    await logVideo(t.app, members[0]!.headers, [
      videoEvent(show.episodes[0]!.uuid, 10, {
        container_type: 'collection',
        container_uuid: closing.episodeLatest,
      }),
    ]);
    await logVideo(t.app, members[1]!.headers, [
      videoEvent(show.episodes[0]!.uuid, 10, {
        container_type: 'collection',
        container_uuid: closing.bookLatest,
      }),
    ]);
    await logComic(t.app, members[1]!.headers, [
      comicEvent(book.uuid, 1, {
        container_type: 'collection',
        container_uuid: closing.bookLatest,
        view_date: Date.now() + 60_000,
      }),
    ]);
    const { items, containers } = await expectModelEqualsRecomputation(`seed ${SEED}`);
    console.log(
      `activity model: seed ${SEED}, ${EVENTS} events in ${requests.length} requests on ` +
        `${POSTGRES ? 'PostgreSQL' : 'PGlite'} in ${((Date.now() - started) / 1000).toFixed(1)} s: ` +
        `${items.length} items, ${containers.length} containers`,
    );

    // The traffic reached every rule, so the equality above says something about each.
    type Item = {
      item_type: string;
      completed_id: number | null;
      unwatched_id: number | null;
      last_finished: boolean;
    };
    const is = (f: (i: Item) => boolean) => (items as Item[]).some(f);
    expect(is((i) => i.item_type === 'episode' && i.completed_id !== null && i.unwatched_id === null)).toBe(
      true,
    );
    expect(
      is((i) => i.unwatched_id !== null && i.completed_id !== null && i.unwatched_id > i.completed_id),
    ).toBe(true);
    expect(
      is((i) => i.unwatched_id !== null && i.completed_id !== null && i.completed_id > i.unwatched_id),
    ).toBe(true);
    expect(is((i) => i.item_type === 'book' && i.completed_id !== null)).toBe(true);
    expect(is((i) => i.last_finished) && is((i) => !i.last_finished)).toBe(true);
    const kinds = new Set(
      (containers as { container_type: string; item_type: string }[]).map(
        (c) => `${c.container_type}:${c.item_type}`,
      ),
    );
    for (const kind of ['series:episode', 'comicseries:book', 'collection:episode', 'collection:book'])
      expect(kinds, kind).toContain(kind);
    // Anonymous events and unknown content stayed out; every member has a row.
    const users = new Set((items as { user_id: string }[]).map((i) => i.user_id));
    expect(users).toEqual(new Set(members.map((m) => m.id)));
    // A new event brought cleared items and ignored containers back.
    const { rows: back } = await sql<{ items: number; containers: number }>`select
        (select count(*) from activity_items where item_type = 'episode' and hidden_at is null)::int as items,
        (select count(*) from activity_containers where container_type <> 'series' and ignored_at is null)::int
          as containers`.execute(t.database.db);
    expect(back[0]!.items).toBeGreaterThan(0);
    expect(back[0]!.containers).toBeGreaterThan(0);
  }, 240_000);
});

const VIDEO_COLUMNS = [
  'user_id',
  'page_domain',
  'event_type',
  'videotype',
  'content_id',
  'session_id',
  'client_ts',
  'start_timecode',
  'end_timecode',
  'container_type',
  'container_uuid',
] as const;

// PGlite is one connection: its COPYs never overlap, so there is nothing to deadlock.
if (!POSTGRES) console.log('concurrent log batches skipped: PGlite runs one statement at a time');
describe.runIf(POSTGRES)('concurrent log batches (PostgreSQL)', () => {
  it('two COPYs touching the same members in opposite orders never deadlock', async () => {
    const episodes = catalogue.shows.flatMap((s) => s.episodes.map((e) => ({ show: s, e })));
    const collection = catalogue.collections[0]!;
    /** One event per member and episode, members in `order`, each naming the collection too. */
    const batch = (order: typeof members, end: number) => {
      const rows = new BinaryCopyRows();
      for (const m of order) {
        for (const { show, e } of order === members ? episodes : [...episodes].reverse()) {
          rows
            .row(VIDEO_COLUMNS.length)
            .uuid(m.id)
            .text('deadlock.test')
            .text('progress')
            .text('episode')
            .uuid(e.uuid)
            .uuid(crypto.randomUUID())
            .timestamptz(Date.now())
            .float4(0)
            .float4(end)
            .text(e.number % 2 ? 'collection' : 'series')
            .uuid(e.number % 2 ? collection : show.uuid);
        }
      }
      return rows.bytes();
    };
    const reversed = [...members].reverse();
    for (let round = 0; round < 30; round++) {
      const results = await Promise.allSettled([
        t.database.copyIn('video_events', VIDEO_COLUMNS, [batch(members, round)]),
        t.database.copyIn('video_events', VIDEO_COLUMNS, [batch(reversed, round + 0.5)]),
        t.database.copyIn('video_events', VIDEO_COLUMNS, [batch(members, round + 0.25)]),
        t.database.copyIn('video_events', VIDEO_COLUMNS, [batch(reversed, round + 0.75)]),
      ]);
      const failed = results.filter((r) => r.status === 'rejected');
      expect(
        failed.map((r) => String((r as PromiseRejectedResult).reason)),
        `round ${round}`,
      ).toEqual([]);
    }
    await expectModelEqualsRecomputation('after the opposite-order COPYs');
  }, 120_000);
});
