import crypto from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FollowingPage, FollowingUuids, FollowState, UserListDetail } from '@fanverse/contract';
import { buildTestApp, type TestApp } from '../helpers/test-app';
import { FAST_ENV } from '../helpers/test-user';
import { call, code, listMember, makeList, message, type Member } from './list-fixtures';

/** Follow and unfollow (toggles), following pages and uuids, exact follower counts. */
let t: TestApp;
let owner: Member;
let fan: Member;

beforeAll(async () => {
  t = await buildTestApp(FAST_ENV);
  owner = await listMember(t);
  fan = await listMember(t);
});
afterAll(async () => t?.app.close());

const follow = (who: Member, list: string) => call(t.app, 'POST', `/api/lists/2/list/${list}/follow`, who);
const unfollow = (who: Member, list: string) =>
  call(t.app, 'DELETE', `/api/lists/2/list/${list}/follow`, who);

describe('follow and unfollow', () => {
  it('are toggles that answer the state and the follower count', async () => {
    const list = await makeList(t.app, owner, { title: 'Followable', is_public: true });
    const first = await follow(fan, list);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toEqual({ uuid: list, is_following: true, follower_count: 1 });
    expect((await follow(fan, list)).json()).toMatchObject({ is_following: true, follower_count: 1 });
    const seen = (await call(t.app, 'GET', `/api/lists/2/list/${list}`, fan)).json() as UserListDetail;
    expect(seen).toMatchObject({ is_following: true, follower_count: 1 });
    const byOwner = (await call(t.app, 'GET', `/api/lists/2/list/${list}`, owner)).json() as UserListDetail;
    expect(byOwner.is_following).toBe(false);
    expect((await unfollow(fan, list)).json()).toEqual({
      uuid: list,
      is_following: false,
      follower_count: 0,
    });
    expect((await unfollow(fan, list)).json()).toMatchObject({ is_following: false, follower_count: 0 });
  });

  it('refuses one’s own list (2207), someone else’s private list (Not authorized) and a missing list (2202)', async () => {
    const own = await makeList(t.app, owner, { title: 'Own', is_public: true });
    for (const res of [
      await follow(owner, own),
      await unfollow(owner, own),
      await follow(owner, 'favorites'),
    ]) {
      expect(res.statusCode).toBe(400);
      expect(code(res)).toBe(2207);
    }
    const hidden = await makeList(t.app, owner, { title: 'Hidden' });
    const refused = await follow(fan, hidden);
    expect(refused.statusCode).toBe(403);
    expect(message(refused)).toBe('Not authorized');
    const missing = await follow(fan, crypto.randomUUID());
    expect(missing.statusCode).toBe(404);
    expect(code(missing)).toBe(2202);
    expect((await call(t.app, 'POST', `/api/lists/2/list/${own}/follow`, null)).statusCode).toBe(401);
  });

  it('keeps follower_count exact under 50 concurrent follows, and 50 concurrent unfollows', async () => {
    const list = await makeList(t.app, owner, { title: 'Popular', is_public: true });
    const followers = await Promise.all(Array.from({ length: 50 }, () => listMember(t, false)));
    const follows = await Promise.all(followers.map((who) => follow(who, list)));
    expect(follows.map((r) => r.statusCode)).toEqual(followers.map(() => 200));
    const counts = follows.map((r) => (r.json() as FollowState).follower_count).sort((a, b) => a - b);
    // Each follow saw its own increment: 1, 2, ..., 50.
    expect(counts).toEqual(Array.from({ length: 50 }, (_, i) => i + 1));
    const detail = (await call(t.app, 'GET', `/api/lists/2/list/${list}`, owner)).json() as UserListDetail;
    expect(detail.follower_count).toBe(50);
    // Following twice at once still counts once.
    await Promise.all([
      follow(followers[0]!, list),
      follow(followers[0]!, list),
      unfollow(followers[1]!, list),
    ]);
    const unfollows = await Promise.all(followers.slice(2).map((who) => unfollow(who, list)));
    expect(unfollows.every((r) => r.statusCode === 200)).toBe(true);
    const after = (await call(t.app, 'GET', `/api/lists/2/list/${list}`, owner)).json() as UserListDetail;
    expect(after.follower_count).toBe(1);
  });
});

describe('following', () => {
  it('pages the public lists the member follows, with contains and sort; a list made private drops out', async () => {
    const reader = await listMember(t);
    const lists: string[] = [];
    for (const title of ['Noir nights', 'Cosy mornings', 'Noir classics']) {
      const uuid = await makeList(t.app, owner, { title, is_public: true });
      lists.push(uuid);
      await follow(reader, uuid);
    }
    const res = await call(t.app, 'GET', '/api/lists/2/following?sort=title&page_size=2', reader);
    expect(res.statusCode, res.body).toBe(200);
    const first = res.json() as FollowingPage;
    expect(first).toMatchObject({ count: 3, num_pages: 2, page: 1, page_size: 2 });
    expect(first.values.map((l) => l.title)).toEqual(['Cosy mornings', 'Noir classics']);
    expect(first.values.every((l) => l.is_following)).toBe(true);
    const noir = (
      await call(t.app, 'GET', '/api/lists/2/following?contains=noir&sort=-title', reader)
    ).json() as FollowingPage;
    expect(noir.values.map((l) => l.title)).toEqual(['Noir nights', 'Noir classics']);

    const uuids = (await call(t.app, 'GET', '/api/lists/2/following/uuids', reader)).json() as FollowingUuids;
    expect(uuids.uuids).toEqual([...lists].reverse());
    expect(uuids.pagination).toMatchObject({ count: 3, num_pages: 1, page_number: 1, per_page: 20 });
    const paged = (
      await call(t.app, 'GET', '/api/lists/2/following/uuids?page=2&page_size=2', reader)
    ).json() as FollowingUuids;
    expect(paged.uuids).toEqual([lists[0]]);
    expect(paged.pagination.links.prev).toContain('page=1');

    // The owner makes one private: the follower no longer sees it, nor may open it.
    await call(t.app, 'PUT', `/api/lists/2/list/${lists[1]}`, owner, { is_public: false });
    const after = (await call(t.app, 'GET', '/api/lists/2/following', reader)).json() as FollowingPage;
    expect(after.count).toBe(2);
    const opened = await call(t.app, 'GET', `/api/lists/2/list/${lists[1]}`, reader);
    expect(opened.statusCode).toBe(403);
    expect(message(opened)).toBe('Not authorized');
    // ... but may still let go of it.
    expect((await unfollow(reader, lists[1]!)).json()).toMatchObject({ is_following: false });

    expect((await call(t.app, 'GET', '/api/lists/2/following', null)).statusCode).toBe(401);
    const past = await call(t.app, 'GET', '/api/lists/2/following?page=9', reader);
    expect(past.statusCode).toBe(404);
    expect(code(past)).toBe(5);
  });

  it('drops a deleted list from followers’ lists', async () => {
    const reader = await listMember(t);
    const uuid = await makeList(t.app, owner, { title: 'Brief', is_public: true });
    await follow(reader, uuid);
    await call(t.app, 'DELETE', `/api/lists/2/list/${uuid}`, owner);
    const after = (await call(t.app, 'GET', '/api/lists/2/following/uuids', reader)).json() as FollowingUuids;
    expect(after.uuids).toEqual([]);
  });
});
