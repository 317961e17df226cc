import { describe, expect, it } from 'vitest';
import { envelope, json, testClient } from './fake-fetch';
import {
  BOARD_SLUG,
  THREAD,
  THREAD_PATH,
  bodyOf,
  bookmarksPage,
  codeOf,
  noContent,
  sent,
  thread,
} from './discussions-fixtures';

const API = '/api/muut/1/lists';

describe('client.bookmarks calls', () => {
  it('adds a bookmark: POST /api/muut/1/lists{path}, 201 with the thread', async () => {
    const { client, last } = testClient(() => json(thread(), 201));
    const added = await client.bookmarks.addBookmark(THREAD_PATH);
    expect(added.path).toBe(THREAD_PATH);
    expect(sent(last())).toBe(`POST ${API}${THREAD_PATH}`);
    expect(last().body).toBeUndefined();
  });

  it('removes a bookmark: DELETE /api/muut/1/lists{path}, 204', async () => {
    const { client, last } = testClient(() => noContent());
    expect(await client.bookmarks.removeBookmark(THREAD_PATH)).toBeUndefined();
    expect(sent(last())).toBe(`DELETE ${API}${THREAD_PATH}`);
  });

  it('reads the bookmarked threads page, with the page only when given', async () => {
    const { client, calls } = testClient(() => json(bookmarksPage()));
    const got = await client.bookmarks.getBookmarks();
    expect(Object.keys(got).sort()).toEqual(['num_pages', 'page', 'page_size', 'values']);
    expect(got.values[0]).toMatchObject({
      avatar: '',
      board: 'Ember Harbor',
      created_at: '2026-11-01T10:00:00.000Z',
      path: THREAD_PATH,
      title: 'That lighthouse scene',
      username: 'harbor_watcher',
      uuid: THREAD,
    });
    await client.bookmarks.getBookmarks(3);
    expect(calls.map(sent)).toEqual([`GET ${API}/`, `GET ${API}/`]);
    expect(calls[0]!.url.searchParams.has('page')).toBe(false);
    expect(calls[1]!.url.searchParams.get('page')).toBe('3');
  });

  it('checks which paths are bookmarked: POST /api/muut/1/lists/ {paths, page}', async () => {
    const { client, calls } = testClient(() => json(bookmarksPage()));
    const other = `/boards/${BOARD_SLUG}/threads/00000000-0000-4000-8000-000000000000`;
    const got = await client.bookmarks.checkBookmarks([THREAD_PATH, other], 2);
    expect(got.values.map((value) => value.path)).toEqual([THREAD_PATH]);
    await client.bookmarks.checkBookmarks([THREAD_PATH]);
    await client.bookmarks.checkBookmarks([]);
    expect(calls.map(sent)).toEqual([`POST ${API}/`, `POST ${API}/`, `POST ${API}/`]);
    expect(calls.map(bodyOf)).toEqual([
      { paths: [THREAD_PATH, other], page: 2 },
      { paths: [THREAD_PATH] },
      { paths: [] },
    ]);
  });

  it('a reply of the wrong shape fails with 9999', async () => {
    const { client } = testClient(() => json({ values: 'nope' }));
    expect(await codeOf(client.bookmarks.getBookmarks())).toBe(9999);
  });
});

describe('client.bookmarks: the path (spec §5, 1054 before any request)', () => {
  it('a missing, empty or blank path fails with 1054 on every call that takes one', async () => {
    const { client, calls } = testClient();
    const b = client.bookmarks;
    for (const path of ['', '   ', undefined, null, 5] as unknown as string[]) {
      expect(await codeOf(b.addBookmark(path))).toBe(1054);
      expect(await codeOf(b.removeBookmark(path))).toBe(1054);
      expect(await codeOf(b.checkBookmarks([THREAD_PATH, path]))).toBe(1054);
    }
    expect(await codeOf(b.checkBookmarks(undefined as never))).toBe(1054);
    expect(calls).toHaveLength(0);
  });

  it('a path of slashes alone is no path either (it would be the list route itself)', async () => {
    const { client, calls } = testClient();
    expect(await codeOf(client.bookmarks.addBookmark('/'))).toBe(1054);
    expect(await codeOf(client.bookmarks.removeBookmark('//'))).toBe(1054);
    expect(calls).toHaveLength(0);
  });

  it('the check failure names the field, in the call’s language', async () => {
    const { client } = testClient();
    await expect(client.bookmarks.addBookmark('', { lang: 'es' })).rejects.toMatchObject({
      errors: [{ code: 1054, field: 'path', message: 'No se indicó la ruta del hilo' }],
    });
  });

  it('goes into the URL as given; what would leave the path is escaped or refused', async () => {
    const { client, calls } = testClient(() => json(thread(), 201));
    await client.bookmarks.addBookmark(`boards/${BOARD_SLUG}/threads/${THREAD}`);
    await client.bookmarks.addBookmark('/boards/a?b=1#c/threads/x');
    expect(calls.map((call) => call.url.pathname)).toEqual([
      `${API}${THREAD_PATH}`,
      `${API}/boards/a%3Fb%3D1%23c/threads/x`,
    ]);
    expect(calls[1]!.url.searchParams.has('b')).toBe(false);
    // A dot segment would be resolved out of /api/muut/1/lists before sending: no thread has one.
    expect(await codeOf(client.bookmarks.removeBookmark('/../../../users/me/logout'))).toBe(1056);
    expect(await codeOf(client.bookmarks.addBookmark('/boards/%2e%2E/x'))).toBe(1056);
    expect(calls).toHaveLength(2);
  });
});

describe('client.bookmarks: the server’s codes are kept (spec §8)', () => {
  const cases: Array<[string, number, number]> = [
    ['add', 409, 1052],
    ['add', 404, 1056],
    ['add', 400, 1054],
    ['remove', 404, 1053],
    ['remove', 400, 1054],
    ['page', 404, 1055],
    ['check', 400, 1054],
  ];

  it.each(cases)('%s: %i %i', async (call, status, code) => {
    const { client } = testClient(() => envelope(status, { code, message: 'x' }));
    const b = client.bookmarks;
    const promise =
      call === 'add'
        ? b.addBookmark(THREAD_PATH)
        : call === 'remove'
          ? b.removeBookmark(THREAD_PATH)
          : call === 'page'
            ? b.getBookmarks(99)
            : b.checkBookmarks([THREAD_PATH]);
    expect(await codeOf(promise)).toBe(code);
  });

  it('paging 5004, no session 1003, and nothing is stored', async () => {
    const { client } = testClient(() => envelope(400, { code: 4, message: 'page' }));
    expect(await codeOf(client.bookmarks.getBookmarks(0))).toBe(5004);
    const { client: anonymous } = testClient(() =>
      envelope(401, { code: 'UNAUTHENTICATED', message: 'Sign in' }),
    );
    expect(await codeOf(anonymous.bookmarks.addBookmark(THREAD_PATH))).toBe(1003);
    expect(anonymous.errors.get('profile')).toEqual([]);
  });
});
