import { describe, expect, it } from 'vitest';
import { envelope, json, testClient } from './fake-fetch';
import {
  BOARD_SLUG,
  REPLY,
  SERIES,
  THREAD,
  board,
  bodyOf,
  codeOf,
  noContent,
  pageOf,
  reply,
  sent,
  thread,
} from './discussions-fixtures';

const API = '/api/discussions/1';

describe('client.discussions reads', () => {
  it('boards: the list, one board, a title’s board; parsed with the contract', async () => {
    const { client, calls } = testClient((call) =>
      call.url.pathname === `${API}/boards` ? json(pageOf([board({ kind: 'general' })])) : json(board()),
    );
    expect((await client.discussions.listBoards()).values[0]?.kind).toBe('general');
    expect((await client.discussions.getBoard(BOARD_SLUG)).slug).toBe(BOARD_SLUG);
    expect((await client.discussions.getContentBoard('series', SERIES)).content_uuid).toBe(SERIES);
    await client.discussions.getContentBoard('comicseries', SERIES);
    await client.discussions.listBoards({ page: 2, page_size: 5 });
    expect(calls.map(sent)).toEqual([
      `GET ${API}/boards`,
      `GET ${API}/boards/${BOARD_SLUG}`,
      `GET ${API}/content/series/${SERIES}/board`,
      `GET ${API}/content/comicseries/${SERIES}/board`,
      `GET ${API}/boards`,
    ]);
    expect([...calls[0]!.url.searchParams.keys()]).toEqual(['trans']);
    expect(calls[4]!.url.searchParams.get('page')).toBe('2');
    expect(calls[4]!.url.searchParams.get('page_size')).toBe('5');
  });

  it('threads and replies: paged lists, the thread with its board', async () => {
    const { client, calls } = testClient((call) => {
      const path = call.url.pathname;
      if (path.endsWith('/replies')) return json(pageOf([reply()]));
      if (path.endsWith('/threads')) return json(pageOf([thread()]));
      return json({ thread: thread(), board: board() });
    });
    const threads = await client.discussions.listThreads(BOARD_SLUG, { page: 3 });
    expect(threads.values[0]?.path).toBe(`/boards/${BOARD_SLUG}/threads/${THREAD}`);
    const detail = await client.discussions.getThread(THREAD);
    expect(detail.thread.uuid).toBe(THREAD);
    expect(detail.board.slug).toBe(BOARD_SLUG);
    // Texts arrive as written: escaping is the web's job when it shows them.
    expect((await client.discussions.listReplies(THREAD, { page_size: 10 })).values[0]?.body).toBe(
      'Me! <script>alert(1)</script>',
    );
    expect(calls.map(sent)).toEqual([
      `GET ${API}/boards/${BOARD_SLUG}/threads`,
      `GET ${API}/threads/${THREAD}`,
      `GET ${API}/threads/${THREAD}/replies`,
    ]);
    expect(calls[0]!.url.searchParams.get('page')).toBe('3');
    expect(calls[0]!.url.searchParams.has('page_size')).toBe(false);
    expect(calls[2]!.url.searchParams.get('page_size')).toBe('10');
  });

  it('escapes path values so they cannot reach another route', async () => {
    const { client, last } = testClient(() => json(board()));
    await client.discussions.getBoard('../threads/x');
    expect(last().url.pathname).toBe(`${API}/boards/..%2Fthreads%2Fx`);
  });

  it('a reply of the wrong shape fails with 9999', async () => {
    const { client } = testClient(() => json({ uuid: THREAD }));
    expect(await codeOf(client.discussions.getThread(THREAD))).toBe(9999);
    expect(await codeOf(client.discussions.listThreads(BOARD_SLUG))).toBe(9999);
  });
});

describe('client.discussions writes', () => {
  it('starts a thread and replies (201 with the entity)', async () => {
    const { client, calls } = testClient((call) =>
      call.url.pathname.endsWith('/replies') ? json(reply(), 201) : json(thread(), 201),
    );
    const created = await client.discussions.createThread(BOARD_SLUG, { title: 'Hi', body: '  Hello  ' });
    expect(created.uuid).toBe(THREAD);
    expect((await client.discussions.createReply(THREAD, { body: 'Me too' })).uuid).toBe(REPLY);
    expect(calls.map(sent)).toEqual([
      `POST ${API}/boards/${BOARD_SLUG}/threads`,
      `POST ${API}/threads/${THREAD}/replies`,
    ]);
    // Sent as written: trimming and the length limits are the server's.
    expect(bodyOf(calls[0])).toEqual({ title: 'Hi', body: '  Hello  ' });
    expect(bodyOf(calls[1])).toEqual({ body: 'Me too' });
  });

  it('edits send only the fields given, each only as a string', async () => {
    const { client, calls } = testClient((call) =>
      call.url.pathname.includes('/replies/') ? json(reply({ edited_at: 'x' })) : json(thread()),
    );
    await client.discussions.editThread(THREAD, { title: 'New title' });
    await client.discussions.editThread(THREAD, { body: 'New body' });
    await client.discussions.editThread(THREAD, { title: 7 } as unknown as { title: string });
    expect((await client.discussions.editReply(REPLY, { body: 'Fixed' })).edited_at).toBe('x');
    expect(calls.map(sent)).toEqual([
      `PATCH ${API}/threads/${THREAD}`,
      `PATCH ${API}/threads/${THREAD}`,
      `PATCH ${API}/threads/${THREAD}`,
      `PATCH ${API}/replies/${REPLY}`,
    ]);
    expect(calls.map(bodyOf)).toEqual([{ title: 'New title' }, { body: 'New body' }, {}, { body: 'Fixed' }]);
  });

  it('deletes answer 204 and resolve nothing', async () => {
    const { client, calls } = testClient(() => noContent());
    expect(await client.discussions.deleteThread(THREAD)).toBeUndefined();
    expect(await client.discussions.deleteReply(REPLY)).toBeUndefined();
    expect(calls.map(sent)).toEqual([`DELETE ${API}/threads/${THREAD}`, `DELETE ${API}/replies/${REPLY}`]);
    expect(calls.every((call) => call.body === undefined)).toBe(true);
  });

  it('moderation sends only the flags given', async () => {
    const { client, calls } = testClient((call) =>
      call.url.pathname.includes('/replies/')
        ? json(reply({ is_hidden: true }))
        : json(thread({ is_locked: true })),
    );
    expect((await client.discussions.moderateThread(THREAD, { is_locked: true })).is_locked).toBe(true);
    await client.discussions.moderateThread(THREAD, { is_hidden: false, is_locked: 'no' } as never);
    expect((await client.discussions.moderateReply(REPLY, { is_hidden: true })).is_hidden).toBe(true);
    expect(calls.map(sent)).toEqual([
      `PUT ${API}/threads/${THREAD}/moderation`,
      `PUT ${API}/threads/${THREAD}/moderation`,
      `PUT ${API}/replies/${REPLY}/moderation`,
    ]);
    expect(calls.map(bodyOf)).toEqual([{ is_locked: true }, { is_hidden: false }, { is_hidden: true }]);
  });
});

describe('client.discussions checks: nothing is sent', () => {
  it('2300 without a board slug, 2301 without a thread uuid, 2302 without a reply uuid', async () => {
    const { client, calls } = testClient();
    const d = client.discussions;
    expect(await codeOf(d.getBoard(''))).toBe(2300);
    expect(await codeOf(d.listThreads('  '))).toBe(2300);
    expect(await codeOf(d.createThread(undefined as unknown as string, { title: 't', body: 'b' }))).toBe(
      2300,
    );
    expect(await codeOf(d.getThread(''))).toBe(2301);
    expect(await codeOf(d.editThread(' ', { title: 'x' }))).toBe(2301);
    expect(await codeOf(d.deleteThread(''))).toBe(2301);
    expect(await codeOf(d.moderateThread('', { is_hidden: true }))).toBe(2301);
    expect(await codeOf(d.listReplies(''))).toBe(2301);
    expect(await codeOf(d.createReply('', { body: 'x' }))).toBe(2301);
    expect(await codeOf(d.editReply('', { body: 'x' }))).toBe(2302);
    expect(await codeOf(d.deleteReply(' '))).toBe(2302);
    expect(await codeOf(d.moderateReply('', { is_hidden: true }))).toBe(2302);
    expect(calls).toHaveLength(0);
  });

  it('2306 and 2307: a missing or blank title or text, on new posts and edits', async () => {
    const { client, calls } = testClient();
    const d = client.discussions;
    expect(await codeOf(d.createThread(BOARD_SLUG, { title: '   ', body: 'b' }))).toBe(2306);
    expect(await codeOf(d.createThread(BOARD_SLUG, { body: 'b' } as never))).toBe(2306);
    expect(await codeOf(d.createThread(BOARD_SLUG, { title: 't', body: '\n\t ' }))).toBe(2307);
    expect(await codeOf(d.createReply(THREAD, { body: '' }))).toBe(2307);
    expect(await codeOf(d.createReply(THREAD, {} as never))).toBe(2307);
    expect(await codeOf(d.editThread(THREAD, { title: ' ' }))).toBe(2306);
    expect(await codeOf(d.editThread(THREAD, { body: '' }))).toBe(2307);
    expect(await codeOf(d.editReply(REPLY, { body: ' ' }))).toBe(2307);
    expect(calls).toHaveLength(0);
  });

  it('1061: a content type other than series / comicseries, or no content uuid', async () => {
    const { client, calls } = testClient();
    expect(await codeOf(client.discussions.getContentBoard('episode' as never, SERIES))).toBe(1061);
    expect(await codeOf(client.discussions.getContentBoard('series', ''))).toBe(1061);
    expect(calls).toHaveLength(0);
  });

  it('a check failure names the field, in the call’s language', async () => {
    const { client } = testClient();
    const error = await codeOf(client.discussions.createThread(BOARD_SLUG, { title: '', body: 'b' }));
    expect(error).toBe(2306);
    const { client: es } = testClient(undefined, { lang: 'es' });
    await expect(es.discussions.createReply(THREAD, { body: '' })).rejects.toMatchObject({
      errors: [
        {
          code: 2307,
          field: 'body',
          message: 'Una publicación necesita un texto de 5000 caracteres como máximo',
        },
      ],
    });
  });
});

describe('client.discussions reply codes (spec §8)', () => {
  it('keeps the numeric codes the server answers', async () => {
    const replies: Array<[number, number]> = [
      [404, 2300],
      [404, 2301],
      [404, 2302],
      [403, 2303],
      [409, 2304],
      [429, 2305],
      [400, 2306],
      [400, 2307],
      [403, 2309],
      [404, 1061],
    ];
    for (const [status, code] of replies) {
      const { client } = testClient(() => envelope(status, { code, message: 'x' }));
      expect(await codeOf(client.discussions.createThread(BOARD_SLUG, { title: 't', body: 'b' }))).toBe(code);
      expect(await codeOf(client.discussions.moderateThread(THREAD, { is_hidden: true }))).toBe(code);
      expect(await codeOf(client.discussions.getThread(THREAD))).toBe(code);
    }
  });

  it('paging and bad parameters give 5004 and 5008', async () => {
    const { client } = testClient((call) =>
      call.url.searchParams.has('page')
        ? envelope(400, { code: 4, message: 'page' })
        : envelope(400, { code: 8, message: 'bad' }),
    );
    expect(await codeOf(client.discussions.listThreads(BOARD_SLUG, { page: 9 }))).toBe(5004);
    expect(await codeOf(client.discussions.moderateReply(REPLY, { is_hidden: 'x' } as never))).toBe(5008);
  });

  it('a bare 429 on a new thread or reply is the posting limit; the global limiter stays 1015', async () => {
    const bare = () => new Response('Too Many Requests', { status: 429 });
    const { client } = testClient(bare);
    expect(await codeOf(client.discussions.createThread(BOARD_SLUG, { title: 't', body: 'b' }))).toBe(2305);
    expect(await codeOf(client.discussions.createReply(THREAD, { body: 'b' }))).toBe(2305);
    expect(await codeOf(client.discussions.getThread(THREAD))).toBe(9999);
    const { client: limited } = testClient(() =>
      envelope(429, { code: 'TOO_MANY_REQUESTS', message: 'Too many requests' }),
    );
    expect(await codeOf(limited.discussions.createReply(THREAD, { body: 'b' }))).toBe(1015);
  });

  it('a refused moderation: 2309 kept, and a 403 without a code of ours is 2309 too', async () => {
    const { client } = testClient(() => envelope(403, { code: 'FORBIDDEN', message: 'Not authorized' }));
    expect(await codeOf(client.discussions.moderateThread(THREAD, { is_locked: true }))).toBe(2309);
    expect(await codeOf(client.discussions.moderateReply(REPLY, { is_hidden: true }))).toBe(2309);
    const { client: coded } = testClient(() => envelope(403, { code: 2309, message: 'Staff only' }));
    expect(await codeOf(coded.discussions.moderateThread(THREAD, { is_hidden: true }))).toBe(2309);
    // Elsewhere a 403 keeps its own meaning (another member's post is 2303).
    const { client: other } = testClient(() => envelope(403, { code: 2303, message: 'Not yours' }));
    expect(await codeOf(other.discussions.editThread(THREAD, { title: 'x' }))).toBe(2303);
  });

  it('no session is an invalid user token (1003), and nothing is stored', async () => {
    const { client } = testClient(() => envelope(401, { code: 'UNAUTHENTICATED', message: 'Sign in' }));
    expect(await codeOf(client.discussions.createReply(THREAD, { body: 'b' }))).toBe(1003);
    expect(client.errors.get('profile')).toEqual([]);
  });
});
