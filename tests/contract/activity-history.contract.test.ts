import crypto from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { HistoryCommand, HistoryItemType } from '@fanverse/contract';
import { catalogueMapping } from '@fanverse/client';
import { expectClientCheck, expectMapped, failure, probe, signUp } from './accounts-fixtures';
import { insertShow } from '../../apps/server/test/activity/activity-fixtures';
import { startActivityServer, type ActivityContractServer } from './activity-fixtures';

/**
 * The history calls of the real server through the real client (`client.activity` history,
 * videoHistory, markVideo, searchHistory, clearHistoryItem): replies parsed by the contract, key
 * paging followed, marks moving the feed on and back, clearing and its reversal, and every code
 * (6000, 6001, 5008, 1715, 1700, 1701, 1721, 1003) from a real reply or a check that sent nothing.
 */
let s: ActivityContractServer;
beforeAll(async () => {
  s = await startActivityServer();
});
afterAll(async () => s.app.close());

const ep = (n: number) => s.show.episodes[n - 1]!;

describe('history', () => {
  it('the overview: latest videos and comics, each newest first', async () => {
    const m = await signUp(s);
    await s.watch(m, 0, 30);
    await s.watch(m, 1, 60);
    await s.read(m, 0, 2);
    const { videos, comics: books } = await m.client.activity.history();
    expect(videos.map((v) => [v.uuid, v.slider, v.is_watched])).toEqual([
      [ep(2).uuid, 60, false],
      [ep(1).uuid, 30, false],
    ]);
    expect(videos[0]).toMatchObject({
      series_id: s.show.id,
      number: 2,
      next_episode_number: 3,
      is_visible: true,
    });
    expect(books.map((b) => [b.book_uuid, b.page_index])).toEqual([[s.comics.books[0]!.uuid, 2]]);
    expect(m.sent.at(-1)).toBe('GET /api/5/user/history');
  });

  it('videoHistory: key paging, series and episode filters, skip_completed', async () => {
    const m = await signUp(s);
    await s.watch(m, 0, 95); // watched: past 90 %
    await s.watch(m, 1, 20);
    await s.watch(m, 2, 40);
    const first = await m.client.activity.videoHistory({ limit: 2 });
    expect(first.history.map((v) => v.number)).toEqual([3, 2]);
    expect(first.last_key).toEqual(expect.any(String));
    const second = await m.client.activity.videoHistory({ limit: 2, start_from: first.last_key! });
    expect(second.history.map((v) => [v.number, v.is_watched])).toEqual([[1, true]]);
    expect(second.last_key).toBeNull();
    const unwatched = await m.client.activity.videoHistory({ skip_completed: true });
    expect(unwatched.history.map((v) => v.number)).toEqual([3, 2]);
    // From 30 % on counts as done: episode 3 (40 %) and episode 1 leave, episode 2 (20 %) stays.
    const under30 = await m.client.activity.videoHistory({ skip_completed: true, skip_completed_val: 30 });
    expect(under30.history.map((v) => v.number)).toEqual([2]);
    const one = await m.client.activity.videoHistory({ series_id: s.show.id, episode_number: 2 });
    expect(one.history.map((v) => v.uuid)).toEqual([ep(2).uuid]);
    const otherShow = await insertShow(s.database.db, { seasons: [[100]] });
    expect((await m.client.activity.videoHistory({ series_id: otherShow.id })).history).toEqual([]);
    expect(m.sent.at(-1)).toBe('GET /api/5/1/user/history/video/');
  });

  it('markVideo: watched moves the series on in the feed; unwatched takes it back', async () => {
    const m = await signUp(s);
    await s.watch(m, 1, 30);
    const marked = await m.client.activity.markVideo(s.show.id, 2, 'watched');
    expect(marked).toMatchObject({ uuid: ep(2).uuid, is_watched: true, number: 2 });
    expect(m.sent.at(-1)).toBe(`POST /api/5/1/user/history/video/${s.show.id}.2/watched`);
    const feed = async () =>
      (await m.client.activity.consumeNext()).items.find((i) => i.container_uuid === s.show.uuid);
    expect(await feed()).toMatchObject({ content_id: ep(3).uuid, status: 'up_next' });
    expect((await m.client.activity.markVideo(s.show.id, 2, 'unwatched')).is_watched).toBe(false);
    expect(await feed()).toMatchObject({ content_id: ep(2).uuid, status: 'in_progress' });
    // An episode never watched can be marked too: it enters the history, watched.
    expect(await m.client.activity.markVideo(s.show.id, 4, 'watched')).toMatchObject({
      uuid: ep(4).uuid,
      is_watched: true,
    });
  });

  it('searchHistory: what the member did with the items named; never consumed is absent', async () => {
    const m = await signUp(s);
    await s.watch(m, 0, 30);
    await s.read(m, 1, 3);
    const found = await m.client.activity.searchHistory({
      video_ids: [ep(1).uuid, ep(2).uuid],
      comic_uuids: [s.comics.books[1]!.uuid, s.comics.books[0]!.uuid],
    });
    expect(found.videos.map((v) => v.uuid)).toEqual([ep(1).uuid]);
    expect(found.comics.map((c) => [c.book_uuid, c.page_index])).toEqual([[s.comics.books[1]!.uuid, 3]]);
    const onlyComics = await m.client.activity.searchHistory({ comic_uuids: [s.comics.books[1]!.uuid] });
    expect(onlyComics.videos).toEqual([]);
    expect(m.sent.at(-1)).toBe('POST /api/5/1/user/history/search');
  });

  it('clearHistoryItem: gone from the history until the next event brings it back', async () => {
    const m = await signUp(s);
    await s.watch(m, 0, 30);
    await s.read(m, 0, 1);
    await m.client.activity.clearHistoryItem('episode', ep(1).uuid);
    await m.client.activity.clearHistoryItem('book', s.comics.books[0]!.uuid);
    expect(m.sent.at(-1)).toBe(`DELETE /api/5/user/history/book/${s.comics.books[0]!.uuid}`);
    expect(await m.client.activity.history()).toEqual({ videos: [], comics: [] });
    expect((await m.client.activity.searchHistory({ video_ids: [ep(1).uuid] })).videos).toEqual([]);
    await s.watch(m, 0, 50);
    expect((await m.client.activity.videoHistory()).history.map((v) => [v.uuid, v.slider])).toEqual([
      [ep(1).uuid, 50],
    ]);
  });
});

describe('history failures', () => {
  it('client checks send nothing: 6000, 6001, 5008, 1715, 1700, 1701', async () => {
    const p = probe(s);
    const a = p.client.activity;
    const none = undefined as unknown as number;
    await expectClientCheck(p, a.markVideo(none, 3, 'watched'), 6000);
    await expectClientCheck(p, a.markVideo(s.show.id, none, 'watched'), 6000);
    await expectClientCheck(p, a.markVideo(s.show.id, 3, '' as HistoryCommand), 6000);
    await expectClientCheck(p, a.markVideo(s.show.id, 3, 'rewatch' as HistoryCommand), 6001);
    await expectClientCheck(p, a.markVideo(-4, 3, 'watched'), 6001);
    await expectClientCheck(p, a.searchHistory({}), 6000);
    await expectClientCheck(p, a.searchHistory({ video_ids: [], comic_uuids: [] }), 6000);
    await expectClientCheck(p, a.clearHistoryItem('clip' as HistoryItemType, ep(1).uuid), 5008);
    await expectClientCheck(p, a.clearHistoryItem('episode', 'nope'), 1715);
    await expectClientCheck(p, a.videoHistory({ series_id: 0 }), 1700);
    await expectClientCheck(p, a.videoHistory({ episode_number: -1 }), 1701);
    await expectClientCheck(p, a.videoHistory({ limit: 500 }), 5008);
  });

  it('the server answers the same inputs with the same codes', async () => {
    const m = await signUp(s);
    const raw = (method: 'GET' | 'POST' | 'DELETE', path: string, body?: unknown) =>
      failure(m.client.http.request({ method, path, body, mapping: catalogueMapping }));
    const cases: [string, Promise<Awaited<ReturnType<typeof raw>>>, number][] = [
      ['no series', raw('POST', '/api/5/1/user/history/video/.3/watched'), 6000],
      ['no episode', raw('POST', '/api/5/1/user/history/video/12./watched'), 6000],
      ['no command', raw('POST', '/api/5/1/user/history/video/12.3/'), 6000],
      ['other command', raw('POST', '/api/5/1/user/history/video/12.3/rewatch'), 6001],
      ['series not a number', raw('POST', '/api/5/1/user/history/video/x.3/watched'), 6001],
      ['search, nothing', raw('POST', '/api/5/1/user/history/search', {}), 6000],
      [
        'search, both empty',
        raw('POST', '/api/5/1/user/history/search', { video_ids: [], comic_uuids: [] }),
        6000,
      ],
      ['clear, bad type', raw('DELETE', `/api/5/user/history/clip/${ep(1).uuid}`), 5008],
      ['clear, bad uuid', raw('DELETE', '/api/5/user/history/episode/nope'), 1715],
      ['bad series id', raw('GET', '/api/5/1/user/history/video/?series_id=abc'), 1700],
      ['bad episode number', raw('GET', '/api/5/1/user/history/video/?episode_number=x'), 1701],
      ['limit too large', raw('GET', '/api/5/1/user/history/video/?limit=500'), 5008],
    ];
    for (const [name, call, code] of cases) {
      const e = await call;
      expect(e.status, name).toBe(400);
      expect(e.errors[0]?.code, name).toBe(code);
    }
  });

  it('unknown series, episode or item: 404 → 1721', async () => {
    const m = await signUp(s);
    expectMapped(
      await failure(m.client.activity.markVideo(999_999_999, 1, 'watched')),
      { status: 404, code: 'RESOURCE_NOT_FOUND' },
      1721,
    );
    expect((await failure(m.client.activity.markVideo(s.show.id, 99, 'watched'))).errors[0]?.code).toBe(1721);
    expectMapped(
      await failure(m.client.activity.clearHistoryItem('book', crypto.randomUUID())),
      { status: 404, code: 'RESOURCE_NOT_FOUND' },
      1721,
    );
  });

  it('a visitor has no history: 401 → 1003', async () => {
    for (const call of [
      s.client().activity.history(),
      s.client().activity.markVideo(s.show.id, 1, 'watched'),
    ]) {
      const e = await failure(call);
      expect(e.status).toBe(401);
      expect(e.errors[0]?.code).toBe(1003);
    }
  });
});
