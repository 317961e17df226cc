import crypto from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  GenericCode,
  historySearchReplySchema,
  userHistorySchema,
  videoHistoryListSchema,
  type VideoHistoryItem,
} from '@fanverse/contract';
import { buildTestApp, type TestApp } from '../helpers/test-app';
import { FAST_ENV, createTestUser } from '../helpers/test-user';
import {
  insertComicFixtures,
  insertShow,
  logVideo,
  readBook,
  videoEvent,
  watchEpisode,
  type Show,
} from './activity-fixtures';
import {
  HISTORY,
  HISTORY_SEARCH,
  VIDEO_HISTORY,
  activityRequests,
  clearUrl,
  failure,
} from './activity-requests';

/*
 * The history reads (GET /api/5/user/history, GET /api/5/1/user/history/video/, POST
 * /api/5/1/user/history/search) and clearing an item, through the real routes: events go in
 * through the two logs, whose triggers keep the model the history reads.
 */
let t: TestApp;
let r: ReturnType<typeof activityRequests>;
beforeAll(async () => {
  t = await buildTestApp(FAST_ENV);
  r = activityRequests(t);
});
afterAll(async () => t.app.close());

type Member = Awaited<ReturnType<typeof createTestUser>>;
const member = () => createTestUser(t);
const watch = (m: Member, episodeUuid: string, end: number, overrides = {}) =>
  watchEpisode(t.app, m.headers, episodeUuid, end, overrides);
const read = (m: Member, bookUuid: string, page: number) => readBook(t.app, m.headers, bookUuid, page);

async function videos(m: Member, query = '', headers: Record<string, string> = {}) {
  const res = await r.get(`${VIDEO_HISTORY}${query}`, { ...m.headers, ...headers });
  expect(res.statusCode, res.body).toBe(200);
  return videoHistoryListSchema.parse(res.json());
}
const byNumber = (items: VideoHistoryItem[]) => items.map((v) => v.number);

describe('GET /api/5/user/history', () => {
  it('answers the latest episodes and books, newest first, with every v5 field', async () => {
    const m = await member();
    const show = await insertShow(t.database.db, { credits: { 2: 80 } });
    const comics = await insertComicFixtures(t.database.db);
    await watch(m, show.episodes[0]!.uuid, 30);
    await watch(m, show.episodes[1]!.uuid, 60);
    await read(m, comics.books[0]!.uuid, 2);

    const res = await r.get(HISTORY, m.headers);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['cache-control']).toBe('private, no-store');
    const body = userHistorySchema.parse(res.json());
    expect(body.videos.map((v) => [v.uuid, v.slider, v.is_watched])).toEqual([
      [show.episodes[1]!.uuid, 60, false],
      [show.episodes[0]!.uuid, 30, false],
    ]);
    const [latest] = body.videos;
    const row = await t.database.db
      .selectFrom('series')
      .select(['asset_key', 'title'])
      .where('id', '=', show.id)
      .executeTakeFirstOrThrow();
    expect(latest).toMatchObject({
      series_id: show.id,
      title: row.title,
      episode_id: show.episodes[1]!.id,
      episode_title: 'Episode 2',
      guid: expect.stringMatching(/-2$/),
      number: 2,
      season_num: 1,
      season_position: 2,
      // The end of season 1 moves on to season 2's first episode (numbered across seasons).
      next_episode_number: 3,
      duration: 100,
      is_visible: true,
      is_film: false,
      year: 2024,
      avg_rating: 0,
      director_name: '',
      url: `/series/${show.id}/${show.slug}/episode/2`,
      box_art: `/art/series/${row.asset_key}/box.jpg`,
      thumbnail: `/art/series/${row.asset_key}/thumb.jpg`,
      asset_key: expect.stringMatching(/-e2$/),
    });
    expect(latest!.ep_thumb).toBe(`/art/episode/${latest!.asset_key}/thumb.jpg`);
    expect(Date.parse(latest!.view_date)).toBe(latest!.timestamp);
    expect(Math.abs(latest!.timestamp - Date.now())).toBeLessThan(60_000);

    expect(body.comics).toHaveLength(1);
    expect(body.comics[0]).toMatchObject({
      book_uuid: comics.books[0]!.uuid,
      page_index: 2,
      is_watched: false,
      container_type: 'comicseries',
      container_uuid: comics.series.uuid,
      series_id: comics.series.uuid,
      book: { uuid: comics.books[0]!.uuid, num_pages: 10 },
    });
  });

  it('shows at most 20 of each, the oldest left out', async () => {
    const m = await member();
    const show = await insertShow(t.database.db, { seasons: [Array.from({ length: 21 }, () => 100)] });
    // One batch: one received time, so the log's order (ids) decides which is latest.
    await logVideo(
      t.app,
      m.headers,
      show.episodes.map((e) => videoEvent(e.uuid, 10)),
    );
    const body = userHistorySchema.parse((await r.get(HISTORY, m.headers)).json());
    expect(byNumber(body.videos)).toEqual(Array.from({ length: 20 }, (_, i) => 21 - i));
    expect(body.comics).toEqual([]);
  });

  it('a member with no history gets two empty lists; a visitor 401', async () => {
    const m = await member();
    expect((await r.get(HISTORY, m.headers)).json()).toEqual({ videos: [], comics: [] });
    expect(failure(await r.get(HISTORY), 401).code).toBe('UNAUTHENTICATED');
    expect(failure(await r.get(HISTORY, { authorization: 'Token nope' }), 401).code).toBe('UNAUTHENTICATED');
  });

  it('answers titles in the language asked for', async () => {
    const m = await member();
    const show = await insertShow(t.database.db);
    await t.database.db
      .updateTable('episodes')
      .set({ translations: JSON.stringify({ es: { title: 'Capítulo uno' } }) })
      .where('id', '=', show.episodes[0]!.id)
      .execute();
    await watch(m, show.episodes[0]!.uuid, 5);
    const body = userHistorySchema.parse((await r.get(`${HISTORY}?trans=es`, m.headers)).json());
    expect(body.videos[0]!.episode_title).toBe('Capítulo uno');
  });
});

describe('GET /api/5/1/user/history/video/', () => {
  let show: Show;
  let m: Member;
  beforeAll(async () => {
    m = await member();
    show = await insertShow(t.database.db, {
      seasons: [
        [100, 100, 100],
        [100, 200],
      ],
    });
    for (const [i, end] of [95, 20, 40, 10, 100].entries()) await watch(m, show.episodes[i]!.uuid, end);
  });

  it('pages by key: every item once, newest first, last_key null on the last page', async () => {
    const seen: number[][] = [];
    let key: string | null = null;
    do {
      const page = await videos(m, `?limit=2${key ? `&start_from=${encodeURIComponent(key)}` : ''}`);
      seen.push(byNumber(page.history));
      key = page.last_key;
    } while (key !== null && seen.length < 10);
    expect(seen).toEqual([[5, 4], [3, 2], [1]]);
    // Exactly a page's worth: no extra page.
    const all = await videos(m, '?limit=5');
    expect(byNumber(all.history)).toEqual([5, 4, 3, 2, 1]);
    expect(all.last_key).toBeNull();
  });

  it('pages through items logged in one batch (one received time, to the microsecond)', async () => {
    const other = await member();
    const s = await insertShow(t.database.db, { seasons: [[100, 100, 100, 100, 100]] });
    await logVideo(
      t.app,
      other.headers,
      s.episodes.map((e) => videoEvent(e.uuid, 10)),
    );
    const seen: number[] = [];
    let key: string | null = null;
    for (let i = 0; i < 5; i += 1) {
      const page = await videos(other, `?limit=2${key ? `&start_from=${key}` : ''}`);
      seen.push(...byNumber(page.history));
      key = page.last_key;
      if (key === null) break;
    }
    expect(seen).toEqual([5, 4, 3, 2, 1]);
  });

  it('a page from a key starts after it even when an item moved to the front meanwhile', async () => {
    const other = await member();
    const s = await insertShow(t.database.db, { seasons: [[100, 100, 100]] });
    for (const e of s.episodes) await watch(other, e.uuid, 10);
    const first = await videos(other, '?limit=1');
    expect(byNumber(first.history)).toEqual([3]);
    await watch(other, s.episodes[0]!.uuid, 20);
    const next = await videos(other, `?limit=5&start_from=${first.last_key}`);
    expect(byNumber(next.history)).toEqual([2]);
  });

  it('a start_from that is not a last_key: 400 code 8 (client 5008)', async () => {
    for (const bad of ['nope', 'MTIzOmFiYw', Buffer.from('1:2:3').toString('base64url')]) {
      const e = failure(await r.get(`${VIDEO_HISTORY}?start_from=${bad}`, m.headers), 400);
      expect(e).toMatchObject({ code: GenericCode.INVALID_PARAMETER, field: 'start_from' });
    }
  });

  it('filters by series and by episode number', async () => {
    const elsewhere = await insertShow(t.database.db);
    await watch(m, elsewhere.episodes[0]!.uuid, 10);
    expect(byNumber((await videos(m, `?series_id=${show.id}`)).history)).toEqual([5, 4, 3, 2, 1]);
    expect((await videos(m, `?series_id=${elsewhere.id}`)).history.map((v) => v.uuid)).toEqual([
      elsewhere.episodes[0]!.uuid,
    ]);
    expect(byNumber((await videos(m, `?series_id=${show.id}&episode_number=3`)).history)).toEqual([3]);
    expect((await videos(m, `?series_id=${show.id}&episode_number=99`)).history).toEqual([]);
    // A series id past any integer column matches nothing rather than failing.
    expect((await videos(m, '?series_id=9007199254740991')).history).toEqual([]);
  });

  it('skip_completed leaves out watched episodes; skip_completed_val those past a percentage', async () => {
    // 1: 95 % (watched), 2: 20 %, 3: 40 %, 4: 10 %, 5: 100 of 200 s = 50 %.
    const q = `?series_id=${show.id}`;
    expect(byNumber((await videos(m, `${q}&skip_completed=true`)).history)).toEqual([5, 4, 3, 2]);
    expect(byNumber((await videos(m, `${q}&skip_completed=1&skip_completed_val=30`)).history)).toEqual([
      4, 2,
    ]);
    expect(byNumber((await videos(m, `${q}&skip_completed_val=50`)).history)).toEqual([4, 3, 2]);
    expect(byNumber((await videos(m, `${q}&skip_completed_val=50.5`)).history)).toEqual([5, 4, 3, 2]);
    expect(byNumber((await videos(m, `${q}&skip_completed=false`)).history)).toEqual([5, 4, 3, 2, 1]);
  });

  it('answers the codes of bad queries', async () => {
    const code = async (query: string) => failure(await r.get(`${VIDEO_HISTORY}${query}`, m.headers), 400);
    expect(await code('?series_id=abc')).toMatchObject({ code: 'INVALID_SERIES_ID', field: 'series_id' });
    expect(await code('?episode_number=x')).toMatchObject({
      code: 'INVALID_EPISODE_NUMBER',
      field: 'episode_number',
    });
    expect(await code('?limit=500')).toMatchObject({ code: GenericCode.INVALID_PARAMETER, field: 'limit' });
    expect(await code('?skip_completed=maybe')).toMatchObject({ code: GenericCode.INVALID_PARAMETER });
    expect(await code('?skip_completed_val=0')).toMatchObject({ code: GenericCode.INVALID_PARAMETER });
    expect(failure(await r.get(VIDEO_HISTORY), 401).code).toBe('UNAUTHENTICATED');
  });
});

describe('watched', () => {
  let show: Show;
  beforeAll(async () => {
    show = await insertShow(t.database.db, { seasons: [[100, 100, 100, 100]], credits: { 2: 80 } });
  });
  const watchedOf = async (m: Member, number: number) =>
    (await videos(m, `?series_id=${show.id}&episode_number=${number}`)).history[0]!.is_watched;

  it(`counts from 90 % of the episode's length`, async () => {
    const m = await member();
    await watch(m, show.episodes[0]!.uuid, 89.9);
    expect(await watchedOf(m, 1)).toBe(false);
    await watch(m, show.episodes[0]!.uuid, 90);
    expect(await watchedOf(m, 1)).toBe(true);
    // Seeking back keeps it watched; the resume point follows the viewer.
    await watch(m, show.episodes[0]!.uuid, 12);
    const [item] = (await videos(m, `?series_id=${show.id}&episode_number=1`)).history;
    expect(item).toMatchObject({ is_watched: true, slider: 12 });
  });

  it('counts from the start of the credits when they start earlier', async () => {
    const m = await member();
    await watch(m, show.episodes[1]!.uuid, 79);
    expect(await watchedOf(m, 2)).toBe(false);
    await watch(m, show.episodes[1]!.uuid, 80);
    expect(await watchedOf(m, 2)).toBe(true);
  });

  it('counts on `complete`, wherever the player was', async () => {
    const m = await member();
    await watch(m, show.episodes[2]!.uuid, 10);
    expect(await watchedOf(m, 3)).toBe(false);
    await watch(m, show.episodes[2]!.uuid, 10, { event_type: 'complete' });
    expect(await watchedOf(m, 3)).toBe(true);
  });

  it('a book is read on its last page', async () => {
    const m = await member();
    const comics = await insertComicFixtures(t.database.db, { books: [{ pages: 4 }] });
    await read(m, comics.books[0]!.uuid, 2);
    expect(userHistorySchema.parse((await r.get(HISTORY, m.headers)).json()).comics[0]!.is_watched).toBe(
      false,
    );
    await read(m, comics.books[0]!.uuid, 3);
    await read(m, comics.books[0]!.uuid, 1);
    const [book] = userHistorySchema.parse((await r.get(HISTORY, m.headers)).json()).comics;
    // Read once is read; the resume point is the latest page.
    expect(book).toMatchObject({ is_watched: true, page_index: 1 });
  });
});

describe('is_visible', () => {
  const visibleOf = async (m: Member, show: Show, headers: Record<string, string> = {}) =>
    (await videos(m, `?series_id=${show.id}`, headers)).history[0]!.is_visible;

  it('is false behind a premium wall for a member who is not premium', async () => {
    const m = await member();
    const show = await insertShow(t.database.db, { wall_type: 0 });
    await watch(m, show.episodes[0]!.uuid, 10);
    expect(await visibleOf(m, show)).toBe(false);
    // An expired wall lets everyone in again.
    await t.database.db
      .updateTable('episodes')
      .set({ wall_expires: new Date(Date.now() - 60_000) })
      .where('series_id', '=', show.id)
      .execute();
    expect(await visibleOf(m, show)).toBe(true);
  });

  it('follows the region: the geo header, else DEFAULT_COUNTRY (US)', async () => {
    const m = await member();
    const show = await insertShow(t.database.db, { available_in: ['GB'] });
    await watch(m, show.episodes[0]!.uuid, 10);
    expect(await visibleOf(m, show)).toBe(false);
    expect(await visibleOf(m, show, { [t.config.GEO_COUNTRY_HEADER]: 'gb' })).toBe(true);
    const walled = await insertShow(t.database.db, { premium_walled_in: ['US'] });
    await watch(m, walled.episodes[0]!.uuid, 10);
    expect(await visibleOf(m, walled)).toBe(false);
    expect(await visibleOf(m, walled, { [t.config.GEO_COUNTRY_HEADER]: 'GB' })).toBe(true);
  });

  it('is false for a video that is not approved any more', async () => {
    const m = await member();
    const show = await insertShow(t.database.db);
    await watch(m, show.episodes[0]!.uuid, 10);
    expect(await visibleOf(m, show)).toBe(true);
    await t.database.db
      .updateTable('episodes')
      .set({ video_status: 'unavailable' })
      .where('series_id', '=', show.id)
      .execute();
    expect(await visibleOf(m, show)).toBe(false);
  });

  it('an episode that no longer exists leaves the history', async () => {
    const m = await member();
    const show = await insertShow(t.database.db, { seasons: [[100, 100]] });
    await watch(m, show.episodes[0]!.uuid, 10);
    await watch(m, show.episodes[1]!.uuid, 10);
    await t.database.db.deleteFrom('episodes').where('id', '=', show.episodes[1]!.id).execute();
    expect(byNumber((await videos(m, `?series_id=${show.id}`)).history)).toEqual([1]);
    // The last episode left: nothing comes next any more.
    expect((await videos(m, `?series_id=${show.id}`)).history[0]!.next_episode_number).toBeNull();
  });
});

describe('POST /api/5/1/user/history/search', () => {
  it('answers the items the member consumed among those named, by episode or video uuid', async () => {
    const m = await member();
    const show = await insertShow(t.database.db);
    const comics = await insertComicFixtures(t.database.db);
    await watch(m, show.episodes[0]!.uuid, 30);
    await watch(m, show.episodes[1]!.uuid, 40);
    await read(m, comics.books[1]!.uuid, 3);
    const res = await r.post(HISTORY_SEARCH, m.headers, {
      video_ids: [show.episodes[0]!.uuid, show.episodes[1]!.video_uuid, show.episodes[2]!.uuid],
      comic_uuids: [comics.books[0]!.uuid, comics.books[1]!.uuid.toUpperCase()],
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['cache-control']).toBe('private, no-store');
    const body = historySearchReplySchema.parse(res.json());
    expect(body.videos.map((v) => [v.uuid, v.slider])).toEqual([
      [show.episodes[1]!.uuid, 40],
      [show.episodes[0]!.uuid, 30],
    ]);
    expect(body.comics.map((c) => [c.book_uuid, c.page_index])).toEqual([[comics.books[1]!.uuid, 3]]);
    const onlyComics = historySearchReplySchema.parse(
      (await r.post(HISTORY_SEARCH, m.headers, { comic_uuids: [comics.books[1]!.uuid] })).json(),
    );
    expect(onlyComics.videos).toEqual([]);
    expect(onlyComics.comics).toHaveLength(1);
  });

  it('naming nothing is 6000; a malformed id 400; a visitor 401', async () => {
    const m = await member();
    for (const body of [{}, { video_ids: [] }, { video_ids: [], comic_uuids: [] }]) {
      expect(failure(await r.post(HISTORY_SEARCH, m.headers, body), 400)).toMatchObject({
        code: 6000,
        field: 'video_ids',
      });
    }
    const bad = failure(await r.post(HISTORY_SEARCH, m.headers, { video_ids: ['nope'] }), 400);
    expect(bad.code).toBe(GenericCode.INVALID_PARAMETER);
    expect(failure(await r.post(HISTORY_SEARCH, {}, { video_ids: [crypto.randomUUID()] }), 401).code).toBe(
      'UNAUTHENTICATED',
    );
  });
});

describe('members and clearing', () => {
  it('another member’s rows are never visible, nor clearable', async () => {
    const a = await member();
    const b = await member();
    const show = await insertShow(t.database.db);
    const comics = await insertComicFixtures(t.database.db);
    await watch(a, show.episodes[0]!.uuid, 50);
    await read(a, comics.books[0]!.uuid, 1);
    // Anonymous events count for nobody.
    await watchEpisode(t.app, {}, show.episodes[1]!.uuid, 50);
    expect((await r.get(HISTORY, b.headers)).json()).toEqual({ videos: [], comics: [] });
    expect((await videos(b)).history).toEqual([]);
    const search = await r.post(HISTORY_SEARCH, b.headers, {
      video_ids: [show.episodes[0]!.uuid],
      comic_uuids: [comics.books[0]!.uuid],
    });
    expect(search.json()).toEqual({ videos: [], comics: [] });
    expect(failure(await r.del(clearUrl('episode', show.episodes[0]!.uuid), b.headers), 404).code).toBe(
      'RESOURCE_NOT_FOUND',
    );
    expect(byNumber((await videos(a)).history)).toEqual([1]);
  });

  it('a cleared item leaves every read until its next event brings it back', async () => {
    const m = await member();
    const show = await insertShow(t.database.db);
    const comics = await insertComicFixtures(t.database.db);
    await watch(m, show.episodes[0]!.uuid, 30);
    await watch(m, show.episodes[1]!.uuid, 30);
    await read(m, comics.books[0]!.uuid, 1);

    const cleared = await r.del(clearUrl('episode', show.episodes[0]!.uuid), m.headers);
    expect(cleared.statusCode, cleared.body).toBe(204);
    expect(cleared.body).toBe('');
    expect((await r.del(clearUrl('book', comics.books[0]!.uuid), m.headers)).statusCode).toBe(204);
    // Clearing again changes nothing.
    expect((await r.del(clearUrl('book', comics.books[0]!.uuid), m.headers)).statusCode).toBe(204);

    const overview = userHistorySchema.parse((await r.get(HISTORY, m.headers)).json());
    expect(overview.videos.map((v) => v.uuid)).toEqual([show.episodes[1]!.uuid]);
    expect(overview.comics).toEqual([]);
    expect(byNumber((await videos(m)).history)).toEqual([2]);
    const search = await r.post(HISTORY_SEARCH, m.headers, {
      video_ids: [show.episodes[0]!.uuid],
      comic_uuids: [comics.books[0]!.uuid],
    });
    expect(search.json()).toEqual({ videos: [], comics: [] });

    await watch(m, show.episodes[0]!.uuid, 45);
    await read(m, comics.books[0]!.uuid, 4);
    const back = userHistorySchema.parse((await r.get(HISTORY, m.headers)).json());
    expect(back.videos.map((v) => [v.uuid, v.slider])).toEqual([
      [show.episodes[0]!.uuid, 45],
      [show.episodes[1]!.uuid, 30],
    ]);
    expect(back.comics.map((c) => [c.book_uuid, c.page_index])).toEqual([[comics.books[0]!.uuid, 4]]);
  });

  it('answers the codes of a bad clear', async () => {
    const m = await member();
    const show = await insertShow(t.database.db);
    await watch(m, show.episodes[0]!.uuid, 30);
    expect(failure(await r.del(clearUrl('book', show.episodes[0]!.uuid), m.headers), 404).code).toBe(
      'RESOURCE_NOT_FOUND',
    );
    expect(failure(await r.del(clearUrl('episode', crypto.randomUUID()), m.headers), 404).code).toBe(
      'RESOURCE_NOT_FOUND',
    );
    expect(failure(await r.del(clearUrl('clip', show.episodes[0]!.uuid), m.headers), 400)).toMatchObject({
      code: GenericCode.INVALID_PARAMETER,
      field: 'type',
    });
    expect(failure(await r.del(clearUrl('episode', 'nope'), m.headers), 400)).toMatchObject({
      code: 'INVALID_UUID',
      field: 'uuid',
    });
    expect(failure(await r.del(clearUrl('episode', show.episodes[0]!.uuid)), 401).code).toBe(
      'UNAUTHENTICATED',
    );
    // Nothing was cleared by the failures.
    expect((await videos(m)).history).toHaveLength(1);
  });
});
