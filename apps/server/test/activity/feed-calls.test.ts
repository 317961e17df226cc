import crypto from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACTIVITY_ERROR, CatalogueServerCode, type ConsumeNextItem } from '@fanverse/contract';
import { buildPlaybackTestApp, firstError, type PlaybackTestApp } from '../playback/playback-test-app';
import {
  insertCollection,
  insertComicFixtures,
  insertShow,
  logVideo,
  readBook,
  videoEvent,
  watchEpisode,
  type Show,
} from './activity-fixtures';
import { FEED, activityRequests, getFeed } from './activity-requests';

/**
 * The feed's paging and headers, its filters, ignore and its reversal, the bulk and next-object
 * calls, and every code they answer, through the real routes.
 */
let t: PlaybackTestApp;
let r: ReturnType<typeof activityRequests>;
beforeAll(async () => {
  t = await buildPlaybackTestApp();
  r = activityRequests(t);
});
afterAll(async () => t.app.close());

describe('paging, x-has-more and x-request-id', () => {
  let m: Awaited<ReturnType<PlaybackTestApp['member']>>;
  let shows: Show[];
  beforeAll(async () => {
    m = await t.member();
    shows = [];
    for (let i = 0; i < 7; i++) shows.push(await insertShow(t.database.db));
    // Seven series, newest last; the third and the fifth are finished (they leave the feed).
    for (const [i, show] of shows.entries()) {
      const finished = i === 2 || i === 4;
      const events = finished
        ? show.episodes.map((ep) => videoEvent(ep.uuid, 100))
        : [videoEvent(show.episodes[0]!.uuid, 10)];
      await logVideo(t.app, m.headers, events);
    }
  });
  const newestFirst = () => [6, 5, 3, 1, 0].map((i) => shows[i]!.uuid);

  it('pages count only the containers shown: no holes where finished ones were', async () => {
    const ids = (items: ConsumeNextItem[]) => items.map((i) => i.container_uuid);
    const one = await getFeed(t, m.headers, { limit: 2 });
    const two = await getFeed(t, m.headers, { limit: 2, page: 2 });
    const three = await getFeed(t, m.headers, { limit: 2, page: 3 });
    const four = await getFeed(t, m.headers, { limit: 2, page: 4 });
    expect([...ids(one.items), ...ids(two.items), ...ids(three.items)]).toEqual(newestFirst());
    expect([one, two, three, four].map((p) => p.res.headers['x-has-more'])).toEqual([
      'true',
      'true',
      'false',
      'false',
    ]);
    expect(four.items).toEqual([]);
    const exact = await getFeed(t, m.headers, { limit: 5 });
    expect(exact.res.headers['x-has-more']).toBe('false');
    expect(ids(exact.items)).toEqual(newestFirst());
  });

  it('limit defaults to 25; a walled container before the page leaves no hole either', async () => {
    expect((await getFeed(t, m.headers)).items).toHaveLength(5);
    await t.database.db
      .updateTable('episodes')
      .set({ wall_type: 0 })
      .where('uuid', '=', shows[5]!.episodes[0]!.uuid)
      .execute();
    const page2 = await getFeed(t, m.headers, { limit: 2, page: 2 });
    expect(page2.items.map((i) => i.container_uuid)).toEqual([shows[1]!.uuid, shows[0]!.uuid]);
    expect(page2.res.headers['x-has-more']).toBe('false');
    await t.database.db
      .updateTable('episodes')
      .set({ wall_type: null })
      .where('uuid', '=', shows[5]!.episodes[0]!.uuid)
      .execute();
  });

  it('x-request-id echoes request_id, else the reply carries the request own id', async () => {
    const given = await getFeed(t, m.headers, { request_id: 'rail-42:abc' });
    expect(given.res.headers['x-request-id']).toBe('rail-42:abc');
    const [a, b] = [await getFeed(t, m.headers), await getFeed(t, m.headers)];
    expect(a.res.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    expect(a.res.headers['x-request-id']).not.toBe(b.res.headers['x-request-id']);
  });

  it('bad query values are coded 400s; no session is 401', async () => {
    const bad = async (query: string) => {
      const res = await r.get(`${FEED}?${query}`, m.headers);
      expect(res.statusCode, query).toBe(400);
      return firstError(res).code;
    };
    expect(await bad('limit=0')).toBe(8);
    expect(await bad('limit=101')).toBe(8);
    expect(await bad('include_books=maybe')).toBe(8);
    expect(await bad('page=abc')).toBe(4);
    expect(await bad('request_id=has%20space')).toBe(8);
    expect(await bad(`request_id=${'x'.repeat(101)}`)).toBe(8);
    expect(await bad('request_id=%C3%A9')).toBe(8);
    expect(await bad('request_id=a%25b')).toBe(8);
    const anonymous = await r.get(FEED);
    expect(anonymous.statusCode).toBe(401);
  });
});

describe('batches', () => {
  it('reads on past a batch of walled containers, across rows of the same instant', async () => {
    const shows: Show[] = [];
    for (let i = 0; i < 15; i++) shows.push(await insertShow(t.database.db));
    shows.sort((a, b) => (a.uuid < b.uuid ? -1 : 1));
    const m = await t.member();
    // Rows written straight into the model: one instant for all, so only (type, uuid) orders them.
    const at = new Date('2026-01-01T00:00:00.123456Z');
    for (const [i, show] of shows.entries()) {
      const episode = show.episodes[0]!;
      await t.database.db
        .insertInto('activity_items')
        .values({
          user_id: m.id,
          item_type: 'episode',
          item_uuid: episode.uuid,
          container_type: 'series',
          container_uuid: show.uuid,
          first_at: at,
          last_at: at,
          last_id: String(i + 1),
          position_seconds: 10,
          furthest_seconds: 10,
          page_index: null,
          panel_index: null,
          furthest_page: null,
          last_finished: false,
          completed_id: null,
          unwatched_id: null,
          hidden_at: null,
        })
        .execute();
      await t.database.db
        .insertInto('activity_containers')
        .values({
          user_id: m.id,
          container_type: 'series',
          container_uuid: show.uuid,
          item_type: 'episode',
          item_uuid: episode.uuid,
          last_at: at,
          last_id: String(i + 1),
          ignored_at: null,
        })
        .execute();
    }
    // The first twelve are walled: more than a first batch reads for a page of two.
    await t.database.db
      .updateTable('episodes')
      .set({ wall_type: 0 })
      .where(
        'uuid',
        'in',
        shows.slice(0, 12).map((show) => show.episodes[0]!.uuid),
      )
      .execute();
    const one = await getFeed(t, m.headers, { limit: 2 });
    expect(one.items.map((i) => i.container_uuid)).toEqual([shows[12]!.uuid, shows[13]!.uuid]);
    expect(one.res.headers['x-has-more']).toBe('true');
    const two = await getFeed(t, m.headers, { limit: 2, page: 2 });
    expect(two.items.map((i) => i.container_uuid)).toEqual([shows[14]!.uuid]);
    expect(two.res.headers['x-has-more']).toBe('false');
  });
});

describe('include_videos, include_books, include_collections', () => {
  it('filter containers and items by kind', async () => {
    const show = await insertShow(t.database.db);
    const comics = await insertComicFixtures(t.database.db, { books: [{ pages: 5 }] });
    const collection = await insertCollection(t.database.db, [{ type: 'Book', uuid: comics.books[0]!.uuid }]);
    const m = await t.member();
    await watchEpisode(t.app, m.headers, show.episodes[0]!.uuid, 10);
    await readBook(t.app, m.headers, comics.books[0]!.uuid, 1, {
      container_type: 'collection',
      container_uuid: collection.uuid,
    });
    const kinds = async (query: Record<string, string>) =>
      (await getFeed(t, m.headers, query)).items.map((i) => i.container_type).sort();
    expect(await kinds({})).toEqual(['collection', 'comicseries', 'series']);
    expect(await kinds({ include_videos: 'false' })).toEqual(['collection', 'comicseries']);
    expect(await kinds({ include_books: '0' })).toEqual(['series']); // the collection's item is a book
    expect(await kinds({ include_collections: 'false' })).toEqual(['comicseries', 'series']);
    expect(await kinds({ include_videos: '0', include_books: '0', include_collections: '0' })).toEqual([]);
  });
});

describe('POST /api/5/2/{containerType}/{containerUuid}/ignore', () => {
  it('hides the container until the member consumes from it again', async () => {
    const [a, b] = [await insertShow(t.database.db), await insertShow(t.database.db)];
    const comics = await insertComicFixtures(t.database.db, { books: [{ pages: 5 }] });
    const m = await t.member();
    await watchEpisode(t.app, m.headers, a.episodes[0]!.uuid, 10);
    await watchEpisode(t.app, m.headers, b.episodes[0]!.uuid, 10);
    // A book's time is its view date (ms), an episode's its arrival (µs): a view date in the same
    // millisecond as the episode before it would sort first, so the book's is set just after.
    await readBook(t.app, m.headers, comics.books[0]!.uuid, 1, { view_date: Date.now() + 1 });
    const ignore = (type: string, uuid: string, headers = m.headers) =>
      r.post(`/api/5/2/${type}/${uuid}/ignore`, headers);
    const ids = async () => (await getFeed(t, m.headers)).items.map((i) => i.container_uuid);

    const res = await ignore('series', a.uuid);
    expect(res.statusCode, res.body).toBe(204);
    expect(res.body).toBe('');
    expect(await ids()).toEqual([comics.series.uuid, b.uuid]);
    expect((await ignore('comicseries', comics.series.uuid)).statusCode).toBe(204);
    expect(await ids()).toEqual([b.uuid]);
    // Ignoring twice is harmless.
    expect((await ignore('comicseries', comics.series.uuid)).statusCode).toBe(204);

    // The next event of each brings it back, at the front.
    await watchEpisode(t.app, m.headers, a.episodes[0]!.uuid, 20);
    expect(await ids()).toEqual([a.uuid, b.uuid]);
    await readBook(t.app, m.headers, comics.books[0]!.uuid, 2, { view_date: Date.now() + 1 });
    expect(await ids()).toEqual([comics.series.uuid, a.uuid, b.uuid]);

    // Another member's ignore touches only their own row; a container never consumed is 404.
    const other = await t.member();
    const notMine = await ignore('series', b.uuid, other.headers);
    expect(notMine.statusCode).toBe(404);
    expect(firstError(notMine).code).toBe(CatalogueServerCode.RESOURCE_NOT_FOUND);
    expect(await ids()).toEqual([comics.series.uuid, a.uuid, b.uuid]);
    expect((await ignore('collection', crypto.randomUUID())).statusCode).toBe(404);
  });

  it('answers 5008 for a bad container type or uuid, 401 without a session', async () => {
    const m = await t.member();
    for (const path of [
      'season/' + crypto.randomUUID(),
      'Series/' + crypto.randomUUID(),
      'series/not-a-uuid',
    ]) {
      const res = await r.post(`/api/5/2/${path}/ignore`, m.headers);
      expect(res.statusCode, path).toBe(400);
      expect(firstError(res).code, path).toBe(ACTIVITY_ERROR.INVALID_PARAMETER);
    }
    expect((await r.post(`/api/5/2/series/${crypto.randomUUID()}/ignore`)).statusCode).toBe(401);
  });
});

describe('POST /api/5/2/bulk/user/consume_next', () => {
  it('answers the item of each named container that has one, in the order asked', async () => {
    const [a, b, done] = [
      await insertShow(t.database.db),
      await insertShow(t.database.db),
      await insertShow(t.database.db),
    ];
    const m = await t.member();
    await watchEpisode(t.app, m.headers, a.episodes[0]!.uuid, 10);
    await watchEpisode(t.app, m.headers, b.episodes[1]!.uuid, 95);
    await logVideo(
      t.app,
      m.headers,
      done.episodes.map((ep) => videoEvent(ep.uuid, 100)),
    );
    await r.post(`/api/5/2/series/${a.uuid}/ignore`, m.headers);
    const res = await r.post('/api/5/2/bulk/user/consume_next', m.headers, [
      `series:${a.uuid}`,
      `series:${done.uuid}`,
      `comicseries:${crypto.randomUUID()}`,
      `series:${b.uuid}`,
      `series:${a.uuid}`,
    ]);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['cache-control']).toBe('private, no-store');
    const items = res.json() as ConsumeNextItem[];
    expect(items.map((i) => [i.container_uuid, i.content_id, i.status])).toEqual([
      [a.uuid, a.episodes[0]!.uuid, 'in_progress'],
      [b.uuid, b.episodes[2]!.uuid, 'up_next'],
    ]);
    // Another member has none of them.
    const other = await t.member();
    const theirs = await r.post('/api/5/2/bulk/user/consume_next', other.headers, [`series:${a.uuid}`]);
    expect(theirs.json()).toEqual([]);
  });

  it('answers 5008 for a string that is not type:uuid or a body that is not such a list', async () => {
    const m = await t.member();
    const bodies: unknown[] = [
      ['series'],
      [`season:${crypto.randomUUID()}`],
      [`series:${crypto.randomUUID()}`, 'series:nope'],
      [crypto.randomUUID()],
      [],
      'series:x',
      { refs: [] },
      Array.from({ length: 101 }, () => `series:${crypto.randomUUID()}`),
    ];
    for (const body of bodies) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/5/2/bulk/user/consume_next',
        headers: { ...m.headers, 'content-type': 'application/json' },
        payload: JSON.stringify(body),
      });
      expect(res.statusCode, JSON.stringify(body).slice(0, 80)).toBe(400);
      expect(firstError(res).code).toBe(ACTIVITY_ERROR.INVALID_PARAMETER);
    }
    const anonymous = await r.post('/api/5/2/bulk/user/consume_next', {}, [`series:${crypto.randomUUID()}`]);
    expect(anonymous.statusCode).toBe(401);
  });
});

describe('GET /api/5/2/{containerType}/{containerUuid}/{objectType}/{objectUuid}/next', () => {
  const next = (c: string, cu: string, o: string, ou: string, headers: Record<string, string> = {}) =>
    r.get(`/api/5/2/${c}/${cu}/${o}/${ou}/next`, headers);

  it('answers what follows, for anyone; a member who started it gets their position', async () => {
    const show = await insertShow(t.database.db);
    const [e1, e2, , e4] = show.episodes;
    const visitor = await next('series', show.uuid, 'episode', e2!.uuid);
    expect(visitor.statusCode, visitor.body).toBe(200);
    expect(visitor.headers['cache-control']).toBe('private, no-store');
    expect(visitor.json()).toMatchObject({
      container_type: 'series',
      container_uuid: show.uuid,
      content_id: show.episodes[2]!.uuid,
      status: 'up_next',
      timestamp: 0,
      number: 3,
    });

    const m = await t.member();
    await watchEpisode(t.app, m.headers, e2!.uuid, 33);
    const mine = await next('series', show.uuid, 'episode', e1!.uuid, m.headers);
    expect(mine.json()).toMatchObject({
      content_id: e2!.uuid,
      status: 'in_progress',
      timestamp: 33,
      progress: 0.33,
    });

    // Nothing after the last episode; an object outside the container; unknown ones: 404.
    const other = await insertShow(t.database.db);
    for (const res of [
      await next('series', show.uuid, 'episode', e4!.uuid),
      await next('series', other.uuid, 'episode', e1!.uuid),
      await next('series', show.uuid, 'episode', crypto.randomUUID()),
      await next('series', crypto.randomUUID(), 'episode', e1!.uuid),
      await next('comicseries', show.uuid, 'episode', e1!.uuid),
      await next('series', show.uuid, 'book', e1!.uuid),
    ]) {
      expect(res.statusCode, res.body).toBe(404);
      expect(firstError(res).code).toBe(CatalogueServerCode.RESOURCE_NOT_FOUND);
    }
  });

  it('follows books and collections too; a walled next item is not found for the caller', async () => {
    const comics = await insertComicFixtures(t.database.db, {
      books: [{ pages: 4 }, { pages: 4 }, { pages: 4, wall_type: 0 }],
    });
    const [b1, b2, b3] = comics.books;
    const book = await next('comicseries', comics.series.uuid, 'book', b1!.uuid);
    expect(book.json()).toMatchObject({
      item_type: 'Book',
      content_id: b2!.uuid,
      status: 'up_next',
      page_index: 0,
      num_pages: 4,
    });
    expect((await next('comicseries', comics.series.uuid, 'book', b2!.uuid)).statusCode).toBe(404);

    const show = await insertShow(t.database.db);
    const collection = await insertCollection(t.database.db, [
      { type: 'Book', uuid: b3!.uuid },
      { type: 'Book', uuid: b1!.uuid },
      { type: 'Episode', uuid: show.episodes[3]!.uuid },
    ]);
    const entry = await next('collection', collection.uuid, 'book', b1!.uuid);
    expect(entry.json()).toMatchObject({
      container_type: 'collection',
      item_type: 'Episode',
      content_id: show.episodes[3]!.uuid,
      container_asset_url: `/collections/${collection.slug}`,
    });
  });

  it('7900 for an unknown container or object type (checked first), 1715 for a malformed uuid', async () => {
    const u = crypto.randomUUID();
    const code = async (path: string) => {
      const res = await r.get(`/api/5/2/${path}/next`);
      expect(res.statusCode, path).toBe(400);
      return firstError(res).code;
    };
    expect(await code(`season/${u}/episode/${u}`)).toBe(ACTIVITY_ERROR.INVALID_TYPE);
    expect(await code(`series/${u}/clip/${u}`)).toBe(ACTIVITY_ERROR.INVALID_TYPE);
    expect(await code(`season/not-a-uuid/episode/also-not`)).toBe(ACTIVITY_ERROR.INVALID_TYPE);
    expect(await code(`series/not-a-uuid/video/${u}`)).toBe(ACTIVITY_ERROR.INVALID_TYPE);
    expect(await code(`series/not-a-uuid/episode/${u}`)).toBe(ACTIVITY_ERROR.INVALID_UUID);
    expect(await code(`comicseries/${u}/book/${u}x`)).toBe(ACTIVITY_ERROR.INVALID_UUID);
  });

  it('a bad or expired session is 401 even though visitors may ask', async () => {
    const u = crypto.randomUUID();
    const res = await r.get(`/api/5/2/series/${u}/episode/${u}/next`, {
      authorization: 'Token nope',
    });
    expect(res.statusCode).toBe(401);
  });
});
