import { afterAll, beforeAll, expect, it } from 'vitest';
import type { CollectionItemsPage } from '@fanverse/contract';
import { buildTestApp, type TestApp } from '../helpers/test-app';
import { FAST_ENV } from '../helpers/test-user';
import { insertVideoFixture, type VideoFixture } from '../catalogue/video/video-fixtures';
import { call, listMember, makeList } from './list-fixtures';

/** A public user list as a collection item (item type UserList): a rail can feature it. */
let t: TestApp;
let video: VideoFixture;

beforeAll(async () => {
  t = await buildTestApp(FAST_ENV);
  video = await insertVideoFixture(t.database.db);
});
afterAll(async () => t?.app.close());

it('shows a public list in a collection, and drops it once private or deleted', async () => {
  const owner = await listMember(t);
  const list = await makeList(t.app, owner, { title: 'Staff picks', is_public: true });
  await call(t.app, 'POST', `/api/lists/2/list/${list}/series/${video.ferry.uuid}`, owner);
  const { id } = await t.database.db
    .selectFrom('collections')
    .select('id')
    .where('uuid', '=', video.collection.uuid)
    .executeTakeFirstOrThrow();
  await t.database.db
    .insertInto('collection_items')
    .values({ collection_id: id, position: 2, item_type: 'UserList', item_uuid: list })
    .execute();
  const items = async () => {
    const res = await call(t.app, 'GET', `/api/5/2/collection-items/uuid/${video.collection.uuid}`);
    expect(res.statusCode, res.body).toBe(200);
    return (res.json() as CollectionItemsPage).values;
  };
  const rail = await items();
  expect(rail.map((item) => item.item_type)).toEqual(['Series', 'Episode', 'UserList']);
  expect(rail[2]).toMatchObject({
    item_type: 'UserList',
    uuid: list,
    title: 'Staff picks',
    username: owner.username,
    items_count: 1,
    url: `/lists/${list}`,
    is_following: false,
  });

  await call(t.app, 'PUT', `/api/lists/2/list/${list}`, owner, { is_public: false });
  expect((await items()).map((item) => item.item_type)).toEqual(['Series', 'Episode']);
  await call(t.app, 'PUT', `/api/lists/2/list/${list}`, owner, { is_public: true });
  expect((await items()).map((item) => item.item_type)).toEqual(['Series', 'Episode', 'UserList']);
  await call(t.app, 'DELETE', `/api/lists/2/list/${list}`, owner);
  expect((await items()).map((item) => item.item_type)).toEqual(['Series', 'Episode']);
});
