import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  BOOKMARKS_API,
  DISCUSSIONS_API,
  REVIEWS_API,
  ViewerCode,
  type BookmarkedThreadsPage,
  type DiscussionBoard,
  type DiscussionThread,
  type Page,
} from '@fanverse/contract';
import { buildTestApp, type TestApp } from '../helpers/test-app';
import { FAST_ENV, createTestUser } from '../helpers/test-user';
import type { Show } from '../activity/activity-fixtures';
import {
  errorCode,
  firstError,
  setLimits,
  unlockedHeaders,
  type LimitedMember,
} from './enforcement-fixtures';
import { insertRatedComics, insertRatedShow } from './activity-rated-fixtures';

/**
 * Parental limits in the community (issue 23), through the real routes: with a TV-PG and Teen
 * limit, the boards of TV-MA, unrated and Mature titles leave the boards list (counted right);
 * those boards, their threads, replies, bookmarks and reviews answer 403 PARENTAL_LOCK to reading
 * and writing; deleting one's own post, bookmark or review still works; the pin's unlock opens all.
 */
type Headers = Record<string, string>;
let t: TestApp;
let limited: LimitedMember;
let other: LimitedMember;
let pg: Show;
let ma: Show;
let unrated: Show;
let mature: Awaited<ReturnType<typeof insertRatedComics>>;
const boards = {} as Record<'pg' | 'ma' | 'unrated' | 'mature', DiscussionBoard>;
/** Threads: the limited member's own on the TV-PG and TV-MA boards, and the other member's on TV-MA. */
const threads = {} as Record<'ownPg' | 'ownMa' | 'otherMa', DiscussionThread>;

const send = (
  method: 'GET' | 'POST' | 'PATCH' | 'DELETE' | 'PUT',
  url: string,
  headers: Headers,
  payload?: object,
) => t.app.inject({ method, url, headers, ...(payload ? { payload } : {}) });
const ok = async <T>(res: Awaited<ReturnType<typeof send>>, status = 200): Promise<T> => {
  expect(res.statusCode, res.body).toBe(status);
  return res.json() as T;
};
const expectLocked = (res: Awaited<ReturnType<typeof send>>, rating: string) => {
  expect(res.statusCode, res.body).toBe(403);
  expect(firstError(res)).toMatchObject({
    code: ViewerCode.PARENTAL_LOCK,
    message: 'This title is locked by parental controls.',
    rating,
  });
};
const unlocked = (): Promise<Headers> => unlockedHeaders(t, limited);
const boardOf = async (type: string, uuid: string) =>
  ok<DiscussionBoard>(await send('GET', `${DISCUSSIONS_API}/content/${type}/${uuid}/board`, {}));
const newThread = async (who: LimitedMember, board: DiscussionBoard, title: string) =>
  ok<DiscussionThread>(
    await send('POST', `${DISCUSSIONS_API}/boards/${board.slug}/threads`, who.headers, {
      title,
      body: 'Hello',
    }),
    201,
  );
const allBoards = async (headers: Headers, pageSize = 100) => {
  const res = await send('GET', `${DISCUSSIONS_API}/boards?page_size=${pageSize}`, headers);
  return ok<Page<DiscussionBoard>>(res);
};

beforeAll(async () => {
  t = await buildTestApp(FAST_ENV);
  await t.app.ready();
  const db = t.database.db;
  pg = await insertRatedShow(db, { tv_rating: 'TV-PG' });
  ma = await insertRatedShow(db, { tv_rating: 'TV-MA' });
  unrated = await insertRatedShow(db);
  mature = await insertRatedComics(db, 'Mature');
  boards.pg = await boardOf('series', pg.uuid);
  boards.ma = await boardOf('series', ma.uuid);
  boards.unrated = await boardOf('series', unrated.uuid);
  boards.mature = await boardOf('comicseries', mature.series.uuid);

  limited = await createTestUser(t);
  other = await createTestUser(t);
  // Before the limits: the member posted, bookmarked and reviewed on both boards.
  threads.ownPg = await newThread(limited, boards.pg, 'On the TV-PG show');
  threads.ownMa = await newThread(limited, boards.ma, 'On the TV-MA show');
  threads.otherMa = await newThread(other, boards.ma, 'Another on the TV-MA show');
  for (const thread of [threads.ownPg, threads.otherMa]) {
    await ok(await send('POST', `${BOOKMARKS_API}${thread.path}`, limited.headers), 201);
  }
  await ok(await send('POST', `${REVIEWS_API}/series/${ma.uuid}`, limited.headers, { rating: 2 }), 201);
  await setLimits(t, limited, { tv_rating: 'TV-PG', age_rating: 'Teen' });
});
afterAll(async () => t?.app.close());

describe('boards', () => {
  it('the list leaves out the boards of titles above the limits, and counts without them', async () => {
    const everything = await allBoards(other.headers);
    const shown = await allBoards(limited.headers);
    const gone = [boards.ma, boards.unrated, boards.mature].map((b) => b.uuid);
    expect(shown.count).toBe(everything.count - 3);
    expect(shown.values.map((b) => b.uuid)).toEqual(
      everything.values.map((b) => b.uuid).filter((u) => !gone.includes(u)),
    );
    expect(shown.values.map((b) => b.uuid)).toContain(boards.pg.uuid);
    // Pages count only the boards shown.
    const firstPage = await allBoards(limited.headers, 2);
    expect(firstPage.num_pages).toBe(Math.ceil((everything.count - 3) / 2));
    // With the pin entered, all of them.
    expect((await allBoards(await unlocked())).count).toBe(everything.count);
  });

  it('a locked board by slug or by its title is 403 PARENTAL_LOCK; an allowed one is answered', async () => {
    expectLocked(await send('GET', `${DISCUSSIONS_API}/boards/${boards.ma.slug}`, limited.headers), 'TV-MA');
    expectLocked(await send('GET', `${DISCUSSIONS_API}/boards/${boards.unrated.slug}`, limited.headers), '');
    expectLocked(
      await send(
        'GET',
        `${DISCUSSIONS_API}/content/comicseries/${mature.series.uuid}/board`,
        limited.headers,
      ),
      'Mature',
    );
    expectLocked(
      await send('GET', `${DISCUSSIONS_API}/content/series/${ma.uuid}/board`, limited.headers),
      'TV-MA',
    );
    await ok(await send('GET', `${DISCUSSIONS_API}/boards/${boards.pg.slug}`, limited.headers));
    await ok(await send('GET', `${DISCUSSIONS_API}/boards/${boards.ma.slug}`, await unlocked()));
    // Unknown boards stay 404.
    expect((await send('GET', `${DISCUSSIONS_API}/boards/no-such-board`, limited.headers)).statusCode).toBe(
      404,
    );
  });
});

describe('threads and replies', () => {
  it('a locked board’s threads, a thread by id and its replies are 403; allowed ones are answered', async () => {
    expectLocked(
      await send('GET', `${DISCUSSIONS_API}/boards/${boards.ma.slug}/threads`, limited.headers),
      'TV-MA',
    );
    expectLocked(
      await send('GET', `${DISCUSSIONS_API}/threads/${threads.otherMa.uuid}`, limited.headers),
      'TV-MA',
    );
    expectLocked(
      await send('GET', `${DISCUSSIONS_API}/threads/${threads.otherMa.uuid}/replies`, limited.headers),
      'TV-MA',
    );
    const list = await ok<Page<DiscussionThread>>(
      await send('GET', `${DISCUSSIONS_API}/boards/${boards.pg.slug}/threads`, limited.headers),
    );
    expect(list.values.map((thread) => thread.uuid)).toEqual([threads.ownPg.uuid]);
    await ok(await send('GET', `${DISCUSSIONS_API}/threads/${threads.otherMa.uuid}`, await unlocked()));
    // Visitors and members without limits read it.
    await ok(await send('GET', `${DISCUSSIONS_API}/threads/${threads.otherMa.uuid}`, {}));
  });

  it('posting or editing on a locked board is 403 and writes nothing', async () => {
    expectLocked(
      await send('POST', `${DISCUSSIONS_API}/boards/${boards.ma.slug}/threads`, limited.headers, {
        title: 'New',
        body: 'Text',
      }),
      'TV-MA',
    );
    expectLocked(
      await send('POST', `${DISCUSSIONS_API}/threads/${threads.otherMa.uuid}/replies`, limited.headers, {
        body: 'Hi',
      }),
      'TV-MA',
    );
    expectLocked(
      await send('PATCH', `${DISCUSSIONS_API}/threads/${threads.ownMa.uuid}`, limited.headers, {
        title: 'Changed',
      }),
      'TV-MA',
    );
    const stored = await t.database.db
      .selectFrom('discussion_threads')
      .select(['title', 'reply_count'])
      .where('board_uuid', '=', boards.ma.uuid)
      .orderBy('created_at')
      .execute();
    expect(stored).toEqual([
      { title: 'On the TV-MA show', reply_count: 0 },
      { title: 'Another on the TV-MA show', reply_count: 0 },
    ]);
    // The TV-PG board takes posts.
    await ok(
      await send('POST', `${DISCUSSIONS_API}/threads/${threads.ownPg.uuid}/replies`, limited.headers, {
        body: 'Hi',
      }),
      201,
    );
  });

  it('a reply on a locked board is 403 to edit; deleting one’s own thread there works', async () => {
    const reply = await ok<{ uuid: string }>(
      await send('POST', `${DISCUSSIONS_API}/threads/${threads.ownMa.uuid}/replies`, await unlocked(), {
        body: 'Said with the pin',
      }),
      201,
    );
    expectLocked(
      await send('PATCH', `${DISCUSSIONS_API}/replies/${reply.uuid}`, limited.headers, { body: 'Edit' }),
      'TV-MA',
    );
    expect(
      (await send('DELETE', `${DISCUSSIONS_API}/replies/${reply.uuid}`, limited.headers)).statusCode,
    ).toBe(204);
    expect(
      (await send('DELETE', `${DISCUSSIONS_API}/threads/${threads.ownMa.uuid}`, limited.headers)).statusCode,
    ).toBe(204);
  });
});

describe('bookmarks', () => {
  it('pages and the check leave out threads of locked titles, counted right', async () => {
    const page = await ok<BookmarkedThreadsPage>(
      await send('GET', `${BOOKMARKS_API}/?page=1`, limited.headers),
    );
    expect(page.values.map((thread) => thread.uuid)).toEqual([threads.ownPg.uuid]);
    expect(page.num_pages).toBe(1);
    const check = await ok<BookmarkedThreadsPage>(
      await send('POST', `${BOOKMARKS_API}/`, limited.headers, {
        paths: [threads.ownPg.path, threads.otherMa.path],
        page: 1,
      }),
    );
    expect(check.values.map((thread) => thread.uuid)).toEqual([threads.ownPg.uuid]);
    const withPin = await ok<BookmarkedThreadsPage>(
      await send('GET', `${BOOKMARKS_API}/?page=1`, await unlocked()),
    );
    expect(withPin.values.map((thread) => thread.uuid).sort()).toEqual(
      [threads.ownPg.uuid, threads.otherMa.uuid].sort(),
    );
  });

  it('bookmarking a locked thread is 403; removing a bookmark of one works', async () => {
    expect(
      (await send('DELETE', `${BOOKMARKS_API}${threads.otherMa.path}`, limited.headers)).statusCode,
    ).toBe(204);
    expectLocked(await send('POST', `${BOOKMARKS_API}${threads.otherMa.path}`, limited.headers), 'TV-MA');
    const stored = await t.database.db
      .selectFrom('thread_bookmarks')
      .select('thread_uuid')
      .where('user_id', '=', limited.id)
      .execute();
    expect(stored.map((row) => row.thread_uuid)).toEqual([threads.ownPg.uuid]);
  });
});

describe('reviews', () => {
  it('reading or writing reviews of a locked title is 403; deleting one’s own works', async () => {
    const url = `${REVIEWS_API}/series/${ma.uuid}`;
    expectLocked(await send('GET', url, limited.headers), 'TV-MA');
    expectLocked(await send('GET', `${url}/summary`, limited.headers), 'TV-MA');
    expectLocked(await send('PUT', url, limited.headers, { rating: 5 }), 'TV-MA');
    expectLocked(
      await send('POST', `${REVIEWS_API}/comicseries/${mature.series.uuid}`, limited.headers, { rating: 3 }),
      'Mature',
    );
    expect(
      errorCode(await send('POST', `${REVIEWS_API}/series/${unrated.uuid}`, limited.headers, { rating: 3 })),
    ).toBe(ViewerCode.PARENTAL_LOCK);
    await ok(await send('GET', `${url}/summary`, await unlocked()));
    await ok(await send('GET', `${url}/summary`, {}));
    await ok(await send('POST', `${REVIEWS_API}/series/${pg.uuid}`, limited.headers, { rating: 4 }), 201);
    expect((await send('DELETE', url, limited.headers)).statusCode).toBe(204);
  });
});
