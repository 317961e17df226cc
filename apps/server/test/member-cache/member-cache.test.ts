import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ConsumeNextItem } from '@fanverse/contract';
import { buildTestApp, type TestApp } from '../helpers/test-app';
import { createTestUser, FAST_ENV, login } from '../helpers/test-user';
import { insertShow, watchEpisode, type Show } from '../activity/activity-fixtures';
import { FEED } from '../activity/activity-requests';
import { call, listMember, makeList, type Member } from '../lists/list-fixtures';

/**
 * The member caches on the real app (docs/member-cache.md): a second read of the same feed or
 * list is answered from memory (`x-cache: hit`), and every change the reply depends on (the
 * member's own writes and log events, another member's follow, a sign-out) is seen by the very
 * next request.
 */
let t: TestApp;
let show: Show;

beforeAll(async () => {
  t = await buildTestApp({ ...FAST_ENV, MEMBER_CACHE_SECONDS: '60' });
  await t.app.ready();
  show = await insertShow(t.database.db);
  // The catalogue's counter moved with the show: let the caches see it before the tests read.
  await new Promise((resolve) => setTimeout(resolve, 1_200));
});
afterAll(() => t.app.close());

const feed = async (headers: Record<string, string>) => {
  const res = await call(t.app, 'GET', FEED, { headers });
  expect(res.statusCode, res.body).toBe(200);
  return { res, items: res.json() as ConsumeNextItem[] };
};

describe('sessions', () => {
  it('a signed-out token fails on the next request, though it was just checked', async () => {
    const member = await createTestUser(t);
    expect((await call(t.app, 'GET', '/api/users/me/profile', member)).statusCode).toBe(200);
    expect((await call(t.app, 'GET', '/api/users/me/profile', member)).statusCode).toBe(200);
    const out = await call(t.app, 'POST', '/api/users/me/logout', member);
    expect(out.statusCode, out.body).toBeLessThan(300);
    expect((await call(t.app, 'GET', '/api/users/me/profile', member)).statusCode).toBe(401);
  });

  it("a password change ends the member's other sessions at once and keeps the caller's", async () => {
    const member = await createTestUser(t);
    const other = await login(t.app, member.username, member.password);
    const otherHeaders = { headers: { authorization: `Token ${other.session_id}` } };
    expect((await call(t.app, 'GET', '/api/users/me/profile', otherHeaders)).statusCode).toBe(200);
    const changed = await call(t.app, 'POST', '/api/users/me/update_password', member, {
      old_password: member.password,
      new_password: 'Amber-Lighthouse-47',
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect((await call(t.app, 'GET', '/api/users/me/profile', otherHeaders)).statusCode).toBe(401);
    expect((await call(t.app, 'GET', '/api/users/me/profile', member)).statusCode).toBe(200);
  });
});

describe('the consume-next feed', () => {
  it('is answered from memory until the member logs a new position', async () => {
    const member = await createTestUser(t);
    await watchEpisode(t.app, member.headers, show.episodes[0]!.uuid, 30);
    const first = await feed(member.headers);
    expect(first.res.headers['x-cache']).toBeUndefined();
    const again = await feed(member.headers);
    expect(again.res.headers['x-cache']).toBe('hit');
    expect(again.res.body).toBe(first.res.body);
    expect(again.res.headers['x-has-more']).toBe('false');
    // The request id is each request's own, never the kept one's.
    expect(again.res.headers['x-request-id']).not.toBe(first.res.headers['x-request-id']);

    await watchEpisode(t.app, member.headers, show.episodes[0]!.uuid, 60);
    const after = await feed(member.headers);
    expect(after.res.headers['x-cache']).toBeUndefined();
    expect(after.items[0]?.timestamp).toBeGreaterThan(first.items[0]!.timestamp ?? 0);
  });

  it("a kept reply carries the route's own headers, and a revoked or bad token is still refused", async () => {
    const member = await createTestUser(t);
    await watchEpisode(t.app, member.headers, show.episodes[3]!.uuid, 35);
    const url = `${FEED}?request_id=home-rail.7`;
    expect((await call(t.app, 'GET', url, { headers: member.headers })).statusCode).toBe(200);
    const hit = await call(t.app, 'GET', url, { headers: member.headers });
    expect(hit.headers['x-cache']).toBe('hit');
    expect(hit.headers['x-request-id']).toBe('home-rail.7');
    expect(hit.headers['cache-control']).toBe('private, no-store');

    const wrong = await call(t.app, 'GET', url, { headers: { authorization: 'Token not-a-session' } });
    expect(wrong.statusCode).toBe(401);
    expect((await call(t.app, 'GET', url, { headers: {} })).statusCode).toBe(401);
    expect((await call(t.app, 'POST', '/api/users/me/logout', member)).statusCode).toBeLessThan(300);
    expect((await call(t.app, 'GET', url, { headers: member.headers })).statusCode).toBe(401);
  });

  it("is each member's own", async () => {
    const [a, b] = [await createTestUser(t), await createTestUser(t)];
    await watchEpisode(t.app, a.headers, show.episodes[1]!.uuid, 40);
    expect((await feed(a.headers)).items).toHaveLength(1);
    expect((await feed(b.headers)).items).toEqual([]);
    expect((await feed(b.headers)).res.headers['x-cache']).toBe('hit');
    expect((await feed(a.headers)).items).toHaveLength(1);
  });

  it('requests arriving while a reply is computed wait for it instead of reading it again', async () => {
    const member = await createTestUser(t);
    await watchEpisode(t.app, member.headers, show.episodes[2]!.uuid, 25);
    const replies = await Promise.all(Array.from({ length: 12 }, () => feed(member.headers)));
    const computed = replies.filter((r) => r.res.headers['x-cache'] === undefined);
    expect(computed).toHaveLength(1);
    for (const r of replies) expect(r.res.body).toBe(computed[0]!.res.body);
  });

  it('a kept reply is compressed once and sent in the encoding each request accepts', async () => {
    const member = await createTestUser(t);
    for (const episode of show.episodes) await watchEpisode(t.app, member.headers, episode.uuid, 20);
    const headers = { ...member.headers, 'accept-encoding': 'br' };
    await feed(headers);
    const hit = await feed(headers);
    expect(hit.res.headers['x-cache']).toBe('hit');
    const plain = await feed(member.headers);
    expect(plain.res.headers['content-encoding']).toBeUndefined();
    expect(plain.res.headers['x-cache']).toBe('hit');
  });
});

describe('user lists', () => {
  let owner: Member;
  let reader: Member;
  let follower: Member;
  let listUuid: string;
  const read = () => call(t.app, 'GET', `/api/lists/2/list/${listUuid}`, reader);

  beforeAll(async () => {
    [owner, reader, follower] = [await listMember(t), await listMember(t), await listMember(t)];
    listUuid = await makeList(t.app, owner, { title: 'Harbour nights', is_public: true });
  });

  it("a reader sees the owner's changes and others' follows on their next read", async () => {
    const add = (uuid: string) => call(t.app, 'POST', `/api/lists/2/list/${listUuid}/episode/${uuid}`, owner);
    expect((await add(show.episodes[0]!.uuid)).statusCode).toBe(200);
    const first = await read();
    expect(first.statusCode, first.body).toBe(200);
    expect((await read()).headers['x-cache']).toBe('hit');

    expect((await add(show.episodes[1]!.uuid)).statusCode).toBe(200);
    const added = await read();
    expect(added.headers['x-cache']).toBeUndefined();
    expect((added.json() as { items: { values: unknown[] } }).items.values).toHaveLength(2);

    const followed = await call(t.app, 'POST', `/api/lists/2/list/${listUuid}/follow`, follower);
    expect(followed.statusCode, followed.body).toBe(200);
    expect((await read()).json()).toMatchObject({ follower_count: 1 });

    const hidden = await call(t.app, 'PUT', `/api/lists/2/list/${listUuid}`, owner, { is_public: false });
    expect(hidden.statusCode, hidden.body).toBe(200);
    const refused = await read();
    expect(refused.statusCode).toBe(403);
    expect((refused.json() as { message: string }).message).toBe('Not authorized');
  });

  it('a visitor and a member reading the same list are kept apart', async () => {
    const open = await makeList(t.app, owner, { title: 'Open shelf', is_public: true });
    const visitor = await call(t.app, 'GET', `/api/lists/2/list/${open}`);
    const member = await call(t.app, 'GET', `/api/lists/2/list/${open}`, reader);
    expect(visitor.statusCode).toBe(200);
    expect(member.headers['x-cache']).toBeUndefined();
    expect((await call(t.app, 'GET', `/api/lists/2/list/${open}`)).headers['x-cache']).toBe('hit');
  });
});
