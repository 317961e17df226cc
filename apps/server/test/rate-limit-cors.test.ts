import crypto from 'node:crypto';
import { afterEach, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from './helpers/test-app';

const opened: TestApp[] = [];
async function open(env: Record<string, string>) {
  const t = await buildTestApp(env);
  opened.push(t);
  return t;
}
afterEach(async () => {
  await Promise.all(opened.splice(0).map((t) => t.app.close()));
});

const experiment = (t: TestApp, ip = '10.0.0.1') =>
  t.app.inject({ url: '/api/5/1/experiment/autoplay-next', remoteAddress: ip });

describe('rate limiting', () => {
  it('answers 429 TOO_MANY_REQUESTS past the limit, per address', async () => {
    const t = await open({ RATE_LIMIT_MAX: '3' });
    for (let i = 0; i < 3; i++) expect((await experiment(t)).statusCode).toBe(200);
    const limited = await experiment(t);
    expect(limited.statusCode).toBe(429);
    expect(limited.json().errors[0].code).toBe('TOO_MANY_REQUESTS');
    expect((await experiment(t, '10.0.0.2')).statusCode).toBe(200);
  });

  it('never limits static files and app files, only the API', async () => {
    const t = await open({ RATE_LIMIT_MAX: '2' });
    for (let i = 0; i < 5; i++) {
      const res = await t.app.inject({ url: '/manifest.webmanifest', remoteAddress: '10.0.0.8' });
      expect(res.statusCode).toBe(200);
    }
  });

  it('never limits the health probes', async () => {
    const t = await open({ RATE_LIMIT_MAX: '2' });
    for (let i = 0; i < 5; i++)
      expect((await t.app.inject({ url: '/healthz', remoteAddress: '10.0.0.9' })).statusCode).toBe(200);
  });

  const redisUrl = process.env.TEST_REDIS_URL;
  it.runIf(redisUrl)('shares one count between instances through Redis (TEST_REDIS_URL)', async () => {
    // A fresh address per run keeps earlier runs' counters out of the way.
    const ip = `10.${crypto.randomInt(255)}.${crypto.randomInt(255)}.${crypto.randomInt(255)}`;
    const a = await open({ RATE_LIMIT_MAX: '4', REDIS_URL: redisUrl! });
    const b = await open({ RATE_LIMIT_MAX: '4', REDIS_URL: redisUrl! });
    const codes = [];
    for (const t of [a, b, a, b, a]) codes.push((await experiment(t, ip)).statusCode);
    expect(codes).toEqual([200, 200, 200, 200, 429]);
  });
  if (!redisUrl) console.info('rate-limit: Redis sharing test skipped: TEST_REDIS_URL is not set');
});

describe('CORS', () => {
  it('allows only the configured origins', async () => {
    const t = await open({ CORS_ORIGINS: 'https://app.fanverse.example' });
    const preflight = (origin: string) =>
      t.app.inject({
        method: 'OPTIONS',
        url: '/api/5/consumer/www',
        headers: { origin, 'access-control-request-method': 'GET' },
      });
    const ok = await preflight('https://app.fanverse.example');
    expect(ok.statusCode).toBe(204);
    expect(ok.headers['access-control-allow-origin']).toBe('https://app.fanverse.example');
    const other = await preflight('https://evil.example');
    expect(other.headers['access-control-allow-origin']).toBeUndefined();
    const simple = await t.app.inject({
      url: '/api/5/consumer/www',
      headers: { origin: 'https://evil.example' },
    });
    expect(simple.headers['access-control-allow-origin']).toBeUndefined();
  });

  it('sends no CORS headers when no origin is configured', async () => {
    const t = await open({});
    const res = await t.app.inject({
      url: '/api/5/consumer/www',
      headers: { origin: 'https://app.fanverse.example' },
    });
    expect(res.headers['access-control-allow-origin']).toBeUndefined();
  });
});
