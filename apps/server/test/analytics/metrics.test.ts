import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PERFORMANCE_ONLY, buildIngestTestApp, event, send, type IngestTestApp } from './ingest-fixtures';

/*
 * GET /metrics: Prometheus text for operators. With METRICS_TOKEN only that bearer token reads
 * it; without one only this machine does; anyone else gets the answer of a path nothing serves.
 * Its counters move with the requests the app answers.
 */
const TOKEN = 'metrics-token-for-tests-0123456789';

const scrape = (t: IngestTestApp, headers: Record<string, string> = {}, remoteAddress?: string) =>
  t.app.inject({ url: '/metrics', headers, ...(remoteAddress ? { remoteAddress } : {}) });

/** The value of one sample line (`name{labels} value`), or undefined. */
function sample(
  res: LightMyRequestResponse,
  name: string,
  labels: Record<string, string> = {},
): number | undefined {
  for (const line of res.body.split('\n')) {
    if (!line.startsWith(`${name}{`) && !line.startsWith(`${name} `)) continue;
    const labelText = line.slice(name.length).match(/^\{(.*)\}/)?.[1] ?? '';
    const has = Object.entries(labels).every(([k, v]) => labelText.includes(`${k}="${v}"`));
    if (has) return Number(line.slice(line.lastIndexOf(' ') + 1));
  }
  return undefined;
}

/** An unknown path's answer, to compare a refused scrape with. */
const notFound = async (t: IngestTestApp) => t.app.inject({ url: '/no-such-path-here' });

describe('without METRICS_TOKEN: this machine only', () => {
  let t: IngestTestApp;
  beforeAll(async () => {
    t = await buildIngestTestApp();
  });
  afterAll(async () => t?.app.close());

  it('answers 127.0.0.1 and ::1 with Prometheus text', async () => {
    for (const address of ['127.0.0.1', '::1', '::ffff:127.0.0.1']) {
      const res = await scrape(t, {}, address);
      expect(res.statusCode, address).toBe(200);
      expect(res.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
      expect(res.headers['cache-control']).toBe('no-store');
      expect(res.body).toContain('# TYPE fanverse_http_requests_total counter');
      expect(res.body).toContain('# TYPE process_cpu_user_seconds_total counter');
      expect(res.body).toContain('# TYPE nodejs_eventloop_lag_seconds gauge');
    }
  });

  it('answers anyone else as a path nothing serves', async () => {
    const missing = await notFound(t);
    for (const [why, headers, address] of [
      ['a remote address', {}, '203.0.113.9'],
      ['a private address', {}, '10.0.0.5'],
      ['a local proxy forwarding a remote client', { 'x-forwarded-for': '203.0.113.9' }, '127.0.0.1'],
      ['a local proxy (Forwarded)', { forwarded: 'for=203.0.113.9' }, '127.0.0.1'],
      ['a remote address with a bearer token', { authorization: `Bearer ${TOKEN}` }, '203.0.113.9'],
    ] as const) {
      const res = await scrape(t, headers, address);
      expect(res.statusCode, why).toBe(404);
      expect(res.body, why).toBe(missing.body);
      expect(res.body, why).not.toContain('fanverse_');
    }
  });

  it('counts requests per route pattern, method and status class, and times them', async () => {
    const before = await scrape(t);
    const route = { method: 'POST', route: '/api/analytics/1/batch' };
    const ok = sample(before, 'fanverse_http_requests_total', { ...route, status_class: '2xx' }) ?? 0;
    const bad = sample(before, 'fanverse_http_requests_total', { ...route, status_class: '4xx' }) ?? 0;
    await send(t.app, { batch: [event()] }, { cookie: PERFORMANCE_ONLY });
    await send(t.app, { batch: [event()] }, { cookie: PERFORMANCE_ONLY });
    await send(t.app, { batch: [] }, { cookie: PERFORMANCE_ONLY });
    await t.app.inject({ url: '/wp-admin/setup.php' });
    const after = await scrape(t);
    expect(sample(after, 'fanverse_http_requests_total', { ...route, status_class: '2xx' })).toBe(ok + 2);
    expect(sample(after, 'fanverse_http_requests_total', { ...route, status_class: '4xx' })).toBe(bad + 1);
    expect(
      sample(after, 'fanverse_http_request_duration_seconds_count', { ...route, status_class: '2xx' }),
    ).toBe(ok + 2);
    // A path no route serves is counted under one series, never under its URL.
    expect(
      sample(after, 'fanverse_http_requests_total', { route: 'unmatched', status_class: '4xx' }),
    ).toBeGreaterThan(0);
    expect(after.body).not.toContain('wp-admin');
    // The scrapes themselves are counted too.
    expect(
      sample(after, 'fanverse_http_requests_total', { method: 'GET', route: '/metrics' }),
    ).toBeGreaterThan(0);
  });

  it('counts the ingest: events by outcome, batches and bytes', async () => {
    const before = await scrape(t);
    const value = (res: LightMyRequestResponse, outcome: string) =>
      sample(res, 'fanverse_analytics_events_total', { outcome }) ?? 0;
    const dup = event();
    const batch = { batch: [dup, dup, event('targeting', { siteSection: 'HomeHub' }), event('track')] };
    const body = JSON.stringify(batch);
    await send(t.app, batch, { cookie: PERFORMANCE_ONLY });
    const after = await scrape(t);
    expect(value(after, 'accepted') - value(before, 'accepted')).toBe(2);
    expect(value(after, 'duplicate') - value(before, 'duplicate')).toBe(1);
    expect(value(after, 'refused') - value(before, 'refused')).toBe(1);
    expect(
      sample(after, 'fanverse_analytics_batches_total')! -
        sample(before, 'fanverse_analytics_batches_total')!,
    ).toBe(1);
    expect(
      sample(after, 'fanverse_analytics_batch_bytes_total')! -
        sample(before, 'fanverse_analytics_batch_bytes_total')!,
    ).toBe(Buffer.byteLength(body));
  });

  it('reports queue depths, and the pool on PostgreSQL only', async () => {
    const res = await scrape(t);
    expect(sample(res, 'fanverse_copy_pending_rows', { table: 'analytics_events' })).toBe(0);
    expect(sample(res, 'fanverse_mail_queue_depth', { queue: 'gift_mails_due' })).toBe(0);
    // Registering a member mails a verification link into the development outbox.
    expect(sample(res, 'fanverse_mail_queue_depth', { queue: 'dev_outbox' })).toBeGreaterThanOrEqual(0);
    if (t.database.kind === 'postgres') {
      const total = sample(res, 'fanverse_db_pool_connections', { state: 'total' })!;
      expect(total).toBeGreaterThan(0);
      expect(sample(res, 'fanverse_db_pool_connections', { state: 'idle' })).toBeLessThanOrEqual(total);
      // The scrape's own queue counts may be waiting for a connection of the tests' small pool.
      expect(sample(res, 'fanverse_db_pool_connections', { state: 'waiting' })).toBeGreaterThanOrEqual(0);
    } else {
      expect(res.body).not.toContain('fanverse_db_pool_connections');
    }
  });

  it('is kept out of the OpenAPI document', async () => {
    const doc = (await t.app.inject({ url: '/api/openapi.json' })).json();
    expect(Object.keys(doc.paths)).not.toContain('/metrics');
    expect(Object.keys(doc.paths)).toContain('/api/analytics/1/batch');
  });
});

describe('with METRICS_TOKEN: that bearer token only', () => {
  let t: IngestTestApp;
  beforeAll(async () => {
    t = await buildIngestTestApp({ env: { METRICS_TOKEN: TOKEN } });
  });
  afterAll(async () => t?.app.close());

  it('answers the token from anywhere', async () => {
    for (const address of ['203.0.113.9', '127.0.0.1']) {
      const res = await scrape(t, { authorization: `Bearer ${TOKEN}` }, address);
      expect(res.statusCode, address).toBe(200);
      expect(res.body).toContain('fanverse_analytics_events_total');
    }
  });

  it('answers no token, a wrong one, or another scheme as a path nothing serves, even locally', async () => {
    const missing = await notFound(t);
    for (const [why, headers] of [
      ['no token', {}],
      ['a wrong token', { authorization: `Bearer ${TOKEN}x` }],
      ['a prefix of the token', { authorization: `Bearer ${TOKEN.slice(0, 20)}` }],
      ['the token as a session token', { authorization: `Token ${TOKEN}` }],
      ['an empty bearer', { authorization: 'Bearer ' }],
    ] as const) {
      const res = await scrape(t, headers, '127.0.0.1');
      expect(res.statusCode, why).toBe(404);
      expect(res.body, why).toBe(missing.body);
    }
  });
});

describe('one registry per app', () => {
  it('two apps in one process count their own requests only', async () => {
    const one = await buildIngestTestApp();
    const two = await buildIngestTestApp();
    try {
      for (let i = 0; i < 3; i++) await send(one.app, { batch: [event()] }, { cookie: PERFORMANCE_ONLY });
      const first = await scrape(one);
      const second = await scrape(two);
      const series = { method: 'POST', route: '/api/analytics/1/batch', status_class: '2xx' };
      expect(sample(first, 'fanverse_http_requests_total', series)).toBe(3);
      expect(sample(second, 'fanverse_http_requests_total', series)).toBeUndefined();
      expect(sample(first, 'fanverse_analytics_events_total', { outcome: 'accepted' })).toBe(3);
      expect(sample(second, 'fanverse_analytics_events_total', { outcome: 'accepted' })).toBe(0);
    } finally {
      await one.app.close();
      await two.app.close();
    }
    // Two apps built inside the test: on a busy machine that alone takes a while.
  }, 90_000);
});
