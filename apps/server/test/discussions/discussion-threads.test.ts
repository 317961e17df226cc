import crypto from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  POST_BODY_MAX_LENGTH,
  THREAD_TITLE_MAX_LENGTH,
  type DiscussionBoard,
  type DiscussionThread,
  type Page,
  type ThreadDetail,
} from '@fanverse/contract';
import type { TestApp } from '../helpers/test-app';
import {
  API,
  agePosts,
  call,
  code,
  discussionCast,
  discussionMember,
  insertSeries,
  startThread,
  type Member,
} from './discussion-fixtures';

/** Threads: start, list, read, edit, delete, moderate; who may do what; texts stored verbatim. */
let t: TestApp;
let author: Member;
let other: Member;
let staff: Member;

beforeAll(async () => {
  ({ t, author, other, staff } = await discussionCast());
  await insertSeries(t, 'ember-harbor', 'Ember Harbor', { es: { title: 'Puerto Ascua' } });
});
afterAll(async () => t?.app.close());

const board = async (slug: string) =>
  (await call(t.app, 'GET', `${API}/boards/${slug}`)).json() as DiscussionBoard;
const threadsOf = async (slug: string, who: Member | null = null, query = '') => {
  const res = await call(t.app, 'GET', `${API}/boards/${slug}/threads${query}`, who);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as Page<DiscussionThread>;
};

describe('start a thread', () => {
  it('answers 201 with the whole thread, its path the board slug and uuid, and counts it on the board', async () => {
    const res = await call(t.app, 'POST', `${API}/boards/ember-harbor/threads`, author, {
      title: '  Who lit the lighthouse?  ',
      body: '  Episode 3 spoilers: see https://example.com/map  ',
    });
    expect(res.statusCode, res.body).toBe(201);
    const thread = res.json() as DiscussionThread;
    expect(thread).toMatchObject({
      title: 'Who lit the lighthouse?',
      body: 'Episode 3 spoilers: see https://example.com/map',
      board: 'Ember Harbor',
      board_slug: 'ember-harbor',
      path: `/boards/ember-harbor/threads/${thread.uuid}`,
      username: author.username,
      user_guid: author.guid,
      avatar: '',
      reply_count: 0,
      edited_at: null,
      is_locked: false,
      is_hidden: false,
      is_own: true,
    });
    expect(thread.last_activity_at).toBe(thread.created_at);
    expect((await board('ember-harbor')).thread_count).toBe(1);
    await agePosts(t, author.id);
  });

  it('stores script and HTML exactly as written and answers them verbatim in JSON', async () => {
    const title = '<script>alert(1)</script>';
    const body = '<img src=x onerror=alert(1)> & "quotes" <b>bold</b>';
    const thread = await startThread(t.app, author, 'lounge', { title, body });
    const res = await call(t.app, 'GET', `${API}/threads/${thread.uuid}`);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    const detail = res.json() as ThreadDetail;
    expect(detail.thread.title).toBe(title);
    expect(detail.thread.body).toBe(body);
    const row = await t.database.db
      .selectFrom('discussion_threads')
      .select(['title', 'body'])
      .where('uuid', '=', thread.uuid)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ title, body });
    await agePosts(t, author.id);
  });

  it('answers 2306 to a missing, blank or too long title and 2307 to a missing, blank or too long text', async () => {
    const url = `${API}/boards/lounge/threads`;
    for (const body of [
      { body: 'text' },
      { title: '', body: 'text' },
      { title: ' \n\t ', body: 'text' },
      { title: 'x'.repeat(THREAD_TITLE_MAX_LENGTH + 1), body: 'text' },
      { title: 'x'.repeat(THREAD_TITLE_MAX_LENGTH * 4 + 1), body: 'text' },
      { title: 42, body: 'text' },
    ]) {
      const res = await call(t.app, 'POST', url, author, body);
      expect(res.statusCode, JSON.stringify(body).slice(0, 80)).toBe(400);
      expect(code(res)).toBe(2306);
    }
    for (const body of [
      { title: 'ok' },
      { title: 'ok', body: '   ' },
      { title: 'ok', body: 'y'.repeat(POST_BODY_MAX_LENGTH + 1) },
    ]) {
      const res = await call(t.app, 'POST', url, author, body);
      expect(res.statusCode).toBe(400);
      expect(code(res)).toBe(2307);
    }
    const longest = await startThread(t.app, author, 'lounge', {
      title: 't'.repeat(THREAD_TITLE_MAX_LENGTH),
      body: 'b'.repeat(POST_BODY_MAX_LENGTH),
    });
    expect(longest.title).toHaveLength(THREAD_TITLE_MAX_LENGTH);
    await agePosts(t, author.id);
  });

  it('answers 2300 to an unknown board and 401 without a session', async () => {
    const unknown = await call(t.app, 'POST', `${API}/boards/nowhere/threads`, author, {
      title: 'a',
      body: 'b',
    });
    expect(unknown.statusCode).toBe(404);
    expect(code(unknown)).toBe(2300);
    const anonymous = await call(t.app, 'POST', `${API}/boards/lounge/threads`, null, {
      title: 'a',
      body: 'b',
    });
    expect(anonymous.statusCode).toBe(401);
  });
});

describe('thread lists and pages', () => {
  it('lists a board’s threads newest activity first, paged with links, is_own from the caller', async () => {
    const member = await discussionMember(t);
    const made: DiscussionThread[] = [];
    for (let i = 0; i < 5; i++)
      made.push(await startThread(t.app, member, 'theories', { title: `T${i}`, body: 'b' }));
    const first = await threadsOf('theories', member, '?page_size=2');
    expect(first.count).toBe(5);
    expect(first.num_pages).toBe(3);
    expect(first.values.map((x) => x.title)).toEqual(['T4', 'T3']);
    expect(first.values.every((x) => x.is_own)).toBe(true);
    expect(first.links.next).toBe(`${API}/boards/theories/threads?page=2&page_size=2`);
    const last = await threadsOf('theories', null, '?page=3&page_size=2');
    expect(last.values.map((x) => x.title)).toEqual(['T0']);
    expect(last.values[0]!.is_own).toBe(false);
    // A reply moves its thread to the top.
    const replied = await call(t.app, 'POST', `${API}/threads/${made[0]!.uuid}/replies`, other, {
      body: 'up',
    });
    expect(replied.statusCode).toBe(201);
    expect((await threadsOf('theories', null, '?page_size=1')).values[0]!.title).toBe('T0');
    const past = await call(t.app, 'GET', `${API}/boards/theories/threads?page=4&page_size=2`);
    expect(past.statusCode).toBe(404);
    expect(code(past)).toBe(5);
    const unknown = await call(t.app, 'GET', `${API}/boards/nowhere/threads`);
    expect(code(unknown)).toBe(2300);
  });

  it('answers a thread with its board, the board title translated with ?trans=es', async () => {
    const thread = await startThread(t.app, other, 'ember-harbor');
    const detail = (
      await call(t.app, 'GET', `${API}/threads/${thread.uuid}?trans=es`, other)
    ).json() as ThreadDetail;
    expect(detail.thread).toMatchObject({ uuid: thread.uuid, board: 'Puerto Ascua', is_own: true });
    expect(detail.board).toMatchObject({ slug: 'ember-harbor', title: 'Puerto Ascua', kind: 'series' });
    const english = await threadsOf('ember-harbor');
    expect(english.values[0]!.board).toBe('Ember Harbor');
    for (const uuid of [crypto.randomUUID(), 'not-a-uuid']) {
      const res = await call(t.app, 'GET', `${API}/threads/${uuid}`);
      expect(res.statusCode).toBe(404);
      expect(code(res)).toBe(2301);
    }
  });
});

describe('edit and delete', () => {
  it('lets the author edit, setting edited_at; only the fields sent change', async () => {
    const thread = await startThread(t.app, author, 'lounge', { title: 'Before', body: 'Old text' });
    const res = await call(t.app, 'PATCH', `${API}/threads/${thread.uuid}`, author, { title: '  After ' });
    expect(res.statusCode, res.body).toBe(200);
    const edited = res.json() as DiscussionThread;
    expect(edited).toMatchObject({ title: 'After', body: 'Old text' });
    expect(edited.edited_at).not.toBeNull();
    const body = await call(t.app, 'PATCH', `${API}/threads/${thread.uuid}`, author, { body: '<i>new</i>' });
    expect(body.json()).toMatchObject({ title: 'After', body: '<i>new</i>' });
    const blank = await call(t.app, 'PATCH', `${API}/threads/${thread.uuid}`, author, { title: ' ' });
    expect(code(blank)).toBe(2306);
    await agePosts(t, author.id);
  });

  it('answers 2303 to another member and to staff editing someone else’s thread', async () => {
    const thread = await startThread(t.app, author);
    for (const who of [other, staff]) {
      const res = await call(t.app, 'PATCH', `${API}/threads/${thread.uuid}`, who, { title: 'Mine now' });
      expect(res.statusCode).toBe(403);
      expect(code(res)).toBe(2303);
    }
    const res = await call(t.app, 'DELETE', `${API}/threads/${thread.uuid}`, other);
    expect(res.statusCode).toBe(403);
    expect(code(res)).toBe(2303);
    await agePosts(t, author.id);
  });

  it('lets the author delete: 204, then 2301 and gone from the list and the board count', async () => {
    const before = (await board('fan-creations')).thread_count;
    const thread = await startThread(t.app, author, 'fan-creations');
    expect((await board('fan-creations')).thread_count).toBe(before + 1);
    const res = await call(t.app, 'DELETE', `${API}/threads/${thread.uuid}`, author);
    expect(res.statusCode).toBe(204);
    expect(res.body).toBe('');
    expect(code(await call(t.app, 'GET', `${API}/threads/${thread.uuid}`, author))).toBe(2301);
    expect(code(await call(t.app, 'DELETE', `${API}/threads/${thread.uuid}`, author))).toBe(2301);
    expect(code(await call(t.app, 'PATCH', `${API}/threads/${thread.uuid}`, author, { title: 'x' }))).toBe(
      2301,
    );
    expect((await threadsOf('fan-creations', staff)).values.some((x) => x.uuid === thread.uuid)).toBe(false);
    expect((await board('fan-creations')).thread_count).toBe(before);
    await agePosts(t, author.id);
  });

  it('lets staff delete anyone’s thread', async () => {
    const thread = await startThread(t.app, author);
    expect((await call(t.app, 'DELETE', `${API}/threads/${thread.uuid}`, staff)).statusCode).toBe(204);
    expect(code(await call(t.app, 'GET', `${API}/threads/${thread.uuid}`, staff))).toBe(2301);
    await agePosts(t, author.id);
  });
});

describe('moderation', () => {
  it('lets staff hide a thread: invisible to others (2301, left out of lists), seen by staff as hidden', async () => {
    const slugBoard = 'ember-harbor';
    const before = (await board(slugBoard)).thread_count;
    const thread = await startThread(t.app, author, slugBoard);
    const url = `${API}/threads/${thread.uuid}/moderation`;
    const hide = await call(t.app, 'PUT', url, staff, { is_hidden: true });
    expect(hide.statusCode, hide.body).toBe(200);
    expect(hide.json()).toMatchObject({ is_hidden: true, is_locked: false, is_own: false });
    expect((await board(slugBoard)).thread_count).toBe(before);
    // Hiding twice counts once.
    expect((await call(t.app, 'PUT', url, staff, { is_hidden: true })).statusCode).toBe(200);
    expect((await board(slugBoard)).thread_count).toBe(before);
    for (const who of [null, other, author]) {
      expect(code(await call(t.app, 'GET', `${API}/threads/${thread.uuid}`, who))).toBe(2301);
      expect((await threadsOf(slugBoard, who)).values.some((x) => x.uuid === thread.uuid)).toBe(false);
      expect(code(await call(t.app, 'GET', `${API}/threads/${thread.uuid}/replies`, who))).toBe(2301);
    }
    expect(
      code(await call(t.app, 'POST', `${API}/threads/${thread.uuid}/replies`, author, { body: 'hi' })),
    ).toBe(2301);
    const seen = await threadsOf(slugBoard, staff);
    expect(seen.values.find((x) => x.uuid === thread.uuid)).toMatchObject({ is_hidden: true });
    expect((await call(t.app, 'GET', `${API}/threads/${thread.uuid}`, staff)).statusCode).toBe(200);
    const show = await call(t.app, 'PUT', url, staff, { is_hidden: false });
    expect(show.json()).toMatchObject({ is_hidden: false });
    expect((await board(slugBoard)).thread_count).toBe(before + 1);
    expect((await call(t.app, 'GET', `${API}/threads/${thread.uuid}`, other)).statusCode).toBe(200);
    await agePosts(t, author.id);
  });

  it('lets staff lock a thread: replies and edits by members answer 2304, staff may still reply', async () => {
    const thread = await startThread(t.app, author);
    const url = `${API}/threads/${thread.uuid}/moderation`;
    expect((await call(t.app, 'PUT', url, staff, { is_locked: true })).json()).toMatchObject({
      is_locked: true,
      is_hidden: false,
    });
    const reply = await call(t.app, 'POST', `${API}/threads/${thread.uuid}/replies`, other, { body: 'hi' });
    expect(reply.statusCode).toBe(409);
    expect(code(reply)).toBe(2304);
    const edit = await call(t.app, 'PATCH', `${API}/threads/${thread.uuid}`, author, { title: 'x' });
    expect(edit.statusCode).toBe(409);
    expect(code(edit)).toBe(2304);
    expect(
      (await call(t.app, 'POST', `${API}/threads/${thread.uuid}/replies`, staff, { body: 'Locked.' }))
        .statusCode,
    ).toBe(201);
    await call(t.app, 'PUT', url, staff, { is_locked: false });
    expect(
      (await call(t.app, 'POST', `${API}/threads/${thread.uuid}/replies`, other, { body: 'hi' })).statusCode,
    ).toBe(201);
    await agePosts(t, author.id, other.id);
  });

  it('refuses members with 403 code 2309 and answers 2301 for an unknown thread', async () => {
    const thread = await startThread(t.app, author);
    const res = await call(t.app, 'PUT', `${API}/threads/${thread.uuid}/moderation`, author, {
      is_hidden: true,
    });
    expect(res.statusCode).toBe(403);
    expect(code(res)).toBe(2309);
    const unknown = await call(t.app, 'PUT', `${API}/threads/${crypto.randomUUID()}/moderation`, staff, {
      is_locked: true,
    });
    expect(unknown.statusCode).toBe(404);
    expect(code(unknown)).toBe(2301);
    await agePosts(t, author.id);
  });
});
