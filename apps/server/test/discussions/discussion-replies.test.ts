import crypto from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { POSTING_LIMIT, type DiscussionReply, type DiscussionThread, type Page } from '@fanverse/contract';
import type { TestApp } from '../helpers/test-app';
import {
  API,
  agePosts,
  call,
  code,
  discussionCast,
  discussionMember,
  replyTo,
  startThread,
  type Member,
} from './discussion-fixtures';

/** Replies, the counters they move, and the posting limit (also under concurrent posts). */
let t: TestApp;
let author: Member;
let other: Member;
let staff: Member;

beforeAll(async () => {
  ({ t, author, other, staff } = await discussionCast());
});
afterAll(async () => t?.app.close());

const thread = async (uuid: string, who: Member | null = null) =>
  ((await call(t.app, 'GET', `${API}/threads/${uuid}`, who)).json() as { thread: DiscussionThread }).thread;
const repliesOf = async (uuid: string, who: Member | null = null, query = '') => {
  const res = await call(t.app, 'GET', `${API}/threads/${uuid}/replies${query}`, who);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as Page<DiscussionReply>;
};

describe('replies', () => {
  it('answers 201 with the reply, bumps reply_count and last activity, lists oldest first with paging', async () => {
    const opened = await startThread(t.app, author);
    const res = await call(t.app, 'POST', `${API}/threads/${opened.uuid}/replies`, other, {
      body: '  <script>alert(1)</script> see https://example.com  ',
    });
    expect(res.statusCode, res.body).toBe(201);
    const first = res.json() as DiscussionReply;
    expect(first).toMatchObject({
      thread_uuid: opened.uuid,
      body: '<script>alert(1)</script> see https://example.com',
      username: other.username,
      user_guid: other.guid,
      avatar: '',
      edited_at: null,
      is_hidden: false,
      is_own: true,
    });
    await replyTo(t.app, author, opened.uuid, 'second');
    await replyTo(t.app, other, opened.uuid, 'third');
    const after = await thread(opened.uuid);
    expect(after.reply_count).toBe(3);
    expect(Date.parse(after.last_activity_at)).toBeGreaterThan(Date.parse(opened.last_activity_at));
    const page1 = await repliesOf(opened.uuid, author, '?page_size=2');
    expect(page1.values.map((r) => r.body)).toEqual([first.body, 'second']);
    expect(page1.values.map((r) => r.is_own)).toEqual([false, true]);
    expect(page1.links.next).toBe(`${API}/threads/${opened.uuid}/replies?page=2&page_size=2`);
    expect((await repliesOf(opened.uuid, null, '?page=2&page_size=2')).values.map((r) => r.body)).toEqual([
      'third',
    ]);
    const past = await call(t.app, 'GET', `${API}/threads/${opened.uuid}/replies?page=3&page_size=2`);
    expect(past.statusCode).toBe(404);
    expect(code(past)).toBe(5);
    await agePosts(t, author.id, other.id);
  });

  it('answers 2307 to a blank or too long text, 2301 to an unknown thread, 401 without a session', async () => {
    const opened = await startThread(t.app, author);
    for (const body of [{}, { body: '' }, { body: '  ' }, { body: 'x'.repeat(5001) }, { body: 7 }]) {
      const res = await call(t.app, 'POST', `${API}/threads/${opened.uuid}/replies`, other, body);
      expect(res.statusCode, JSON.stringify(body).slice(0, 40)).toBe(400);
      expect(code(res)).toBe(2307);
    }
    for (const uuid of [crypto.randomUUID(), 'nope']) {
      const res = await call(t.app, 'POST', `${API}/threads/${uuid}/replies`, other, { body: 'hi' });
      expect(res.statusCode).toBe(404);
      expect(code(res)).toBe(2301);
      expect(code(await call(t.app, 'GET', `${API}/threads/${uuid}/replies`))).toBe(2301);
    }
    expect(
      (await call(t.app, 'POST', `${API}/threads/${opened.uuid}/replies`, null, { body: 'hi' })).statusCode,
    ).toBe(401);
    await agePosts(t, author.id);
  });

  it('lets only the author edit (2303 for others and staff), setting edited_at; 2302 to an unknown reply', async () => {
    const opened = await startThread(t.app, author);
    const reply = await replyTo(t.app, other, opened.uuid, 'first draft');
    const edited = await call(t.app, 'PATCH', `${API}/replies/${reply.uuid}`, other, { body: ' final ' });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json()).toMatchObject({ body: 'final', is_own: true });
    expect((edited.json() as DiscussionReply).edited_at).not.toBeNull();
    for (const who of [author, staff]) {
      const res = await call(t.app, 'PATCH', `${API}/replies/${reply.uuid}`, who, { body: 'rewritten' });
      expect(res.statusCode).toBe(403);
      expect(code(res)).toBe(2303);
    }
    const denied = await call(t.app, 'DELETE', `${API}/replies/${reply.uuid}`, author);
    expect(code(denied)).toBe(2303);
    for (const uuid of [crypto.randomUUID(), 'bad']) {
      const res = await call(t.app, 'PATCH', `${API}/replies/${uuid}`, other, { body: 'x' });
      expect(res.statusCode).toBe(404);
      expect(code(res)).toBe(2302);
    }
    expect(code(await call(t.app, 'PATCH', `${API}/replies/${reply.uuid}`, other, { body: '' }))).toBe(2307);
    // In a locked thread, editing is for staff only.
    await call(t.app, 'PUT', `${API}/threads/${opened.uuid}/moderation`, staff, { is_locked: true });
    const locked = await call(t.app, 'PATCH', `${API}/replies/${reply.uuid}`, other, { body: 'late' });
    expect(locked.statusCode).toBe(409);
    expect(code(locked)).toBe(2304);
    await agePosts(t, author.id, other.id);
  });

  it('deletes (author or staff): 204, then 2302, gone from the list and from reply_count', async () => {
    const opened = await startThread(t.app, author);
    const mine = await replyTo(t.app, other, opened.uuid, 'mine');
    const theirs = await replyTo(t.app, author, opened.uuid, 'theirs');
    expect((await thread(opened.uuid)).reply_count).toBe(2);
    expect((await call(t.app, 'DELETE', `${API}/replies/${mine.uuid}`, other)).statusCode).toBe(204);
    expect((await call(t.app, 'DELETE', `${API}/replies/${theirs.uuid}`, staff)).statusCode).toBe(204);
    expect(code(await call(t.app, 'DELETE', `${API}/replies/${mine.uuid}`, other))).toBe(2302);
    expect(code(await call(t.app, 'PATCH', `${API}/replies/${mine.uuid}`, other, { body: 'x' }))).toBe(2302);
    expect((await repliesOf(opened.uuid, staff)).values).toEqual([]);
    expect((await thread(opened.uuid)).reply_count).toBe(0);
    await agePosts(t, author.id, other.id);
  });

  it('lets staff hide a reply: left out for others (2302), shown to staff as hidden, counted out', async () => {
    const opened = await startThread(t.app, author);
    const reply = await replyTo(t.app, other, opened.uuid, 'off topic');
    const url = `${API}/replies/${reply.uuid}/moderation`;
    const denied = await call(t.app, 'PUT', url, other, { is_hidden: true });
    expect(denied.statusCode).toBe(403);
    expect(code(denied)).toBe(2309);
    const hide = await call(t.app, 'PUT', url, staff, { is_hidden: true });
    expect(hide.statusCode, hide.body).toBe(200);
    expect(hide.json()).toMatchObject({ is_hidden: true, is_own: false });
    expect((await call(t.app, 'PUT', url, staff, { is_hidden: true })).statusCode).toBe(200);
    expect((await thread(opened.uuid)).reply_count).toBe(0);
    expect((await repliesOf(opened.uuid, other)).values).toEqual([]);
    expect(code(await call(t.app, 'PATCH', `${API}/replies/${reply.uuid}`, other, { body: 'x' }))).toBe(2302);
    expect((await repliesOf(opened.uuid, staff)).values).toMatchObject([
      { uuid: reply.uuid, is_hidden: true },
    ]);
    await call(t.app, 'PUT', url, staff, { is_hidden: false });
    expect((await thread(opened.uuid)).reply_count).toBe(1);
    expect((await repliesOf(opened.uuid, other)).values).toHaveLength(1);
    const unknown = await call(t.app, 'PUT', `${API}/replies/${crypto.randomUUID()}/moderation`, staff, {
      is_hidden: true,
    });
    expect(code(unknown)).toBe(2302);
    await agePosts(t, author.id, other.id);
  });
});

describe('counters under concurrency', () => {
  it('counts 30 concurrent replies exactly', async () => {
    const opened = await startThread(t.app, author);
    const members = await Promise.all(Array.from({ length: 6 }, () => discussionMember(t)));
    const results = await Promise.all(
      Array.from({ length: 30 }, (_, i) =>
        call(t.app, 'POST', `${API}/threads/${opened.uuid}/replies`, members[i % 6], { body: `reply ${i}` }),
      ),
    );
    expect(results.map((r) => r.statusCode)).toEqual(Array(30).fill(201));
    expect((await thread(opened.uuid)).reply_count).toBe(30);
    expect((await repliesOf(opened.uuid, null, '?page_size=100')).count).toBe(30);
    await agePosts(t, author.id);
  });
});

describe('posting limit', () => {
  it(`allows ${POSTING_LIMIT} posts (threads and replies) in the window, then answers 429 code 2305`, async () => {
    const member = await discussionMember(t);
    const opened = await startThread(t.app, member);
    for (let i = 1; i < POSTING_LIMIT; i++) await replyTo(t.app, member, opened.uuid, `r${i}`);
    const reply = await call(t.app, 'POST', `${API}/threads/${opened.uuid}/replies`, member, {
      body: 'one more',
    });
    expect(reply.statusCode).toBe(429);
    expect(code(reply)).toBe(2305);
    const another = await call(t.app, 'POST', `${API}/boards/lounge/threads`, member, {
      title: 'a',
      body: 'b',
    });
    expect(another.statusCode).toBe(429);
    expect(code(another)).toBe(2305);
    // Deleting a post does not give it back; the window passing does.
    await call(t.app, 'DELETE', `${API}/threads/${opened.uuid}`, member);
    expect(
      code(await call(t.app, 'POST', `${API}/boards/lounge/threads`, member, { title: 'a', body: 'b' })),
    ).toBe(2305);
    await agePosts(t, member.id);
    expect(
      (await call(t.app, 'POST', `${API}/boards/lounge/threads`, member, { title: 'a', body: 'b' }))
        .statusCode,
    ).toBe(201);
  });

  it('holds under concurrent posts: of 25 at once exactly the limit succeed', async () => {
    const member = await discussionMember(t);
    const opened = await startThread(t.app, staff);
    const results = await Promise.all(
      Array.from({ length: 25 }, (_, i) =>
        i % 2 === 0
          ? call(t.app, 'POST', `${API}/threads/${opened.uuid}/replies`, member, { body: `r${i}` })
          : call(t.app, 'POST', `${API}/boards/theories/threads`, member, { title: `t${i}`, body: 'b' }),
      ),
    );
    const statuses = results.map((r) => r.statusCode);
    expect(statuses.filter((s) => s === 201)).toHaveLength(POSTING_LIMIT);
    expect(statuses.filter((s) => s === 429)).toHaveLength(25 - POSTING_LIMIT);
    const { n } = await t.database.db
      .selectFrom('discussion_replies')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .where('author_id', '=', member.id)
      .executeTakeFirstOrThrow();
    const threads = await t.database.db
      .selectFrom('discussion_threads')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .where('author_id', '=', member.id)
      .executeTakeFirstOrThrow();
    expect(Number(n) + Number(threads.n)).toBe(POSTING_LIMIT);
  });
});
