import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ComicHistoryItem, ComicHistoryList, ComicLogEvent } from '@fanverse/contract';
import { insertComicFixtures, type InsertedComics } from './comic-fixtures';
import {
  HISTORY,
  REDUCED,
  buildReadingLogTestApp,
  comicEvent,
  firstError,
  type ReadingLogTestApp,
} from './reading-log-test-app';

type Member = Awaited<ReturnType<ReadingLogTestApp['member']>>;

let t: ReadingLogTestApp;
/** One series of three books (12, 8 and 5 pages, the first translated), one of one annual (20). */
let heroes: InsertedComics;
let moons: InsertedComics;

beforeAll(async () => {
  t = await buildReadingLogTestApp();
  heroes = await insertComicFixtures(t.database.db, {
    series_title: 'Harbor Heroes',
    series_title_es: 'Héroes del Puerto',
    books: [
      { title: 'The Lighthouse', title_es: 'El Faro', pages: 12, release_date: '2025-04-05' },
      { pages: 8 },
      { pages: 5 },
    ],
  });
  moons = await insertComicFixtures(t.database.db, {
    books: [{ book_type: 'annual', pages: 20, release_date: null }],
  });
});
afterAll(async () => t.app.close());

const T0 = Date.UTC(2026, 2, 1, 9, 0, 0, 0);
const MIN = 60_000;
const iso = (ms: number) => new Date(ms).toISOString();

/** Logs events as a member (or anonymously), without X-Client-Time: view dates stay as sent. */
async function log(events: ComicLogEvent[], headers: Record<string, string>) {
  for (let i = 0; i < events.length; i += 500) {
    const res = await t.post({ events: events.slice(i, i + 500) }, headers);
    expect(res.statusCode, res.body).toBe(202);
  }
}

function bookEvent(
  comics: InsertedComics,
  book: number,
  overrides: Partial<ComicLogEvent> = {},
): ComicLogEvent {
  return comicEvent({
    content_uuid: comics.books[book]!.uuid,
    series_uuid: comics.series.uuid,
    container_type: 'series',
    container_uuid: comics.series.uuid,
    ...overrides,
  });
}

async function history(who: Member, query = '', url = HISTORY): Promise<ComicHistoryList> {
  const res = await t.get(`${url}?${query}`, who.headers);
  expect(res.statusCode, res.body).toBe(200);
  expect(res.headers['cache-control']).toBe('private, no-store');
  return res.json() as ComicHistoryList;
}

/** Every page from `start_from` (or the first), following last_key to its null. */
async function allPages(who: Member, query = '', url = HISTORY, startFrom: string | null = null) {
  const pages: ComicHistoryItem[][] = [];
  let key = startFrom;
  for (;;) {
    const page = await history(who, `${query}${key ? `&start_from=${key}` : ''}`, url);
    pages.push(page.history);
    key = page.last_key;
    if (!key) return pages;
    expect(pages.length).toBeLessThan(100);
  }
}

/** What an item says of its event, to compare with what was logged. */
const seen = (i: ComicHistoryItem) => [i.book_uuid, i.timestamp, i.page_index, i.panel_index];
const sent = (e: ComicLogEvent) => [e.content_uuid, e.view_date, e.page_index, e.panel_index ?? null];

/** Newest view_date first; among equal dates the later logged (the higher id) first. */
const newestFirst = (events: ComicLogEvent[]) =>
  events
    .map((e, i) => ({ e, i }))
    .sort((a, b) => b.e.view_date - a.e.view_date || b.i - a.i)
    .map(({ e }) => e);

describe('comic history: every event', () => {
  it('pages with last_key through every event, newest first (ties by id): no duplicate, no gap, null at the end', async () => {
    const m = await t.member();
    // 47 events over four books, in pairs sharing a time, logged in no order of time.
    const events = Array.from({ length: 47 }, (_, i) =>
      i % 4 === 3
        ? bookEvent(moons, 0, {
            view_date: T0 + Math.floor(i / 2) * MIN,
            page_index: i % 20,
            panel_index: null,
          })
        : bookEvent(heroes, i % 3, {
            view_date: T0 + Math.floor(i / 2) * MIN,
            page_index: i % 5,
            panel_index: i % 3,
          }),
    );
    const shuffled = [...events.slice(20), ...events.slice(0, 20).reverse()];
    await log(shuffled, m.headers);

    const pages = await allPages(m, 'limit=10');
    expect(pages.map((p) => p.length)).toEqual([10, 10, 10, 10, 7]);
    expect(pages.flat().map(seen)).toEqual(newestFirst(shuffled).map(sent));
    // A page size that divides the count exactly: the last page still answers last_key null.
    expect((await allPages(m, 'limit=47')).map((p) => p.length)).toEqual([47]);
    const sized = await history(m, 'limit=1');
    expect(sized.history).toHaveLength(1);
    expect(sized.last_key).toEqual(expect.any(String));
    // Default 20, at most 100.
    expect((await history(m)).history).toHaveLength(20);
    expect((await history(m, 'limit=100')).history).toHaveLength(47);
  });

  it('keeps its place while events are logged between pages', async () => {
    const m = await t.member();
    const events = Array.from({ length: 30 }, (_, i) =>
      bookEvent(heroes, i % 3, { view_date: T0 + i * MIN, page_index: i % 8 }),
    );
    await log(events, m.headers);
    const first = await history(m, 'limit=10');
    expect(first.history.map(seen)).toEqual(newestFirst(events).slice(0, 10).map(sent));

    // Newer events arrive (they belong before the page already read) and older ones (after it).
    const newer = Array.from({ length: 5 }, (_, i) =>
      bookEvent(heroes, 0, { view_date: T0 + (100 + i) * MIN }),
    );
    const older = Array.from({ length: 5 }, (_, i) => bookEvent(moons, 0, { view_date: T0 - (i + 1) * MIN }));
    await log([...newer, ...older], m.headers);

    const rest = (await allPages(m, 'limit=10', HISTORY, first.last_key)).flat();
    expect(rest.map(seen)).toEqual(
      newestFirst([...events, ...older])
        .slice(10)
        .map(sent),
    );
  });

  it('filters by time: strictly after after_event_ts and strictly before before_event_ts, paged alike', async () => {
    const m = await t.member();
    const events = Array.from({ length: 10 }, (_, k) =>
      bookEvent(heroes, 0, { view_date: T0 + k * MIN, page_index: k }),
    );
    await log(events, m.headers);
    const pageOf = async (query: string) => (await allPages(m, query)).flat().map((i) => i.page_index);

    expect(await pageOf(`after_event_ts=${iso(T0 + 2 * MIN)}&before_event_ts=${iso(T0 + 7 * MIN)}`)).toEqual([
      6, 5, 4, 3,
    ]);
    expect(await pageOf(`limit=3&after_event_ts=${iso(T0 + 2 * MIN - 1)}`)).toEqual([9, 8, 7, 6, 5, 4, 3, 2]);
    expect(await pageOf(`limit=2&before_event_ts=${iso(T0 + 3 * MIN)}`)).toEqual([2, 1, 0]);
    // Any offset: the same instant.
    expect(await pageOf(`before_event_ts=2026-03-01T10:02:00.001%2B01:00`)).toEqual([2, 1, 0]);
    expect(await pageOf(`after_event_ts=${iso(T0 + 9 * MIN)}`)).toEqual([]);
    // Past the millisecond: an event at .000 is before .0005, and not after it.
    const halfMs = iso(T0 + 2 * MIN).replace('.000Z', '.0005Z');
    expect(await pageOf(`before_event_ts=${halfMs}`)).toEqual([2, 1, 0]);
    expect(await pageOf(`after_event_ts=${halfMs}`)).toEqual([9, 8, 7, 6, 5, 4, 3]);
    // Times PostgreSQL itself would refuse (year 0000, year 10000 through the offset, an offset
    // past 15:59) still answer, as the ends of the range the log stores.
    const all = [9, 8, 7, 6, 5, 4, 3, 2, 1, 0];
    expect(await pageOf('before_event_ts=0000-01-01T00:00:00Z')).toEqual([]);
    expect(await pageOf('after_event_ts=0000-01-01T00:00:00Z')).toEqual(all);
    expect(await pageOf('before_event_ts=9999-12-31T23:59:59-01:00')).toEqual(all);
    expect(await pageOf('after_event_ts=9999-12-31T23:59:59-01:00')).toEqual([]);
    expect(await pageOf('after_event_ts=2026-03-01T09:00:00%2B23:59')).toEqual(all);
    expect(await pageOf('before_event_ts=2026-03-01T09:03:00-23:59')).toEqual(all);
    expect(await pageOf(`after_event_ts=${iso(T0 + 5 * MIN)}&before_event_ts=${iso(T0 + 5 * MIN)}`)).toEqual(
      [],
    );
  });

  it('filters by the book’s series (as the catalogue has it) and by book', async () => {
    const m = await t.member();
    const events = [
      bookEvent(heroes, 0, { view_date: T0, page_index: 0 }),
      bookEvent(heroes, 1, { view_date: T0 + MIN, page_index: 1 }),
      bookEvent(moons, 0, { view_date: T0 + 2 * MIN, page_index: 2 }),
      // The reader named the wrong series: the book's own series still finds it.
      bookEvent(heroes, 2, { view_date: T0 + 3 * MIN, page_index: 3, series_uuid: moons.series.uuid }),
      bookEvent(heroes, 1, { view_date: T0 + 4 * MIN, page_index: 4, series_uuid: null }),
    ];
    await log(events, m.headers);
    const pagesOf = async (query: string, url = HISTORY) =>
      (await allPages(m, query, url)).flat().map((i) => i.page_index);

    expect(await pagesOf(`series_uuid=${heroes.series.uuid}`)).toEqual([4, 3, 1, 0]);
    expect(await pagesOf(`series_uuid=${moons.series.uuid.toUpperCase()}`)).toEqual([2]);
    expect(await pagesOf(`content_uuid=${heroes.books[1]!.uuid}&limit=1`)).toEqual([4, 1]);
    expect(await pagesOf(`content_uuid=${heroes.books[1]!.uuid}&series_uuid=${moons.series.uuid}`)).toEqual(
      [],
    );
    expect(await pagesOf(`series_uuid=${heroes.series.uuid}`, REDUCED)).toEqual([4, 3, 0]);
    expect(await pagesOf(`content_uuid=${moons.books[0]!.uuid}`, REDUCED)).toEqual([2]);
  });

  it('answers each item with its book, in the request’s language, and is_watched for the event that reached the end', async () => {
    const m = await t.member();
    const lighthouse = heroes.books[0]!;
    const container = heroes.series.uuid;
    await log(
      [
        bookEvent(heroes, 0, { view_date: T0, page_index: 5, panel_index: 2 }),
        bookEvent(heroes, 0, {
          view_date: T0 + MIN,
          page_index: 11,
          panel_index: null,
          container_type: 'list',
        }),
        bookEvent(moons, 0, {
          view_date: T0 + 2 * MIN,
          event_type: 'complete',
          page_index: 3,
          container_type: null,
          container_uuid: null,
        }),
      ],
      m.headers,
    );
    const { history: items, last_key } = await history(m);
    expect(last_key).toBeNull();
    expect(items[2]).toEqual({
      air_date: '2025-04-05',
      book: {
        uuid: lighthouse.uuid,
        title: 'The Lighthouse',
        slug: lighthouse.slug,
        asset_key: expect.any(String),
        book_type: 'issue',
        series_uuid: heroes.series.uuid,
        series_title: 'Harbor Heroes',
        issue_number: 1,
        num_pages: 12,
        url: `/comics/book/${lighthouse.uuid}/${lighthouse.slug}`,
      },
      book_uuid: lighthouse.uuid,
      container_type: 'series',
      container_uuid: container,
      episode_number: 1,
      event_ts: iso(T0),
      is_watched: false,
      page_index: 5,
      panel_index: 2,
      series_id: heroes.series.uuid,
      timestamp: T0,
    });
    // The last page (index 11 of 12) and a `complete` event count as read to the end.
    expect(items[1]).toMatchObject({
      page_index: 11,
      panel_index: null,
      is_watched: true,
      container_type: 'list',
    });
    expect(items[0]).toMatchObject({
      book_uuid: moons.books[0]!.uuid,
      air_date: null,
      episode_number: null,
      is_watched: true,
      container_type: null,
      container_uuid: null,
      book: { book_type: 'annual', num_pages: 20 },
    });

    const es = await history(m, 'trans=es');
    expect(es.history[2]!.book).toMatchObject({ title: 'El Faro', series_title: 'Héroes del Puerto' });
    // A book without a Spanish title answers the English one.
    expect(es.history[0]!.book.title).toBe(items[0]!.book.title);
  });

  it('leaves out events whose book no longer exists', async () => {
    const m = await t.member();
    const gone = await insertComicFixtures(t.database.db, { books: [{}, {}] });
    await log(
      [
        bookEvent(gone, 0, { view_date: T0, page_index: 0 }),
        bookEvent(gone, 1, { view_date: T0 + MIN, page_index: 1 }),
        bookEvent(heroes, 0, { view_date: T0 + 2 * MIN, page_index: 2 }),
        // A book the catalogue never had.
        comicEvent({ view_date: T0 + 3 * MIN, page_index: 3 }),
      ],
      m.headers,
    );
    await t.database.db.deleteFrom('comic_books').where('id', '=', gone.books[1]!.id).execute();
    expect((await history(m)).history.map((i) => i.page_index)).toEqual([2, 0]);
    expect((await history(m, '', REDUCED)).history.map((i) => i.page_index)).toEqual([2, 0]);
  });
});

describe('comic history: reduced', () => {
  it('one row per book: the furthest page, the furthest panel on it, the latest event’s time and container', async () => {
    const m = await t.member();
    const list = heroes.series.uuid; // any uuid: where the member last read the book from
    await log(
      [
        // Book 0 (12 pages): furthest page 5, its furthest panel 3, last read on page 4.
        bookEvent(heroes, 0, { view_date: T0, page_index: 2, panel_index: 2 }),
        bookEvent(heroes, 0, { view_date: T0 + 1 * MIN, page_index: 5, panel_index: 1 }),
        bookEvent(heroes, 0, { view_date: T0 + 2 * MIN, page_index: 5, panel_index: 3 }),
        bookEvent(heroes, 0, { view_date: T0 + 3 * MIN, page_index: 5, panel_index: null }),
        bookEvent(heroes, 0, {
          view_date: T0 + 9 * MIN,
          page_index: 4,
          panel_index: 7,
          container_type: 'list',
          container_uuid: list,
        }),
        // Book 1 (8 pages): its last page reached, read whole (no panel).
        bookEvent(heroes, 1, { view_date: T0 + 4 * MIN, page_index: 7, panel_index: null }),
        // Book 2 (5 pages): completed without reaching the last page's view.
        bookEvent(heroes, 2, { view_date: T0 + 5 * MIN, page_index: 1, panel_index: 0 }),
        bookEvent(heroes, 2, {
          view_date: T0 + 6 * MIN,
          event_type: 'complete',
          page_index: 2,
          panel_index: null,
        }),
        // The annual: page 3, not finished; logged last but read earliest.
        bookEvent(moons, 0, { view_date: T0 - MIN, page_index: 3, panel_index: 0 }),
      ],
      m.headers,
    );
    const pages = await allPages(m, 'limit=1', REDUCED);
    expect(pages.map((p) => p.length)).toEqual([1, 1, 1, 1]);
    const rows = pages.flat();
    expect(rows.map((r) => [r.book_uuid, r.page_index, r.panel_index, r.timestamp, r.is_watched])).toEqual([
      [heroes.books[0]!.uuid, 5, 3, T0 + 9 * MIN, false],
      // The `complete` event is on the furthest page, and names no panel.
      [heroes.books[2]!.uuid, 2, null, T0 + 6 * MIN, true],
      [heroes.books[1]!.uuid, 7, null, T0 + 4 * MIN, true],
      [moons.books[0]!.uuid, 3, 0, T0 - MIN, false],
    ]);
    expect(rows[0]).toMatchObject({
      container_type: 'list',
      container_uuid: list,
      event_ts: iso(T0 + 9 * MIN),
    });
    expect(rows[0]!.book).toMatchObject({ title: 'The Lighthouse', num_pages: 12 });
    expect((await history(m, 'limit=2', REDUCED)).history.map((r) => r.book_uuid)).toEqual(
      rows.slice(0, 2).map((r) => r.book_uuid),
    );

    // Filters apply to the events before they are reduced.
    const early = await history(
      m,
      `content_uuid=${heroes.books[0]!.uuid}&before_event_ts=${iso(T0 + 2 * MIN)}`,
      REDUCED,
    );
    expect(early.history.map((r) => [r.page_index, r.panel_index, r.timestamp])).toEqual([[5, 1, T0 + MIN]]);
  });
});

describe('comic history: whose', () => {
  it('is only ever the caller’s own: another member’s and anonymous events never appear', async () => {
    const a = await t.member();
    const b = await t.member();
    const mine = [
      bookEvent(heroes, 0, { view_date: T0, page_index: 1 }),
      bookEvent(heroes, 1, { view_date: T0 + MIN, page_index: 2 }),
    ];
    const theirs = [bookEvent(heroes, 0, { view_date: T0 + 2 * MIN, page_index: 11 })];
    const anonymous = [
      bookEvent(heroes, 0, { view_date: T0 + 3 * MIN, page_index: 10 }),
      bookEvent(moons, 0, { view_date: T0 + 4 * MIN }),
    ];
    await log(mine, a.headers);
    await log(theirs, b.headers);
    await log(anonymous, {});

    expect((await allPages(a)).flat().map(seen)).toEqual(newestFirst(mine).map(sent));
    expect((await allPages(b)).flat().map(seen)).toEqual(theirs.map(sent));
    expect((await allPages(a, '', REDUCED)).flat().map((r) => [r.book_uuid, r.page_index])).toEqual([
      [heroes.books[1]!.uuid, 2],
      [heroes.books[0]!.uuid, 1],
    ]);
    // A key handed to b, used by a, pages a's own rows only.
    const bKey = (await history(b, 'limit=1')).last_key;
    await log([bookEvent(moons, 0, { view_date: T0 + 5 * MIN })], b.headers);
    const bFirst = await history(b, 'limit=1');
    expect((await allPages(a, '', HISTORY, bFirst.last_key)).flat().map(seen)).toEqual(
      newestFirst(mine).map(sent),
    );
    expect(bKey).toBeNull();
    const fresh = await t.member();
    expect(await history(fresh)).toEqual({ history: [], last_key: null });
    expect(await history(fresh, `content_uuid=${moons.books[0]!.uuid}`, REDUCED)).toEqual({
      history: [],
      last_key: null,
    });
  });

  it('answers 401 without a session, with a bad one or an expired one', async () => {
    for (const url of [HISTORY, REDUCED]) {
      const none = await t.get(url);
      expect(none.statusCode).toBe(401);
      expect(firstError(none).code).toBe('UNAUTHENTICATED');
      const bad = await t.get(url, { authorization: 'Token not-a-real-session' });
      expect(bad.statusCode).toBe(401);
      expect(firstError(bad).code).toBe('UNAUTHENTICATED');
    }
  });
});

describe('comic history: bad queries', () => {
  const b64 = (text: string) => Buffer.from(text).toString('base64url');

  it('a start_from that is no last_key is 400 code 8 (never a server error), on both routes', async () => {
    const m = await t.member();
    for (const url of [HISTORY, REDUCED]) {
      for (const key of [
        'abc',
        '!!!!',
        b64('12:x'),
        b64('-1:5'),
        b64('1:'),
        b64(':1'),
        b64('1.5:2'),
        b64('1:2:3'),
        b64('253402300800000:1'),
        b64('1:9223372036854775808'),
        b64('99999999999999999999:1'),
        b64(' 1:2'),
        'x'.repeat(201),
      ]) {
        const res = await t.get(`${url}?start_from=${encodeURIComponent(key)}`, m.headers);
        expect(res.statusCode, `${url} ${key}`).toBe(400);
        expect(firstError(res), key).toMatchObject({ code: 8, field: 'start_from' });
      }
      // A well-formed key past every row is simply an empty page.
      expect(await history(m, `start_from=${b64('0:0')}`, url)).toEqual({ history: [], last_key: null });
    }
  });

  it('refuses every other bad value with a coded 400 naming the field', async () => {
    const m = await t.member();
    const cases: [string, string, string | number][] = [
      ['limit=0', 'limit', 8],
      ['limit=101', 'limit', 8],
      ['limit=1.5', 'limit', 8],
      ['limit=ten', 'limit', 8],
      ['limit=-1', 'limit', 8],
      ['series_uuid=nope', 'series_uuid', 8],
      ['content_uuid=1234', 'content_uuid', 'INVALID_UUID'],
      ['before_event_ts=yesterday', 'before_event_ts', 8],
      ['after_event_ts=2026-03-01', 'after_event_ts', 8],
      ['after_event_ts=2026-13-01T00:00:00Z', 'after_event_ts', 8],
    ];
    for (const url of [HISTORY, REDUCED]) {
      for (const [query, field, code] of cases) {
        const res = await t.get(`${url}?${query}`, m.headers);
        expect(res.statusCode, `${url}?${query}`).toBe(400);
        expect(firstError(res), query).toMatchObject({ code, field });
      }
    }
  });
});
