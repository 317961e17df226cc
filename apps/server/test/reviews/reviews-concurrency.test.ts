import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RatingSummary } from '@fanverse/contract';
import { buildTestApp, type TestApp } from '../helpers/test-app';
import { FAST_ENV, createTestUser } from '../helpers/test-user';
import { insertTitles, reviewCall } from './review-fixtures';

/**
 * A series' avg_rating and fan_count stay exact when 100 members rate it at once (the series
 * row lock orders the writers; reviews.repository.ts `write` says why), and the catalogue's
 * series reply shows them. Run on PGlite and, with TEST_DATABASE_URL, on PostgreSQL.
 */
let t: TestApp;
let members: Awaited<ReturnType<typeof createTestUser>>[];

beforeAll(async () => {
  t = await buildTestApp(FAST_ENV);
  members = [];
  // Registered in batches: argon2 is cheap in tests (FAST_ENV), but not free.
  for (let batch = 0; batch < 4; batch += 1) {
    members.push(...(await Promise.all(Array.from({ length: 25 }, () => createTestUser(t)))));
  }
}, 120_000);
afterAll(async () => t?.app.close());

describe('avg_rating and fan_count under concurrent writes', () => {
  it('are exact after 100 concurrent ratings by 100 members, then 50 concurrent edits and 20 deletes', async () => {
    const { series } = await insertTitles(t);
    // Uneven ratings, so that a lost write would show in the average: 1,2,3,4,5,5,4,... .
    const ratingOf = (i: number) => [1, 2, 3, 4, 5, 5, 4, 5, 3, 5][i % 10]!;
    const created = await Promise.all(
      members.map((m, i) => reviewCall(t.app, 'POST', 'series', series.uuid, m, { rating: ratingOf(i) })),
    );
    expect(created.filter((r) => r.statusCode !== 201).map((r) => r.body)).toEqual([]);
    let ratings = members.map((_, i) => ratingOf(i));
    await expectExact(series, ratings);

    const edited = await Promise.all(
      members.slice(0, 50).map((m) => reviewCall(t.app, 'PUT', 'series', series.uuid, m, { rating: 1 })),
    );
    expect(edited.map((r) => r.statusCode)).toEqual(Array(50).fill(200));
    ratings = ratings.map((r, i) => (i < 50 ? 1 : r));
    await expectExact(series, ratings);

    const removed = await Promise.all(
      members.slice(80).map((m) => reviewCall(t.app, 'DELETE', 'series', series.uuid, m)),
    );
    expect(removed.map((r) => r.statusCode)).toEqual(Array(20).fill(204));
    await expectExact(series, ratings.slice(0, 80));
  }, 120_000);
});

async function expectExact(series: { id: number; uuid: string }, ratings: number[]) {
  const avg = Math.round((ratings.reduce((a, b) => a + b, 0) * 100) / ratings.length) / 100;
  const row = await t.database.db
    .selectFrom('series')
    .select(['avg_rating', 'fan_count'])
    .where('uuid', '=', series.uuid)
    .executeTakeFirstOrThrow();
  expect(row).toEqual({ avg_rating: avg, fan_count: ratings.length });
  // The catalogue's series reply (its cache keyed on the catalogue version, which the update moved).
  const res = await t.app.inject({ url: `/api/5/1/series/${series.id}` });
  expect(res.statusCode, res.body).toBe(200);
  expect(res.json()).toMatchObject({ avg_rating: avg, fan_count: ratings.length });
  const summary = (
    await reviewCall(t.app, 'GET', 'series', series.uuid, null, undefined, '/summary')
  ).json() as RatingSummary;
  expect(summary).toMatchObject({ avg_rating: avg, rating_count: ratings.length });
}
