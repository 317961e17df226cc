import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ViewerCode,
  type ConsumeNextItem,
  type UserHistory,
  type VideoHistoryList,
} from '@fanverse/contract';
import { buildTestApp, type TestApp } from '../helpers/test-app';
import { FAST_ENV, createTestUser } from '../helpers/test-user';
import { readBook, watchEpisode, type Show } from '../activity/activity-fixtures';
import {
  FEED,
  HISTORY,
  HISTORY_SEARCH,
  VIDEO_HISTORY,
  clearUrl,
  markUrl,
} from '../activity/activity-requests';
import {
  errorCode,
  firstError,
  setLimits,
  unlockedHeaders,
  type LimitedMember,
} from './enforcement-fixtures';
import { insertClip, insertRatedComics, insertRatedShow } from './activity-rated-fixtures';

/**
 * Parental limits in the activity calls (issue 23), through the real routes: with a TV-PG and
 * Teen limit, no TV-MA, R, unrated or Mature item appears in the continue feed (its pages, bulk,
 * "up next"), the history (overview, pages, search, marks) or likes; with the pin's unlock
 * everything is back; pages count only what is shown.
 */
let t: TestApp;
let member: LimitedMember & { guid: string };
/** A second member without limits: the same activity, everything shown. */
let free: LimitedMember;

const pg = {} as Show;
const ma = {} as Show;
const mixed = {} as Show;
const filmPg = {} as Show;
const filmR = {} as Show;
const unrated = {} as Show;
let teen: Awaited<ReturnType<typeof insertRatedComics>>;
let mature: Awaited<ReturnType<typeof insertRatedComics>>;

const get = (url: string, headers: Record<string, string>) => t.app.inject({ method: 'GET', url, headers });
const post = (url: string, headers: Record<string, string>, payload?: object) =>
  t.app.inject({ method: 'POST', url, headers, ...(payload ? { payload } : {}) });
const feedOf = async (headers: Record<string, string>, query = '') => {
  const res = await get(`${FEED}${query}`, headers);
  expect(res.statusCode, res.body).toBe(200);
  return { items: res.json() as ConsumeNextItem[], more: res.headers['x-has-more'] };
};
const containers = (items: ConsumeNextItem[]) => items.map((item) => item.container_uuid);

beforeAll(async () => {
  t = await buildTestApp(FAST_ENV);
  await t.app.ready();
  const db = t.database.db;
  Object.assign(pg, await insertRatedShow(db, { tv_rating: 'TV-PG' }));
  Object.assign(ma, await insertRatedShow(db, { tv_rating: 'TV-MA' }));
  // A TV-PG series whose third episode is TV-MA: "up next" after the second must not offer it.
  Object.assign(mixed, await insertRatedShow(db, { tv_rating: 'TV-PG', episodeRatings: { 3: 'TV-MA' } }));
  // Films rated by the MPA only: PG is within a TV-PG limit, R is not.
  Object.assign(filmPg, await insertRatedShow(db, { mpaa_rating: 'PG' }));
  Object.assign(filmR, await insertRatedShow(db, { mpaa_rating: 'R' }));
  Object.assign(unrated, await insertRatedShow(db));
  teen = await insertRatedComics(db, 'Teen');
  mature = await insertRatedComics(db, 'Mature');

  member = await createTestUser(t);
  free = await createTestUser(t);
  for (const m of [member, free]) {
    // Oldest first: the feed shows them newest first.
    await watchEpisode(t.app, m.headers, pg.episodes[0]!.uuid, 30);
    await watchEpisode(t.app, m.headers, ma.episodes[0]!.uuid, 30);
    await watchEpisode(t.app, m.headers, mixed.episodes[1]!.uuid, 100);
    await watchEpisode(t.app, m.headers, filmPg.episodes[0]!.uuid, 30);
    await watchEpisode(t.app, m.headers, filmR.episodes[0]!.uuid, 30);
    await watchEpisode(t.app, m.headers, unrated.episodes[0]!.uuid, 30);
    await readBook(t.app, m.headers, teen.books[0]!.uuid, 2);
    await readBook(t.app, m.headers, mature.books[0]!.uuid, 2);
  }
  await setLimits(t, member, { tv_rating: 'TV-PG', age_rating: 'Teen' });
});
afterAll(async () => t?.app.close());

/** Newest first, as the feed orders them. */
const everyContainer = () => [
  mature.series.uuid,
  teen.series.uuid,
  unrated.uuid,
  filmR.uuid,
  filmPg.uuid,
  mixed.uuid,
  ma.uuid,
  pg.uuid,
];
const allowedContainers = () => [teen.series.uuid, filmPg.uuid, pg.uuid];

describe('the continue feed', () => {
  it('shows everything to a member without limits, and only what the limits allow to the limited one', async () => {
    expect(containers((await feedOf(free.headers)).items)).toEqual(everyContainer());
    const limited = await feedOf(member.headers);
    expect(containers(limited.items)).toEqual(allowedContainers());
    // No TV-MA episode, not even as "up next" of the TV-PG series.
    expect(limited.items.map((item) => item.content_id)).not.toContain(mixed.episodes[2]!.uuid);
  });

  it('counts pages over the items shown: no holes, x-has-more right', async () => {
    const pages = [];
    for (const page of [1, 2, 3, 4]) pages.push(await feedOf(member.headers, `?limit=1&page=${page}`));
    expect(pages.flatMap((p) => containers(p.items))).toEqual(allowedContainers());
    expect(pages.map((p) => p.more)).toEqual(['true', 'true', 'false', 'false']);
    const two = await feedOf(member.headers, '?limit=2&page=2');
    expect(containers(two.items)).toEqual([pg.uuid]);
    expect(two.more).toBe('false');
  });

  it('shows everything again with the pin entered (the unlock header), locked items included', async () => {
    const unlocked = await unlockedHeaders(t, member);
    const feed = await feedOf(unlocked);
    expect(containers(feed.items)).toEqual(everyContainer());
    const upNext = feed.items.find((item) => item.container_uuid === mixed.uuid);
    expect(upNext).toMatchObject({ status: 'up_next', content_id: mixed.episodes[2]!.uuid });
  });

  it('bulk answers only the containers within the limits', async () => {
    const refs = everyContainer().map((uuid) =>
      [teen.series.uuid, mature.series.uuid].includes(uuid) ? `comicseries:${uuid}` : `series:${uuid}`,
    );
    const res = await post('/api/5/2/bulk/user/consume_next', member.headers, refs);
    expect(res.statusCode, res.body).toBe(200);
    expect(containers(res.json() as ConsumeNextItem[])).toEqual(allowedContainers());
    const all = await post('/api/5/2/bulk/user/consume_next', free.headers, refs);
    expect(containers(all.json() as ConsumeNextItem[])).toEqual(everyContainer());
  });

  it('"up next": a locked next episode is 403 PARENTAL_LOCK; allowed ones, the unlock and visitors are answered', async () => {
    const next = (episode: number, headers: Record<string, string>) =>
      get(`/api/5/2/series/${mixed.uuid}/episode/${mixed.episodes[episode]!.uuid}/next`, headers);
    const locked = await next(1, member.headers);
    expect(locked.statusCode, locked.body).toBe(403);
    expect(firstError(locked)).toMatchObject({
      code: ViewerCode.PARENTAL_LOCK,
      message: 'This title is locked by parental controls.',
      rating: 'TV-MA',
    });
    expect((await next(0, member.headers)).json()).toMatchObject({ content_id: mixed.episodes[1]!.uuid });
    const unlocked = await next(1, await unlockedHeaders(t, member));
    expect(unlocked.json()).toMatchObject({ content_id: mixed.episodes[2]!.uuid });
    expect((await next(1, {})).statusCode).toBe(200);
    // A next book above an age limit: the mature series' second book.
    const book = await get(
      `/api/5/2/comicseries/${mature.series.uuid}/book/${mature.books[0]!.uuid}/next`,
      member.headers,
    );
    expect(firstError(book)).toMatchObject({ code: ViewerCode.PARENTAL_LOCK, rating: 'Mature' });
  });
});

describe('the history', () => {
  /** Newest first: the episodes within the limits the members watched. */
  const allowedEpisodes = () => [filmPg.episodes[0]!.uuid, mixed.episodes[1]!.uuid, pg.episodes[0]!.uuid];

  it('the overview leaves out episodes and books above the limits', async () => {
    const res = await get(HISTORY, member.headers);
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json() as UserHistory;
    expect(body.videos.map((v) => v.uuid)).toEqual(allowedEpisodes());
    expect(body.comics.map((c) => c.book_uuid)).toEqual([teen.books[0]!.uuid]);
    const full = (await get(HISTORY, free.headers)).json() as UserHistory;
    expect(full.videos).toHaveLength(6);
    expect(full.comics).toHaveLength(2);
  });

  it('pages only what is allowed (start_from keys included), and all of it with the unlock', async () => {
    const seen: string[] = [];
    let key: string | null = '';
    let pages = 0;
    while (key !== null) {
      const res = await get(
        `${VIDEO_HISTORY}?limit=1${key ? `&start_from=${encodeURIComponent(key)}` : ''}`,
        member.headers,
      );
      expect(res.statusCode, res.body).toBe(200);
      const body = res.json() as VideoHistoryList;
      seen.push(...body.history.map((item) => item.uuid));
      key = body.last_key;
      pages += 1;
    }
    expect(pages).toBe(3);
    expect(seen).toEqual(allowedEpisodes());
    const unlocked = await unlockedHeaders(t, member);
    const all = (await get(`${VIDEO_HISTORY}?limit=50`, unlocked)).json() as VideoHistoryList;
    expect(all.history).toHaveLength(6);
  });

  it('search answers nothing of the locked items', async () => {
    const body = {
      video_ids: [ma.episodes[0]!.uuid, pg.episodes[0]!.uuid, filmR.episodes[0]!.video_uuid],
      comic_uuids: [mature.books[0]!.uuid, teen.books[0]!.uuid],
    };
    const res = await post(HISTORY_SEARCH, member.headers, body);
    expect(res.statusCode, res.body).toBe(200);
    const reply = res.json() as UserHistory;
    expect(reply.videos.map((v) => v.uuid)).toEqual([pg.episodes[0]!.uuid]);
    expect(reply.comics.map((c) => c.book_uuid)).toEqual([teen.books[0]!.uuid]);
    const unlocked = await post(HISTORY_SEARCH, await unlockedHeaders(t, member), body);
    expect((unlocked.json() as UserHistory).videos).toHaveLength(3);
    expect((unlocked.json() as UserHistory).comics).toHaveLength(2);
  });

  it('marking a locked episode is 403 PARENTAL_LOCK and logs nothing; an allowed one is marked', async () => {
    const events = async () =>
      Number(
        (
          await t.database.db
            .selectFrom('video_events')
            .select((eb) => eb.fn.countAll<string>().as('n'))
            .where('user_id', '=', member.id)
            .executeTakeFirstOrThrow()
        ).n,
      );
    const before = await events();
    const locked = await post(markUrl(`${ma.id}.2`, 'watched'), member.headers);
    expect(locked.statusCode, locked.body).toBe(403);
    expect(firstError(locked)).toMatchObject({ code: ViewerCode.PARENTAL_LOCK, rating: 'TV-MA' });
    const unratedMark = await post(markUrl(`${unrated.id}.1`, 'unwatched'), member.headers);
    expect(firstError(unratedMark)).toMatchObject({ code: ViewerCode.PARENTAL_LOCK, rating: '' });
    expect(await events()).toBe(before);
    const allowed = await post(markUrl(`${pg.id}.2`, 'watched'), member.headers);
    expect(allowed.statusCode, allowed.body).toBe(200);
    expect(await events()).toBe(before + 1);
    // Unknown episodes stay 404, limits or not.
    expect((await post(markUrl(`${pg.id}.99`, 'watched'), member.headers)).statusCode).toBe(404);
  });

  it('clearing a locked item still works (removing shows nothing)', async () => {
    const res = await t.app.inject({
      method: 'DELETE',
      url: clearUrl('episode', filmR.episodes[0]!.uuid),
      headers: member.headers,
    });
    expect(res.statusCode, res.body).toBe(204);
  });
});

describe('likes', () => {
  const likes = (type: string, uuid: string) => `/api/5/user/likes/${type}/${uuid}/`;
  const like = (verb: string, type: string, uuid: string) => `/api/5/user/${verb}/${type}/${uuid}/`;
  let maClip: string;
  let pgClip: string;
  let orphanClip: string;
  beforeAll(async () => {
    maClip = await insertClip(t.database.db, ma.id);
    pgClip = await insertClip(t.database.db, pg.id);
    orphanClip = await insertClip(t.database.db, null);
  });

  it('reading or liking locked content is 403 PARENTAL_LOCK (series, episode, clip, comics)', async () => {
    for (const [type, uuid, rating] of [
      ['series', ma.uuid, 'TV-MA'],
      ['episode', mixed.episodes[2]!.uuid, 'TV-MA'],
      ['series', filmR.uuid, 'R'],
      ['clip', maClip, 'TV-MA'],
      ['clip', orphanClip, ''],
      ['comicseries', mature.series.uuid, 'Mature'],
      ['book', mature.books[1]!.uuid, 'Mature'],
    ] as const) {
      const read = await get(likes(type, uuid), member.headers);
      expect(read.statusCode, `${type} ${read.body}`).toBe(403);
      expect(firstError(read)).toMatchObject({ code: ViewerCode.PARENTAL_LOCK, rating });
      const liked = await post(like('like', type, uuid), member.headers);
      expect(errorCode(liked)).toBe(ViewerCode.PARENTAL_LOCK);
    }
    const count = await t.database.db
      .selectFrom('likes')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .where('user_id', '=', member.id)
      .executeTakeFirstOrThrow();
    expect(Number(count.n)).toBe(0);
  });

  it('allowed content, the unlock, visitors and unliking are answered', async () => {
    for (const [type, uuid] of [
      ['series', pg.uuid],
      ['series', filmPg.uuid],
      ['clip', pgClip],
      ['comicseries', teen.series.uuid],
    ] as const) {
      expect((await post(like('like', type, uuid), member.headers)).json()).toMatchObject({ liked: true });
    }
    const unlocked = await unlockedHeaders(t, member);
    expect((await post(like('like', 'series', ma.uuid), unlocked)).json()).toMatchObject({
      liked: true,
      likes: 1,
    });
    expect((await get(likes('series', ma.uuid), {})).json()).toMatchObject({ likes: 1, liked: false });
    // Unliking a locked title needs no pin.
    const unliked = await post(like('unlike', 'series', ma.uuid), member.headers);
    expect(unliked.statusCode, unliked.body).toBe(200);
    expect(unliked.json()).toMatchObject({ liked: false, likes: 0 });
  });
});
