import crypto from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { consumeNextItemSchema, type ActivityContainerType, type NextObjectType } from '@fanverse/contract';
import { catalogueMapping } from '@fanverse/client';
import { expectClientCheck, expectMapped, failure, probe, signUp } from './accounts-fixtures';
import { startActivityServer, type ActivityContractServer } from './activity-fixtures';

/**
 * The continue-watching feed of the real server through the real client (`client.activity`
 * consumeNext, nextObject, bulkConsumeNext, ignoreContainer): items parsed by the contract,
 * x-has-more as `hasMore` and x-request-id as `requestId`, the next rules at the end of an
 * episode, a season and the series, ignore and its reversal, and every code (5008, 7900, 1715,
 * 5004, 1721, 1003) from a real reply or a check that sent nothing.
 */
let s: ActivityContractServer;
beforeAll(async () => {
  s = await startActivityServer();
});
afterAll(async () => s.app.close());

const next = (
  containerType: ActivityContainerType,
  containerUuid: string,
  objectType: NextObjectType,
  objectUuid: string,
) => ({
  containerType,
  containerUuid,
  objectType,
  objectUuid,
});
const lines = (items: { container_type: string; content_id: string; status: string }[]) =>
  items.map((i) => `${i.container_type} ${i.content_id} ${i.status}`);

describe('consumeNext', () => {
  it('an episode and a book part-consumed: both in progress at their positions, newest first', async () => {
    const m = await signUp(s);
    await s.watch(m, 0, 40);
    await s.read(m, 0, 2);
    const page = await m.client.activity.consumeNext();
    expect(page.hasMore).toBe(false);
    expect(lines(page.items)).toEqual([
      `comicseries ${s.comics.books[0]!.uuid} in_progress`,
      `series ${s.show.episodes[0]!.uuid} in_progress`,
    ]);
    const [book, episode] = page.items;
    expect(book).toMatchObject({ item_type: 'Book', container_uuid: s.comics.series.uuid, page_index: 2 });
    expect(episode).toMatchObject({
      item_type: 'Episode',
      container_uuid: s.show.uuid,
      timestamp: 40,
      duration: 100,
    });
    expect(episode!.progress).toBeCloseTo(0.4);
    expect(m.sent.at(-1)).toBe('GET /api/5/2/user/consume_next');
  });

  it('x-has-more → hasMore page by page; x-request-id → requestId (given, else the server’s own)', async () => {
    const m = await signUp(s);
    await s.watch(m, 0, 40);
    await s.read(m, 0, 1);
    const first = await m.client.activity.consumeNext({ limit: 1, request_id: 'rail-1' });
    expect(first).toMatchObject({ hasMore: true, requestId: 'rail-1' });
    expect(first.items).toHaveLength(1);
    const second = await m.client.activity.consumeNext({ limit: 1, page: 2 });
    expect(second.hasMore).toBe(false);
    expect(second.items).toHaveLength(1);
    expect(second.items[0]!.container_uuid).not.toBe(first.items[0]!.container_uuid);
    expect(second.requestId).toEqual(expect.any(String));
    expect(second.requestId).not.toBe('rail-1');
  });

  it('filters by kind', async () => {
    const m = await signUp(s);
    await s.watch(m, 0, 40);
    await s.read(m, 0, 1);
    const videos = await m.client.activity.consumeNext({ include_books: false });
    expect(videos.items.map((i) => i.item_type)).toEqual(['Episode']);
    const books = await m.client.activity.consumeNext({ include_videos: false, include_collections: false });
    expect(books.items.map((i) => i.item_type)).toEqual(['Book']);
  });

  it('finishing moves on: next episode, next season’s first, then the series leaves', async () => {
    const m = await signUp(s);
    const seriesItem = async () =>
      (await m.client.activity.consumeNext()).items.find((i) => i.container_uuid === s.show.uuid);
    await s.watch(m, 0, 95); // past 90 % of 100 s
    expect(await seriesItem()).toMatchObject({
      content_id: s.show.episodes[1]!.uuid,
      status: 'up_next',
      timestamp: 0,
    });
    await s.watch(m, 1, 100, { event_type: 'complete' }); // the end of season 1
    expect(await seriesItem()).toMatchObject({
      content_id: s.show.episodes[2]!.uuid,
      status: 'up_next',
      number: 3,
    });
    await s.watch(m, 3, 100, { event_type: 'complete' }); // the series' last episode
    expect(await seriesItem()).toBeUndefined();
  });

  it('a visitor has no feed: 401 → 1003', async () => {
    const e = await failure(s.client().activity.consumeNext());
    expect(e.status).toBe(401);
    expect(e.errors[0]?.code).toBe(1003);
    expect(e.sessionExpired).toBe(true);
  });
});

describe('ignoreContainer', () => {
  it('takes a container out of the feed until the member consumes from it again; bulk still answers it', async () => {
    const m = await signUp(s);
    await s.read(m, 0, 1);
    await s.watch(m, 0, 30);
    await m.client.activity.ignoreContainer('comicseries', s.comics.series.uuid);
    expect(m.sent.at(-1)).toBe(`POST /api/5/2/comicseries/${s.comics.series.uuid}/ignore`);
    expect(lines((await m.client.activity.consumeNext()).items)).toEqual([
      `series ${s.show.episodes[0]!.uuid} in_progress`,
    ]);
    const bulk = await m.client.activity.bulkConsumeNext([`comicseries:${s.comics.series.uuid}`]);
    expect(bulk.map((i) => i.content_id)).toEqual([s.comics.books[0]!.uuid]);
    await s.read(m, 0, 3);
    const back = (await m.client.activity.consumeNext()).items;
    expect(back[0]).toMatchObject({
      container_uuid: s.comics.series.uuid,
      page_index: 3,
      status: 'in_progress',
    });
  });

  it('a container never consumed from is 404 → 1721', async () => {
    const m = await signUp(s);
    const e = await failure(m.client.activity.ignoreContainer('series', s.show.uuid));
    expectMapped(e, { status: 404, code: 'RESOURCE_NOT_FOUND' }, 1721);
  });
});

describe('bulkConsumeNext', () => {
  it('each named container that has an item, in the order asked; others left out', async () => {
    const m = await signUp(s);
    await s.watch(m, 0, 30);
    await s.read(m, 1, 1);
    const items = await m.client.activity.bulkConsumeNext([
      `comicseries:${s.comics.series.uuid}`,
      `collection:${crypto.randomUUID()}`,
      `series:${s.show.uuid}`,
    ]);
    expect(lines(items)).toEqual([
      `comicseries ${s.comics.books[1]!.uuid} in_progress`,
      `series ${s.show.episodes[0]!.uuid} in_progress`,
    ]);
    expect(m.sent.at(-1)).toBe('POST /api/5/2/bulk/user/consume_next');
  });
});

describe('nextObject', () => {
  it('anyone may ask; a member who started the next item gets their position', async () => {
    const visitor = s.client();
    const item = await visitor.activity.nextObject(
      next('series', s.show.uuid, 'episode', s.show.episodes[1]!.uuid),
    );
    expect(item).toMatchObject({
      content_id: s.show.episodes[2]!.uuid,
      status: 'up_next',
      timestamp: 0,
      number: 3,
    });
    const m = await signUp(s);
    await s.watch(m, 2, 50);
    const mine = await m.client.activity.nextObject(
      next('series', s.show.uuid, 'episode', s.show.episodes[1]!.uuid),
    );
    expect(mine).toMatchObject({ content_id: s.show.episodes[2]!.uuid, timestamp: 50 });
    expect(m.sent.at(-1)).toBe(`GET /api/5/2/series/${s.show.uuid}/episode/${s.show.episodes[1]!.uuid}/next`);
    const book = await visitor.activity.nextObject(
      next('comicseries', s.comics.series.uuid, 'book', s.comics.books[0]!.uuid),
    );
    expect(book).toMatchObject({ content_id: s.comics.books[1]!.uuid, item_type: 'Book' });
  });

  it('nothing after the last episode, or an unknown object: 404 → 1721', async () => {
    const c = s.client();
    const last = await failure(
      c.activity.nextObject(next('series', s.show.uuid, 'episode', s.show.episodes[3]!.uuid)),
    );
    expectMapped(last, { status: 404, code: 'RESOURCE_NOT_FOUND' }, 1721);
    const unknown = await failure(
      c.activity.nextObject(next('series', s.show.uuid, 'episode', crypto.randomUUID())),
    );
    expect(unknown.errors[0]?.code).toBe(1721);
  });
});

describe('feed failures', () => {
  it('client checks send nothing: 5008, 5004, 7900, 1715', async () => {
    const p = probe(s);
    const a = p.client.activity;
    await expectClientCheck(p, a.ignoreContainer('show' as ActivityContainerType, s.show.uuid), 5008);
    await expectClientCheck(p, a.ignoreContainer('series', 'nope'), 5008);
    await expectClientCheck(p, a.bulkConsumeNext([s.show.uuid]), 5008);
    await expectClientCheck(p, a.bulkConsumeNext([]), 5008);
    await expectClientCheck(p, a.consumeNext({ limit: 500 }), 5008);
    await expectClientCheck(p, a.consumeNext({ page: 0 }), 5004);
    await expectClientCheck(
      p,
      a.nextObject(next('show' as ActivityContainerType, s.show.uuid, 'episode', s.show.uuid)),
      7900,
    );
    await expectClientCheck(
      p,
      a.nextObject(next('series', s.show.uuid, 'clip' as NextObjectType, s.show.uuid)),
      7900,
    );
    await expectClientCheck(p, a.nextObject(next('series', 'x', 'episode', s.show.uuid)), 1715);
  });

  it('the server answers the same inputs with the same codes', async () => {
    const m = await signUp(s);
    const raw = (method: 'GET' | 'POST', path: string, body?: unknown) =>
      failure(
        m.client.http.request({
          method,
          path,
          body,
          mapping: catalogueMapping,
          schema: consumeNextItemSchema,
        }),
      );
    const cases: [Promise<Awaited<ReturnType<typeof raw>>>, number][] = [
      [raw('POST', `/api/5/2/show/${s.show.uuid}/ignore`), 5008],
      [raw('POST', '/api/5/2/series/nope/ignore'), 5008],
      [raw('POST', '/api/5/2/bulk/user/consume_next', [s.show.uuid]), 5008],
      [raw('POST', '/api/5/2/bulk/user/consume_next', []), 5008],
      [raw('POST', '/api/5/2/bulk/user/consume_next', { refs: [] }), 5008],
      [raw('GET', '/api/5/2/user/consume_next?limit=500'), 5008],
      [raw('GET', '/api/5/2/user/consume_next?include_books=maybe'), 5008],
      [raw('GET', '/api/5/2/user/consume_next?page=0'), 5004],
      [raw('GET', `/api/5/2/show/${s.show.uuid}/episode/${s.show.uuid}/next`), 7900],
      [raw('GET', `/api/5/2/series/${s.show.uuid}/clip/${s.show.uuid}/next`), 7900],
      [raw('GET', `/api/5/2/series/x/episode/${s.show.uuid}/next`), 1715],
      [raw('GET', `/api/5/2/series/${s.show.uuid}/episode/x/next`), 1715],
    ];
    for (const [call, code] of cases) {
      const e = await call;
      expect(e.status).toBe(400);
      expect(e.errors[0]?.code).toBe(code);
    }
  });
});
