import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_LISTS_PER_USER, type UserList, type UserLists } from '@fanverse/contract';
import { buildTestApp, type TestApp } from '../helpers/test-app';
import { FAST_ENV } from '../helpers/test-user';
import { call, code, listMember, makeList, message, type Member } from './list-fixtures';

/** Lists themselves: create, update, delete, the lists of a member, favourites, rights, the lists limit. */
let t: TestApp;
let owner: Member;
let other: Member;
let unverified: Member;

beforeAll(async () => {
  t = await buildTestApp(FAST_ENV);
  owner = await listMember(t);
  other = await listMember(t);
  unverified = await listMember(t, false);
});
afterAll(async () => t?.app.close());

const listsOf = async (guid: string, who: Member | null, query = '') => {
  const res = await call(t.app, 'GET', `/api/lists/1/${guid}${query}`, who);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as UserLists;
};

describe('create', () => {
  it('makes a list for `me` and for one’s own guid, with every field of the entity', async () => {
    const res = await call(t.app, 'POST', '/api/lists/1/me', owner, {
      title: '  Rainy day  ',
      description: 'Slow ones',
      is_public: true,
    });
    expect(res.statusCode, res.body).toBe(200);
    const list = res.json() as UserList;
    expect(list).toMatchObject({
      title: 'Rainy day',
      description: 'Slow ones',
      is_public: true,
      is_favorites: false,
      is_pull_list: false,
      is_following: false,
      follower_count: 0,
      items_count: 0,
      counts: { series: 0, episode: 0, clip: 0, comicseries: 0, book: 0, collection: 0 },
      user_guid: owner.guid,
      username: owner.username,
      url: `/lists/${list.uuid}`,
    });
    expect(Date.parse(list.created_at)).not.toBeNaN();
    const byGuid = await call(t.app, 'POST', `/api/lists/1/${owner.guid}`, owner, { title: 'By guid' });
    expect(byGuid.statusCode).toBe(200);
    expect(byGuid.json()).toMatchObject({ is_public: false, description: '' });
  });

  it('answers 2201 to a missing or blank title, and 401 without a session', async () => {
    for (const body of [{}, { title: '' }, { title: '   ' }, { description: 'no title' }]) {
      const res = await call(t.app, 'POST', '/api/lists/1/me', owner, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(code(res)).toBe(2201);
    }
    const anonymous = await call(t.app, 'POST', '/api/lists/1/me', null, { title: 'x' });
    expect(anonymous.statusCode).toBe(401);
  });

  it('refuses to make a list for another member, and a public list without a verified email', async () => {
    const forOther = await call(t.app, 'POST', `/api/lists/1/${other.guid}`, owner, { title: 'Theirs' });
    expect(forOther.statusCode).toBe(403);
    expect(message(forOther)).toBe('Not authorized');
    const publicUnverified = await call(t.app, 'POST', '/api/lists/1/me', unverified, {
      title: 'Loud',
      is_public: true,
    });
    expect(publicUnverified.statusCode).toBe(403);
    expect(message(publicUnverified)).toBe('Not authorized');
    const privateUnverified = await call(t.app, 'POST', '/api/lists/1/me', unverified, { title: 'Quiet' });
    expect(privateUnverified.statusCode).toBe(200);
  });

  it(`stops at ${MAX_LISTS_PER_USER} lists per member with code 2208, also when creates race`, async () => {
    const busy = await listMember(t);
    // 198 lists written at once, then the favourites list: 199 of 200.
    const { sql } = await import('kysely');
    await sql`insert into user_lists (uuid, user_id, title)
      select gen_random_uuid(), ${busy.id}::uuid, 'List ' || i from generate_series(1, ${MAX_LISTS_PER_USER - 2}) as i`.execute(
      t.database.db,
    );
    await listsOf('me', busy);
    const racing = await Promise.all(
      Array.from({ length: 5 }, (_, i) =>
        call(t.app, 'POST', '/api/lists/1/me', busy, { title: `Race ${i}` }),
      ),
    );
    expect(racing.filter((r) => r.statusCode === 200)).toHaveLength(1);
    for (const refused of racing.filter((r) => r.statusCode !== 200)) {
      expect(refused.statusCode).toBe(400);
      expect(code(refused)).toBe(2208);
    }
    expect((await listsOf('me', busy)).count).toBe(MAX_LISTS_PER_USER);
  });
});

describe('lists of a member', () => {
  it('gives the owner every list, the favourites first (made on first use, once under concurrency)', async () => {
    const fresh = await listMember(t);
    await makeList(t.app, fresh, { title: 'Alpha', is_public: true });
    await makeList(t.app, fresh, { title: 'beta' });
    const all = await Promise.all([listsOf('me', fresh), listsOf('me', fresh), listsOf(fresh.guid, fresh)]);
    for (const lists of all) {
      expect(lists.values[0]).toMatchObject({ is_favorites: true, title: 'Favorites' });
      expect(lists.count).toBe(3);
    }
    expect(new Set(all.map((l) => l.values[0]!.uuid)).size).toBe(1);
  });

  it('gives anyone else the public lists only; an anonymous `me` is Not authorized; unknown guid 404', async () => {
    const fresh = await listMember(t);
    await makeList(t.app, fresh, { title: 'Open', is_public: true });
    await makeList(t.app, fresh, { title: 'Closed' });
    for (const viewer of [other, null]) {
      const lists = await listsOf(fresh.guid, viewer);
      expect(lists.values.map((l) => l.title)).toEqual(['Open']);
    }
    const anonymous = await call(t.app, 'GET', '/api/lists/1/me', null);
    expect(anonymous.statusCode).toBe(403);
    expect(message(anonymous)).toBe('Not authorized');
    const unknown = await call(t.app, 'GET', `/api/lists/1/${'0'.repeat(32)}`, other);
    expect(unknown.statusCode).toBe(404);
    expect(message(unknown)).toBe('Not authorized');
  });

  it('filters by contains and sorts by created, updated or title, ascending or descending', async () => {
    const fresh = await listMember(t);
    for (const title of ['Cherry', 'apple', 'Banana', 'Apricot']) await makeList(t.app, fresh, { title });
    await call(
      t.app,
      'PUT',
      `/api/lists/2/list/${(await listsOf('me', fresh, '?sort=title')).values[1]!.uuid}`,
      fresh,
      {
        description: 'touched',
      },
    );
    const titles = async (query: string) =>
      (await listsOf('me', fresh, query)).values.slice(1).map((l) => l.title);
    expect(await titles('?sort=title')).toEqual(['apple', 'Apricot', 'Banana', 'Cherry']);
    expect(await titles('?sort=-title')).toEqual(['Cherry', 'Banana', 'Apricot', 'apple']);
    expect(await titles('?sort=created')).toEqual(['Cherry', 'apple', 'Banana', 'Apricot']);
    expect(await titles('?sort=-created')).toEqual(['Apricot', 'Banana', 'apple', 'Cherry']);
    expect((await titles('?sort=-updated'))[0]).toBe('apple');
    expect((await titles('?sort=updated')).at(-1)).toBe('apple');
    expect((await listsOf('me', fresh, '?contains=AP')).values.map((l) => l.title).sort()).toEqual([
      'Apricot',
      'apple',
    ]);
    const badSort = await call(t.app, 'GET', '/api/lists/1/me?sort=size', fresh);
    expect(badSort.statusCode).toBe(400);
    expect(code(badSort)).toBe(10);
  });
});

describe('update and delete', () => {
  it('changes only the fields sent', async () => {
    const uuid = await makeList(t.app, owner, { title: 'Before', description: 'Keep me' });
    const renamed = await call(t.app, 'PUT', `/api/lists/2/list/${uuid}`, owner, { title: 'After' });
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect(renamed.json()).toMatchObject({ title: 'After', description: 'Keep me', is_public: false });
    const published = await call(t.app, 'PUT', `/api/lists/2/list/${uuid}`, owner, { is_public: true });
    expect(published.json()).toMatchObject({ title: 'After', description: 'Keep me', is_public: true });
    const described = await call(t.app, 'PUT', `/api/lists/2/list/${uuid}`, owner, { description: '' });
    expect(described.json()).toMatchObject({ title: 'After', description: '', is_public: true });
    const blank = await call(t.app, 'PUT', `/api/lists/2/list/${uuid}`, owner, { title: ' ' });
    expect(code(blank)).toBe(2201);
    const wrongType = await call(t.app, 'PUT', `/api/lists/2/list/${uuid}`, owner, { is_public: 'yes' });
    expect(wrongType.statusCode).toBe(400);
  });

  it('lets only the owner change or delete a list; making it public needs a verified email', async () => {
    const uuid = await makeList(t.app, owner, { title: 'Mine', is_public: true });
    for (const [method, body] of [
      ['PUT', { title: 'Hijacked' }],
      ['DELETE', undefined],
    ] as const) {
      const res = await call(t.app, method, `/api/lists/2/list/${uuid}`, other, body);
      expect(res.statusCode).toBe(403);
      expect(message(res)).toBe('Not authorized');
    }
    const quiet = await makeList(t.app, unverified, { title: 'Quiet' });
    const publish = await call(t.app, 'PUT', `/api/lists/2/list/${quiet}`, unverified, { is_public: true });
    expect(publish.statusCode).toBe(403);
    expect(message(publish)).toBe('Not authorized');
  });

  it('deletes a list (then 2202), never the favourites list; a bad uuid is 2202', async () => {
    const uuid = await makeList(t.app, owner, { title: 'Short-lived' });
    const deleted = await call(t.app, 'DELETE', `/api/lists/2/list/${uuid}`, owner);
    expect(deleted.statusCode).toBe(200);
    expect(deleted.json()).toEqual({ success: true });
    for (const method of ['GET', 'PUT', 'DELETE'] as const) {
      const res = await call(
        t.app,
        method,
        `/api/lists/2/list/${uuid}`,
        owner,
        method === 'PUT' ? { title: 'x' } : undefined,
      );
      expect(res.statusCode, method).toBe(404);
      expect(code(res)).toBe(2202);
    }
    const favorites = await call(t.app, 'DELETE', '/api/lists/2/list/favorites', owner);
    expect(favorites.statusCode).toBe(403);
    expect(message(favorites)).toBe('Not authorized');
    const bad = await call(t.app, 'GET', '/api/lists/2/list/not-a-uuid', owner);
    expect(bad.statusCode).toBe(400);
    expect(code(bad)).toBe(2202);
  });
});

describe('reading a list', () => {
  it('shows a public list to anyone and a private one to its owner only', async () => {
    const open = await makeList(t.app, owner, { title: 'Open', is_public: true });
    const closed = await makeList(t.app, owner, { title: 'Closed' });
    for (const viewer of [owner, other, null]) {
      expect((await call(t.app, 'GET', `/api/lists/2/list/${open}`, viewer)).statusCode).toBe(200);
    }
    expect((await call(t.app, 'GET', `/api/lists/2/list/${closed}`, owner)).statusCode).toBe(200);
    for (const viewer of [other, null]) {
      const res = await call(t.app, 'GET', `/api/lists/2/list/${closed}`, viewer);
      expect(res.statusCode).toBe(403);
      expect(message(res)).toBe('Not authorized');
    }
  });

  it('answers `favorites` with the caller’s own favourites list, and Not authorized anonymously', async () => {
    const res = await call(t.app, 'GET', '/api/lists/2/list/favorites', owner);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ is_favorites: true, user_guid: owner.guid });
    expect(res.headers['cache-control']).toBe('private, no-store');
    const anonymous = await call(t.app, 'GET', '/api/lists/2/list/favorites', null);
    expect(anonymous.statusCode).toBe(403);
    expect(message(anonymous)).toBe('Not authorized');
  });
});
