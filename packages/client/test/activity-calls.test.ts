import { describe, expect, it } from 'vitest';
import { ApiError } from '../src';
import { envelope, json, rejection, testClient, queryOf } from './fake-fetch';
import {
  BOOK_UUID,
  COMIC_SERIES_UUID,
  EPISODE_UUID,
  SERIES_UUID,
  comicItem,
  feedItem,
  feedReply,
  likesOf,
  videoItem,
} from './activity-fixtures';
import { bodyOf, codeOf, noContent, sent } from './discussions-fixtures';

describe('client.activity history', () => {
  it('history: GET /api/5/user/history, both lists parsed', async () => {
    const { client, last } = testClient(() => json({ videos: [videoItem()], comics: [comicItem()] }));
    const reply = await client.activity.history();
    expect(sent(last())).toBe('GET /api/5/user/history');
    expect(queryOf(last())).toEqual({});
    expect(reply.videos[0]?.uuid).toBe(EPISODE_UUID);
    expect(reply.comics[0]?.book.uuid).toBe(BOOK_UUID);
  });

  it('videoHistory: the spec path with its trailing slash, only the filters given', async () => {
    const { client, calls } = testClient(() => json({ history: [videoItem()], last_key: 'k2' }));
    const page = await client.activity.videoHistory();
    expect(page.last_key).toBe('k2');
    expect(page.history[0]?.slider).toBe(600);
    await client.activity.videoHistory({
      series_id: 12,
      episode_number: 3,
      start_from: 'k2',
      skip_completed: true,
      skip_completed_val: 80,
      limit: 5,
    });
    await client.activity.videoHistory({ skip_completed: false });
    expect(calls.map(sent)).toEqual([
      'GET /api/5/1/user/history/video/',
      'GET /api/5/1/user/history/video/',
      'GET /api/5/1/user/history/video/',
    ]);
    expect(queryOf(calls[0])).toEqual({});
    expect(queryOf(calls[1])).toEqual({
      series_id: '12',
      episode_number: '3',
      start_from: 'k2',
      skip_completed: 'true',
      skip_completed_val: '80',
      limit: '5',
    });
    // `false` is a value the caller chose, so it is sent.
    expect(queryOf(calls[2])).toEqual({ skip_completed: 'false' });
  });

  it('markVideo: POST {series}.{episode}/{command} without a body; the episode as now marked', async () => {
    const { client, calls } = testClient((call) =>
      json(videoItem({ is_watched: call.url.pathname.endsWith('/watched') })),
    );
    expect((await client.activity.markVideo(12, 3, 'watched')).is_watched).toBe(true);
    expect((await client.activity.markVideo(12, 0, 'unwatched')).is_watched).toBe(false);
    expect(calls.map(sent)).toEqual([
      'POST /api/5/1/user/history/video/12.3/watched',
      'POST /api/5/1/user/history/video/12.0/unwatched',
    ]);
    expect(calls[0]!.body).toBeUndefined();
  });

  it('searchHistory: POST /api/5/1/user/history/search with only the lists given', async () => {
    const { client, calls } = testClient(() => json({ videos: [videoItem()], comics: [] }));
    const reply = await client.activity.searchHistory({ video_ids: [EPISODE_UUID] });
    expect(reply.videos).toHaveLength(1);
    await client.activity.searchHistory({ video_ids: [], comic_uuids: [BOOK_UUID] });
    expect(calls.map(sent)).toEqual([
      'POST /api/5/1/user/history/search',
      'POST /api/5/1/user/history/search',
    ]);
    expect(bodyOf(calls[0])).toEqual({ video_ids: [EPISODE_UUID] });
    expect(bodyOf(calls[1])).toEqual({ video_ids: [], comic_uuids: [BOOK_UUID] });
    expect(calls[0]!.headers.get('content-type')).toBe('application/json');
  });

  it('clearHistoryItem: DELETE /api/5/user/history/{type}/{uuid}, resolves on 204', async () => {
    const { client, calls } = testClient(() => noContent());
    await expect(client.activity.clearHistoryItem('episode', EPISODE_UUID)).resolves.toBeUndefined();
    await client.activity.clearHistoryItem('book', BOOK_UUID);
    expect(calls.map(sent)).toEqual([
      `DELETE /api/5/user/history/episode/${EPISODE_UUID}`,
      `DELETE /api/5/user/history/book/${BOOK_UUID}`,
    ]);
  });
});

describe('client.activity feed', () => {
  it('consumeNext: x-has-more becomes hasMore and x-request-id requestId', async () => {
    const { client, calls } = testClient((call) =>
      call.url.searchParams.get('page') === '2'
        ? feedReply([])
        : feedReply([feedItem(), feedItem({ item_type: 'Book', container_type: 'comicseries' })], {
            'x-has-more': 'true',
            'x-request-id': 'req-7',
          }),
    );
    const first = await client.activity.consumeNext({ request_id: 'req-7', limit: 2 });
    expect(first.hasMore).toBe(true);
    expect(first.requestId).toBe('req-7');
    expect(first.items.map((i) => i.item_type)).toEqual(['Episode', 'Book']);
    const second = await client.activity.consumeNext({ page: 2, limit: 2 });
    expect(second).toEqual({ items: [], hasMore: false, requestId: null });
    expect(calls.map(sent)).toEqual(['GET /api/5/2/user/consume_next', 'GET /api/5/2/user/consume_next']);
    expect(queryOf(calls[0])).toEqual({ limit: '2', request_id: 'req-7' });
    expect(queryOf(calls[1])).toEqual({ limit: '2', page: '2' });
  });

  it('consumeNext: x-has-more other than true (false, absent) is no more; flags as given', async () => {
    for (const [header, expected] of [
      ['false', false],
      ['0', false],
      ['1', true],
      ['True', true],
    ] as const) {
      const { client } = testClient(() => feedReply([], { 'x-has-more': header }));
      expect((await client.activity.consumeNext()).hasMore, header).toBe(expected);
    }
    const { client, last } = testClient(() => feedReply([]));
    await client.activity.consumeNext({
      include_books: false,
      include_videos: true,
      include_collections: false,
    });
    expect(queryOf(last())).toEqual({
      include_books: 'false',
      include_videos: 'true',
      include_collections: 'false',
    });
  });

  it('nextObject: GET /api/5/2/{containerType}/{containerUuid}/{objectType}/{objectUuid}/next', async () => {
    const { client, calls } = testClient(() =>
      json(feedItem({ status: 'up_next', timestamp: 0, progress: 0 })),
    );
    const item = await client.activity.nextObject({
      containerType: 'series',
      containerUuid: SERIES_UUID,
      objectType: 'episode',
      objectUuid: EPISODE_UUID,
    });
    expect(item.status).toBe('up_next');
    await client.activity.nextObject({
      containerType: 'comicseries',
      containerUuid: COMIC_SERIES_UUID,
      objectType: 'book',
      objectUuid: BOOK_UUID,
    });
    expect(calls.map(sent)).toEqual([
      `GET /api/5/2/series/${SERIES_UUID}/episode/${EPISODE_UUID}/next`,
      `GET /api/5/2/comicseries/${COMIC_SERIES_UUID}/book/${BOOK_UUID}/next`,
    ]);
  });

  it('bulkConsumeNext: POST the list of type:uuid strings as the body', async () => {
    const refs = [`series:${SERIES_UUID}`, `comicseries:${COMIC_SERIES_UUID}`];
    const { client, last } = testClient(() => json([feedItem()]));
    const items = await client.activity.bulkConsumeNext(refs);
    expect(items).toHaveLength(1);
    expect(sent(last())).toBe('POST /api/5/2/bulk/user/consume_next');
    expect(JSON.parse(String(last().body))).toEqual(refs);
  });

  it('ignoreContainer: POST /api/5/2/{containerType}/{containerUuid}/ignore, any success resolves', async () => {
    const { client, calls } = testClient((call) =>
      call.url.pathname.includes('/collection/') ? json({ ignored: true }) : noContent(),
    );
    await expect(client.activity.ignoreContainer('series', SERIES_UUID)).resolves.toBeUndefined();
    await expect(client.activity.ignoreContainer('collection', BOOK_UUID)).resolves.toBeUndefined();
    expect(calls.map(sent)).toEqual([
      `POST /api/5/2/series/${SERIES_UUID}/ignore`,
      `POST /api/5/2/collection/${BOOK_UUID}/ignore`,
    ]);
  });

  it('a feed reply of the wrong shape fails with 9999, headers or not', async () => {
    const { client } = testClient(() =>
      feedReply([{ container_uuid: SERIES_UUID }] as never, { 'x-has-more': 'true' }),
    );
    expect(await codeOf(client.activity.consumeNext())).toBe(9999);
    expect(await codeOf(client.activity.bulkConsumeNext([`series:${SERIES_UUID}`]))).toBe(9999);
  });
});

describe('client.activity likes', () => {
  it('likes, like, unlike: the spec paths with their trailing slashes', async () => {
    const { client, calls } = testClient((call) =>
      json(likesOf({ liked: !call.url.pathname.startsWith('/api/5/user/unlike/') })),
    );
    expect((await client.activity.likes('series', SERIES_UUID)).likes).toBe(7);
    expect((await client.activity.like('episode', EPISODE_UUID)).liked).toBe(true);
    expect((await client.activity.unlike('book', BOOK_UUID)).liked).toBe(false);
    await client.activity.like('clip', EPISODE_UUID);
    await client.activity.like('comicseries', COMIC_SERIES_UUID);
    expect(calls.map(sent)).toEqual([
      `GET /api/5/user/likes/series/${SERIES_UUID}/`,
      `POST /api/5/user/like/episode/${EPISODE_UUID}/`,
      `POST /api/5/user/unlike/book/${BOOK_UUID}/`,
      `POST /api/5/user/like/clip/${EPISODE_UUID}/`,
      `POST /api/5/user/like/comicseries/${COMIC_SERIES_UUID}/`,
    ]);
  });

  it('sends the session token the client holds', async () => {
    const { client, last } = testClient(() => json(likesOf()));
    client.setSessionToken('abc123');
    await client.activity.like('series', SERIES_UUID);
    expect(last().headers.get('authorization')).toBe('Token abc123');
  });
});

describe('client.activity server replies', () => {
  it('keeps the server’s own codes (5008, 7900, 1715, 6000, 6001)', async () => {
    for (const code of [5008, 7900, 1715, 6000, 6001]) {
      const { client } = testClient(() => envelope(400, { code, message: 'bad' }));
      expect(await codeOf(client.activity.likes('series', SERIES_UUID)), String(code)).toBe(code);
    }
  });

  it('reads the server’s not-found codes as the catalogue’s; a bare 404 is 1724', async () => {
    const replies: Record<string, Response> = {
      episode: envelope(404, { code: 'EPISODE_NOT_FOUND', message: 'Episode not found' }),
      series: envelope(404, { code: 'RESOURCE_NOT_FOUND', message: 'Resource not found' }),
    };
    const { client } = testClient((call) =>
      call.url.pathname.includes('/12.3/')
        ? replies.episode!
        : call.url.pathname.includes('/ignore')
          ? json({}, 404)
          : replies.series!,
    );
    expect(await codeOf(client.activity.markVideo(12, 3, 'watched'))).toBe(1605);
    expect(await codeOf(client.activity.likes('series', SERIES_UUID))).toBe(1721);
    expect(await codeOf(client.activity.ignoreContainer('series', SERIES_UUID))).toBe(1724);
  });

  it('a signed-out member’s call is an expired session: 1003, flagged sessionExpired', async () => {
    const { client } = testClient(() => envelope(401, { code: 'UNAUTHENTICATED', message: 'Sign in' }));
    const error = await rejection(client.activity.history());
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).sessionExpired).toBe(true);
    expect((error as ApiError).errors[0]?.code).toBe(1003);
  });

  it('stores nothing: failed calls and refused checks leave every operation empty', async () => {
    const { client } = testClient(() => envelope(400, { code: 5008, message: 'bad' }));
    const stored: string[] = [];
    client.errors.subscribe((op) => stored.push(op));
    await codeOf(client.activity.consumeNext());
    await codeOf(client.activity.markVideo(12, 3, 'watched'));
    await codeOf(client.activity.ignoreContainer('series', 'nope'));
    expect(stored).toEqual([]);
  });
});
