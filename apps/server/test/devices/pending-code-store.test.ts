import crypto from 'node:crypto';
import { Redis } from 'ioredis';
import { afterAll, describe, expect, it } from 'vitest';
import {
  MemoryPendingCodeStore,
  type CodeLink,
  type PendingCode,
  type PendingCodeStore,
} from '../../src/modules/devices/pending-code-store';
import { RedisPendingCodeStore } from '../../src/modules/devices/redis-pending-code-store';

const T0 = Date.UTC(2026, 5, 1, 12);
const TTL = 600_000;

let n = 0;
/** A code no other test (or test run on the same Redis) uses. */
const freshCode = () => `T${process.pid % 1000}X${(n += 1)}`;

const record = (code = freshCode(), at = T0): PendingCode => ({
  code,
  secretHash: crypto.createHash('sha256').update(code).digest('hex'),
  deviceKind: 'tv',
  deviceName: 'Fire TV',
  ip: '203.0.113.5',
  createdAt: at,
  expiresAt: at + TTL,
  link: null,
});
const link = (at = T0): CodeLink => ({
  userId: crypto.randomUUID(),
  userGuid: 'guid-1',
  sessionId: crypto.randomUUID(),
  linkedAt: at,
});

function behavesLikeAPendingCodeStore(make: () => PendingCodeStore) {
  it('adds a code once (SET NX) and answers it until it expires', async () => {
    const store = make();
    const r = record();
    expect(await store.add(r, T0)).toBe(true);
    expect(await store.add({ ...r, secretHash: 'other' }, T0)).toBe(false);
    expect(await store.get(r.code, T0 + TTL - 1)).toEqual(r);
    expect(await store.get(r.code, T0 + TTL)).toBeNull();
    expect(await store.get(freshCode(), T0)).toBeNull();
  });

  it('links a live code once; not an expired one', async () => {
    const store = make();
    const r = record();
    await store.add(r, T0);
    const results = await Promise.all([1, 2, 3].map(() => store.link(r.code, link(T0 + 5), T0 + 5)));
    const won = results.filter((x) => x !== null);
    expect(won).toHaveLength(1);
    const linked = (await store.get(r.code, T0 + 6))!.link!;
    expect(linked).toEqual(won[0]!.link);
    expect(linked.linkedAt).toBe(T0 + 5);

    const late = record();
    await store.add(late, T0);
    expect(await store.link(late.code, link(), T0 + TTL)).toBeNull();
  });

  it('takes a linked code once, only with its secret hash, and not before it is linked', async () => {
    const store = make();
    const r = record();
    await store.add(r, T0);
    expect(await store.take(r.code, r.secretHash, T0)).toBeNull();
    const by = link();
    await store.link(r.code, by, T0);
    expect(await store.take(r.code, 'f'.repeat(64), T0)).toBeNull();
    const takes = await Promise.all([1, 2, 3].map(() => store.take(r.code, r.secretHash, T0 + 1)));
    const won = takes.filter((x) => x !== null);
    expect(won).toHaveLength(1);
    expect(won[0]).toMatchObject({
      code: r.code,
      deviceName: 'Fire TV',
      link: { userId: by.userId, sessionId: by.sessionId },
    });
    expect(await store.get(r.code, T0 + 1)).toBeNull();
  });

  it('does not take an expired code', async () => {
    const store = make();
    const r = record();
    await store.add(r, T0);
    await store.link(r.code, link(), T0);
    expect(await store.take(r.code, r.secretHash, T0 + TTL)).toBeNull();
  });
}

describe('MemoryPendingCodeStore', () => {
  behavesLikeAPendingCodeStore(() => new MemoryPendingCodeStore());

  it('answers copies: changing a returned record changes nothing stored', async () => {
    const store = new MemoryPendingCodeStore();
    const r = record();
    await store.add(r, T0);
    const got = (await store.get(r.code, T0))!;
    got.link = link();
    expect((await store.get(r.code, T0))!.link).toBeNull();
  });
});

const redisUrl = process.env.TEST_REDIS_URL;
if (!redisUrl) console.info('pending-code-store: Redis tests skipped: TEST_REDIS_URL is not set');
describe.skipIf(!redisUrl)('RedisPendingCodeStore (TEST_REDIS_URL)', () => {
  const clients: Redis[] = [];
  const prefix = `fv-test-devices-${process.pid}-${crypto.randomBytes(3).toString('hex')}:`;
  const make = () => {
    const redis = new Redis(redisUrl!, { maxRetriesPerRequest: 1 });
    clients.push(redis);
    return new RedisPendingCodeStore(redis, prefix);
  };
  afterAll(async () => {
    await Promise.all(clients.map((c) => c.quit()));
  });

  behavesLikeAPendingCodeStore(make);

  it('shares codes between instances and lets Redis forget them with the code', async () => {
    const [a, b] = [make(), make()];
    const now = Date.now();
    const r = record(freshCode(), now);
    await a.add(r, now);
    expect(await b.get(r.code, now)).toEqual(r);
    expect(await b.link(r.code, link(now), now)).not.toBeNull();
    expect(await a.link(r.code, link(now), now)).toBeNull();
    const ttl = await clients[0]!.pttl(`${prefix}code:${r.code}`);
    expect(ttl).toBeGreaterThan(TTL - 5_000);
    expect(ttl).toBeLessThanOrEqual(TTL);
  });
});
