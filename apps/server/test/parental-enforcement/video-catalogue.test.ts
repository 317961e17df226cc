import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ViewerCode } from '@fanverse/contract';
import { seedDemoCatalogue } from '../../src/modules/demo/seed-demo-catalogue';
import { buildTestApp, type TestApp } from '../helpers/test-app';
import { createTestUser, FAST_ENV } from '../helpers/test-user';
import {
  errorCode,
  firstError,
  limitedCallers,
  lockedVideo,
  setLimits,
  TV_PG,
  unlockedHeaders,
  type LockedVideo,
} from './enforcement-fixtures';

/*
 * Parental controls in the video catalogue (issue 23), on the demo catalogue: with a TV-PG limit
 * no TV-MA (or TV-14, or unrated) title is reachable through any series, episode, season, cast,
 * latest, search, clip or subtitle call; with the pin entered (X-Viewer-Unlock) everything is, as
 * it is for a member without limits and for a visitor. Lists leave the locked titles out in SQL,
 * so counts and pages are those of what the caller may see.
 *
 * The demo: Ember Harbor (TV-PG, id 1, with ratings mixed below for the paging checks), The Quiet
 * Archive (TV-14), Orbit Diner (TV-PG), Tidecall (TV-MA, id 4), The Missing Minutes (TV-PG),
 * Paper Comets (TV-Y7), and two studio clips without a series (unrated).
 */

let t: TestApp;
type Who = Record<string, string>;
const who: Record<'visitor' | 'open' | 'limited' | 'unlocked', Who> = {
  visitor: {},
  open: {},
  limited: {},
  unlocked: {},
};
let locked: LockedVideo;
const ids = { ember: 0, tidecall: 0 };
const uuids = { ember: '', tidecall: '', tidecallTrailer: '', studioClip: '', emberClip: '' };

beforeAll(async () => {
  t = await buildTestApp(FAST_ENV);
  await seedDemoCatalogue(t.database.db);
  await t.app.ready();
  const db = t.database.db;

  const series = await db.selectFrom('series').select(['id', 'uuid', 'slug']).execute();
  const bySlug = (slug: string) => series.find((s) => s.slug === slug)!;
  ids.ember = bySlug('ember-harbor').id;
  ids.tidecall = bySlug('tidecall').id;
  uuids.ember = bySlug('ember-harbor').uuid;
  uuids.tidecall = bySlug('tidecall').uuid;

  // Ember Harbor's episodes, rated every which way: TV-MA and R lock, an empty rating is unrated
  // (locked), a film rating stands in for a missing TV one (PG passes).
  const mixed: Record<number, { tv_rating: string; mpaa_rating: string }> = {
    2: { tv_rating: 'TV-MA', mpaa_rating: '' },
    3: { tv_rating: '', mpaa_rating: '' },
    5: { tv_rating: '', mpaa_rating: 'PG' },
    6: { tv_rating: '', mpaa_rating: 'R' },
    7: { tv_rating: 'TV-14', mpaa_rating: '' },
    10: { tv_rating: 'tv-ma', mpaa_rating: 'G' },
    11: { tv_rating: ' TV-G ', mpaa_rating: '' },
  };
  for (const [number, rating] of Object.entries(mixed)) {
    await db
      .updateTable('episodes')
      .set(rating)
      .where('series_id', '=', ids.ember)
      .where('number', '=', Number(number))
      .execute();
  }

  const clips = await db
    .selectFrom('clips as c')
    .leftJoin('series as s', 's.id', 'c.series_id')
    .select(['c.id', 'c.uuid', 'c.clip_type', 's.slug'])
    .execute();
  const tidecallTrailer = clips.find((c) => c.slug === 'tidecall' && c.clip_type === 'trailer')!;
  uuids.tidecallTrailer = tidecallTrailer.uuid;
  uuids.studioClip = clips.find((c) => c.slug === null)!.uuid;
  uuids.emberClip = clips.find((c) => c.slug === 'ember-harbor')!.uuid;
  // Ember Harbor's clip list also holds Tidecall's trailer: a list mixing allowed and locked clips.
  await db
    .insertInto('clip_owners')
    .values({ clip_id: tidecallTrailer.id, object_type: 'series', object_uuid: uuids.ember, position: 99 })
    .execute();

  Object.assign(who, await limitedCallers(t, { tv_rating: 'TV-PG', age_rating: '' }));
  locked = await lockedVideo(t, TV_PG);
});
afterAll(async () => t?.app.close());

const get = (url: string, headers: Who = {}) => t.app.inject({ method: 'GET', url, headers });
const everyoneElse = ['visitor', 'open', 'unlocked'] as const;

function expectLocked(res: LightMyRequestResponse, rating: string) {
  expect(res.statusCode, res.body).toBe(403);
  expect(errorCode(res)).toBe(ViewerCode.PARENTAL_LOCK);
  expect(firstError(res)).toMatchObject({
    message: 'This title is locked by parental controls.',
    rating,
  });
  expect(res.headers['cache-control']).toBe('private, no-store');
}

type PageReply<T> = { count: number; num_pages: number; values: T[] };

/** Every page of a list (the page size given), concatenated, with the first page's count. */
async function allPages<T>(url: string, headers: Who, pageSize: number) {
  const join = url.includes('?') ? '&' : '?';
  const first = await get(`${url}${join}page_size=${pageSize}`, headers);
  expect(first.statusCode, first.body).toBe(200);
  const head = first.json() as PageReply<T>;
  const values = [...head.values];
  for (let page = 2; page <= head.num_pages; page++) {
    const res = await get(`${url}${join}page_size=${pageSize}&page=${page}`, headers);
    expect(res.statusCode, res.body).toBe(200);
    values.push(...(res.json() as PageReply<T>).values);
  }
  return { count: head.count, numPages: head.num_pages, values };
}

describe('a series above the limit', () => {
  it('answers 403 PARENTAL_LOCK with its rating to the limited member, on itself and on what it lists', async () => {
    const urls = [
      `/api/5/1/series/${ids.tidecall}`,
      `/api/5/series/${ids.tidecall}/cast`,
      `/api/5/series/${ids.tidecall}/seasons`,
      `/api/5/series/${ids.tidecall}/seasons/1`,
      `/api/5/series/${ids.tidecall}/episodes/`,
    ];
    for (const url of urls) {
      expectLocked(await get(url, who.limited), 'TV-MA');
      for (const other of everyoneElse)
        expect((await get(url, who[other])).statusCode, `${other} ${url}`).toBe(200);
    }
    // A TV-14 series is above TV-PG too.
    expectLocked(await get('/api/5/1/series/2', who.limited), 'TV-14');
  });

  it('answers a series within the limit exactly as it answers anyone', async () => {
    const limited = await get(`/api/5/1/series/${ids.ember}`, who.limited);
    expect(limited.statusCode).toBe(200);
    expect(limited.body).toBe((await get(`/api/5/1/series/${ids.ember}`)).body);
    expect((await get(`/api/5/series/${ids.ember}/cast`, who.limited)).statusCode).toBe(200);
    expect((await get(`/api/5/series/${ids.ember}/seasons`, who.limited)).statusCode).toBe(200);
    // Unknown series stay 404 for the limited member.
    expect((await get('/api/5/1/series/999999', who.limited)).statusCode).toBe(404);
    expect((await get('/api/5/series/999999/episodes/', who.limited)).statusCode).toBe(404);
  });
});

describe('episodes', () => {
  it('locks an episode fetched by number or uuid by its own rating, and opens it with the pin', async () => {
    const tidecallFirst = (await get(`/api/5/series/${ids.tidecall}/episodes/1/`)).json() as { uuid: string };
    for (const url of [
      `/api/5/series/${ids.tidecall}/episodes/1/`,
      `/api/5/episode/${tidecallFirst.uuid}/`,
    ]) {
      expectLocked(await get(url, who.limited), 'TV-MA');
      for (const other of everyoneElse) expect((await get(url, who[other])).statusCode).toBe(200);
    }
    // Within an allowed series: a TV-MA episode, an R film rating, an unrated one lock; PG passes.
    expectLocked(await get(`/api/5/series/${ids.ember}/episodes/2/`, who.limited), 'TV-MA');
    expectLocked(await get(`/api/5/series/${ids.ember}/episodes/6/`, who.limited), 'R');
    expectLocked(await get(`/api/5/series/${ids.ember}/episodes/3/`, who.limited), '');
    expectLocked(await get(`/api/5/series/${ids.ember}/episodes/10/`, who.limited), 'TV-MA');
    expect((await get(`/api/5/series/${ids.ember}/episodes/5/`, who.limited)).statusCode).toBe(200);
    expect((await get(`/api/5/series/${ids.ember}/episodes/11/`, who.limited)).statusCode).toBe(200);
    expect((await get(`/api/5/series/${ids.ember}/episodes/99/`, who.limited)).statusCode).toBe(404);
  });

  it("pages a series' episodes without the locked ones, counts and pages right, in both orders", async () => {
    const url = `/api/5/series/${ids.ember}/episodes/`;
    const everyone = await allPages<{ uuid: string; number: number }>(url, {}, 100);
    expect(everyone.count).toBe(12);
    const allowed = everyone.values.filter((e) => !locked.episodes.has(e.uuid)).map((e) => e.number);
    // 2 (TV-MA), 3 (unrated), 6 (R), 7 (TV-14) and 10 (tv-ma) are out; 5 (PG) and 11 (TV-G) stay.
    expect(allowed).toEqual([1, 4, 5, 8, 9, 11, 12]);
    for (const size of [1, 3, 7]) {
      const page = await allPages<{ number: number }>(url, who.limited, size);
      expect(page.count).toBe(7);
      expect(page.numPages).toBe(Math.ceil(7 / size));
      expect(page.values.map((e) => e.number)).toEqual(allowed);
      const desc = await allPages<{ number: number }>(`${url}?sort=desc`, who.limited, size);
      expect(desc.values.map((e) => e.number)).toEqual([...allowed].reverse());
    }
    // A page past the last allowed one is past the last page.
    const past = await get(`${url}?page_size=7&page=2`, who.limited);
    expect(past.statusCode).toBe(404);
    expect(errorCode(past)).toBe(5);
    // The unlocked member and the member without limits page every episode.
    for (const other of ['open', 'unlocked'] as const) {
      expect((await allPages<{ number: number }>(url, who[other], 5)).count).toBe(12);
    }
  });

  it("pages a season's episodes the same way, and still tells an unknown season", async () => {
    const everyone = await allPages<{ uuid: string; season_num: number; season_position: number }>(
      `/api/5/series/${ids.ember}/episodes/`,
      {},
      100,
    );
    for (const season of new Set(everyone.values.map((e) => e.season_num))) {
      const expected = everyone.values
        .filter((e) => e.season_num === season && !locked.episodes.has(e.uuid))
        .map((e) => e.uuid);
      const res = await get(`/api/5/series/${ids.ember}/seasons/${season}`, who.limited);
      expect(res.statusCode).toBe(200);
      const page = res.json() as PageReply<{ uuid: string }>;
      expect(page.count).toBe(expected.length);
      expect(page.values.map((e) => e.uuid)).toEqual(expected);
    }
    const missing = await get(`/api/5/series/${ids.ember}/seasons/42`, who.limited);
    expect(missing.statusCode).toBe(404);
    expect(errorCode(missing)).toBe('SEASON_NOT_FOUND');
  });

  it('leaves locked episodes out of the latest episodes, counted in SQL', async () => {
    const everyone = await allPages<{ uuid: string }>('/api/5/latestepisodes', {}, 100);
    const expected = everyone.values.filter((e) => !locked.episodes.has(e.uuid)).map((e) => e.uuid);
    expect(everyone.values.length - expected.length).toBeGreaterThan(0);
    const limited = await allPages<{ uuid: string }>('/api/5/latestepisodes', who.limited, 9);
    expect(limited.count).toBe(expected.length);
    expect(limited.numPages).toBe(Math.ceil(expected.length / 9));
    expect(limited.values.map((e) => e.uuid)).toEqual(expected);
    const unlocked = await allPages<{ uuid: string }>('/api/5/latestepisodes', who.unlocked, 100);
    expect(unlocked.values.map((e) => e.uuid)).toEqual(everyone.values.map((e) => e.uuid));
  });
});

describe('search', () => {
  it('finds no locked title, with counts of what the member may see', async () => {
    const check = async (q: string) => {
      const url = `/api/5/2/search?q=${q}`;
      const everyone = await allPages<{ uuid: string; item_type: string }>(url, {}, 100);
      const expected = everyone.values.filter((item) => !locked.has(item)).map((item) => item.uuid);
      const limited = await allPages<{ uuid: string; item_type: string }>(url, who.limited, 4);
      expect(limited.count, q).toBe(expected.length);
      expect(
        limited.values.map((item) => item.uuid),
        q,
      ).toEqual(expected);
      const unlocked = await allPages<{ uuid: string }>(url, who.unlocked, 100);
      expect(unlocked.values.map((item) => item.uuid)).toEqual(everyone.values.map((item) => item.uuid));
    };
    await Promise.all(['tidecall', 'the', 'a', 'harbor', 'tide'].map(check));
    // Tidecall's own name finds it (series, clips) for everyone else, and nothing for the limited member.
    const tidecall = (await get('/api/5/2/search?q=tidecall')).json() as PageReply<{ item_type: string }>;
    expect(tidecall.values.map((item) => item.item_type)).toContain('Series');
    expect(tidecall.values.map((item) => item.item_type)).toContain('Clip');
    expect(((await get('/api/5/2/search?q=tidecall', who.limited)).json() as PageReply<unknown>).count).toBe(
      0,
    );
  });
});

describe('clips', () => {
  it('locks a clip by its series, and a clip without a series as unrated', async () => {
    expectLocked(await get(`/api/5/2/clips/${uuids.tidecallTrailer}`, who.limited), 'TV-MA');
    expectLocked(await get(`/api/5/2/clips/${uuids.studioClip}`, who.limited), '');
    expect((await get(`/api/5/2/clips/${uuids.emberClip}`, who.limited)).statusCode).toBe(200);
    for (const other of everyoneElse) {
      expect((await get(`/api/5/2/clips/${uuids.tidecallTrailer}`, who[other])).statusCode).toBe(200);
      expect((await get(`/api/5/2/clips/${uuids.studioClip}`, who[other])).statusCode).toBe(200);
    }
  });

  it('leaves locked clips out of clip lists, counts included', async () => {
    const url = `/api/5/2/series/${uuids.ember}/clips`;
    const everyone = await allPages<{ uuid: string }>(url, {}, 100);
    expect(everyone.values.map((c) => c.uuid)).toContain(uuids.tidecallTrailer);
    const expected = everyone.values.filter((c) => !locked.clips.has(c.uuid)).map((c) => c.uuid);
    expect(expected).not.toContain(uuids.tidecallTrailer);
    const limited = await allPages<{ uuid: string }>(url, who.limited, 2);
    expect(limited.count).toBe(expected.length);
    expect(limited.values.map((c) => c.uuid)).toEqual(expected);
    // Filtered by type as well, and within a container.
    const trailers = (await get(`${url}?clip_type=trailer`, who.limited)).json() as PageReply<{
      uuid: string;
    }>;
    expect(trailers.values.map((c) => c.uuid)).not.toContain(uuids.tidecallTrailer);
    expect(trailers.count).toBe(trailers.values.length);
    // Tidecall's own clips: none for the limited member, all for the unlocked one.
    const tidecallClips = `/api/5/2/series/${uuids.tidecall}/clips`;
    expect(((await get(tidecallClips, who.limited)).json() as PageReply<unknown>).count).toBe(0);
    expect(((await get(tidecallClips, who.unlocked)).json() as PageReply<unknown>).count).toBe(4);
    const seasons = (await get(`/api/5/series/${ids.tidecall}/seasons`)).json() as PageReply<{
      uuid: string;
    }>;
    const inContainer = `/api/5/2/series/${uuids.tidecall}/season/${seasons.values[0]!.uuid}/clips`;
    const containerLimited = (await get(inContainer, who.limited)).json() as PageReply<unknown>;
    expect(containerLimited.count).toBe(0);
    expect(((await get(inContainer)).json() as PageReply<unknown>).count).toBeGreaterThan(0);
  });
});

describe('subtitles', () => {
  it('locks the subtitles of a locked episode or clip, lists and files, by uuid and by the legacy address', async () => {
    const episode = (await get(`/api/5/series/${ids.tidecall}/episodes/1/`)).json() as { video_uuid: string };
    const clip = (await get(`/api/5/2/clips/${uuids.tidecallTrailer}`)).json() as { video_uuid: string };
    expect(locked.videos.has(episode.video_uuid)).toBe(true);
    const urls = [
      `/api/5/2/video/${episode.video_uuid}/subtitles/`,
      `/api/5/2/video/${episode.video_uuid}/subtitles/vtt`,
      `/api/5/2/video/${episode.video_uuid}/subtitles/srt/en`,
      `/api/5/video/${ids.tidecall}.1/subtitles/`,
      `/api/5/video/${ids.tidecall}.1/subtitles/vtt`,
      `/api/5/2/video/${clip.video_uuid}/subtitles/`,
    ];
    for (const url of urls) {
      expectLocked(await get(url, who.limited), 'TV-MA');
      for (const other of everyoneElse)
        expect((await get(url, who[other])).statusCode, `${other} ${url}`).toBe(200);
    }
    const allowed = (await get(`/api/5/series/${ids.ember}/episodes/1/`)).json() as { video_uuid: string };
    expect((await get(`/api/5/2/video/${allowed.video_uuid}/subtitles/srt/en`, who.limited)).statusCode).toBe(
      200,
    );
    expect((await get(`/api/5/2/video/${allowed.video_uuid}/subtitles/`, who.limited)).statusCode).toBe(200);
  });
});

describe('who is limited', () => {
  it('treats a bad session token as a visitor, and an unlock of another session or of older limits as none', async () => {
    const url = `/api/5/1/series/${ids.tidecall}`;
    expect((await get(url, { authorization: 'Token not-a-session' })).statusCode).toBe(200);

    const member = await createTestUser(t);
    await setLimits(t, member, { tv_rating: 'TV-PG', age_rating: '' });
    const other = await createTestUser(t);
    await setLimits(t, other, { tv_rating: 'TV-PG', age_rating: '' });
    const othersUnlock = await unlockedHeaders(t, other);
    expectLocked(
      await get(url, { ...member.headers, 'x-viewer-unlock': othersUnlock['x-viewer-unlock']! }),
      'TV-MA',
    );
    const unlocked = await unlockedHeaders(t, member);
    expect((await get(url, unlocked)).statusCode).toBe(200);
    // Saving limits again ends the unlock given before.
    await setLimits(t, member, { tv_rating: 'TV-G', age_rating: '' });
    expectLocked(await get(url, unlocked), 'TV-MA');
    expectLocked(await get(`/api/5/1/series/${ids.ember}`, member.headers), 'TV-PG');
  });
});
