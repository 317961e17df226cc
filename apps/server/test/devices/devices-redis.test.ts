import crypto from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DeviceCode } from '@fanverse/contract';
import { buildApp } from '../../src/app';
import type { DatabaseHandle } from '../../src/db/database';
import { serverModules } from '../../src/modules/index';
import { seedModules } from '../../src/modules/module-registry';
import { testEnvironment } from '../helpers/test-app';
import { createTestDatabase } from '../helpers/test-database';
import { FAST_ENV } from '../helpers/test-user';
import { firstError, linkCode, signedInMember, TestClock, TvDevice } from './devices-fixtures';

/*
 * Two instances of the app on one database and one Redis (REDIS_URL), each making its own
 * pending-code store and limit counters from the configuration, as servers behind a load
 * balancer do: the TV may ask one for its code and poll another, the member confirm on a third.
 */
const redisUrl = process.env.TEST_REDIS_URL;
if (!redisUrl) console.info('devices-redis: Redis tests skipped: TEST_REDIS_URL is not set');

describe.skipIf(!redisUrl)('device linking across instances on one Redis (TEST_REDIS_URL)', () => {
  let database: DatabaseHandle;
  let a: FastifyInstance;
  let b: FastifyInstance;
  const clock = new TestClock(Date.now());

  beforeAll(async () => {
    const { config, removeOnClose } = testEnvironment('devices-redis', {
      ...FAST_ENV,
      REDIS_URL: redisUrl!,
      CATALOGUE_CACHE_SECONDS: '0',
    });
    database = await createTestDatabase();
    await seedModules(serverModules, database.db, config);
    // Keys of this run only, so that other runs on the same Redis neither see nor limit them.
    const namespace = `fv-test-devices-${process.pid}-${crypto.randomBytes(4).toString('hex')}:`;
    const instance = async (db: DatabaseHandle, first: boolean) => {
      const app = await buildApp({ config, database: db, devices: { now: clock.now, namespace } });
      if (first) removeOnClose(app);
      await app.ready();
      return app;
    };
    a = await instance(database, true);
    // The second instance shares the database; the first one closes it.
    b = await instance({ ...database, close: async () => {} }, false);
  });
  afterAll(async () => {
    await b?.close();
    await a?.close();
  });

  it('links on one instance a code made on another, and signs the TV in on either, once', async () => {
    const member = await signedInMember(a);
    const onA = new TvDevice(a, '203.0.113.61');
    const code = await onA.code();
    const pending = await b.inject({
      url: `/api/5/device/link/pending?short_code=${code}`,
      headers: member.headers,
    });
    expect(pending.json()).toMatchObject({ short_code: code, device_name: 'Fire TV' });
    expect(firstError(await onA.login(code)).code).toBe(DeviceCode.USER_NOT_LINKED);
    expect((await linkCode(b, member.headers, code)).json()).toEqual({
      short_code: code,
      link_complete: true,
    });
    // The same TV (its cookie) polling both instances at once: one session between them.
    const onB = new TvDevice(b, onA.remoteAddress);
    onB.cookie = onA.cookie;
    const [fromA, fromB] = await Promise.all([onA.login(code), onB.login(code)]);
    expect([fromA.statusCode, fromB.statusCode].sort()).toEqual([200, 400]);
    const winner = fromA.statusCode === 200 ? fromA : fromB;
    expect(winner.json().user_guid).toBe(member.guid);
    expect(
      (
        await a.inject({
          url: '/api/5/sessions/',
          headers: { authorization: `Token ${winner.json().session_secret}` },
        })
      ).statusCode,
    ).toBe(200);
    expect((await linkCode(a, member.headers, code)).statusCode).toBe(404);
  });

  it('counts failed entries together: a member refused on one instance is refused on the other', async () => {
    const member = await signedInMember(a);
    for (let i = 0; i < 5; i += 1) {
      const on = i % 2 === 0 ? a : b;
      const res = await linkCode(on, member.headers, 'ZZZZ' + 'BCDFG'[i], `198.51.100.${70 + i}`);
      expect(res.statusCode).toBe(404);
    }
    const code = await new TvDevice(b, '203.0.113.62').code();
    for (const on of [a, b]) {
      const refused = await linkCode(on, member.headers, code, '198.51.100.80');
      expect(refused.statusCode).toBe(429);
      expect(firstError(refused).code).toBe(DeviceCode.DEVICE_LINK_FAILED);
    }
  });
});
