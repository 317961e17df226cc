import crypto from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  BOOKMARKS_API,
  BOOKMARKS_PAGE_SIZE,
  bookmarkedThreadsPageSchema,
  discussionThreadSchema,
  threadPath,
  type BookmarkedThreadsPage,
} from '@fanverse/contract';
import { buildTestApp, type TestApp } from '../helpers/test-app';
import { FAST_ENV, createTestUser } from '../helpers/test-user';
import { bookmarkCall, code, field, insertThread } from './bookmark-fixtures';

/** Bookmarks (accounts spec §7): every call, every code 1052–1056, the page and the check call. */
let t: TestApp;
let author: Awaited<ReturnType<typeof createTestUser>>;

beforeAll(async () => {
  t = await buildTestApp(FAST_ENV);
  author = await createTestUser(t);
});
afterAll(async () => t?.app.close());

const member = () => createTestUser(t);
type Who = { headers: Record<string, string> };
const getPage = (who: Who | null, query = '') =>
  t.app.inject({ method: 'GET', url: `${BOOKMARKS_API}/${query}`, headers: who?.headers ?? {} });
const check = (who: Who, payload: object) =>
  t.app.inject({ method: 'POST', url: `${BOOKMARKS_API}/`, headers: who.headers, payload });

describe('POST /api/muut/1/lists{path}', () => {
  it('bookmarks a thread: 201 with the thread, then 1052 (409) the second time', async () => {
    const fan = await member();
    const thread = await insertThread(t, author.id, { title: 'Harbour lights' });
    const res = await bookmarkCall(t.app, 'POST', thread.path, fan);
    expect(res.statusCode, res.body).toBe(201);
    const body = discussionThreadSchema.parse(res.json());
    expect(body).toMatchObject({
      uuid: thread.uuid,
      path: thread.path,
      title: 'Harbour lights',
      board: 'Fan lounge',
      board_slug: 'lounge',
      username: author.username,
      user_guid: author.guid,
      avatar: '',
      is_own: false,
    });
    const again = await bookmarkCall(t.app, 'POST', thread.path, fan);
    expect(again.statusCode).toBe(409);
    expect(code(again)).toBe(1052);
    expect(field(again)).toBe('path');
  });

  it('two bookmarks of one thread at once: one 201 and one 1052 (the primary key decides)', async () => {
    const fan = await member();
    const thread = await insertThread(t, author.id);
    const replies = await Promise.all([1, 2, 3, 4].map(() => bookmarkCall(t.app, 'POST', thread.path, fan)));
    expect(replies.map((r) => r.statusCode).sort()).toEqual([201, 409, 409, 409]);
    expect(replies.filter((r) => r.statusCode === 409).map(code)).toEqual([1052, 1052, 1052]);
    const rows = await t.database.db
      .selectFrom('thread_bookmarks')
      .select('thread_uuid')
      .where('user_id', '=', fan.id)
      .execute();
    expect(rows).toEqual([{ thread_uuid: thread.uuid }]);
  });

  it('answers 1056 (404) for a path that names no visible thread', async () => {
    const fan = await member();
    const hidden = await insertThread(t, author.id, { hidden: true });
    const deleted = await insertThread(t, author.id, { deleted: true });
    const shown = await insertThread(t, author.id, { board: 'theories' });
    for (const path of [
      threadPath('lounge', crypto.randomUUID()), // unknown thread
      threadPath('lounge', shown.uuid), // a real thread, on another board than its own
      threadPath('no-such-board', shown.uuid),
      hidden.path, // hidden by staff: nobody may bookmark it
      deleted.path,
      '/boards/lounge/threads/not-a-uuid',
      '/threads/whatever',
      `/boards/lounge/threads/${shown.uuid}/extra`,
      `/boards/${'a'.repeat(250)}/threads/${shown.uuid}`,
    ]) {
      const res = await bookmarkCall(t.app, 'POST', path, fan);
      expect(res.statusCode, path).toBe(404);
      expect(code(res), path).toBe(1056);
    }
    expect(
      await t.database.db
        .selectFrom('thread_bookmarks')
        .select('user_id')
        .where('user_id', '=', fan.id)
        .execute(),
    ).toEqual([]);
  });

  it('answers 1054 (400) when no path is given, with or without the trailing slash', async () => {
    const fan = await member();
    for (const [method, path] of [
      ['POST', ''],
      ['DELETE', ''],
      ['DELETE', '/'],
    ] as const) {
      const res = await bookmarkCall(t.app, method, path, fan);
      expect(res.statusCode, `${method} ${path}`).toBe(400);
      expect(code(res)).toBe(1054);
      expect(field(res)).toBe('path');
    }
  });

  it('needs a session: every bookmark call answers 401 to an anonymous caller', async () => {
    const thread = await insertThread(t, author.id);
    for (const res of [
      await bookmarkCall(t.app, 'POST', thread.path, null),
      await bookmarkCall(t.app, 'DELETE', thread.path, null),
      await bookmarkCall(t.app, 'POST', '', null),
      await getPage(null),
      await t.app.inject({ method: 'POST', url: `${BOOKMARKS_API}/`, payload: { paths: [thread.path] } }),
    ]) {
      expect(res.statusCode).toBe(401);
    }
  });
});

describe('DELETE /api/muut/1/lists{path}', () => {
  it('removes a bookmark (204), then answers 1053 (404); only the caller’s own', async () => {
    const fan = await member();
    const other = await member();
    const thread = await insertThread(t, author.id);
    expect((await bookmarkCall(t.app, 'POST', thread.path, fan)).statusCode).toBe(201);
    expect((await bookmarkCall(t.app, 'POST', thread.path, other)).statusCode).toBe(201);
    const removed = await bookmarkCall(t.app, 'DELETE', thread.path, fan);
    expect(removed.statusCode).toBe(204);
    expect(removed.body).toBe('');
    const again = await bookmarkCall(t.app, 'DELETE', thread.path, fan);
    expect(again.statusCode).toBe(404);
    expect(code(again)).toBe(1053);
    // The other member's bookmark of the same thread is untouched.
    expect(((await getPage(other)).json() as BookmarkedThreadsPage).values.map((v) => v.uuid)).toEqual([
      thread.uuid,
    ]);
    for (const path of [threadPath('lounge', crypto.randomUUID()), '/nonsense']) {
      const res = await bookmarkCall(t.app, 'DELETE', path, fan);
      expect(res.statusCode, path).toBe(404);
      expect(code(res)).toBe(1053);
    }
  });

  it('still removes the bookmark of a thread hidden since', async () => {
    const fan = await member();
    const thread = await insertThread(t, author.id);
    await bookmarkCall(t.app, 'POST', thread.path, fan);
    await t.database.db
      .updateTable('discussion_threads')
      .set({ is_hidden: true })
      .where('uuid', '=', thread.uuid)
      .execute();
    expect((await bookmarkCall(t.app, 'DELETE', thread.path, fan)).statusCode).toBe(204);
  });
});

describe('GET /api/muut/1/lists/?page=', () => {
  it('page 1 of nothing is empty with num_pages 0; page 2 of nothing is 1055', async () => {
    const fan = await member();
    const res = await getPage(fan);
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('private, no-store');
    expect(res.json()).toEqual({ num_pages: 0, page: 1, page_size: BOOKMARKS_PAGE_SIZE, values: [] });
    const past = await getPage(fan, '?page=2');
    expect(past.statusCode).toBe(404);
    expect(code(past)).toBe(1055);
  });

  it('pages newest bookmark first, leaves out deleted and hidden threads, and answers 1055 past the end', async () => {
    const fan = await member();
    const threads = [];
    for (let i = 0; i < BOOKMARKS_PAGE_SIZE + 3; i += 1) threads.push(await insertThread(t, author.id));
    // Bookmarked a minute apart, oldest first: the page order is then known exactly.
    const start = Date.now() - 3_600_000;
    await t.database.db
      .insertInto('thread_bookmarks')
      .values(
        threads.map((th, i) => ({
          user_id: fan.id,
          thread_uuid: th.uuid,
          created_at: new Date(start + i * 60_000),
        })),
      )
      .execute();
    // One thread deleted and one hidden since: left out, and not counted.
    await t.database.db
      .updateTable('discussion_threads')
      .set({ deleted_at: new Date() })
      .where('uuid', '=', threads[0]!.uuid)
      .execute();
    await t.database.db
      .updateTable('discussion_threads')
      .set({ is_hidden: true })
      .where('uuid', '=', threads[5]!.uuid)
      .execute();
    const visible = threads.filter((_, i) => i !== 0 && i !== 5).reverse();

    const first = await getPage(fan, '?page=1');
    expect(first.statusCode, first.body).toBe(200);
    const one = bookmarkedThreadsPageSchema.parse(first.json());
    expect(Object.keys(first.json()).sort()).toEqual(['num_pages', 'page', 'page_size', 'values']);
    expect(one).toMatchObject({ num_pages: 2, page: 1, page_size: BOOKMARKS_PAGE_SIZE });
    expect(one.values.map((v) => v.uuid)).toEqual(visible.slice(0, BOOKMARKS_PAGE_SIZE).map((v) => v.uuid));
    const two = (await getPage(fan, '?page=2')).json() as BookmarkedThreadsPage;
    expect(two.values.map((v) => v.uuid)).toEqual(visible.slice(BOOKMARKS_PAGE_SIZE).map((v) => v.uuid));
    const past = await getPage(fan, '?page=3');
    expect(past.statusCode).toBe(404);
    expect(code(past)).toBe(1055);
    // Un-deleting is not a thing, but unhiding is: the bookmark was kept and comes back.
    await t.database.db
      .updateTable('discussion_threads')
      .set({ is_hidden: false })
      .where('uuid', '=', threads[5]!.uuid)
      .execute();
    expect(((await getPage(fan, '?page=2')).json() as BookmarkedThreadsPage).values).toHaveLength(2);
  });

  it('shows only the caller’s bookmarks, with is_own and the board title in the request language', async () => {
    const fan = await member();
    const own = await insertThread(t, fan.id, { board: 'theories' });
    const notMine = await insertThread(t, author.id);
    await bookmarkCall(t.app, 'POST', own.path, fan);
    await bookmarkCall(t.app, 'POST', notMine.path, author);
    const page = (await getPage(fan, '?trans=es')).json() as BookmarkedThreadsPage;
    expect(page.values).toHaveLength(1);
    expect(page.values[0]).toMatchObject({ uuid: own.uuid, is_own: true, board: 'Teorías y predicciones' });
  });

  it('refuses a page that is not a whole number from 1 (5004 envelope code 4)', async () => {
    const fan = await member();
    for (const query of ['?page=0', '?page=x', '?page=1.5']) {
      const res = await getPage(fan, query);
      expect(res.statusCode, query).toBe(400);
      expect(field(res)).toBe('page');
    }
  });
});

describe('POST /api/muut/1/lists/ {paths, page}', () => {
  it('answers the bookmarked threads page of the given paths only', async () => {
    const fan = await member();
    const [a, b, c] = [
      await insertThread(t, author.id),
      await insertThread(t, author.id),
      await insertThread(t, author.id),
    ];
    await bookmarkCall(t.app, 'POST', a.path, fan);
    await bookmarkCall(t.app, 'POST', c.path, fan);
    const res = await check(fan, {
      paths: [a.path, b.path, a.path, 'garbage', '', threadPath('theories', c.uuid)],
      page: 1,
    });
    expect(res.statusCode, res.body).toBe(200);
    const page = bookmarkedThreadsPageSchema.parse(res.json());
    // c's path names the wrong board: not a bookmarked path. a is asked twice, answered once.
    expect(page).toMatchObject({ num_pages: 1, page: 1, page_size: BOOKMARKS_PAGE_SIZE });
    expect(page.values.map((v) => v.path)).toEqual([a.path]);
    const both = (await check(fan, { paths: [a.path, c.path] })).json() as BookmarkedThreadsPage;
    expect(both.values.map((v) => v.uuid).sort()).toEqual([a.uuid, c.uuid].sort());
  });

  it('an empty question is an empty page 1; a page past the end is 1055', async () => {
    const fan = await member();
    expect((await check(fan, { paths: [] })).json()).toEqual({
      num_pages: 0,
      page: 1,
      page_size: BOOKMARKS_PAGE_SIZE,
      values: [],
    });
    const past = await check(fan, { paths: ['garbage'], page: 2 });
    expect(past.statusCode).toBe(404);
    expect(code(past)).toBe(1055);
  });

  it('refuses a body that is not {paths, page} with a coded 400', async () => {
    const fan = await member();
    for (const payload of [
      {},
      { paths: 'x' },
      { paths: [1] },
      { paths: [], page: 0 },
      { paths: Array(101).fill('x') },
    ]) {
      const res = await check(fan, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(code(res)).toBeDefined();
    }
  });
});
