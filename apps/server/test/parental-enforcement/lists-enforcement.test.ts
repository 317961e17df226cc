import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ViewerCode,
  type CollectionItemsPage,
  type FollowingPage,
  type ListContentType,
  type ListItemUrns,
  type ListItemUuids,
  type UserListDetail,
  type UserLists,
} from '@fanverse/contract';
import { buildTestApp, type TestApp } from '../helpers/test-app';
import { FAST_ENV } from '../helpers/test-user';
import { insertCollection, type Show } from '../activity/activity-fixtures';
import { call, listMember, makeList, type Member } from '../lists/list-fixtures';
import { errorCode, firstError, setLimits, unlockedHeaders } from './enforcement-fixtures';
import { insertClip, insertRatedComics, insertRatedShow } from './activity-rated-fixtures';

/**
 * Parental limits in user lists (issue 23), through the real routes: a member with a TV-PG and
 * Teen limit sees, in their own lists and in another member's public list, only the items within
 * them (pages, counts, filters, URNs, item uuids, the lists' counters, a rail's list tile); adding
 * or reordering locked content is 403 PARENTAL_LOCK, removing it works; the pin's unlock shows
 * everything.
 */
let t: TestApp;
let limited: Member;
let owner: Member;
let ownList: string;
let publicList: string;
let pg: Show;
let ma: Show;
let filmR: Show;
let unrated: Show;
let teen: Awaited<ReturnType<typeof insertRatedComics>>;
let mature: Awaited<ReturnType<typeof insertRatedComics>>;
let pgClip: string;
let maClip: string;
let orphanClip: string;
let collection: { uuid: string };

type Item = [ListContentType, string];
/** What every list holds: within a TV-PG and Teen limit first, then above it. */
let allowed: Item[];
let locked: Item[];

const listUrl = (uuid: string, query = '') => `/api/lists/2/list/${uuid}${query}`;
const itemUrl = (list: string, [type, uuid]: Item) => `/api/lists/2/list/${list}/${type}/${uuid}`;
const detail = async (who: { headers: Record<string, string> } | null, list: string, query = '') => {
  const res = await call(t.app, 'GET', listUrl(list, query), who);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as UserListDetail;
};
const keys = (items: { content_type: string; content_uuid: string }[]) =>
  items.map((item) => `${item.content_type}:${item.content_uuid}`).sort();
const keysOf = (items: Item[]) => items.map(([type, uuid]) => `${type}:${uuid}`).sort();
const unlocked = async () => ({ headers: await unlockedHeaders(t, limited) });

beforeAll(async () => {
  t = await buildTestApp(FAST_ENV);
  await t.app.ready();
  const db = t.database.db;
  pg = await insertRatedShow(db, { tv_rating: 'TV-PG' });
  ma = await insertRatedShow(db, { tv_rating: 'TV-MA' });
  filmR = await insertRatedShow(db, { mpaa_rating: 'R' });
  unrated = await insertRatedShow(db);
  teen = await insertRatedComics(db, 'Teen');
  mature = await insertRatedComics(db, 'Mature');
  pgClip = await insertClip(db, pg.id);
  maClip = await insertClip(db, ma.id);
  orphanClip = await insertClip(db, null);
  // A collection has no rating of its own: always listed (its entries are filtered where shown).
  collection = await insertCollection(db, [{ type: 'Episode', uuid: pg.episodes[0]!.uuid }]);
  allowed = [
    ['series', pg.uuid],
    ['episode', pg.episodes[0]!.uuid],
    ['clip', pgClip],
    ['comicseries', teen.series.uuid],
    ['book', teen.books[0]!.uuid],
    ['collection', collection.uuid],
  ];
  locked = [
    ['series', ma.uuid],
    ['episode', ma.episodes[0]!.uuid],
    ['clip', maClip],
    ['clip', orphanClip],
    ['comicseries', mature.series.uuid],
    ['book', mature.books[0]!.uuid],
    ['series', filmR.uuid],
    ['series', unrated.uuid],
  ];

  limited = await listMember(t);
  owner = await listMember(t);
  ownList = await makeList(t.app, limited, { title: 'Mine' });
  publicList = await makeList(t.app, owner, { title: 'Everything', is_public: true });
  // Filled before the limits are set (as a member would have before a parent set them): the
  // public list through the route, the own list straight into the tables (faster), counters too.
  for (const item of [...allowed, ...locked]) {
    const res = await call(t.app, 'POST', itemUrl(publicList, item), owner);
    expect(res.statusCode, `${item.join(' ')} ${res.body}`).toBe(200);
  }
  await fillWith(ownList, [...allowed, ...locked]);
  const follow = await call(t.app, 'POST', `${listUrl(publicList)}/follow`, limited);
  expect(follow.statusCode, follow.body).toBe(200);
  await setLimits(t, limited, { tv_rating: 'TV-PG', age_rating: 'Teen' });
});
afterAll(async () => t?.app.close());

/** Adds items to a list in one statement and moves its counters as the service does. */
async function fillWith(list: string, items: Item[]) {
  const db = t.database.db;
  await db
    .insertInto('user_list_items')
    .values(
      items.map(([type, uuid]) => ({ list_uuid: list, content_type: type, content_uuid: uuid, title: uuid })),
    )
    .execute();
  const count = (type: ListContentType) => items.filter(([kind]) => kind === type).length;
  await db
    .updateTable('user_lists')
    .set({
      items_count: items.length,
      series_count: count('series'),
      episode_count: count('episode'),
      clip_count: count('clip'),
      comicseries_count: count('comicseries'),
      book_count: count('book'),
      collection_count: count('collection'),
    })
    .where('uuid', '=', list)
    .execute();
}

describe('reading lists', () => {
  it('own list and another member’s public list: only the items within the limits, counted right', async () => {
    for (const list of [ownList, publicList]) {
      const page = await detail(limited, list, '?page_size=100');
      expect(keys(page.items.values)).toEqual(keysOf(allowed));
      expect(page.items.count).toBe(allowed.length);
      expect(page.items_count).toBe(allowed.length);
      expect(page.counts).toEqual({ series: 1, episode: 1, clip: 1, comicseries: 1, book: 1, collection: 1 });
    }
  });

  it('pages over the allowed items only (no short pages, 404 code 5 past the last)', async () => {
    const first = await detail(limited, publicList, '?page_size=4');
    const second = await detail(limited, publicList, '?page_size=4&page=2');
    expect(first.items.values).toHaveLength(4);
    expect(second.items.values).toHaveLength(2);
    expect(first.items.num_pages).toBe(2);
    expect(keys([...first.items.values, ...second.items.values])).toEqual(keysOf(allowed));
    const past = await call(t.app, 'GET', listUrl(publicList, '?page_size=4&page=3'), limited);
    expect(past.statusCode).toBe(404);
    expect(errorCode(past)).toBe(5);
  });

  it('filters: a locked item is absent (not an error); a type counts only its allowed items', async () => {
    const lookUp = await detail(limited, publicList, `?object_uuid=${ma.uuid}`);
    expect(lookUp.items.count).toBe(0);
    expect(lookUp.items.values).toEqual([]);
    const series = await detail(limited, publicList, '?content_type=series');
    expect(keys(series.items.values)).toEqual([`series:${pg.uuid}`]);
    const clips = await detail(limited, ownList, '?content_type=clip');
    expect(clips.items.count).toBe(1);
  });

  it('item URNs and item uuids leave the locked items out', async () => {
    const urns = (
      await call(t.app, 'GET', `${listUrl(publicList)}/item-urns`, limited)
    ).json() as ListItemUrns;
    expect(urns.urns.sort()).toEqual(allowed.map(([type, uuid]) => `urn:${type}:${uuid}`).sort());
    const uuids = (await call(t.app, 'GET', '/api/lists/1/me/item-uuids', limited)).json() as ListItemUuids;
    const mine = uuids.values.find((list) => list.uuid === ownList)!;
    expect(mine.item_uuids.sort()).toEqual(allowed.map(([, uuid]) => uuid).sort());
  });

  it('the lists of a member and the followed lists count only what the caller may see', async () => {
    const own = (await call(t.app, 'GET', '/api/lists/1/me', limited)).json() as UserLists;
    expect(own.values.find((list) => list.uuid === ownList)?.items_count).toBe(allowed.length);
    const others = (await call(t.app, 'GET', `/api/lists/1/${owner.guid}`, limited)).json() as UserLists;
    expect(others.values.find((list) => list.uuid === publicList)?.items_count).toBe(allowed.length);
    const following = (await call(t.app, 'GET', '/api/lists/2/following', limited)).json() as FollowingPage;
    expect(following.values[0]).toMatchObject({ uuid: publicList, items_count: allowed.length });
    // The owner, without limits, sees the stored counters.
    const ownerView = (await call(t.app, 'GET', '/api/lists/1/me', owner)).json() as UserLists;
    expect(ownerView.values.find((list) => list.uuid === publicList)?.items_count).toBe(
      allowed.length + locked.length,
    );
  });

  it('a rail’s list tile counts only what the caller may see', async () => {
    const rail = await insertCollection(t.database.db, [{ type: 'UserList', uuid: publicList }]);
    const tile = async (who: { headers: Record<string, string> } | null) => {
      const res = await call(t.app, 'GET', `/api/5/2/collection-items/uuid/${rail.uuid}`, who);
      expect(res.statusCode, res.body).toBe(200);
      return (res.json() as CollectionItemsPage).values[0];
    };
    expect(await tile(limited)).toMatchObject({ item_type: 'UserList', items_count: allowed.length });
    expect(await tile(null)).toMatchObject({
      item_type: 'UserList',
      items_count: allowed.length + locked.length,
    });
  });

  it('with the pin entered, and for anyone without limits, every item is there', async () => {
    const all = keysOf([...allowed, ...locked]);
    const withPin = await detail(await unlocked(), publicList, '?page_size=100');
    expect(keys(withPin.items.values)).toEqual(all);
    expect(withPin.items_count).toBe(all.length);
    const visitor = await detail(null, publicList, '?page_size=100');
    expect(keys(visitor.items.values)).toEqual(all);
  });
});

describe('changing lists', () => {
  it('adding locked content is 403 PARENTAL_LOCK with its rating; allowed content is added', async () => {
    for (const [item, rating] of [
      [['series', ma.uuid], 'TV-MA'],
      [['episode', ma.episodes[1]!.uuid], 'TV-MA'],
      [['clip', orphanClip], ''],
      [['book', mature.books[1]!.uuid], 'Mature'],
    ] as [Item, string][]) {
      const res = await call(t.app, 'POST', itemUrl('favorites', item), limited);
      expect(res.statusCode, res.body).toBe(403);
      expect(firstError(res)).toMatchObject({ code: ViewerCode.PARENTAL_LOCK, rating });
    }
    const added = await call(t.app, 'POST', itemUrl('favorites', ['episode', pg.episodes[1]!.uuid]), limited);
    expect(added.statusCode, added.body).toBe(200);
    const withPin = await call(t.app, 'POST', itemUrl('favorites', ['series', ma.uuid]), await unlocked());
    expect(withPin.statusCode, withPin.body).toBe(200);
  });

  it('reordering a locked item is 403 and changes nothing; removing one works', async () => {
    const maItem: Item = ['series', ma.uuid];
    const reorder = await call(t.app, 'PUT', itemUrl(ownList, maItem), limited, { sort_order: 7 });
    expect(reorder.statusCode, reorder.body).toBe(403);
    expect(errorCode(reorder)).toBe(ViewerCode.PARENTAL_LOCK);
    const row = await t.database.db
      .selectFrom('user_list_items')
      .select('sort_order')
      .where('list_uuid', '=', ownList)
      .where('content_uuid', '=', ma.uuid)
      .executeTakeFirstOrThrow();
    expect(row.sort_order).toBe(0);
    const allowedReorder = await call(t.app, 'PUT', itemUrl(ownList, ['series', pg.uuid]), limited, {
      sort_order: 3,
    });
    expect(allowedReorder.statusCode, allowedReorder.body).toBe(200);
    const removed = await call(t.app, 'DELETE', itemUrl(ownList, maItem), limited);
    expect(removed.statusCode, removed.body).toBe(200);
    const withPin = await detail(await unlocked(), ownList, '?page_size=100');
    expect(withPin.items_count).toBe(allowed.length + locked.length - 1);
  });
});
