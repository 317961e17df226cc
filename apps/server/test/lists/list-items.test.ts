import crypto from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  MAX_ITEMS_PER_LIST,
  userListDetailSchema,
  type ListContentType,
  type ListItem,
  type UserListDetail,
} from '@fanverse/contract';
import { buildTestApp, type TestApp } from '../helpers/test-app';
import { FAST_ENV } from '../helpers/test-user';
import { insertVideoFixture, type VideoFixture } from '../catalogue/video/video-fixtures';
import { insertComicFixtures, type InsertedComics } from '../comics/comic-fixtures';
import { call, code, fillList, listMember, makeList, message, type Member } from './list-fixtures';

/** A list's items: add, reorder, remove, the list page, item URNs and uuids, and their codes. */
let t: TestApp;
let owner: Member;
let other: Member;
let video: VideoFixture;
let comics: InsertedComics;
/** One content of each type a list holds. */
let content: Record<ListContentType, string>;

beforeAll(async () => {
  t = await buildTestApp(FAST_ENV);
  video = await insertVideoFixture(t.database.db);
  comics = await insertComicFixtures(t.database.db);
  owner = await listMember(t);
  other = await listMember(t);
  content = {
    series: video.ferry.uuid,
    episode: video.ferry.episodes[0]!.uuid,
    clip: video.clips.preview.uuid,
    comicseries: comics.series.uuid,
    book: comics.books[0]!.uuid,
    collection: video.collection.uuid,
  };
});
afterAll(async () => t?.app.close());

const itemUrl = (list: string, type: string, uuid: string) => `/api/lists/2/list/${list}/${type}/${uuid}`;
const add = (who: Member, list: string, type: string, uuid: string) =>
  call(t.app, 'POST', itemUrl(list, type, uuid), who);
const page = async (who: Member | null, list: string, query = '') => {
  const res = await call(t.app, 'GET', `/api/lists/2/list/${list}${query}`, who);
  expect(res.statusCode, res.body).toBe(200);
  return userListDetailSchema.parse(res.json()) as UserListDetail;
};

describe('adding items', () => {
  it('adds one item of each content type, resolved to its catalogue entity, counted per type', async () => {
    const list = await makeList(t.app, owner, { title: 'Everything' });
    const expectedItemType = {
      series: 'Series',
      episode: 'Episode',
      clip: 'Clip',
      comicseries: 'ComicSeries',
      book: 'Book',
      collection: 'Collection',
    };
    for (const [type, uuid] of Object.entries(content)) {
      const res = await add(owner, list, type, uuid);
      expect(res.statusCode, res.body).toBe(200);
      const item = res.json() as ListItem;
      expect(item).toMatchObject({
        content_type: type,
        content_uuid: uuid,
        urn: `urn:${type}:${uuid}`,
        sort_order: 0,
        content: { uuid, item_type: expectedItemType[type as ListContentType] },
      });
    }
    const detail = await page(owner, list);
    expect(detail.items_count).toBe(6);
    expect(detail.counts).toEqual({ series: 1, episode: 1, clip: 1, comicseries: 1, book: 1, collection: 1 });
    expect(detail.items.values.map((i) => i.content_type).sort()).toEqual(Object.keys(content).sort());
    expect(detail.items.values.find((i) => i.content_type === 'series')!.content).toMatchObject({
      title: 'The Night Ferry',
    });
  });

  it('adds to `favorites` (made on first use)', async () => {
    const fan = await listMember(t);
    const res = await add(fan, 'favorites', 'series', content.series);
    expect(res.statusCode, res.body).toBe(200);
    const favorites = await page(fan, 'favorites');
    expect(favorites).toMatchObject({ is_favorites: true, items_count: 1 });
  });

  it('answers 2203 to an unsupported type, 2204 to a bad or unknown content uuid, 2205 to a duplicate', async () => {
    const list = await makeList(t.app, owner, { title: 'Rules' });
    for (const type of ['movie', 'Series', 'season', 'userlist', '']) {
      const res = await add(owner, list, type || '%20', content.series);
      expect(res.statusCode, type).toBe(400);
      expect(code(res), type).toBe(2203);
    }
    const badUuid = await add(owner, list, 'series', 'not-a-uuid');
    expect(badUuid.statusCode).toBe(400);
    expect(code(badUuid)).toBe(2204);
    const unknown = await add(owner, list, 'series', crypto.randomUUID());
    expect(unknown.statusCode).toBe(404);
    expect(code(unknown)).toBe(2204);
    // A real uuid of another type is not that type's content.
    const wrongType = await add(owner, list, 'episode', content.series);
    expect(code(wrongType)).toBe(2204);
    expect((await add(owner, list, 'series', content.series)).statusCode).toBe(200);
    const duplicate = await add(owner, list, 'series', content.series.toUpperCase());
    expect(duplicate.statusCode).toBe(409);
    expect(code(duplicate)).toBe(2205);
    expect((await page(owner, list)).items_count).toBe(1);
  });

  it('lets only the owner add, reorder or remove', async () => {
    const list = await makeList(t.app, owner, { title: 'Mine', is_public: true });
    await add(owner, list, 'series', content.series);
    for (const method of ['POST', 'PUT', 'DELETE'] as const) {
      const res = await call(
        t.app,
        method,
        itemUrl(list, 'series', content.series),
        other,
        method === 'PUT' ? { sort_order: 1 } : undefined,
      );
      expect(res.statusCode, method).toBe(403);
      expect(message(res)).toBe('Not authorized');
    }
    const anonymous = await call(t.app, 'POST', itemUrl(list, 'clip', content.clip), null);
    expect(anonymous.statusCode).toBe(401);
    const missingList = await add(owner, crypto.randomUUID(), 'series', content.series);
    expect(missingList.statusCode).toBe(404);
    expect(code(missingList)).toBe(2202);
  });

  it(`stops at ${MAX_ITEMS_PER_LIST} items with code 2209, exactly, when adds race`, async () => {
    const list = await makeList(t.app, owner, { title: 'Full' });
    await fillList(t, list, MAX_ITEMS_PER_LIST - 2);
    const racing = await Promise.all(
      (['series', 'episode', 'clip', 'book'] as const).map((type) => add(owner, list, type, content[type])),
    );
    expect(racing.filter((r) => r.statusCode === 200)).toHaveLength(2);
    for (const refused of racing.filter((r) => r.statusCode !== 200)) {
      expect(refused.statusCode).toBe(400);
      expect(code(refused)).toBe(2209);
    }
    const detail = await page(owner, list, '?page_size=1');
    expect(detail.items_count).toBe(MAX_ITEMS_PER_LIST);
    const { n } = await t.database.db
      .selectFrom('user_list_items')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .where('list_uuid', '=', list)
      .executeTakeFirstOrThrow();
    expect(Number(n)).toBe(MAX_ITEMS_PER_LIST);
    // Removing one makes room again.
    const kept = racing.findIndex((r) => r.statusCode === 200);
    const keptType = (['series', 'episode', 'clip', 'book'] as const)[kept]!;
    expect((await call(t.app, 'DELETE', itemUrl(list, keptType, content[keptType]), owner)).statusCode).toBe(
      200,
    );
    expect((await add(owner, list, 'collection', content.collection)).statusCode).toBe(200);
  });

  it('keeps items_count exact under 30 concurrent adds to one list', async () => {
    const list = await makeList(t.app, owner, { title: 'Busy' });
    const episodes = video.lanterns.episodeUuids.slice(0, 25);
    const results = await Promise.all([
      ...episodes.map((uuid) => add(owner, list, 'episode', uuid)),
      ...episodes.slice(0, 5).map((uuid) => add(owner, list, 'episode', uuid)),
    ]);
    expect(results.filter((r) => r.statusCode === 200)).toHaveLength(25);
    expect(results.filter((r) => r.statusCode === 409)).toHaveLength(5);
    const detail = await page(owner, list);
    expect(detail.items_count).toBe(25);
    expect(detail.counts.episode).toBe(25);
    expect(detail.items.count).toBe(25);
  });
});

describe('reordering and removing', () => {
  it('sets sort_order (default 0), sorts by it, by created and by title, both ways', async () => {
    const list = await makeList(t.app, owner, { title: 'Order' });
    for (const type of ['series', 'episode', 'clip', 'book'] as const)
      await add(owner, list, type, content[type]);
    const set = (type: ListContentType, body?: object) =>
      call(t.app, 'PUT', itemUrl(list, type, content[type]), owner, body);
    expect((await set('book', { sort_order: -5 })).json()).toMatchObject({ sort_order: -5 });
    expect((await set('series', { sort_order: 9 })).json()).toMatchObject({ sort_order: 9 });
    expect((await set('clip', { sort_order: 3 })).json()).toMatchObject({ sort_order: 3 });
    expect((await set('clip')).json()).toMatchObject({ sort_order: 0 });
    const order = async (query: string) =>
      (await page(owner, list, query)).items.values.map((i) => i.content_type);
    expect(await order('')).toEqual(['book', 'episode', 'clip', 'series']);
    expect(await order('?sort=-sort_order')).toEqual(['series', 'clip', 'episode', 'book']);
    expect(await order('?sort=created')).toEqual(['series', 'episode', 'clip', 'book']);
    expect(await order('?sort=-created')).toEqual(['book', 'clip', 'episode', 'series']);
    const titles = (await page(owner, list, '?sort=title')).items.values.map((i) =>
      (i.content as { title: string }).title.toLowerCase(),
    );
    expect(titles).toEqual([...titles].sort());
    expect(await order('?sort=-title')).toEqual((await order('?sort=title')).reverse());
    const bad = await set('book', { sort_order: 1.5 });
    expect(bad.statusCode).toBe(400);
    const badSort = await call(t.app, 'GET', `/api/lists/2/list/${list}?sort=random`, owner);
    expect(code(badSort)).toBe(10);
    const notThere = await set('collection', { sort_order: 1 });
    expect(notThere.statusCode).toBe(404);
    expect(code(notThere)).toBe(2204);
  });

  it('removes an item (then 2204), moving the counts', async () => {
    const list = await makeList(t.app, owner, { title: 'Remove' });
    await add(owner, list, 'clip', content.clip);
    await add(owner, list, 'book', content.book);
    const removed = await call(t.app, 'DELETE', itemUrl(list, 'clip', content.clip), owner);
    expect(removed.statusCode).toBe(200);
    const again = await call(t.app, 'DELETE', itemUrl(list, 'clip', content.clip), owner);
    expect(again.statusCode).toBe(404);
    expect(code(again)).toBe(2204);
    const badType = await call(t.app, 'DELETE', itemUrl(list, 'podcast', content.clip), owner);
    expect(code(badType)).toBe(2203);
    const detail = await page(owner, list);
    expect(detail).toMatchObject({ items_count: 1, counts: { clip: 0, book: 1 } });
  });
});

describe('the list page', () => {
  it('pages, filters by content_type and object_uuid, and leaves out content that is gone', async () => {
    const list = await makeList(t.app, owner, { title: 'Paged', is_public: true });
    for (const uuid of video.lanterns.episodeUuids.slice(0, 7)) await add(owner, list, 'episode', uuid);
    await add(owner, list, 'series', content.series);
    const first = await page(other, list, '?page=1&page_size=3');
    expect(first.items).toMatchObject({ count: 8, num_pages: 3, page: 1, page_size: 3 });
    expect(first.items.values).toHaveLength(3);
    expect(first.items.links.next).toContain('page=2');
    expect((await page(other, list, '?page=3&page_size=3')).items.values).toHaveLength(2);
    const past = await call(t.app, 'GET', `/api/lists/2/list/${list}?page=4&page_size=3`, other);
    expect(past.statusCode).toBe(404);
    expect(code(past)).toBe(5);
    const badPage = await call(t.app, 'GET', `/api/lists/2/list/${list}?page=x`, other);
    expect(code(badPage)).toBe(4);
    const series = await page(other, list, '?content_type=series');
    expect(series.items.values.map((i) => i.content_uuid)).toEqual([content.series]);
    const one = await page(other, list, `?object_uuid=${video.lanterns.episodeUuids[2]}`);
    expect(one.items.values.map((i) => i.content_uuid)).toEqual([video.lanterns.episodeUuids[2]]);
    const none = await page(other, list, `?object_uuid=${crypto.randomUUID()}`);
    expect(none.items.values).toEqual([]);
    const badType = await call(t.app, 'GET', `/api/lists/2/list/${list}?content_type=movie`, other);
    expect(code(badType)).toBe(2203);

    // Content deleted from the catalogue: the item is no longer shown.
    const gone = await makeList(t.app, owner, { title: 'Gone' });
    await add(owner, gone, 'clip', video.clips.interview.uuid);
    await add(owner, gone, 'series', content.series);
    await t.database.db.deleteFrom('clips').where('uuid', '=', video.clips.interview.uuid).execute();
    const shown = await page(owner, gone);
    expect(shown.items.values.map((i) => i.content_type)).toEqual(['series']);
  });

  it('answers the item titles in the `trans` language', async () => {
    const list = await makeList(t.app, owner, { title: 'Idiomas' });
    await add(owner, list, 'series', content.series);
    const [en] = (await page(owner, list)).items.values;
    const [es] = (await page(owner, list, '?trans=es')).items.values;
    expect((en!.content as { title: string }).title).toBe('The Night Ferry');
    expect((es!.content as { title: string }).title).not.toBe('The Night Ferry');
  });
});

describe('item URNs and item uuids', () => {
  it('lists item URNs of a readable list in the owner’s order; 404 for a missing list', async () => {
    const list = await makeList(t.app, owner, { title: 'Urns', is_public: true });
    await add(owner, list, 'book', content.book);
    await add(owner, list, 'series', content.series);
    await call(t.app, 'PUT', itemUrl(list, 'series', content.series), owner, { sort_order: -1 });
    const res = await call(t.app, 'GET', `/api/lists/2/list/${list}/item-urns`, null);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      uuid: list,
      urns: [`urn:series:${content.series}`, `urn:book:${content.book}`],
    });
    const missing = await call(t.app, 'GET', `/api/lists/2/list/${crypto.randomUUID()}/item-urns`, owner);
    expect(missing.statusCode).toBe(404);
    expect(code(missing)).not.toBe(2202);
    const privateList = await makeList(t.app, owner, { title: 'Hidden' });
    const refused = await call(t.app, 'GET', `/api/lists/2/list/${privateList}/item-urns`, other);
    expect(refused.statusCode).toBe(403);
    expect(message(refused)).toBe('Not authorized');
    const favorites = await call(t.app, 'GET', '/api/lists/2/list/favorites/item-urns', owner);
    expect(favorites.statusCode).toBe(200);
  });

  it('gives the content uuids per list: all of mine, only the public ones of others; 404 for an unknown member', async () => {
    const fan = await listMember(t);
    const open = await makeList(t.app, fan, { title: 'Open', is_public: true });
    const closed = await makeList(t.app, fan, { title: 'Closed' });
    await add(fan, open, 'series', content.series);
    await add(fan, closed, 'book', content.book);
    await add(fan, 'favorites', 'clip', content.clip);
    const mine = await call(t.app, 'GET', '/api/lists/1/me/item-uuids', fan);
    expect(mine.statusCode).toBe(200);
    const values = (
      mine.json() as { values: { uuid: string; is_favorites: boolean; item_uuids: string[] }[] }
    ).values;
    expect(values).toHaveLength(3);
    expect(values.find((v) => v.uuid === open)!.item_uuids).toEqual([content.series]);
    expect(values.find((v) => v.uuid === closed)!.item_uuids).toEqual([content.book]);
    expect(values.find((v) => v.is_favorites)!.item_uuids).toEqual([content.clip]);
    const theirs = await call(t.app, 'GET', `/api/lists/1/${fan.guid}/item-uuids`, other);
    expect((theirs.json() as { values: { uuid: string }[] }).values.map((v) => v.uuid)).toEqual([open]);
    const unknown = await call(t.app, 'GET', `/api/lists/1/${'f'.repeat(32)}/item-uuids`, other);
    expect(unknown.statusCode).toBe(404);
    const anonymous = await call(t.app, 'GET', '/api/lists/1/me/item-uuids', null);
    expect(anonymous.statusCode).toBe(403);
    expect(message(anonymous)).toBe('Not authorized');
  });
});
