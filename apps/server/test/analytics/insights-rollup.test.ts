import crypto from 'node:crypto';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type {
  InsightsBookStops,
  InsightsBooks,
  InsightsEpisodes,
  InsightsExperiments,
  InsightsFunnel,
  InsightsOverview,
  InsightsQuiz,
} from '@fanverse/contract';
import type { Kysely } from 'kysely';
import type { Database } from '../../src/db/schema';
import { InsightsRollup } from '../../src/modules/analytics/insights/insights-rollup';
import { wilsonInterval } from '../../src/modules/analytics/insights/wilson';
import {
  countRaw,
  expectedBooks,
  expectedEpisodes,
  expectedExperiments,
  expectedFunnel,
  expectedOverview,
  expectedQuiz,
  expectedStops,
  readRaw,
} from './expected-insights';
import {
  buildInsightsApp,
  dayStart,
  dayText,
  insights,
  makeWorld,
  rollupOf,
  seeded,
  writeWave,
  type InsightsTestApp,
  type World,
} from './insights-fixtures';

/*
 * The rollup against a generated data set: every insights call's numbers equal those counted
 * from the raw rows by independent code (expected-insights.ts), after concurrent passes in small
 * batches, again after an idle pass (idempotent), and after more rows (incremental).
 */
const DAYS = 10;
const rng = seeded(20_261_127);
let t: InsightsTestApp;
let world: World;

const whole = { from: dayText(dayStart(DAYS + 1)), to: dayText(dayStart(0)) };
// A part of it: distinct counts over a range are not the sum of the days' distinct counts.
const part = { from: dayText(dayStart(7)), to: dayText(dayStart(3)) };

beforeAll(async () => {
  t = await buildInsightsApp();
  world = await makeWorld(t, rng, DAYS);
  await writeWave(t.database.db, world, rng, DAYS, { scale: 2 });
}, 120_000);
afterAll(async () => t?.app.close());

async function read<T>(path: string, range: { from: string; to: string }): Promise<T> {
  const res = await insights(t, path, { ...range, limit: 100 }, t.staff.token);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as T;
}

/** Every call over `range` equals the independent count of the raw rows. */
async function expectExact(range: { from: string; to: string }) {
  const raw = await readRaw(t.database.db);
  const counts = countRaw(raw);

  const overview = await read<InsightsOverview>('overview', range);
  const wantOverview = expectedOverview(counts, range);
  expect(overview.rolled_up_at).not.toBeNull();
  const minutesOff = (o: InsightsOverview | typeof wantOverview) => ({
    ...o,
    rolled_up_at: undefined,
    days: o.days.map((d) => ({ ...d, minutes_watched: 0 })),
    totals: { ...o.totals, minutes_watched: 0 },
  });
  expect(minutesOff(overview)).toEqual(minutesOff(wantOverview));
  overview.days.forEach((d, i) =>
    expect(d.minutes_watched).toBeCloseTo(wantOverview.days[i]!.minutes_watched, 1),
  );
  expect(overview.totals.minutes_watched).toBeCloseTo(wantOverview.totals.minutes_watched, 1);
  // Not vacuous: the generated set put something in every series.
  if (range === whole) {
    for (const field of [
      'active_members',
      'visitors',
      'plays',
      'comics_opened',
      'pages_read',
      'quiz_completions',
    ] as const) {
      expect(overview.totals[field], field).toBeGreaterThan(0);
    }
    expect(overview.totals.premium_starts).toBeGreaterThan(0);
    expect(overview.totals.active_members).toBeLessThan(
      overview.days.reduce((a, d) => a + d.active_members, 0),
    );
  }

  const episodes = await read<InsightsEpisodes>('episodes', range);
  const wantEpisodes = expectedEpisodes(counts, range);
  const byId = <T extends { content_id: string }>(items: T[]) =>
    [...items].sort((a, b) => a.content_id.localeCompare(b.content_id));
  const gotE = byId(episodes.items);
  const wantE = byId(wantEpisodes.items);
  expect(gotE.map((e) => ({ ...e, minutes_watched: 0, completion_rate: 0 }))).toEqual(
    wantE.map((e) => ({ ...e, minutes_watched: 0, completion_rate: 0 })),
  );
  gotE.forEach((e, i) => {
    expect(e.minutes_watched).toBeCloseTo(wantE[i]!.minutes_watched, 1);
    expect(e.completion_rate).toBeCloseTo(wantE[i]!.completion_rate, 9);
  });
  const plays = episodes.items.map((e) => e.plays);
  expect(plays).toEqual([...plays].sort((a, b) => b - a));
  // `limit`: the top by plays (ties by uuid), in the same order.
  const byPlays = [...wantE].sort((a, b) => b.plays - a.plays || (a.content_id < b.content_id ? -1 : 1));
  const top2 = (
    await insights(t, 'episodes', { ...range, limit: 2 }, t.staff.token)
  ).json() as InsightsEpisodes;
  expect(new Set(top2.items.map((e) => e.content_id))).toEqual(
    new Set(byPlays.slice(0, 2).map((e) => e.content_id)),
  );
  const books1 = (await insights(t, 'books', { ...range, limit: 1 }, t.staff.token)).json() as InsightsBooks;
  const wantB1 = [...expectedBooks(counts, range).items].sort(
    (a, b) => b.opened - a.opened || (a.book_id < b.book_id ? -1 : 1),
  )[0];
  expect(books1.items.map((b) => b.book_id)).toEqual(wantB1 ? [wantB1.book_id] : []);

  const books = await read<InsightsBooks>('books', range);
  const wantBooks = expectedBooks(counts, range);
  const byBook = <T extends { book_id: string }>(items: T[]) =>
    [...items].sort((a, b) => a.book_id.localeCompare(b.book_id));
  expect(byBook(books.items)).toEqual(byBook(wantBooks.items));

  for (const book of world.books) {
    const stops = await read<InsightsBookStops>(`books/${book.uuid}/stops`, range);
    expect({ ...stops, rolled_up_at: undefined }).toEqual({
      ...expectedStops(counts, book.uuid, range),
      rolled_up_at: undefined,
    });
  }

  const quiz = await read<InsightsQuiz>('quiz', range);
  expect({ ...quiz, rolled_up_at: undefined }).toEqual({
    ...expectedQuiz(raw, counts, range),
    rolled_up_at: undefined,
  });

  const funnel = await read<InsightsFunnel>('funnel', range);
  expect({ ...funnel, rolled_up_at: undefined }).toEqual({
    ...expectedFunnel(counts, range),
    rolled_up_at: undefined,
  });

  const experiments = await read<InsightsExperiments>('experiments', range);
  const wantExperiments = expectedExperiments(raw, range);
  expect(
    experiments.experiments.map((x) => ({
      ...x,
      variants: x.variants.map(({ key, weight, exposed, converted }) => ({
        key,
        weight,
        exposed,
        converted,
      })),
    })),
  ).toEqual(wantExperiments.experiments);
  for (const x of experiments.experiments) {
    for (const v of x.variants) {
      const ci = wilsonInterval(v.converted, v.exposed);
      expect(v.rate).toBeCloseTo(v.exposed ? v.converted / v.exposed : 0, 12);
      expect([v.ci_low, v.ci_high]).toEqual([ci.low, ci.high]);
    }
  }
  return { overview, experiments };
}

/** The aggregate tables as they stand, to compare passes. */
async function aggregates() {
  const { rows } = await sql<{ daily: string; subjects: string; readers: string }>`
    select
      (select string_agg(metric || '|' || day || '|' || key || '|' || value, ',' order by metric, day, key) from insights_daily) as daily,
      (select count(*) from insights_daily_subjects)::text as subjects,
      (select string_agg(book_id || reader || furthest_page || reached_on, ',' order by book_id, reader) from insights_book_readers) as readers
  `.execute(t.database.db);
  return rows[0];
}

describe('insights rollup on a generated data set', () => {
  it('answers exactly the raw counts after concurrent passes in small batches', async () => {
    // Four "instances" at once, each in batches of a few rows: one holds the lock at a time,
    // the others skip; passes again until every instance has nothing left.
    const rollups = [7, 13, 50, 1000].map((batchSize) => rollupOf(t, { batchSize }));
    const read = await Promise.all(rollups.map((r) => r.run()));
    expect(read.reduce((a, b) => a + b, 0)).toBeGreaterThan(0);
    await Promise.all(rollups.map((r) => r.run()));
    await expectExact(whole);
    await expectExact(part);
  }, 120_000);

  it('changes nothing on a pass with nothing new (idempotent)', async () => {
    const before = await aggregates();
    expect(await rollupOf(t).run()).toBe(0);
    expect(await rollupOf(t, { batchSize: 3 }).run()).toBe(0);
    expect(await aggregates()).toEqual(before);
    await expectExact(whole);
  }, 60_000);

  it('adds exactly what came since: readers read further, sessions play, subjects convert', async () => {
    const before = await expectExact(whole);
    await writeWave(t.database.db, world, rng, DAYS, { assign: false });
    // A member signs up now (today's sign-ups): the recounted days include today.
    await t.database.db
      .insertInto('users')
      .values({
        id: crypto.randomUUID(),
        guid: crypto.randomBytes(16).toString('hex'),
        username: `late_${crypto.randomBytes(4).toString('hex')}`,
        email: `late_${crypto.randomBytes(4).toString('hex')}@insights.test`,
        password_hash: 'x',
      })
      .execute();
    expect(await rollupOf(t, { batchSize: 11 }).run()).toBeGreaterThan(0);
    const after = await expectExact(whole);
    await expectExact(part);
    expect(after.overview.totals.pages_read).toBeGreaterThan(before.overview.totals.pages_read);
    expect(after.overview.totals.sign_ups).toBe(before.overview.totals.sign_ups + 1);
  }, 120_000);

  it('moves a reader\u2019s stop when they read further, and back to the earlier day of a page seen late', async () => {
    const db = t.database.db;
    const book = world.books[0]!;
    const cookie = `mover-${crypto.randomBytes(3).toString('hex')}`;
    const read = async (page: number, daysAgo: number) => {
      const at = new Date(dayStart(daysAgo) + 3_600_000);
      await db
        .insertInto('comic_events')
        .values({
          event_type: 'page_view',
          object_type: 'book',
          session_id: crypto.randomUUID(),
          content_uuid: book.uuid,
          page_index: page - 1,
          view_date: at,
          client_view_date: at,
          is_offline: false,
          persistent_user_cookie: cookie,
        })
        .execute();
      await rollupOf(t).run();
    };
    const stopOf = async () =>
      await db
        .selectFrom('insights_book_readers')
        .select(['furthest_page', 'reached_on'])
        .where('reader', '=', `c:${cookie}`)
        .executeTakeFirstOrThrow();
    await read(2, 4);
    expect(await stopOf()).toEqual({ furthest_page: 2, reached_on: dayText(dayStart(4)) });
    await read(3, 2);
    expect(await stopOf()).toEqual({ furthest_page: 3, reached_on: dayText(dayStart(2)) });
    await read(1, 1); // not further: the stop stays
    expect(await stopOf()).toEqual({ furthest_page: 3, reached_on: dayText(dayStart(2)) });
    await read(3, 5); // the same page on an earlier day, arriving late
    expect(await stopOf()).toEqual({ furthest_page: 3, reached_on: dayText(dayStart(5)) });
    await expectExact(whole);
  }, 60_000);

  it('leaves rows younger than the settle time for a later pass', async () => {
    const db = t.database.db;
    const anonymous = crypto.randomUUID();
    await db
      .insertInto('analytics_events')
      .values({
        event_ts: new Date(dayStart(2) + 1000),
        type: 'page',
        message_id: crypto.randomUUID(),
        anonymous_id: anonymous,
      })
      .execute();
    const seen = () =>
      db
        .selectFrom('insights_daily_subjects')
        .select('subject')
        .where('metric', '=', 'visitors')
        .where('subject', '=', anonymous)
        .execute();
    expect(await rollupOf(t, { settleMs: 60_000 }).run()).toBe(0);
    expect(await seen()).toHaveLength(0);
    expect(await rollupOf(t).run()).toBe(1);
    expect(await seen()).toHaveLength(1);
  });

  /** Waits until a scheduled pass has counted every one of `subjects`. */
  const untilCounted = (subjects: string[]) =>
    vi.waitFor(
      async () =>
        expect(
          await t.database.db
            .selectFrom('insights_daily_subjects')
            .select('subject')
            .where('subject', 'in', subjects)
            .execute(),
        ).toHaveLength(subjects.length),
      { timeout: 15_000, interval: 200 },
    );

  it('a scheduled pass catches a backlog up in slices, resting after each as long as it took', async () => {
    const db = t.database.db;
    const visitors = Array.from({ length: 5 }, () => crypto.randomUUID());
    await db
      .insertInto('analytics_events')
      .values(
        visitors.map((anonymous_id) => ({
          event_ts: new Date(dayStart(2) + 1000),
          type: 'page',
          message_id: crypto.randomUUID(),
          anonymous_id,
        })),
      )
      .execute();
    const rests: number[] = [];
    const scheduled = new InsightsRollup(
      db,
      { info: vi.fn(), error: vi.fn() },
      { settleMs: 0, everySeconds: 1, sliceSize: 2, rest: async (ms) => void rests.push(ms) },
    );
    scheduled.start();
    await untilCounted(visitors);
    await scheduled.stop();
    // Five rows in slices of two: a rest after the first and the second, none after the last.
    expect(rests.length).toBeGreaterThanOrEqual(2);
    expect(rests.every((ms) => ms > 0)).toBe(true);
    // An explicit run neither slices nor rests.
    const before = rests.length;
    expect(await rollupOf(t).run()).toBe(0);
    expect(rests.length).toBe(before);
  }, 60_000);

  it('start() runs a pass every ANALYTICS_ROLLUP_SECONDS until stop(); a failed pass is logged and the next comes', async () => {
    const db = t.database.db;
    const anonymous = crypto.randomUUID();
    await db
      .insertInto('analytics_events')
      .values({
        event_ts: new Date(dayStart(1) + 1000),
        type: 'page',
        message_id: crypto.randomUUID(),
        anonymous_id: anonymous,
      })
      .execute();
    const info = vi.fn();
    const scheduled = new InsightsRollup(db, { info, error: vi.fn() }, { settleMs: 0, everySeconds: 1 });
    scheduled.start();
    scheduled.start(); // a second start changes nothing
    await untilCounted([anonymous]);
    await scheduled.stop();
    expect(info).toHaveBeenCalledWith({ rows: 1 }, 'insights rollup');

    // A database that fails every transaction: each pass is logged, none is thrown, and passes go on.
    const broken = {
      transaction: () => ({
        execute: async () => {
          throw new Error('database down');
        },
      }),
    } as unknown as Kysely<Database>;
    const error = vi.fn();
    const failing = new InsightsRollup(broken, { info: vi.fn(), error }, { everySeconds: 1 });
    failing.start();
    await vi.waitFor(() => expect(error.mock.calls.length).toBeGreaterThanOrEqual(2), {
      timeout: 15_000,
      interval: 200,
    });
    await failing.stop();
    const after = error.mock.calls.length;
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect(error.mock.calls.length).toBe(after);
    await expect(failing.run()).rejects.toThrow('database down');
  }, 60_000);
});
