import crypto from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BOOKMARKS_PAGE_SIZE, threadPath } from '@fanverse/contract';
import { insertThread } from '../../apps/server/test/bookmarks/bookmark-fixtures';
import { FAST_ENV } from '../../apps/server/test/helpers/test-user';
import { expectClientCheck, expectMapped, failure, signUp, type Member } from './accounts-fixtures';
import { startContractServer, type ContractServer } from './contract-server';

/**
 * The bookmark calls of the real server read by the real client (`client.bookmarks`): replies
 * parse with the contract schemas, a missing path stops on the client (1054), and every code the
 * server answers (1052, 1053, 1054, 1055, 1056) reaches the caller as it was answered.
 */
let s: ContractServer;
let fan: Member;
let authorId: string;

const userId = async (m: Member) =>
  (await s.database.db.selectFrom('users').select('id').where('guid', '=', m.guid).executeTakeFirstOrThrow())
    .id;

beforeAll(async () => {
  s = await startContractServer({ ...FAST_ENV, RATE_LIMIT_MAX: '100000' });
  fan = await signUp(s);
  authorId = await userId(await signUp(s));
});
afterAll(async () => s.app.close());

describe('calls that succeed parse with the contract', () => {
  it('add, page, check, remove', async () => {
    const bookmarks = fan.client.bookmarks;
    const a = await insertThread(s, authorId, { title: 'First' });
    const b = await insertThread(s, authorId, { board: 'theories' });
    expect(await bookmarks.getBookmarks()).toEqual({
      num_pages: 0,
      page: 1,
      page_size: BOOKMARKS_PAGE_SIZE,
      values: [],
    });
    const added = await bookmarks.addBookmark(a.path);
    expect(added).toMatchObject({ uuid: a.uuid, path: a.path, title: 'First', board: 'Fan lounge' });
    await bookmarks.addBookmark(b.path);
    const page = await bookmarks.getBookmarks(1);
    expect(page.num_pages).toBe(1);
    expect(page.values.map((v) => v.uuid).sort()).toEqual([a.uuid, b.uuid].sort());
    const checked = await bookmarks.checkBookmarks([a.path, threadPath('lounge', crypto.randomUUID())]);
    expect(checked.values.map((v) => v.path)).toEqual([a.path]);
    await bookmarks.removeBookmark(a.path);
    await bookmarks.removeBookmark(b.path);
    expect((await bookmarks.getBookmarks()).values).toEqual([]);
  });
});

describe('server replies and their client codes', () => {
  it('1052 already bookmarked (409), 1053 not bookmarked (404), 1056 no such thread (404)', async () => {
    const thread = await insertThread(s, authorId);
    await fan.client.bookmarks.addBookmark(thread.path);
    expectMapped(
      await failure(fan.client.bookmarks.addBookmark(thread.path)),
      { status: 409, code: 1052 },
      1052,
    );
    const other = await insertThread(s, authorId);
    expectMapped(
      await failure(fan.client.bookmarks.removeBookmark(other.path)),
      { status: 404, code: 1053 },
      1053,
    );
    const hidden = await insertThread(s, authorId, { hidden: true });
    for (const path of [threadPath('lounge', crypto.randomUUID()), hidden.path, '/boards/lounge/threads/x']) {
      expectMapped(await failure(fan.client.bookmarks.addBookmark(path)), { status: 404, code: 1056 }, 1056);
    }
  });

  it('1055 page out of bounds (404), from the page and the check call', async () => {
    expectMapped(await failure(fan.client.bookmarks.getBookmarks(5)), { status: 404, code: 1055 }, 1055);
    expectMapped(
      await failure(fan.client.bookmarks.checkBookmarks([threadPath('lounge', crypto.randomUUID())], 2)),
      { status: 404, code: 1055 },
      1055,
    );
  });

  it('1054 no thread path: the client stops it before sending; the server answers it too', async () => {
    for (const path of ['', '   ', '/', undefined as unknown as string]) {
      await expectClientCheck(fan, fan.client.bookmarks.addBookmark(path), 1054);
      await expectClientCheck(fan, fan.client.bookmarks.removeBookmark(path), 1054);
    }
    // Past the client (a raw call): the server's own 1054.
    const res = await fetch(`${s.baseUrl}/api/muut/1/lists`, {
      method: 'POST',
      headers: { authorization: `Token ${fan.token}` },
    });
    expect(res.status).toBe(400);
    expect(((await res.json()) as { errors: { code: number }[] }).errors[0]!.code).toBe(1054);
  });

  it('401 for a caller without a session', async () => {
    const e = await failure(s.client().bookmarks.getBookmarks());
    expect(e.status).toBe(401);
  });
});
