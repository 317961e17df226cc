import crypto from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { POSTING_LIMIT, THREAD_TITLE_MAX_LENGTH } from '@fanverse/contract';
import { FAST_ENV } from '../../apps/server/test/helpers/test-user';
import { expectClientCheck, expectMapped, failure, signUp, type Member } from './accounts-fixtures';
import { startContractServer, type ContractServer } from './contract-server';

/**
 * The discussion calls of the real server read by the real client (`client.discussions`): replies
 * parse with the contract schemas, and every failure the server answers ends as the client code
 * it carries (2300–2309 and 1061 kept as answered, paging 5004/5005).
 */
let s: ContractServer;
let author: Member;
let other: Member;
let staff: Member;
let seriesUuid: string;

beforeAll(async () => {
  s = await startContractServer({ ...FAST_ENV, RATE_LIMIT_MAX: '100000' });
  // A minimal series: the tables' trigger gives it its board.
  seriesUuid = crypto.randomUUID();
  await s.database.db
    .insertInto('series')
    .values({
      uuid: seriesUuid,
      slug: 'ember-harbor',
      asset_key: 'ember-harbor',
      title: 'Ember Harbor',
      year: 2024,
    })
    .execute();
  author = await signUp(s);
  other = await signUp(s);
  staff = await signUp(s);
  await s.database.db.updateTable('users').set({ is_staff: true }).where('guid', '=', staff.guid).execute();
});
afterAll(async () => s.app.close());

describe('calls that succeed parse with the contract', () => {
  it('boards, content board, threads, thread, replies, edits, moderation, deletes', async () => {
    const d = author.client.discussions;
    const boards = await d.listBoards({ page_size: 100 });
    expect(boards.values[0]!.slug).toBe('lounge');
    expect((await d.getBoard('theories')).title).toBe('Theories and predictions');
    const board = await d.getContentBoard('series', seriesUuid);
    expect(board).toMatchObject({ slug: 'ember-harbor', content_uuid: seriesUuid });
    const thread = await d.createThread(board.slug, { title: '<b>Harbour</b> lights', body: 'Seen them?' });
    expect(thread).toMatchObject({ path: `/boards/ember-harbor/threads/${thread.uuid}`, is_own: true });
    expect((await d.listThreads(board.slug, { page: 1, page_size: 5 })).values[0]!.uuid).toBe(thread.uuid);
    expect((await other.client.discussions.getThread(thread.uuid)).board.slug).toBe('ember-harbor');
    const reply = await other.client.discussions.createReply(thread.uuid, { body: '<script>x</script>' });
    expect(reply.body).toBe('<script>x</script>');
    expect((await d.listReplies(thread.uuid)).values.map((r) => r.uuid)).toEqual([reply.uuid]);
    expect((await other.client.discussions.editReply(reply.uuid, { body: 'Yes' })).edited_at).not.toBeNull();
    expect((await d.editThread(thread.uuid, { title: 'Harbour lights' })).title).toBe('Harbour lights');
    expect((await staff.client.discussions.moderateThread(thread.uuid, { is_locked: true })).is_locked).toBe(
      true,
    );
    expect((await staff.client.discussions.moderateReply(reply.uuid, { is_hidden: true })).is_hidden).toBe(
      true,
    );
    await staff.client.discussions.deleteReply(reply.uuid);
    await d.deleteThread(thread.uuid);
    expectMapped(await failure(d.getThread(thread.uuid)), { status: 404, code: 2301 }, 2301);
  });
});

describe('server replies and their client codes', () => {
  it('2300 unknown board, 1061 unknown title, 2301 unknown thread, 2302 unknown reply', async () => {
    const d = author.client.discussions;
    expectMapped(await failure(d.getBoard('no-such-board')), { status: 404, code: 2300 }, 2300);
    expectMapped(await failure(d.listThreads('Bad_Slug')), { status: 404, code: 2300 }, 2300);
    expectMapped(
      await failure(d.getContentBoard('series', crypto.randomUUID())),
      { status: 404, code: 1061 },
      1061,
    );
    expectMapped(await failure(d.getThread(crypto.randomUUID())), { status: 404, code: 2301 }, 2301);
    expectMapped(await failure(d.listReplies('not-a-uuid')), { status: 404, code: 2301 }, 2301);
    expectMapped(
      await failure(d.editReply(crypto.randomUUID(), { body: 'x' })),
      { status: 404, code: 2302 },
      2302,
    );
  });

  it('2303 another member’s post, 2304 locked thread, 2309 moderation by a member', async () => {
    const thread = await author.client.discussions.createThread('lounge', { title: 'Mine', body: 'Text' });
    expectMapped(
      await failure(other.client.discussions.editThread(thread.uuid, { title: 'Theirs' })),
      { status: 403, code: 2303 },
      2303,
    );
    expectMapped(
      await failure(other.client.discussions.deleteThread(thread.uuid)),
      { status: 403, code: 2303 },
      2303,
    );
    expectMapped(
      await failure(other.client.discussions.moderateThread(thread.uuid, { is_hidden: true })),
      { status: 403, code: 2309 },
      2309,
    );
    await staff.client.discussions.moderateThread(thread.uuid, { is_locked: true });
    expectMapped(
      await failure(other.client.discussions.createReply(thread.uuid, { body: 'Late' })),
      { status: 409, code: 2304 },
      2304,
    );
  });

  it('2306 too long a title, 2307 too long a text (blank ones stop on the client), 5004/5005 paging', async () => {
    const d = author.client.discussions;
    expectMapped(
      await failure(d.createThread('lounge', { title: 'x'.repeat(THREAD_TITLE_MAX_LENGTH + 1), body: 'b' })),
      { status: 400, code: 2306 },
      2306,
    );
    expectMapped(
      await failure(d.createThread('lounge', { title: 'ok', body: 'y'.repeat(5001) })),
      { status: 400, code: 2307 },
      2307,
    );
    await expectClientCheck(author, d.createThread('lounge', { title: '  ', body: 'b' }), 2306);
    await expectClientCheck(author, d.createReply(crypto.randomUUID(), { body: '' }), 2307);
    expectMapped(await failure(d.listBoards({ page: 999 })), { status: 404, code: 5 }, 5005);
    expectMapped(await failure(d.listBoards({ page: 0 })), { status: 400, code: 4 }, 5004);
  });

  it('2305 posting limit (429)', async () => {
    const member = await signUp(s);
    const d = member.client.discussions;
    const thread = await d.createThread('fan-creations', { title: 'Many', body: 'posts' });
    for (let i = 1; i < POSTING_LIMIT; i++) await d.createReply(thread.uuid, { body: `r${i}` });
    expectMapped(
      await failure(d.createReply(thread.uuid, { body: 'one too many' })),
      { status: 429, code: 2305 },
      2305,
    );
  });

  it('401 without a session', async () => {
    const anonymous = s.client();
    const e = await failure(anonymous.discussions.createThread('lounge', { title: 't', body: 'b' }));
    expect(e.status).toBe(401);
  });
});
