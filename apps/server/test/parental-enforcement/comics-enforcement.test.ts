import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ViewerCode,
  type BrowseComics,
  type ComicBook,
  type ComicHistoryList,
  type ComicSeries,
  type Page,
} from '@fanverse/contract';
import { insertComicFixtures, type InsertedComics } from '../comics/comic-fixtures';
import { writeTestPageImage } from '../comics/comic-page-files';
import { comicEvent, HISTORY, LOG, REDUCED } from '../comics/reading-log-test-app';
import { buildPlaybackTestApp, type PlaybackTestApp } from '../playback/playback-test-app';
import { createTestUser } from '../helpers/test-user';
import {
  errorCode,
  firstError,
  setLimits,
  unlockedHeaders,
  type LimitedMember,
} from './enforcement-fixtures';

/**
 * Parental controls in every comics call (issue 23): with the age limit 'Teen', no Mature (or
 * unrated) comic is reachable through the comics home, the browse list, a series, a series'
 * books, a book, its preview pages, its rights, the book download or the reading history; with
 * the pin entered (X-Viewer-Unlock) every one of them is; a member without limits and a visitor
 * see everything.
 */
let t: PlaybackTestApp;
/** Teen series: three Teen books and one Mature book (a book is judged by its own rating). */
let teen: InsertedComics;
/** Mature series, two free books, the newest release of all (the unlimited masthead). */
let mature: InsertedComics;
/** All Ages series of one book. */
let allAges: InsertedComics;
/** Unrated series and book: the strictest under any limit. */
let unrated: InsertedComics;
let limited: LimitedMember;
let unlimited: LimitedMember;
/** Limited to 'Teen' comics and nothing else: a limit on video only must not touch comics. */
let videoOnly: LimitedMember;

const rate = async (table: 'comic_series' | 'comic_books', uuids: string[], rating: string) => {
  await t.database.db.updateTable(table).set({ age_rating: rating }).where('uuid', 'in', uuids).execute();
};

beforeAll(async () => {
  t = await buildPlaybackTestApp();
  const db = t.database.db;
  teen = await insertComicFixtures(db, {
    series_title: 'Teen Couriers',
    books: [
      { release_date: '2024-02-01', pages: 3 },
      { release_date: '2024-02-02', pages: 3 },
      { release_date: '2024-02-03', pages: 3 },
      { release_date: '2024-02-04', pages: 3, tags: ['horror'] },
    ],
  });
  mature = await insertComicFixtures(db, {
    series_title: 'Mature Depths',
    series_tags: ['horror'],
    books: [
      { release_date: '2025-06-01', pages: 4, preview_count: 2 },
      { release_date: '2025-06-02', pages: 4, reading_direction: 'vertical' },
    ],
  });
  allAges = await insertComicFixtures(db, { series_title: 'Sunny Days', books: [{ pages: 2 }] });
  unrated = await insertComicFixtures(db, { series_title: 'No Rating', books: [{ pages: 2 }] });
  await rate('comic_series', [teen.series.uuid], 'Teen');
  await rate(
    'comic_books',
    teen.books.slice(0, 3).map((b) => b.uuid),
    'Teen',
  );
  await rate('comic_books', [teen.books[3]!.uuid], 'Mature');
  await rate('comic_series', [mature.series.uuid], 'Mature');
  await rate(
    'comic_books',
    mature.books.map((b) => b.uuid),
    'Mature',
  );
  await rate('comic_series', [allAges.series.uuid], 'All Ages');
  await rate('comic_books', [allAges.books[0]!.uuid], 'All Ages');
  await writeTestPageImage(t.config.DATA_DIR, mature.books[0]!.uuid, 1, 'sd', 'en');

  [limited, unlimited, videoOnly] = await Promise.all([
    createTestUser(t),
    createTestUser(t),
    createTestUser(t),
  ]);
  await setLimits(t, limited, { tv_rating: '', age_rating: 'Teen' });
  await setLimits(t, videoOnly, { tv_rating: 'TV-Y', age_rating: '' });
});
afterAll(async () => t.app.close());

/** Every Mature or unrated book uuid of the fixtures. */
const lockedBooks = () => [teen.books[3]!, ...mature.books, ...unrated.books].map((b) => b.uuid);
const allowedBooks = () => [...teen.books.slice(0, 3), ...allAges.books].map((b) => b.uuid);

const ok = async <T>(url: string, headers: Record<string, string> = {}): Promise<T> => {
  const res = await t.get(url, headers);
  expect(res.statusCode, `${url}: ${res.body}`).toBe(200);
  return res.json() as T;
};

/** The payload of a rights token (the signature is the rights tests' business). */
const rightsOf = async (uuid: string, headers: Record<string, string>) => {
  const { token } = await ok<{ token: string }>(`/api/5/1/rights/book/${uuid}`, headers);
  const payload = JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString()) as {
    rights: { can_read: boolean };
    denial?: string;
  };
  return { token, ...payload };
};

describe('comics listings leave out what is above the limits', () => {
  it('browse books: only the books within the limit, counted and paged in SQL', async () => {
    const page = await ok<Page<ComicBook>>('/api/comics/1/browse/books?page_size=2', limited.headers);
    expect(page.count).toBe(allowedBooks().length);
    const all: string[] = [];
    for (let n = 1; n <= Math.ceil(page.count / 2); n += 1) {
      const p = await ok<Page<ComicBook>>(
        `/api/comics/1/browse/books?page_size=2&page=${n}`,
        limited.headers,
      );
      expect(p.values.length).toBe(Math.min(2, page.count - (n - 1) * 2));
      all.push(...p.values.map((b) => b.uuid));
    }
    expect(all.sort()).toEqual(allowedBooks().sort());
    // Asking for Mature by name finds nothing; a page past the last is 404 code 5 as ever.
    const asked = await ok<Page<ComicBook>>('/api/comics/1/browse/books?age_rating=Mature', limited.headers);
    expect(asked.count).toBe(0);
    const past = await t.get('/api/comics/1/browse/books?page_size=2&page=3', limited.headers);
    expect(past.statusCode).toBe(404);
  });

  it('browse books: everything for a visitor, a member without limits, a video-only limit and the pin', async () => {
    const everyone = [...allowedBooks(), ...lockedBooks()].sort();
    for (const headers of [{}, unlimited.headers, videoOnly.headers, await unlockedHeaders(t, limited)]) {
      const page = await ok<Page<ComicBook>>('/api/comics/1/browse/books?page_size=100', headers);
      expect(page.values.map((b) => b.uuid).sort()).toEqual(everyone);
    }
  });

  it('the comics home: masthead, filter counts and tiles from the allowed books only', async () => {
    const open = await ok<BrowseComics>('/api/comics/1/browse/');
    expect(open.masthead?.series_uuid).toBe(mature.series.uuid);
    const ratings = (home: BrowseComics) =>
      home.filter_sections.find((s) => s.key === 'age_rating')?.options.map((o) => [o.value, o.count]);
    expect(ratings(open)).toEqual(
      expect.arrayContaining([
        ['Mature', 3],
        ['Teen', 3],
      ]),
    );

    const home = await ok<BrowseComics>('/api/comics/1/browse/', limited.headers);
    // The newest allowed release is Teen Couriers' third issue.
    expect(home.masthead?.series_uuid).toBe(teen.series.uuid);
    expect(ratings(home)).toEqual([
      ['Teen', 3],
      ['All Ages', 1],
    ]);
    // Horror is only on Mature books; the vertical book and its filter set are Mature too.
    expect(home.categories.map((c) => c.slug)).not.toContain('horror');
    expect(home.filter_sets.map((s) => s.slug)).not.toContain('vertical-scroll');
    expect(open.filter_sets.map((s) => s.slug)).toContain('vertical-scroll');

    const unlocked = await ok<BrowseComics>('/api/comics/1/browse/', await unlockedHeaders(t, limited));
    expect(unlocked.masthead?.series_uuid).toBe(mature.series.uuid);
  });

  it("a series lists only the allowed books; a series' books are counted within the limit", async () => {
    const series = await ok<ComicSeries>(`/api/comics/1/series/${teen.series.uuid}/`, limited.headers);
    expect(series.book_uuids.issue).toEqual(teen.books.slice(0, 3).map((b) => b.uuid));
    expect(series.num_books).toEqual({ issue: 3 });
    expect(series.issue_numbers).toEqual([1, 2, 3]);
    const books = await ok<Page<ComicBook>>(
      `/api/comics/1/series/${teen.series.uuid}/books/issue`,
      limited.headers,
    );
    expect(books.count).toBe(3);
    expect(books.values.map((b) => b.age_rating)).toEqual(['Teen', 'Teen', 'Teen']);

    const whole = await ok<ComicSeries>(`/api/comics/1/series/${teen.series.uuid}/`, unlimited.headers);
    expect(whole.num_books).toEqual({ issue: 4 });
  });
  it('search finds no locked comic, and finds them with the pin', async () => {
    const url = '/api/5/2/search?q=Mature%20Depths';
    const found = (page: Page<{ item_type: string; uuid: string }>) =>
      page.values.filter((i) => i.item_type === 'Book' || i.item_type === 'ComicSeries').map((i) => i.uuid);
    const open = found(await ok(url));
    expect(open).toEqual(expect.arrayContaining([mature.series.uuid, ...mature.books.map((b) => b.uuid)]));
    expect(found(await ok(url, limited.headers))).toEqual([]);
    expect(found(await ok(url, await unlockedHeaders(t, limited))).sort()).toEqual([...open].sort());
  });
});

describe('a fetch of a locked comic answers 403 PARENTAL_LOCK', () => {
  it('books, series and series books above the limit (and unrated ones), with their rating', async () => {
    const cases: [string, string][] = [
      [`/api/comics/1/book/${mature.books[0]!.uuid}/`, 'Mature'],
      [`/api/comics/1/book/${teen.books[3]!.uuid}/`, 'Mature'],
      [`/api/comics/1/book/${unrated.books[0]!.uuid}/`, ''],
      [`/api/comics/1/series/${mature.series.uuid}/`, 'Mature'],
      [`/api/comics/1/series/${unrated.series.uuid}/`, ''],
      [`/api/comics/1/series/${mature.series.uuid}/books/issue`, 'Mature'],
      [`/api/comics/1/series/${mature.series.uuid}/books`, 'Mature'],
    ];
    for (const [url, rating] of cases) {
      const res = await t.get(url, limited.headers);
      expect(res.statusCode, url).toBe(403);
      expect(firstError(res)).toEqual({
        code: ViewerCode.PARENTAL_LOCK,
        message: 'This title is locked by parental controls.',
        rating,
      });
      // Never stored for anyone else, nor by a shared cache.
      expect(res.headers['cache-control'] ?? '').not.toMatch(/public/);
    }
  });

  it('the same fetches answer with the pin entered, without limits and to visitors', async () => {
    const urls = [
      `/api/comics/1/book/${mature.books[0]!.uuid}/`,
      `/api/comics/1/series/${mature.series.uuid}/`,
      `/api/comics/1/series/${mature.series.uuid}/books/issue`,
    ];
    for (const headers of [{}, unlimited.headers, await unlockedHeaders(t, limited)]) {
      for (const url of urls) await ok(url, headers);
    }
    await ok(`/api/comics/1/book/${allowedBooks()[0]}/`, limited.headers);
  });

  it("a locked book's preview pages refuse a limited member, and serve everyone else", async () => {
    const url = `/api/comics/1/book/${mature.books[0]!.uuid}/preview/1`;
    const res = await t.get(url, limited.headers);
    expect(res.statusCode).toBe(403);
    expect(errorCode(res)).toBe(ViewerCode.PARENTAL_LOCK);
    for (const headers of [{}, unlimited.headers, await unlockedHeaders(t, limited)]) {
      const page = await t.get(url, headers);
      expect(page.statusCode).toBe(200);
      expect(page.headers['content-type']).toBe('image/webp');
      expect(page.headers.vary).toMatch(/authorization/i);
    }
  });
});

describe('rights and the book download', () => {
  it("can_read is false with denial 'parental' above the limit, even for a free book", async () => {
    for (const uuid of lockedBooks()) {
      const rights = await rightsOf(uuid, limited.headers);
      expect(rights.rights.can_read, uuid).toBe(false);
      expect(rights.denial).toBe('parental');
    }
    const allowed = await rightsOf(teen.books[0]!.uuid, limited.headers);
    expect(allowed.rights.can_read).toBe(true);
    expect(allowed.denial).toBeUndefined();
  });

  it('the pin lifts it: the same book reads, and its download answers', async () => {
    const rights = await rightsOf(mature.books[0]!.uuid, await unlockedHeaders(t, limited));
    expect(rights.rights.can_read).toBe(true);
    const res = await t.get('/api/comics/1/book/download/', { 'x-auth-jwt': rights.token });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().num_images).toBe(4);
    // Visitors and members without limits read it as ever.
    expect((await rightsOf(mature.books[0]!.uuid, {})).rights.can_read).toBe(true);
    expect((await rightsOf(mature.books[0]!.uuid, unlimited.headers)).rights.can_read).toBe(true);
  });

  it('the download refuses a token denied by parental controls: 403 PARENTAL_LOCK, no page address', async () => {
    const { token } = await rightsOf(mature.books[1]!.uuid, limited.headers);
    const res = await t.get('/api/comics/1/book/download/', { 'x-auth-jwt': token });
    expect(res.statusCode).toBe(403);
    expect(errorCode(res)).toBe(ViewerCode.PARENTAL_LOCK);
    expect(res.body).not.toContain('/comic-pages/');
  });

  it('a new limit ends the unlock: the old X-Viewer-Unlock no longer opens anything', async () => {
    const member = await createTestUser(t);
    await setLimits(t, member, { tv_rating: '', age_rating: 'Teen' });
    const unlocked = await unlockedHeaders(t, member);
    expect((await rightsOf(mature.books[0]!.uuid, unlocked)).rights.can_read).toBe(true);
    await setLimits(t, member, { tv_rating: '', age_rating: '12+' });
    expect((await rightsOf(mature.books[0]!.uuid, unlocked)).denial).toBe('parental');
    // 12+ is below Teen: the Teen books lock too now.
    expect((await t.get(`/api/comics/1/book/${teen.books[0]!.uuid}/`, unlocked)).statusCode).toBe(403);
  });
});

describe('the reading history', () => {
  it('leaves out the books above the limit, in the events and the reduced list, and pages right', async () => {
    const reader = await createTestUser(t);
    const read = [teen.books[0]!, mature.books[0]!, teen.books[1]!, teen.books[3]!, allAges.books[0]!];
    const events = read.map((book, i) =>
      comicEvent({ content_uuid: book.uuid, view_date: Date.UTC(2026, 0, 1, 10, i), page_index: 0 }),
    );
    const logged = await t.app.inject({
      method: 'POST',
      url: LOG,
      payload: { events },
      headers: { ...reader.headers, 'content-type': 'application/json' },
    });
    expect(logged.statusCode, logged.body).toBe(202);

    const everything = await ok<ComicHistoryList>(REDUCED, reader.headers);
    expect(everything.history.map((h) => h.book_uuid)).toHaveLength(5);

    await setLimits(t, reader, { tv_rating: '', age_rating: 'Teen' });
    const allowed = [allAges.books[0]!, teen.books[1]!, teen.books[0]!].map((b) => b.uuid);
    for (const url of [HISTORY, REDUCED]) {
      const list = await ok<ComicHistoryList>(url, reader.headers);
      expect(list.history.map((h) => h.book_uuid)).toEqual(allowed);
      // Two a page: the second page holds the third allowed book and nothing locked.
      const first = await ok<ComicHistoryList>(`${url}?limit=2`, reader.headers);
      expect(first.history.map((h) => h.book_uuid)).toEqual(allowed.slice(0, 2));
      const second = await ok<ComicHistoryList>(
        `${url}?limit=2&start_from=${first.last_key}`,
        reader.headers,
      );
      expect(second.history.map((h) => h.book_uuid)).toEqual(allowed.slice(2));
      expect(second.last_key).toBeNull();
      // Filtered to the Mature book: nothing.
      const one = await ok<ComicHistoryList>(`${url}?content_uuid=${mature.books[0]!.uuid}`, reader.headers);
      expect(one.history).toEqual([]);
    }
    const unlocked = await ok<ComicHistoryList>(REDUCED, await unlockedHeaders(t, reader));
    expect(unlocked.history).toHaveLength(5);
  });
});
