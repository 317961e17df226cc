import crypto from 'node:crypto';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listItemLookupMapping, listsMapping } from '@fanverse/client';
import { MAX_ITEMS_PER_LIST, MAX_LISTS_PER_USER } from '@fanverse/contract';
import { insertVideoFixture, type VideoFixture } from '../../apps/server/test/catalogue/video/video-fixtures';
import { insertComicFixtures, type InsertedComics } from '../../apps/server/test/comics/comic-fixtures';
import { FAST_ENV } from '../../apps/server/test/helpers/test-user';
import { expectClientCheck, expectMapped, failure, signUp, type Member } from './accounts-fixtures';
import { startContractServer, type ContractServer } from './contract-server';

/**
 * The list calls of the real server read by the real client (`client.lists`): replies parse with
 * the contract schemas, the client's §5 checks stop bad calls before sending, and every failure
 * the server answers ends as spec §8's code ('Not authorized' → 2200, item look-up 404 → 2206,
 * the list codes 2201–2209 kept as answered).
 */
let s: ContractServer;
let video: VideoFixture;
let comics: InsertedComics;
let owner: Member;
let fan: Member;

const verify = (m: Member) =>
  s.database.db.updateTable('users').set({ email_verified: true }).where('guid', '=', m.guid).execute();

beforeAll(async () => {
  s = await startContractServer({ ...FAST_ENV, RATE_LIMIT_MAX: '100000' });
  video = await insertVideoFixture(s.database.db);
  comics = await insertComicFixtures(s.database.db);
  owner = await signUp(s);
  fan = await signUp(s);
  await verify(owner);
});
afterAll(async () => s.app.close());

describe('calls that succeed parse with the contract', () => {
  it('create, add, reorder, read, urns, uuids, follow, following, unfollow, remove, delete', async () => {
    const lists = owner.client.lists;
    const list = await lists.create({ title: 'Contract picks', is_public: true });
    expect(list).toMatchObject({ title: 'Contract picks', is_public: true, user_guid: owner.guid });
    const series = await lists.addItem('series', video.ferry.uuid, list.uuid);
    expect(series).toMatchObject({ content_type: 'series', urn: `urn:series:${video.ferry.uuid}` });
    await lists.addItem('book', comics.books[0]!.uuid, list.uuid);
    expect(await lists.setItemSortOrder(list.uuid, 'book', comics.books[0]!.uuid, -1)).toMatchObject({
      sort_order: -1,
    });
    const detail = await fan.client.lists.getList(list.uuid, { sort: 'sort_order' });
    expect(detail.items.values.map((i) => i.content_type)).toEqual(['book', 'series']);
    expect((await fan.client.lists.itemUrns(list.uuid)).urns).toHaveLength(2);
    expect((await lists.itemUuids()).values.find((v) => v.uuid === list.uuid)!.item_uuids).toHaveLength(2);
    expect(await fan.client.lists.follow(list.uuid)).toMatchObject({ is_following: true, follower_count: 1 });
    expect((await fan.client.lists.following()).values.map((l) => l.uuid)).toEqual([list.uuid]);
    expect((await fan.client.lists.followingUuids()).uuids).toEqual([list.uuid]);
    expect((await fan.client.lists.userLists(owner.guid)).values.map((l) => l.uuid)).toEqual([list.uuid]);
    expect(await fan.client.lists.unfollow(list.uuid)).toMatchObject({
      is_following: false,
      follower_count: 0,
    });
    const updated = await lists.update(list.uuid, { description: 'Only this' });
    expect(updated).toMatchObject({ title: 'Contract picks', description: 'Only this', is_public: true });
    expect(await lists.removeItem(list.uuid, 'series', video.ferry.uuid)).toEqual({ success: true });
    expect(await lists.remove(list.uuid)).toEqual({ success: true });
    // Favourites: the default list, made on first use.
    await lists.addItem('clip', video.clips.preview.uuid);
    expect((await lists.getList()).is_favorites).toBe(true);
  });
});

describe('server replies and their client codes', () => {
  it("'Not authorized' → 2200: someone else's private list, another member's list, an unknown member", async () => {
    const hidden = await owner.client.lists.create({ title: 'Hidden' });
    expectMapped(
      await failure(fan.client.lists.getList(hidden.uuid)),
      { status: 403, code: 'NOT_AUTHORIZED' },
      2200,
    );
    expectMapped(
      await failure(fan.client.lists.update(hidden.uuid, { title: 'Mine now' })),
      { status: 403, code: 'NOT_AUTHORIZED' },
      2200,
    );
    expectMapped(
      await failure(fan.client.lists.follow(hidden.uuid)),
      { status: 403, code: 'NOT_AUTHORIZED' },
      2200,
    );
    expectMapped(
      await failure(fan.client.lists.create({ title: 'Loud', is_public: true })),
      { status: 403, code: 'NOT_AUTHORIZED' },
      2200,
    );
    expectMapped(
      await failure(fan.client.lists.userLists('0'.repeat(32))),
      { status: 404, code: 'NOT_AUTHORIZED' },
      2200,
    );
    expectMapped(await failure(s.client().lists.getList()), { status: 403, code: 'NOT_AUTHORIZED' }, 2200);
  });

  it('item-uuid and item-urn look-ups of a missing list or member → 2206; not authorized still 2200', async () => {
    expectMapped(
      await failure(fan.client.lists.itemUrns(crypto.randomUUID())),
      { status: 404, code: 'LIST_ITEMS_NOT_FOUND' },
      2206,
    );
    expectMapped(
      await failure(fan.client.lists.itemUuids('f'.repeat(32))),
      { status: 404, code: 'LIST_ITEMS_NOT_FOUND' },
      2206,
    );
    const hidden = await owner.client.lists.create({ title: 'Hidden urns' });
    expectMapped(
      await failure(fan.client.lists.itemUrns(hidden.uuid)),
      { status: 403, code: 'NOT_AUTHORIZED' },
      2200,
    );
  });

  it('2202 list not found, 2204 unknown content or item, 2205 duplicate, 2207 own list', async () => {
    const lists = owner.client.lists;
    const list = await lists.create({ title: 'Codes', is_public: true });
    const missing = crypto.randomUUID();
    expectMapped(await failure(lists.getList(missing)), { status: 404, code: 2202 }, 2202);
    expectMapped(await failure(lists.remove(missing)), { status: 404, code: 2202 }, 2202);
    expectMapped(
      await failure(lists.addItem('series', crypto.randomUUID(), list.uuid)),
      { status: 404, code: 2204 },
      2204,
    );
    expectMapped(
      await failure(lists.removeItem(list.uuid, 'book', comics.books[0]!.uuid)),
      { status: 404, code: 2204 },
      2204,
    );
    await lists.addItem('series', video.ferry.uuid, list.uuid);
    expectMapped(
      await failure(lists.addItem('series', video.ferry.uuid, list.uuid)),
      { status: 409, code: 2205 },
      2205,
    );
    expectMapped(await failure(lists.follow(list.uuid)), { status: 400, code: 2207 }, 2207);
    expectMapped(await failure(lists.unfollow(list.uuid)), { status: 400, code: 2207 }, 2207);
  });

  it('what the client checks (2201, 2203, 2204), the server answers the same when sent', async () => {
    const p = owner;
    await expectClientCheck(p, p.client.lists.create({ title: '  ' }), 2201);
    await expectClientCheck(p, p.client.lists.addItem('movie', video.ferry.uuid), 2203);
    await expectClientCheck(p, p.client.lists.addItem('series', ''), 2204);
    await expectClientCheck(p, p.client.lists.remove(''), 2202);
    const http = p.client.http;
    expectMapped(
      await failure(
        http.request({
          method: 'POST',
          path: '/api/lists/1/me',
          body: { title: ' ' },
          mapping: listsMapping,
        }),
      ),
      { status: 400, code: 2201 },
      2201,
    );
    expectMapped(
      await failure(
        http.request({
          method: 'POST',
          path: `/api/lists/2/list/favorites/movie/${video.ferry.uuid}`,
          mapping: listsMapping,
        }),
      ),
      { status: 400, code: 2203 },
      2203,
    );
    expectMapped(
      await failure(
        http.request({
          method: 'POST',
          path: '/api/lists/2/list/favorites/series/nope',
          mapping: listsMapping,
        }),
      ),
      { status: 400, code: 2204 },
      2204,
    );
    // Anonymous: no favourites list to look in.
    expectMapped(
      await failure(
        s.client().http.request({
          method: 'GET',
          path: '/api/lists/2/list/favorites/item-urns',
          mapping: listItemLookupMapping,
        }),
      ),
      { status: 403, code: 'NOT_AUTHORIZED' },
      2200,
    );
  });

  it('the limits: 2208 at 200 lists, 2209 at 5,000 items', async () => {
    const busy = await signUp(s);
    const { id } = await s.database.db
      .selectFrom('users')
      .select('id')
      .where('guid', '=', busy.guid)
      .executeTakeFirstOrThrow();
    await sql`insert into user_lists (uuid, user_id, title)
      select gen_random_uuid(), ${id}::uuid, 'List ' || i from generate_series(1, ${MAX_LISTS_PER_USER - 1}) as i`.execute(
      s.database.db,
    );
    const last = await busy.client.lists.create({ title: 'The last one' });
    expectMapped(
      await failure(busy.client.lists.create({ title: 'One too many' })),
      { status: 400, code: 2208 },
      2208,
    );
    await sql`insert into user_list_items (list_uuid, content_type, content_uuid, title)
      select ${last.uuid}::uuid, 'series', gen_random_uuid(), 'x' from generate_series(1, ${MAX_ITEMS_PER_LIST}) as i`.execute(
      s.database.db,
    );
    await sql`update user_lists set items_count = ${MAX_ITEMS_PER_LIST}, series_count = ${MAX_ITEMS_PER_LIST}
      where uuid = ${last.uuid}::uuid`.execute(s.database.db);
    expectMapped(
      await failure(busy.client.lists.addItem('episode', video.ferry.episodes[0]!.uuid, last.uuid)),
      { status: 400, code: 2209 },
      2209,
    );
  });

  it('generic answers: no session 1003, a bad sort 5010, a page past the last 5005', async () => {
    const anonymous = await failure(s.client().lists.following());
    expect(anonymous.status).toBe(401);
    expect(anonymous.errors[0]?.code).toBe(1003);
    const bad = await failure(fan.client.lists.userLists('me', { sort: 'size' as never }));
    expect(bad.errors[0]?.code).toBe(5010);
    expectMapped(await failure(fan.client.lists.following({ page: 9 })), { status: 404, code: 5 }, 5005);
  });
});
