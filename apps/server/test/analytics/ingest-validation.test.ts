import crypto from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ANALYTICS_MAX_BATCH_BYTES,
  ANALYTICS_MAX_BATCH_EVENTS,
  ANALYTICS_MAX_EVENT_BYTES,
  AnalyticsCode,
  ServerCode,
} from '@fanverse/contract';
import {
  PERFORMANCE_ONLY,
  buildIngestTestApp,
  event,
  firstError,
  send,
  storedRows,
  type IngestTestApp,
} from './ingest-fixtures';

/*
 * POST /api/analytics/1/batch refuses what is not a batch: each size limit answers 413
 * ANALYTICS_BATCH_TOO_LARGE, each schema failure 400 INVALID_ANALYTICS_EVENT naming the first bad
 * field, nothing is stored from a refused batch, and no input answers a 5xx.
 */
let t: IngestTestApp;
beforeAll(async () => {
  t = await buildIngestTestApp();
});
afterAll(async () => t?.app.close());

const headers = { cookie: PERFORMANCE_ONLY };

async function expectRefused(body: unknown, status: number, code: string, field?: string, raw?: string) {
  const res = await send(t.app, body, headers, raw === undefined ? {} : { raw });
  expect(res.statusCode, res.body).toBe(status);
  const error = firstError(res);
  expect(error.code).toBe(code);
  if (field !== undefined) expect(error.field).toBe(field);
  return error;
}

describe('size limits (413 ANALYTICS_BATCH_TOO_LARGE)', () => {
  it('a body over the batch limit, in bytes of its JSON text', async () => {
    // One event with a long property, padded past 500 KB with white space (still valid JSON).
    const body = JSON.stringify({ batch: [event()] });
    const raw = body.replace('{', '{' + ' '.repeat(ANALYTICS_MAX_BATCH_BYTES - body.length + 1));
    expect(Buffer.byteLength(raw)).toBe(ANALYTICS_MAX_BATCH_BYTES + 1);
    await expectRefused(undefined, 413, AnalyticsCode.BATCH_TOO_LARGE, undefined, raw);
    // At the limit exactly, it is taken.
    const atLimit = body.replace('{', '{' + ' '.repeat(ANALYTICS_MAX_BATCH_BYTES - body.length));
    const res = await send(t.app, undefined, headers, { raw: atLimit });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ accepted: 1, duplicates: 0, refused: 0 });
  });

  it('a body far over the limit is refused the same way (while it arrives)', async () => {
    const raw = JSON.stringify({ batch: [event('track', { properties: { x: 'y'.repeat(3_000_000) } })] });
    await expectRefused(undefined, 413, AnalyticsCode.BATCH_TOO_LARGE, undefined, raw);
  });

  it(`over ${ANALYTICS_MAX_BATCH_EVENTS} events; ${ANALYTICS_MAX_BATCH_EVENTS} are taken`, async () => {
    const small = () => ({ type: 'page', messageId: crypto.randomUUID(), timestamp: '2026-06-01T00:00:00Z' });
    await expectRefused(
      { batch: Array.from({ length: ANALYTICS_MAX_BATCH_EVENTS + 1 }, small) },
      413,
      AnalyticsCode.BATCH_TOO_LARGE,
    );
    const res = await send(
      t.app,
      { batch: Array.from({ length: ANALYTICS_MAX_BATCH_EVENTS }, small) },
      headers,
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().accepted).toBe(ANALYTICS_MAX_BATCH_EVENTS);
  });

  it('an event whose JSON is over the event limit, even in a batch under its own', async () => {
    const big = event('track');
    const fits = event('track');
    const fill = (e: typeof big, bytes: number) => {
      e.properties = { pad: '' };
      const base = Buffer.byteLength(JSON.stringify(e));
      e.properties = { pad: 'p'.repeat(bytes - base) };
      expect(Buffer.byteLength(JSON.stringify(e))).toBe(bytes);
    };
    fill(big, ANALYTICS_MAX_EVENT_BYTES + 1);
    fill(fits, ANALYTICS_MAX_EVENT_BYTES);
    const error = await expectRefused({ batch: [fits, big] }, 413, AnalyticsCode.BATCH_TOO_LARGE);
    expect(error.message).toContain('batch.1');
    expect(await storedRows(t.database, [fits.messageId, big.messageId])).toEqual([]);
    const res = await send(t.app, { batch: [fits] }, headers);
    expect(res.json()).toEqual({ accepted: 1, duplicates: 0, refused: 0 });
  });
});

describe('schema (400 INVALID_ANALYTICS_EVENT with the first bad field)', () => {
  const cases: [string, () => unknown, string | undefined][] = [
    ['an empty batch', () => ({ batch: [] }), 'batch'],
    ['no batch', () => ({ sentAt: '2026-06-01T00:00:00Z' }), 'batch'],
    ['a batch that is not a list', () => ({ batch: { 0: event() } }), 'batch'],
    ['a body that is a list', () => [event()], undefined],
    ['an unknown call type', () => ({ batch: [event(), event('page', { type: 'screen' })] }), 'batch.1.type'],
    ['no messageId', () => ({ batch: [event('page', { messageId: undefined })] }), 'batch.0.messageId'],
    ['an empty messageId', () => ({ batch: [event('page', { messageId: '' })] }), 'batch.0.messageId'],
    [
      'a messageId over 100',
      () => ({ batch: [event('page', { messageId: 'm'.repeat(101) })] }),
      'batch.0.messageId',
    ],
    ['no timestamp', () => ({ batch: [event('page', { timestamp: undefined })] }), 'batch.0.timestamp'],
    [
      'a timestamp that is no date',
      () => ({ batch: [event('page', { timestamp: '2026-02-30T00:00:00Z' })] }),
      'batch.0.timestamp',
    ],
    ['a timestamp in ms', () => ({ batch: [event('page', { timestamp: Date.now() })] }), 'batch.0.timestamp'],
    ['a bad sentAt', () => ({ batch: [event()], sentAt: 'yesterday' }), 'sentAt'],
    [
      'properties that are a list',
      () => ({ batch: [event('track', { properties: ['a'] })] }),
      'batch.0.properties',
    ],
    [
      'a property name over 200',
      () => ({ batch: [event('track', { properties: { ['k'.repeat(201)]: 1 } })] }),
      'batch.0.properties',
    ],
    [
      'a page path over 2000',
      () => ({ batch: [event('page', { context: { page: { path: '/'.repeat(2001) } } })] }),
      'batch.0.context.page.path',
    ],
    [
      'an unknown site section',
      () => ({ batch: [event('targeting', { siteSection: 'Shop' })] }),
      'batch.0.siteSection',
    ],
    [
      // 101 emoji are 202 UTF-16 units: over 200 as zod counts (and the browser's String.length).
      'a name counted in UTF-16 units, as zod counts',
      () => ({ batch: [event('page', { category: '🎬'.repeat(101) })] }),
      'batch.0.category',
    ],
    [
      'properties nesting deeper than 32',
      () => {
        let deep: unknown = 'bottom';
        for (let i = 0; i < 40; i++) deep = { d: deep };
        return { batch: [event('track', { properties: { deep } })] };
      },
      'batch.0.properties',
    ],
  ];
  it.each(cases)('%s', async (_why, body, field) => {
    const built = body();
    await expectRefused(built, 400, AnalyticsCode.INVALID_EVENT, field);
  });

  it('a body that is not JSON, an empty one, and one carrying NUL', async () => {
    await expectRefused(undefined, 400, AnalyticsCode.INVALID_EVENT, undefined, '{"batch": [');
    await expectRefused(undefined, 400, AnalyticsCode.INVALID_EVENT, undefined, '');
    const nul = JSON.stringify({ batch: [event('track', { properties: { x: 'a\u0000b' } })] });
    await expectRefused(undefined, 400, AnalyticsCode.INVALID_EVENT, undefined, nul);
  });

  it('one bad event refuses the whole batch: nothing is stored', async () => {
    const good = event();
    await expectRefused(
      { batch: [good, event('page', { timestamp: 'now' })] },
      400,
      AnalyticsCode.INVALID_EVENT,
      'batch.1.timestamp',
    );
    expect(await storedRows(t.database, [good.messageId])).toEqual([]);
  });

  it('keys the contract does not name are allowed and not stored (Segment sends more)', async () => {
    const e = event('page', {
      integrations: { All: true },
      context: { page: { path: '/x' }, ip: '203.0.113.9', campaign: { name: 'spring', extra: 'dropped' } },
    });
    const res = await send(t.app, { batch: [e], writeKey: 'abc' }, headers);
    expect(res.statusCode, res.body).toBe(200);
    const [row] = await storedRows(t.database, [e.messageId]);
    expect(row!.campaign).toEqual({ name: 'spring' });
  });
});

describe('transport', () => {
  it('takes text/plain, as navigator.sendBeacon sends it', async () => {
    const e = event();
    const res = await send(t.app, undefined, headers, {
      raw: JSON.stringify({ batch: [e] }),
      contentType: 'text/plain;charset=UTF-8',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ accepted: 1, duplicates: 0, refused: 0 });
    expect(await storedRows(t.database, [e.messageId])).toHaveLength(1);
  });

  it('refuses other media types with a coded 4xx', async () => {
    const res = await send(t.app, undefined, headers, {
      raw: 'batch=1',
      contentType: 'application/x-www-form-urlencoded',
    });
    expect(res.statusCode).toBe(415);
    expect(firstError(res).code).toBeDefined();
  });

  it('never answers a 5xx: lone surrogates, odd text, deep lists are stored or refused', async () => {
    const bodies: unknown[] = [
      { batch: [event('track', { properties: { '\ud800key': 'a\udfffb', ok: '🎬' } })] },
      { batch: [event('page', { name: '\udc00\ud800', context: { page: { path: '\ud800' } } })] },
      { batch: [event('identify', { traits: { nested: [[['\ud800']]] } })] },
      { batch: [event('track', { properties: { quote: "' OR 1=1 --", html: '<script>x</script>' } })] },
      { batch: [event('page', { timestamp: '0001-01-01T00:00:00Z' })] },
      { batch: [event('page', { timestamp: '9999-12-31T23:59:59.999+14:00' })] },
    ];
    for (const body of bodies) {
      const res = await send(t.app, body, headers);
      expect(res.statusCode, res.body).toBeLessThan(500);
    }
    // 10,000 levels in 20 KB: refused for nesting (JSON.stringify and jsonb would overflow).
    const nested = (levels: number) =>
      `{"batch":[{"type":"track","messageId":"m-deep","timestamp":"2026-06-01T00:00:00Z",` +
      `"properties":{"d":${'['.repeat(levels)}"x"${']'.repeat(levels)}}}]}`;
    const deep = await send(t.app, undefined, headers, { raw: nested(10_000) });
    expect(deep.statusCode, deep.body).toBe(400);
    expect(firstError(deep)).toMatchObject({
      code: AnalyticsCode.INVALID_EVENT,
      field: 'batch.0.properties',
    });
    // 100,000 levels: too deep even to measure the call's size.
    const deeper = await send(t.app, undefined, headers, { raw: nested(100_000) });
    expect(deeper.statusCode, deeper.body).toBe(400);
    expect(firstError(deeper)).toMatchObject({ code: AnalyticsCode.INVALID_EVENT, field: 'batch.0' });
  });

  it('stores text with lone surrogates made well-formed', async () => {
    const e = event('track', { properties: { '\ud800key': 'a\udfffb' } });
    expect((await send(t.app, { batch: [e] }, headers)).json().accepted).toBe(1);
    const [row] = await storedRows(t.database, [e.messageId]);
    expect(row!.properties).toEqual({ '\ufffdkey': 'a\ufffdb' });
  });
});

describe('rate limit', () => {
  it('answers 429 TOO_MANY_REQUESTS past its own per-address bucket', async () => {
    // RATE_LIMIT_MAX 5 gives the ingest 2 batches a window (40%).
    const limited = await buildIngestTestApp({ env: { RATE_LIMIT_MAX: '5', RATE_LIMIT_WINDOW_MS: '60000' } });
    try {
      const codes: number[] = [];
      for (let i = 0; i < 3; i++) {
        codes.push(
          (await send(limited.app, { batch: [event()] }, headers, { remoteAddress: '203.0.113.7' }))
            .statusCode,
        );
      }
      expect(codes).toEqual([200, 200, 429]);
      const res = await send(limited.app, { batch: [event()] }, headers, { remoteAddress: '203.0.113.7' });
      expect(firstError(res).code).toBe(ServerCode.TOO_MANY_REQUESTS);
      // Another address has a bucket of its own.
      expect(
        (await send(limited.app, { batch: [event()] }, headers, { remoteAddress: '203.0.113.8' })).statusCode,
      ).toBe(200);
    } finally {
      await limited.app.close();
    }
    // An app of its own, built inside the test.
  }, 90_000);
});
