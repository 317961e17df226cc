import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEVICE_SECRET_COOKIE, DeviceCode } from '@fanverse/contract';
import type { TestApp } from '../helpers/test-app';
import { buildTestApp } from '../helpers/test-app';
import { FAST_ENV, signedInMember } from '../helpers/test-user';
import { firstError, linkCode } from './devices-fixtures';

/*
 * REDIS_URL names a Redis that is not there. Sign-in throttles and the global rate limit fail
 * open (their documented choice); device codes fail closed: no code is made, checked, linked or
 * turned into a session while their store is away, and each call answers its own coded 503.
 */
let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ ...FAST_ENV, REDIS_URL: 'redis://127.0.0.1:1' });
  await t.app.ready();
});
afterAll(async () => t?.app.close());

describe('device linking with its Redis unavailable', () => {
  it('answers 503 DEVICE_LINK_FAILED for a new code, a pending lookup and a link', async () => {
    const code = await t.app.inject({ url: '/api/5/device/link' });
    expect(code.statusCode).toBe(503);
    expect(firstError(code).code).toBe(DeviceCode.DEVICE_LINK_FAILED);
    expect(code.cookies).toHaveLength(0);

    const member = await signedInMember(t.app);
    const pending = await t.app.inject({
      url: '/api/5/device/link/pending?short_code=BCDFG',
      headers: member.headers,
    });
    expect(pending.statusCode).toBe(503);
    expect(firstError(pending).code).toBe(DeviceCode.DEVICE_LINK_FAILED);
    const link = await linkCode(t.app, member.headers, 'BCDFG');
    expect(link.statusCode).toBe(503);
    expect(firstError(link).code).toBe(DeviceCode.DEVICE_LINK_FAILED);
  });

  it('answers 503 DEVICE_LOGIN_FAILED to a TV polling with its cookie', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/5/login/device',
      payload: { short_code: 'BCDFG' },
      cookies: { [DEVICE_SECRET_COOKIE]: `BCDFG.${'a'.repeat(43)}` },
    });
    expect(res.statusCode).toBe(503);
    expect(firstError(res).code).toBe(DeviceCode.DEVICE_LOGIN_FAILED);
  });
});
