import crypto from 'node:crypto';
import { Redis } from 'ioredis';
import { afterAll, describe, expect, it } from 'vitest';
import {
  FailOpenThrottleStore,
  MemoryThrottleStore,
  RedisThrottleStore,
  type ThrottleStore,
} from '../../src/modules/auth/throttle-store';

function behavesLikeAThrottleStore(make: () => ThrottleStore, sleep: (ms: number) => Promise<void>) {
  it('counts per key within a window, then starts again', async () => {
    const store = make();
    const key = crypto.randomUUID();
    expect(await store.count(key)).toBe(0);
    expect(await store.increment(key, 300)).toBe(1);
    expect(await store.increment(key, 300)).toBe(2);
    expect(await store.count(key)).toBe(2);
    expect(await store.count(`${key}-other`)).toBe(0);
    await sleep(350);
    expect(await store.count(key)).toBe(0);
    expect(await store.increment(key, 300)).toBe(1);
  });

  it('forgets a key on reset', async () => {
    const store = make();
    const key = crypto.randomUUID();
    await store.increment(key, 60_000);
    await store.reset(key);
    expect(await store.count(key)).toBe(0);
  });
}

const realSleep = (ms: number) => new Promise<void>((r) => setTimeout(r, ms));

describe('MemoryThrottleStore', () => {
  let now = 1_000_000;
  behavesLikeAThrottleStore(
    () => new MemoryThrottleStore(() => now),
    async (ms) => {
      now += ms;
    },
  );

  it('drops ended windows as it goes', async () => {
    let clock = 0;
    const store = new MemoryThrottleStore(() => clock);
    for (let i = 0; i < 999; i++) await store.increment(`k${i}`, 10);
    clock = 100;
    await store.increment('last', 10); // the 1000th write sweeps
    const size = (store as unknown as { counters: Map<string, unknown> }).counters.size;
    expect(size).toBe(1);
  });
});

describe('FailOpenThrottleStore', () => {
  it('counts nothing, and reports, when the store fails', async () => {
    const broken: ThrottleStore = {
      count: () => Promise.reject(new Error('down')),
      increment: () => Promise.reject(new Error('down')),
      reset: () => Promise.reject(new Error('down')),
      close: async () => {},
    };
    const seen: unknown[] = [];
    const store = new FailOpenThrottleStore(broken, (e) => seen.push(e));
    expect(await store.count('k')).toBe(0);
    expect(await store.increment('k', 10)).toBe(0);
    await store.reset('k');
    expect(seen).toHaveLength(3);
  });
});

const redisUrl = process.env.TEST_REDIS_URL;
if (!redisUrl) console.info('throttle-store: Redis tests skipped: TEST_REDIS_URL is not set');
describe.skipIf(!redisUrl)('RedisThrottleStore (TEST_REDIS_URL)', () => {
  const clients: Redis[] = [];
  const make = () => {
    const redis = new Redis(redisUrl!, { maxRetriesPerRequest: 1 });
    clients.push(redis);
    return new RedisThrottleStore(redis, `fv-test-${process.pid}:`);
  };
  afterAll(async () => {
    await Promise.all(clients.map((c) => c.quit()));
  });

  behavesLikeAThrottleStore(make, realSleep);

  it('shares counts between instances', async () => {
    const [a, b] = [make(), make()];
    const key = crypto.randomUUID();
    await a.increment(key, 60_000);
    await b.increment(key, 60_000);
    expect(await a.count(key)).toBe(2);
    expect(await b.count(key)).toBe(2);
  });
});
