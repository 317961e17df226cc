import crypto from 'node:crypto';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ANALYTICS_DEDUP_WINDOW_SECONDS } from '@fanverse/contract';
import { RedisSeenStore } from '../../src/modules/analytics/ingest/redis-seen-store';
import { MemorySeenStore } from '../../src/modules/analytics/ingest/seen-store';
import {
  PERFORMANCE_ONLY,
  buildIngestTestApp,
  event,
  send,
  storedRows,
  type IngestTestApp,
} from './ingest-fixtures';

/*
 * Two instances of the app on one database and one Redis (REDIS_URL), each making its own
 * seen-store from the configuration, as servers behind a load balancer do: a batch retried on
 * another instance is still a duplicate.
 */
const redisUrl = process.env.TEST_REDIS_URL;
if (!redisUrl) console.info('ingest-redis: Redis tests skipped: TEST_REDIS_URL is not set');

describe.skipIf(!redisUrl)('the seen-store on Redis (TEST_REDIS_URL)', () => {
  let a: IngestTestApp;
  let b: IngestTestApp;
  // Keys of this run only.
  const namespace = `fv-test-analytics-${process.pid}-${crypto.randomBytes(4).toString('hex')}:`;
  const headers = { cookie: PERFORMANCE_ONLY };

  beforeAll(async () => {
    const env = { REDIS_URL: redisUrl! };
    a = await buildIngestTestApp({ env, overrides: { namespace } });
    // The second instance shares the database; the first one closes it.
    b = await buildIngestTestApp({
      env,
      overrides: { namespace },
      database: { ...a.database, close: async () => {} },
    });
  });
  afterAll(async () => {
    await b?.app.close();
    await a?.app.close();
    const redis = new Redis(redisUrl!);
    const keys = await redis.keys(`${namespace}*`);
    if (keys.length) await redis.del(...keys);
    await redis.quit();
  });

  it('a batch stored on one instance is a duplicate on the other', async () => {
    const batch = { batch: [event(), event('track')] };
    expect((await send(a.app, batch, headers)).json()).toEqual({ accepted: 2, duplicates: 0, refused: 0 });
    expect((await send(b.app, batch, headers)).json()).toEqual({ accepted: 0, duplicates: 2, refused: 0 });
  });

  it('50 copies of one batch at once over both instances store it exactly once', async () => {
    const batch = { batch: Array.from({ length: 20 }, () => event()) };
    const replies = await Promise.all(
      Array.from({ length: 50 }, (_, i) => send(i % 2 ? a.app : b.app, batch, headers)),
    );
    expect(replies.every((r) => r.statusCode === 200)).toBe(true);
    expect(replies.reduce((sum, r) => sum + (r.json() as { accepted: number }).accepted, 0)).toBe(20);
    expect(
      await storedRows(
        a.database,
        batch.batch.map((e) => e.messageId),
      ),
    ).toHaveLength(20);
  });

  it('claims with SET NX EX the window, and gives them back on release', async () => {
    const redis = new Redis(redisUrl!);
    const store = new RedisSeenStore(
      redis,
      namespace,
      ANALYTICS_DEDUP_WINDOW_SECONDS,
      new MemorySeenStore(60),
      () => {},
    );
    try {
      const id = crypto.randomUUID();
      expect(await store.claim([id, id])).toEqual([true, false]);
      const ttl = await redis.ttl(`${namespace}seen:${id}`);
      expect(ttl).toBeGreaterThan(ANALYTICS_DEDUP_WINDOW_SECONDS - 10);
      expect(ttl).toBeLessThanOrEqual(ANALYTICS_DEDUP_WINDOW_SECONDS);
      await store.release([id]);
      expect(await store.claim([id])).toEqual([true]);
    } finally {
      await store.close();
    }
  });
});

describe('the seen-store without Redis reachable', () => {
  it('deduplicates in process instead of failing the batch', async () => {
    // Nothing listens on port 1: every command fails at once (no offline queue).
    const redis = new Redis('redis://127.0.0.1:1', {
      enableOfflineQueue: false,
      maxRetriesPerRequest: 1,
      retryStrategy: () => null,
    });
    redis.on('error', () => {});
    const errors: unknown[] = [];
    const store = new RedisSeenStore(redis, 'x:', 60, new MemorySeenStore(60), (err) => errors.push(err));
    try {
      expect(await store.claim(['m1', 'm2', 'm1'])).toEqual([true, true, false]);
      expect(await store.claim(['m2', 'm3'])).toEqual([false, true]);
      await store.release(['m2']);
      expect(await store.claim(['m2'])).toEqual([true]);
    } finally {
      await store.close();
    }
  });
});
