import type { FollowState, ListItem, UserList, UserListDetail } from '@fanverse/contract';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../src';
import { EPISODE_UUID, SERIES_UUID, page, series } from './catalogue/fixtures';
import { envelope, json, rejection, testClient, type RecordedCall } from './fake-fetch';

const LIST = '7a1b2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c4d';
const OWNER = '9f8e7d6c-5b4a-4c3d-9e2f-1a0b9c8d7e6f';

function userList(overrides: Partial<UserList> = {}): UserList {
  return {
    uuid: LIST,
    title: 'Heroes',
    description: '',
    is_public: true,
    is_favorites: false,
    is_pull_list: false,
    is_following: false,
    follower_count: 0,
    items_count: 1,
    counts: { series: 1, episode: 0, clip: 0, comicseries: 0, book: 0, collection: 0 },
    user_guid: OWNER,
    username: 'ada_lovelace',
    url: `/lists/${LIST}`,
    created_at: '2026-01-01T00:00:00Z',
    updated_at: '2026-01-02T00:00:00Z',
    ...overrides,
  };
}

function listItem(): ListItem {
  return {
    content_type: 'series',
    content_uuid: SERIES_UUID,
    urn: `urn:series:${SERIES_UUID}`,
    sort_order: 0,
    created_at: '2026-01-01T00:00:00Z',
    content: { ...series(), item_type: 'Series' },
  } as ListItem;
}

function detail(): UserListDetail {
  return { ...userList(), items: page([listItem()], `/api/lists/2/list/${LIST}`) };
}

const follow: FollowState = { uuid: LIST, is_following: true, follower_count: 3 };

async function codeOf(promise: Promise<unknown>): Promise<number | undefined> {
  const error = await rejection(promise);
  expect(error).toBeInstanceOf(ApiError);
  return (error as ApiError).errors[0]?.code;
}

const bodyOf = (call: RecordedCall | undefined) => JSON.parse(String(call?.body)) as Record<string, unknown>;
const sent = (call: RecordedCall | undefined) => `${call?.method} ${call?.url.pathname}`;

describe('reads', () => {
  it('defaults the list to favorites and the user to me', async () => {
    const { client, calls } = testClient((call) => {
      const path = call.url.pathname;
      if (path.endsWith('/item-uuids')) return json({ values: [] });
      if (path.endsWith('/item-urns')) return json({ uuid: 'favorites', urns: [] });
      if (path.startsWith('/api/lists/1/')) return json({ count: 1, values: [userList()] });
      return json(detail());
    });
    expect((await client.lists.getList()).items.values[0]?.content_uuid).toBe(SERIES_UUID);
    expect((await client.lists.userLists()).values).toHaveLength(1);
    await client.lists.itemUuids();
    await client.lists.itemUrns();
    expect(calls.map(sent)).toEqual([
      'GET /api/lists/2/list/favorites',
      'GET /api/lists/1/me',
      'GET /api/lists/1/me/item-uuids',
      'GET /api/lists/2/list/favorites/item-urns',
    ]);
  });

  it('sends only the query values given, and escapes path values', async () => {
    const { client, calls } = testClient((call) =>
      call.url.pathname.endsWith('/uuids')
        ? json({
            uuids: [LIST],
            pagination: {
              count: 1,
              num_pages: 1,
              page_number: 1,
              per_page: 20,
              links: { next: null, prev: null, url: '/x' },
            },
          })
        : call.url.pathname.endsWith('/following')
          ? json(page([userList({ is_following: true })]))
          : json(detail()),
    );
    await client.lists.getList(LIST, { page: 2, page_size: 10, content_type: 'episode', sort: '-title' });
    await client.lists.getList(LIST, { object_uuid: EPISODE_UUID });
    await client.lists.following({ contains: 'her', sort: 'title' });
    expect((await client.lists.followingUuids({ page: 3 })).uuids).toEqual([LIST]);
    await client.lists.getList('../../1/me');
    const [first, second, third, fourth, fifth] = calls;
    expect(Object.fromEntries(first!.url.searchParams)).toMatchObject({
      page: '2',
      page_size: '10',
      content_type: 'episode',
      sort: '-title',
    });
    expect([...second!.url.searchParams.keys()].filter((key) => key !== 'trans')).toEqual(['object_uuid']);
    expect(sent(third)).toBe('GET /api/lists/2/following');
    expect(third!.url.searchParams.get('contains')).toBe('her');
    expect(sent(fourth)).toBe('GET /api/lists/2/following/uuids');
    expect(fourth!.url.searchParams.get('page')).toBe('3');
    expect(fourth!.url.searchParams.has('page_size')).toBe(false);
    expect(fifth!.url.pathname).toBe('/api/lists/2/list/..%2F..%2F1%2Fme');
  });

  it('a reply of the wrong shape fails with 9999', async () => {
    const { client } = testClient(() => json({ uuid: LIST }));
    expect(await codeOf(client.lists.getList(LIST))).toBe(9999);
  });
});

describe('writes', () => {
  it('creates a list for me with the fields given', async () => {
    const { client, last } = testClient(() => json(userList()));
    expect((await client.lists.create({ title: 'Heroes', is_public: true })).uuid).toBe(LIST);
    expect(sent(last())).toBe('POST /api/lists/1/me');
    expect(bodyOf(last())).toEqual({ title: 'Heroes', is_public: true });
    await client.lists.create({ title: 'Villains', description: 'Bad ones', is_public: false });
    expect(bodyOf(last())).toEqual({ title: 'Villains', description: 'Bad ones', is_public: false });
  });

  it('update sends only the supplied fields, each only with its type', async () => {
    const { client, calls } = testClient(() => json(userList()));
    await client.lists.update(LIST, { is_public: false });
    await client.lists.update(LIST, { title: 'New', description: '' });
    const loose = { title: 5, description: null, is_public: 'yes' } as unknown as { title: string };
    await client.lists.update(LIST, loose);
    expect(sent(calls[0])).toBe(`PUT /api/lists/2/list/${LIST}`);
    expect(bodyOf(calls[0])).toEqual({ is_public: false });
    expect(bodyOf(calls[1])).toEqual({ title: 'New', description: '' });
    expect(bodyOf(calls[2])).toEqual({});
  });

  it('adds to favorites by default, sets sort_order (default 0), removes', async () => {
    const { client, calls } = testClient((call) =>
      call.method === 'DELETE' ? json({ success: true }) : json(listItem()),
    );
    await client.lists.addItem('series', SERIES_UUID);
    await client.lists.addItem('episode', EPISODE_UUID, LIST);
    await client.lists.setItemSortOrder(LIST, 'episode', EPISODE_UUID);
    await client.lists.setItemSortOrder(LIST, 'episode', EPISODE_UUID, 3);
    await client.lists.removeItem(LIST, 'episode', EPISODE_UUID);
    await client.lists.remove(LIST);
    expect(calls.map(sent)).toEqual([
      `POST /api/lists/2/list/favorites/series/${SERIES_UUID}`,
      `POST /api/lists/2/list/${LIST}/episode/${EPISODE_UUID}`,
      `PUT /api/lists/2/list/${LIST}/episode/${EPISODE_UUID}`,
      `PUT /api/lists/2/list/${LIST}/episode/${EPISODE_UUID}`,
      `DELETE /api/lists/2/list/${LIST}/episode/${EPISODE_UUID}`,
      `DELETE /api/lists/2/list/${LIST}`,
    ]);
    expect(bodyOf(calls[2])).toEqual({ sort_order: 0 });
    expect(bodyOf(calls[3])).toEqual({ sort_order: 3 });
  });

  it('follow and unfollow answer the new state', async () => {
    const { client, calls } = testClient((call) =>
      json(call.method === 'POST' ? follow : { ...follow, is_following: false, follower_count: 2 }),
    );
    expect(await client.lists.follow(LIST)).toEqual(follow);
    expect((await client.lists.unfollow(LIST)).follower_count).toBe(2);
    expect(calls.map(sent)).toEqual([
      `POST /api/lists/2/list/${LIST}/follow`,
      `DELETE /api/lists/2/list/${LIST}/follow`,
    ]);
  });
});

describe('client checks (spec §5): nothing is sent', () => {
  it('2201: create without a title, or a blank one', async () => {
    const { client, calls } = testClient();
    expect(await codeOf(client.lists.create({ title: '' }))).toBe(2201);
    expect(await codeOf(client.lists.create({ title: '   ' }))).toBe(2201);
    expect(await codeOf(client.lists.create({} as { title: string }))).toBe(2201);
    expect(calls).toHaveLength(0);
  });

  it('2202: delete, update, follow and unfollow without a list uuid', async () => {
    const { client, calls } = testClient();
    expect(await codeOf(client.lists.remove(''))).toBe(2202);
    expect(await codeOf(client.lists.update(' ', { title: 'x' }))).toBe(2202);
    expect(await codeOf(client.lists.unfollow(''))).toBe(2202);
    expect(await codeOf(client.lists.follow(undefined as unknown as string))).toBe(2202);
    expect(calls).toHaveLength(0);
  });

  it('2203: add, update or remove an item with a missing or unsupported type', async () => {
    const { client, calls } = testClient();
    expect(await codeOf(client.lists.addItem('', SERIES_UUID))).toBe(2203);
    expect(await codeOf(client.lists.addItem('shopify', SERIES_UUID))).toBe(2203);
    expect(await codeOf(client.lists.setItemSortOrder(LIST, 'Series', SERIES_UUID, 1))).toBe(2203);
    expect(await codeOf(client.lists.removeItem(LIST, '', SERIES_UUID))).toBe(2203);
    expect(calls).toHaveLength(0);
  });

  it('2204: add, update or remove an item without a content uuid', async () => {
    const { client, calls } = testClient();
    expect(await codeOf(client.lists.addItem('series', ''))).toBe(2204);
    expect(await codeOf(client.lists.setItemSortOrder(LIST, 'episode', ' ', 1))).toBe(2204);
    expect(await codeOf(client.lists.removeItem(LIST, 'book', ''))).toBe(2204);
    expect(calls).toHaveLength(0);
  });

  it('a check failure is in the call’s language, with the field', async () => {
    const { client } = testClient();
    const error = (await rejection(client.lists.create({ title: '' }, 'me', { lang: 'es' }))) as ApiError;
    expect(error.errors[0]).toMatchObject({ code: 2201, field: 'title' });
    expect(error.errors[0]?.message).toBe('Falta el título de la lista');
  });
});

describe('reply mappings (spec §8)', () => {
  const notAuthorized = () => envelope(403, { code: 'NOT_AUTHORIZED', message: 'Not authorized' });

  it("'Not authorized' gives 2200 on every list call", async () => {
    const { client } = testClient(() => notAuthorized());
    const calls: Promise<unknown>[] = [
      client.lists.getList(LIST),
      client.lists.userLists(OWNER),
      client.lists.following(),
      client.lists.followingUuids(),
      client.lists.itemUuids(),
      client.lists.itemUrns(LIST),
      client.lists.create({ title: 'x' }),
      client.lists.update(LIST, { title: 'x' }),
      client.lists.remove(LIST),
      client.lists.addItem('series', SERIES_UUID, LIST),
      client.lists.setItemSortOrder(LIST, 'series', SERIES_UUID, 1),
      client.lists.removeItem(LIST, 'series', SERIES_UUID),
      client.lists.follow(LIST),
      client.lists.unfollow(LIST),
    ];
    for (const call of calls) expect(await codeOf(call)).toBe(2200);
  });

  it('a 404 on the item-uuid and item-urn look-ups gives 2206; elsewhere it does not', async () => {
    const { client } = testClient(() => envelope(404, { code: 'LIST_ITEMS_NOT_FOUND', message: 'No list' }));
    expect(await codeOf(client.lists.itemUrns(LIST))).toBe(2206);
    expect(await codeOf(client.lists.itemUuids(OWNER))).toBe(2206);
    expect(await codeOf(client.lists.getList(LIST))).not.toBe(2206);
  });

  it('the list codes the server answers are kept as they are', async () => {
    const replies: [Response, number][] = [
      [envelope(404, { code: 2202, message: 'List not found' }), 2202],
      [envelope(400, { code: 2205, message: 'Already exists' }), 2205],
      [envelope(400, { code: 2207, message: 'Own list' }), 2207],
      [envelope(409, { code: 2209, message: 'Full' }), 2209],
    ];
    for (const [reply, code] of replies) {
      const { client } = testClient(() => reply.clone());
      expect(await codeOf(client.lists.addItem('series', SERIES_UUID, LIST))).toBe(code);
    }
  });

  it('stores nothing under any operation', async () => {
    const { client } = testClient(() => notAuthorized());
    await rejection(client.lists.getList(LIST));
    await rejection(client.lists.create({ title: '' }));
    expect(client.errors.get('profile')).toEqual([]);
  });
});
