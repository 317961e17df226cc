import { SignJWT } from 'jose';
import { describe, expect, it } from 'vitest';
import type { ComicLogBatch } from '@fanverse/contract';
import { ApiError } from '../src';
import { BOOK, SERIES, book, download, page, series } from './comics-fixtures';
import { envelope, json, rejection, testClient } from './fake-fetch';

async function codeOf(promise: Promise<unknown>): Promise<number | undefined> {
  const error = await rejection(promise);
  expect(error).toBeInstanceOf(ApiError);
  return (error as ApiError).errors[0]?.code;
}

const key = new TextEncoder().encode('client-tests-do-not-verify-this-key!');
const sign = (payload: object) => new SignJWT({ ...payload }).setProtectedHeader({ alg: 'HS256' }).sign(key);

describe('book and series', () => {
  it('GETs the book and the series by uuid', async () => {
    const { client, calls } = testClient((call) =>
      json(call.url.pathname.includes('/book/') ? book() : series()),
    );
    expect(await client.comics.getBook(BOOK)).toEqual(book());
    expect(await client.comics.getSeries(SERIES)).toEqual(series());
    expect(calls.map((call) => call.url.pathname)).toEqual([
      `/api/comics/1/book/${BOOK}/`,
      `/api/comics/1/series/${SERIES}/`,
    ]);
  });

  it('1715 for a malformed uuid, and nothing is sent', async () => {
    const { client, calls } = testClient();
    expect(await codeOf(client.comics.getBook('nope'))).toBe(1715);
    expect(await codeOf(client.comics.getSeries('../browse'))).toBe(1715);
    expect(await codeOf(client.comics.getSeriesBooks('', 'issue'))).toBe(1715);
    expect(calls).toHaveLength(0);
  });

  it('maps the server replies: INVALID_UUID 1715, RESOURCE_NOT_FOUND 1721, another 404 1724', async () => {
    const replies: [Response, number][] = [
      [envelope(400, { code: 'INVALID_UUID', message: 'bad' }), 1715],
      [envelope(404, { code: 'RESOURCE_NOT_FOUND', message: 'gone' }), 1721],
      [envelope(404, { code: 'SOMETHING', message: 'gone' }), 1724],
    ];
    for (const [reply, code] of replies) {
      const { client } = testClient(() => reply.clone());
      expect(await codeOf(client.comics.getBook(BOOK))).toBe(code);
      expect(await codeOf(client.comics.getSeries(SERIES))).toBe(code);
    }
  });

  it('a reply of the wrong shape fails with 9999', async () => {
    const { client } = testClient(() => json({ uuid: BOOK }));
    expect(await codeOf(client.comics.getBook(BOOK))).toBe(9999);
  });
});

describe('series books', () => {
  it('defaults to issues and sends page and sort only when given', async () => {
    const { client, calls } = testClient(() => json(page([book()])));
    expect((await client.comics.getSeriesBooks(SERIES)).values).toHaveLength(1);
    await client.comics.getSeriesBooks(SERIES, 'annual', { page: 2, sort: 'desc' });
    expect(calls[0]?.url.pathname).toBe(`/api/comics/1/series/${SERIES}/books/issue`);
    expect(calls[0]?.url.searchParams.has('page')).toBe(false);
    expect(calls[1]?.url.pathname).toBe(`/api/comics/1/series/${SERIES}/books/annual`);
    expect(calls[1]?.url.searchParams.get('page')).toBe('2');
    expect(calls[1]?.url.searchParams.get('sort')).toBe('desc');
  });

  it('checks the book type (1716), page (5004) and sort (5008) before sending', async () => {
    const { client, calls } = testClient();
    expect(await codeOf(client.comics.getSeriesBooks(SERIES, 'Issue'))).toBe(1716);
    expect(await codeOf(client.comics.getSeriesBooks(SERIES, 'omnibus'))).toBe(1716);
    expect(await codeOf(client.comics.getSeriesBooks(SERIES, 'issue', { page: 'x' }))).toBe(5004);
    const badSort = { sort: 'up' } as unknown as { sort: 'asc' };
    expect(await codeOf(client.comics.getSeriesBooks(SERIES, 'issue', badSort))).toBe(5008);
    expect(calls).toHaveLength(0);
  });

  it('maps INVALID_CONTENT_TYPE to 1716 and the sort reply (10) to 5008', async () => {
    const type = testClient(() => envelope(400, { code: 'INVALID_CONTENT_TYPE', message: 'bad' }));
    expect(await codeOf(type.client.comics.getSeriesBooks(SERIES, 'issue'))).toBe(1716);
    const sort = testClient(() => envelope(400, { code: 10, message: 'bad sort' }));
    expect(await codeOf(sort.client.comics.getSeriesBooks(SERIES, 'issue'))).toBe(5008);
  });
});

describe('browse', () => {
  const home = {
    masthead: null,
    filter_sections: [
      { key: 'book_type', title: 'Type', options: [{ value: 'issue', label: 'Issues', count: 3 }] },
    ],
    sorts: [{ key: 'newest', label: 'Newest' }],
    categories: [{ slug: 'fantasy', title: 'Fantasy', count: 2 }],
    filter_sets: [
      { slug: 'new-issues', title: 'New issues', filters: { book_type: 'issue' }, sort: 'newest' },
    ],
  };

  it('GETs the browse homepage', async () => {
    const { client, last } = testClient(() => json(home));
    expect(await client.comics.browse()).toEqual(home);
    expect(last().url.pathname).toBe('/api/comics/1/browse/');
  });

  it('GETs the books with only the filters given', async () => {
    const { client, last } = testClient(() => json(page([book()])));
    await client.comics.browseBooks({ book_type: 'annual', tag: 'fantasy', sort: 'title', page: 3 });
    expect(last().url.pathname).toBe('/api/comics/1/browse/books');
    expect(Object.fromEntries(last().url.searchParams)).toEqual({
      book_type: 'annual',
      tag: 'fantasy',
      sort: 'title',
      page: '3',
      trans: 'en',
    });
  });

  it('checks book type 1716, reading direction 1720, sort 5008, paging 5004 before sending', async () => {
    const { client, calls } = testClient();
    const bad = (q: Record<string, unknown>) => client.comics.browseBooks(q as never);
    expect(await codeOf(bad({ book_type: 'omnibus' }))).toBe(1716);
    expect(await codeOf(bad({ reading_direction: 'up' }))).toBe(1720);
    expect(await codeOf(bad({ sort: 'best' }))).toBe(5008);
    expect(await codeOf(bad({ page_size: '1e3' }))).toBe(5004);
    expect(calls).toHaveLength(0);
  });
});

describe('rights', () => {
  it('asks the rights of a book and decodes its token (seconds → ms)', async () => {
    const token = await sign({
      content_type: 'book',
      content_uuid: BOOK,
      rights: { can_read: false, can_watch: false, hd_available: false, include_hd: false },
      denial: 'premium',
      sub: 'anonymous',
      iat: 1_700_000_000,
      nbf: 1_700_000_000,
      exp: 1_700_000_900,
    });
    const { client, last } = testClient(() => json({ token }));
    const rights = await client.comics.getRights(BOOK);
    expect(last().url.pathname).toBe(`/api/5/1/rights/book/${BOOK}`);
    expect(rights).toMatchObject({
      content_type: 'book',
      denial: 'premium',
      exp: 1_700_000_900_000,
      jwt: token,
    });
  });

  it('1715 before sending; the playback rights call accepts book and still refuses others (1716)', async () => {
    const { client, calls } = testClient();
    expect(await codeOf(client.comics.getRights('x'))).toBe(1715);
    expect(await codeOf(client.playback.rights('series', BOOK))).toBe(1716);
    expect(calls).toHaveLength(0);
  });
});

describe('download', () => {
  it('sends the token as X-Auth-JWT with page 1 and SD by default', async () => {
    const { client, last } = testClient(() => json(download(1, 1)));
    expect((await client.comics.downloadPage('jwt-1')).images).toHaveLength(2);
    expect(last().url.pathname).toBe('/api/comics/1/book/download/');
    expect(last().headers.get('X-Auth-JWT')).toBe('jwt-1');
    expect(last().url.searchParams.get('page')).toBe('1');
    expect(last().url.searchParams.get('quality')).toBe('SD');
    await client.comics.downloadPage('jwt-1', { page: 3, quality: 'HD' });
    expect(last().url.searchParams.get('page')).toBe('3');
    expect(last().url.searchParams.get('quality')).toBe('HD');
  });

  it('1717 without a token, 1720 for a bad page or quality; nothing is sent', async () => {
    const { client, calls } = testClient();
    for (const jwt of [null, undefined, '']) {
      expect(await codeOf(client.comics.downloadPage(jwt))).toBe(1717);
      expect(await codeOf(client.comics.downloadBook(jwt))).toBe(1717);
    }
    expect(await codeOf(client.comics.downloadPage('jwt', { page: 0 }))).toBe(1720);
    expect(await codeOf(client.comics.downloadPage('jwt', { page: 1.5 }))).toBe(1720);
    expect(await codeOf(client.comics.downloadPage('jwt', { quality: 'UHD' as 'HD' }))).toBe(1720);
    expect(calls).toHaveLength(0);
  });

  it('maps failures as the video manifest does', async () => {
    const reasons: [number, string | number, number][] = [
      [403, 'S03', 1706],
      [403, 'S04', 1707],
      [403, 'S05', 1703],
      [401, 'S10', 1711],
      [401, 'JWT', 1717],
      [400, 8, 1720],
      [400, 2, 1716],
      [404, 1, 1721],
      [500, 'BOOM', 9999],
    ];
    for (const [status, reason, code] of reasons) {
      const { client } = testClient(() => envelope(status, { code: reason, message: `${reason} explained` }));
      expect(await codeOf(client.comics.downloadPage('jwt')), String(reason)).toBe(code);
    }
  });

  it('downloadBook: page 1, then every other page requested before any answers, merged in page order', async () => {
    const pending = new Map<number, () => void>();
    const { client, calls } = testClient(async (call) => {
      const n = Number(call.url.searchParams.get('page'));
      if (n === 1) return json(download(1, 4, '2026-02-01T00:00:00Z'));
      // Held until every one of pages 2..4 has been asked for, answered in reverse order.
      await new Promise<void>((resolve) => pending.set(n, resolve));
      return json(download(n, 4, n === 3 ? '2026-01-20T00:00:00Z' : '2026-02-01T00:00:00Z'));
    });
    const result = client.comics.downloadBook('jwt', 'HD');
    await expect.poll(() => pending.size).toBe(3);
    expect(calls.map((call) => call.url.searchParams.get('page'))).toEqual(['1', '2', '3', '4']);
    expect(calls.every((call) => call.url.searchParams.get('quality') === 'HD')).toBe(true);
    for (const n of [4, 3, 2]) pending.get(n)?.();
    const merged = await result;
    expect(merged.images.map((image) => image.page_number)).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
    expect(merged.expires_at).toBe('2026-01-20T00:00:00Z');
    expect(merged).toMatchObject({ uuid: BOOK, num_images: 8, format: 'webp' });
  });

  it('downloadBook with one page sends one request', async () => {
    const { client, calls } = testClient(() => json(download(1, 1)));
    expect((await client.comics.downloadBook('jwt')).images).toHaveLength(2);
    expect(calls).toHaveLength(1);
  });

  it('downloadBook fails with the first failing page and cancels the rest', async () => {
    const signals = new Map<number, AbortSignal>();
    const { client } = testClient(undefined, {
      fetch: async (input, init) => {
        const n = Number(new URL(String(input)).searchParams.get('page'));
        if (init?.signal) signals.set(n, init.signal);
        if (n === 1) return json(download(1, 3));
        if (n === 2) return envelope(401, { code: 'S10', message: 'S10 expired' });
        // Page 3 never answers by itself: only the cancel ends it.
        return new Promise<Response>((_resolve, reject) =>
          init?.signal?.addEventListener('abort', () => reject(init.signal?.reason)),
        );
      },
    });
    expect(await codeOf(client.comics.downloadBook('jwt'))).toBe(1711);
    expect(signals.get(3)?.aborted).toBe(true);
  });
});

describe('reading log', () => {
  const batch: ComicLogBatch = {
    events: [
      {
        event_type: 'page_view',
        object_type: 'book',
        session_id: SERIES,
        content_uuid: BOOK,
        page_index: 2,
        view_date: 1_700_000_000_000,
        is_offline: false,
      },
    ],
  };

  it('POSTs the batch as JSON with X-Client-Time', async () => {
    const { client, last } = testClient(() => json({ accepted: 1 }, 202));
    expect(await client.comics.logComic(batch, { clientTime: 1_700_000_000_123 })).toEqual({ accepted: 1 });
    expect(last().method).toBe('POST');
    expect(last().url.pathname).toBe('/api/5/log/comic/');
    expect(last().headers.get('X-Client-Time')).toBe('1700000000123');
    expect(last().headers.get('Content-Type')).toBe('application/json');
    expect(JSON.parse(String(last().body))).toEqual(batch);
  });

  it('X-Client-Time defaults to the clock at sending', async () => {
    const { client, last } = testClient(() => json({ accepted: 1 }, 202));
    const before = Date.now();
    await client.comics.logComic(batch);
    const sent = Number(last().headers.get('X-Client-Time'));
    expect(sent).toBeGreaterThanOrEqual(before);
    expect(sent).toBeLessThanOrEqual(Date.now());
  });

  it('on page hide it goes by fetch keepalive, keeping X-Client-Time and the session', async () => {
    let init: RequestInit | undefined;
    const { client } = testClient(undefined, {
      fetch: async (_input, requestInit) => {
        init = requestInit;
        return json({ accepted: 1 }, 202);
      },
    });
    client.setSessionToken('s-1');
    await client.comics.logComic(batch, { beacon: true, clientTime: 5 });
    expect(init?.keepalive).toBe(true);
    const headers = new Headers(init?.headers);
    expect(headers.get('X-Client-Time')).toBe('5');
    expect(headers.get('Authorization')).toBe('Token s-1');
  });
});

describe('history', () => {
  const list = { history: [], last_key: null };

  it('GETs history and reduced history with only the filters given', async () => {
    const { client, calls } = testClient(() => json(list));
    expect(await client.comics.history({ series_uuid: SERIES, limit: 5, start_from: 'k1' })).toEqual(list);
    await client.comics.historyReduced({ content_uuid: BOOK });
    expect(calls[0]?.url.pathname).toBe('/api/comics/1/user/history/comic/');
    expect(Object.fromEntries(calls[0]?.url.searchParams ?? [])).toEqual({
      series_uuid: SERIES,
      limit: '5',
      start_from: 'k1',
      trans: 'en',
    });
    expect(calls[1]?.url.pathname).toBe('/api/comics/1/user/history/comic/reduced/');
    expect(calls[1]?.url.searchParams.get('content_uuid')).toBe(BOOK);
  });

  it('1715 for a malformed series or content uuid before sending', async () => {
    const { client, calls } = testClient();
    expect(await codeOf(client.comics.history({ series_uuid: 'x' }))).toBe(1715);
    expect(await codeOf(client.comics.historyReduced({ content_uuid: 'x' }))).toBe(1715);
    expect(calls).toHaveLength(0);
  });
});
