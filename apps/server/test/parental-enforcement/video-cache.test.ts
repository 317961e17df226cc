import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemoCatalogue } from '../../src/modules/demo/seed-demo-catalogue';
import { buildTestApp, type TestApp } from '../helpers/test-app';
import { FAST_ENV } from '../helpers/test-user';
import {
  errorCode,
  limitedCallers,
  lockedVideo,
  TV_PG,
  type CallerHeaders,
  type LockedVideo,
} from './enforcement-fixtures';

/*
 * The public reply cache under parental controls (issue 23): catalogue replies are kept per URL
 * and served to every caller, so a limited member's reply must never come from it (it would hold
 * the visitor's titles) nor go into it (a visitor would get the member's cut-down list). Limited
 * replies go out `private, no-store`; public ones vary by the credentials, so a shared cache (a
 * CDN) keeps them apart too.
 */

let t: TestApp;
type Who = Record<string, string>;
const who: CallerHeaders = { open: {}, limited: {}, unlocked: {} };
let locked: LockedVideo;
let tidecall = 0;

beforeAll(async () => {
  t = await buildTestApp({ ...FAST_ENV, CATALOGUE_CACHE_SECONDS: '30' });
  await seedDemoCatalogue(t.database.db);
  await t.app.ready();
  tidecall = (
    await t.database.db
      .selectFrom('series')
      .select('id')
      .where('slug', '=', 'tidecall')
      .executeTakeFirstOrThrow()
  ).id;
  Object.assign(who, await limitedCallers(t, { tv_rating: 'TV-PG', age_rating: '' }));
  locked = await lockedVideo(t, TV_PG);
});
afterAll(async () => t?.app.close());

const get = (url: string, headers: Who = {}) => t.app.inject({ method: 'GET', url, headers });
const uuidsOf = (body: string) =>
  (JSON.parse(body) as { values: { uuid: string }[] }).values.map((v) => v.uuid);

describe('the reply cache and limited members', () => {
  it('never answers a limited member from the cache a visitor filled, nor keeps their reply', async () => {
    const url = `/api/5/1/series/${tidecall}`;
    const visitor = await get(url);
    expect(visitor.statusCode).toBe(200);
    expect((await get(url)).headers['x-cache']).toBe('hit');

    const limited = await get(url, who.limited);
    expect(limited.statusCode).toBe(403);
    expect(errorCode(limited)).toBe('PARENTAL_LOCK');
    expect(limited.headers['x-cache']).toBeUndefined();
    expect(limited.headers['cache-control']).toBe('private, no-store');

    // Without limits, or with the pin entered, the reply is the public one: served from the cache.
    for (const other of ['open', 'unlocked'] as const) {
      const res = await get(url, who[other]);
      expect(res.headers['x-cache'], other).toBe('hit');
      expect(res.body).toBe(visitor.body);
    }
  });

  it('does not store a limited list, so the next visitor gets every title', async () => {
    const url = '/api/5/latestepisodes?page_size=100';
    // The limited member asks first, on a cold URL.
    const limited = await get(url, who.limited);
    expect(limited.statusCode).toBe(200);
    expect(limited.headers['cache-control']).toBe('private, no-store');
    expect(uuidsOf(limited.body).some((uuid) => locked.episodes.has(uuid))).toBe(false);

    const visitor = await get(url);
    expect(visitor.headers['x-cache']).toBeUndefined();
    expect(uuidsOf(visitor.body).some((uuid) => locked.episodes.has(uuid))).toBe(true);
    expect((await get(url)).headers['x-cache']).toBe('hit');
    const again = await get(url, who.limited);
    expect(again.headers['x-cache']).toBeUndefined();
    expect(again.body).toBe(limited.body);
  });

  it('keeps the homepage rails apart the same way', async () => {
    const url = '/api/5/2/homepage/home?withitems=1';
    const visitor = await get(url);
    const limited = await get(url, who.limited);
    expect(limited.headers['x-cache']).toBeUndefined();
    expect(limited.headers['cache-control']).toBe('private, no-store');
    expect(limited.body).not.toBe(visitor.body);
    expect((await get(url)).body).toBe(visitor.body);
  });

  it('says that public replies vary by the credentials, for shared caches', async () => {
    const url = `/api/5/series/${tidecall}/episodes/`;
    for (const res of [await get(url), await get(url), await get(url, who.open)]) {
      expect(res.headers['cache-control']).toBe('public, max-age=10');
      expect(String(res.headers.vary)).toMatch(/authorization/i);
      expect(String(res.headers.vary)).toMatch(/x-viewer-unlock/i);
    }
  });
});
