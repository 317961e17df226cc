import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  DEVICE_SECRET_COOKIE,
  DeviceCode,
  SHORT_CODE_ALPHABET,
  SHORT_CODE_TTL_SECONDS,
  ServerCode,
  createPrng,
} from '@fanverse/contract';
import { hashToken } from '../../src/modules/auth/tokens';
import {
  auth,
  buildDevicesTestApp,
  DESKTOP_AGENT,
  firstError,
  linkCode,
  signedInMember,
  TvDevice,
  type DevicesTestApp,
} from './devices-fixtures';

let t: DevicesTestApp;
beforeAll(async () => {
  t = await buildDevicesTestApp();
});
afterAll(async () => t?.app.close());

const CODE = new RegExp(`^[${SHORT_CODE_ALPHABET}]{5}$`);
/** Each test its own addresses, so that the per-address limits of one do not touch another. */
let nextAddress = 1;
const address = () => `198.18.${Math.floor(nextAddress / 250)}.${(nextAddress++ % 250) + 1}`;
const tv = () => new TvDevice(t.app, address());

const pending = (headers: Record<string, string>, code: string, remoteAddress = address()) =>
  t.app.inject({
    url: `/api/5/device/link/pending?short_code=${encodeURIComponent(code)}`,
    headers,
    remoteAddress,
  });

const prng = createPrng(1403);
/** A well-formed code that is not live (the store is asked, so it cannot be one by chance). */
async function deadCode(): Promise<string> {
  for (;;) {
    const code = Array.from({ length: 5 }, () => prng.pick([...SHORT_CODE_ALPHABET])).join('');
    if (!(await t.codes.get(code, t.clock.now()))) return code;
  }
}

describe('GET /api/5/device/link (on the TV)', () => {
  it('makes a code and a device secret cookie: HttpOnly, SameSite=Lax, Path=/api/5/, Max-Age the lifetime', async () => {
    const device = tv();
    const res = await device.getCode();
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.short_code).toMatch(CODE);
    expect(body).toEqual({
      short_code: body.short_code,
      link_complete: false,
      expires_in: SHORT_CODE_TTL_SECONDS,
      interval: 5,
      verification_uri: `${t.config.PUBLIC_URL}/activate`,
      verification_uri_complete: `${t.config.PUBLIC_URL}/activate?code=${body.short_code}`,
    });
    expect(res.headers['cache-control']).toBe('private, no-store');
    const cookie = res.cookies.find((c) => c.name === DEVICE_SECRET_COOKIE)!;
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/api/5/', maxAge: 600 });
    // Over http (PUBLIC_URL is http://localhost here) the cookie cannot be Secure; https sets it
    // (signed-in-devices.test.ts).
    expect(cookie.secure).toBeUndefined();
    // The cookie carries the code and a 256-bit secret; only its sha256 is stored.
    const [code, secret] = cookie.value.split('.');
    expect(code).toBe(body.short_code);
    expect(secret).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const stored = await t.codes.get(body.short_code, t.clock.now());
    expect(stored?.secretHash).toMatch(/^[0-9a-f]{64}$/);
    expect(JSON.stringify(stored)).not.toContain(secret);
    expect(stored).toMatchObject({ deviceKind: 'tv', deviceName: 'Fire TV', link: null });
  });

  it('answers the same code while it lives, counting down, and a new one to a device without the cookie', async () => {
    const device = tv();
    const first = await device.code();
    t.clock.advance(61_000);
    const again = await device.getCode();
    expect(again.json()).toMatchObject({ short_code: first, link_complete: false, expires_in: 539 });
    expect(again.cookies).toHaveLength(0);
    expect(await tv().code()).not.toBe(first);
  });

  it('renews an expired code with a new code and a new secret', async () => {
    const device = tv();
    const first = await device.code();
    const firstCookie = device.cookie;
    t.clock.advance(SHORT_CODE_TTL_SECONDS * 1000);
    const renewed = await device.code();
    expect(renewed).not.toBe(first);
    expect(device.cookie).not.toBe(firstCookie);
    expect(await t.codes.get(first, t.clock.now())).toBeNull();
  });

  it('ignores a cookie naming a live code with another secret (a new code, not the other TV’s)', async () => {
    const owner = tv();
    const code = await owner.code();
    const forger = tv();
    forger.cookie = `${code}.${'A'.repeat(43)}`;
    const res = await forger.getCode();
    expect(res.json().short_code).not.toBe(code);
    expect(forger.cookie?.startsWith(`${code}.`)).toBe(false);
  });

  it('limits new codes per address: the 21st in ten minutes answers 429 TOO_MANY_REQUESTS', async () => {
    const ip = address();
    for (let i = 0; i < 20; i += 1) expect((await new TvDevice(t.app, ip).getCode()).statusCode).toBe(200);
    const refused = await new TvDevice(t.app, ip).getCode();
    expect(refused.statusCode).toBe(429);
    expect(firstError(refused).code).toBe(ServerCode.TOO_MANY_REQUESTS);
    expect((await tv().getCode()).statusCode).toBe(200);
    t.clock.advance(600_000);
    expect((await new TvDevice(t.app, ip).getCode()).statusCode).toBe(200);
  });
});

describe('GET /api/5/device/link/pending (on the web)', () => {
  it('shows which device asks and when, for a code typed in any case and with separators', async () => {
    const member = await signedInMember(t.app);
    const device = tv();
    const code = await device.code();
    const requestedAt = new Date(t.clock.now()).toISOString();
    const typed = `${code.slice(0, 3).toLowerCase()}-${code.slice(3)}`;
    const res = await pending(member.headers, typed);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      short_code: code,
      device_name: 'Fire TV',
      device_kind: 'tv',
      requested_at: requestedAt,
      expires_at: new Date(t.clock.now() + 600_000).toISOString(),
    });
    expect(res.headers['cache-control']).toBe('private, no-store');
  });

  it('names a desktop browser as such, so a member notices a code that is not from a TV', async () => {
    const member = await signedInMember(t.app);
    const code = await new TvDevice(t.app, address(), DESKTOP_AGENT).code();
    expect((await pending(member.headers, code)).json()).toMatchObject({
      device_name: 'Chrome on macOS',
      device_kind: 'browser',
    });
  });

  it('answers 404 SHORT_CODE_NOT_FOUND for a code that is not live or already linked, 400 for bad input, 401 without a session', async () => {
    const member = await signedInMember(t.app);
    const unknown = await pending(member.headers, await deadCode());
    expect(unknown.statusCode).toBe(404);
    expect(firstError(unknown).code).toBe(DeviceCode.SHORT_CODE_NOT_FOUND);
    const code = await tv().code();
    expect((await linkCode(t.app, member.headers, code, address())).statusCode).toBe(200);
    expect(firstError(await pending(member.headers, code)).code).toBe(DeviceCode.SHORT_CODE_NOT_FOUND);
    expect(firstError(await pending(member.headers, '')).code).toBe(DeviceCode.MISSING_SHORT_CODE);
    expect(firstError(await pending(member.headers, 'BCDFGH')).code).toBe(DeviceCode.SHORT_CODE_TOO_LONG);
    expect((await pending({}, code)).statusCode).toBe(401);
  });
});

describe('POST /api/5/device/link (on the web)', () => {
  it('checks the code: missing 400 MISSING_SHORT_CODE, over 5 characters 400 SHORT_CODE_TOO_LONG', async () => {
    const member = await signedInMember(t.app);
    for (const missing of [undefined, '', ' - ']) {
      const res = await linkCode(t.app, member.headers, missing, address());
      expect(res.statusCode).toBe(400);
      expect(firstError(res)).toMatchObject({ code: DeviceCode.MISSING_SHORT_CODE, field: 'short_code' });
    }
    const long = await linkCode(t.app, member.headers, 'BCDFGH', address());
    expect(long.statusCode).toBe(400);
    expect(firstError(long)).toMatchObject({ code: DeviceCode.SHORT_CODE_TOO_LONG, field: 'short_code' });
    // Separators do not count: BCD-FG is five characters.
    expect(firstError(await linkCode(t.app, member.headers, 'BCD-FG', address())).code).not.toBe(
      DeviceCode.SHORT_CODE_TOO_LONG,
    );
  });

  it('answers 404 SHORT_CODE_NOT_FOUND for an unknown code and 401 without a session', async () => {
    const member = await signedInMember(t.app);
    const res = await linkCode(t.app, member.headers, await deadCode(), address());
    expect(res.statusCode).toBe(404);
    expect(firstError(res)).toMatchObject({
      code: DeviceCode.SHORT_CODE_NOT_FOUND,
      message: 'This code does not exist or has expired.',
    });
    expect((await linkCode(t.app, {}, await tv().code(), address())).statusCode).toBe(401);
  });

  it('links a live code once (form or JSON); linking it again answers 404', async () => {
    const [member, other] = [await signedInMember(t.app), await signedInMember(t.app)];
    const device = tv();
    const code = await device.code();
    const res = await linkCode(t.app, member.headers, code.toLowerCase(), address());
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ short_code: code, link_complete: true });
    expect((await device.getCode()).json()).toMatchObject({ short_code: code, link_complete: true });
    const again = await t.app.inject({
      method: 'POST',
      url: '/api/5/device/link',
      headers: other.headers,
      payload: { short_code: code },
      remoteAddress: address(),
    });
    expect(again.statusCode).toBe(404);
    expect(firstError(again).code).toBe(DeviceCode.SHORT_CODE_NOT_FOUND);
    expect((await t.codes.get(code, t.clock.now()))?.link?.userGuid).toBe(member.guid);
  });

  it('does not link an expired code', async () => {
    const member = await signedInMember(t.app);
    const code = await tv().code();
    t.clock.advance(SHORT_CODE_TTL_SECONDS * 1000);
    const res = await linkCode(t.app, member.headers, code, address());
    expect(res.statusCode).toBe(404);
    expect(firstError(res).code).toBe(DeviceCode.SHORT_CODE_NOT_FOUND);
  });

  it('refuses a member after 5 failed entries, without looking the code up, until the window ends', async () => {
    const member = await signedInMember(t.app);
    for (let i = 0; i < 5; i += 1) {
      expect((await linkCode(t.app, member.headers, await deadCode(), address())).statusCode).toBe(404);
    }
    const device = tv();
    const code = await device.code();
    const refused = await linkCode(t.app, member.headers, code, address());
    expect(refused.statusCode).toBe(429);
    expect(firstError(refused).code).toBe(DeviceCode.DEVICE_LINK_FAILED);
    expect(firstError(await pending(member.headers, code)).code).toBe(DeviceCode.DEVICE_LINK_FAILED);
    // Refused before the lookup: the live code is still unlinked.
    expect((await t.codes.get(code, t.clock.now()))?.link).toBeNull();
    // Another member is not slowed down by this member's failures.
    expect(
      (await linkCode(t.app, (await signedInMember(t.app)).headers, await tv().code(), address())).statusCode,
    ).toBe(200);
    t.clock.advance(600_000);
    expect((await linkCode(t.app, member.headers, await device.code(), address())).statusCode).toBe(200);
  });

  it('refuses an address after 10 failed entries, whichever member signs in from it', async () => {
    const ip = address();
    // Three members, none reaching the member limit (4, 3, 3 failures).
    const members = [await signedInMember(t.app), await signedInMember(t.app), await signedInMember(t.app)];
    for (let i = 0; i < 10; i += 1) {
      expect((await linkCode(t.app, members[i % 3]!.headers, await deadCode(), ip)).statusCode).toBe(404);
    }
    const fresh = await signedInMember(t.app);
    const code = await tv().code();
    const refused = await linkCode(t.app, fresh.headers, code, ip);
    expect(refused.statusCode).toBe(429);
    expect(firstError(refused).code).toBe(DeviceCode.DEVICE_LINK_FAILED);
    expect((await linkCode(t.app, fresh.headers, code, address())).statusCode).toBe(200);
  });
});

describe('POST /api/5/login/device (on the TV)', () => {
  it('answers 400 USER_NOT_LINKED until a member links the code, then a session once', async () => {
    const member = await signedInMember(t.app);
    const device = tv();
    const code = await device.code();
    const early = await device.login(code);
    expect(early.statusCode).toBe(400);
    expect(firstError(early).code).toBe(DeviceCode.USER_NOT_LINKED);

    expect((await linkCode(t.app, member.headers, code, address())).statusCode).toBe(200);
    const cookie = device.cookie;
    const res = await device.login(code.toLowerCase());
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(Object.keys(body).sort()).toEqual(['session_secret', 'user_guid']);
    expect(body.user_guid).toBe(member.guid);
    expect(body.session_secret).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(res.headers['cache-control']).toBe('private, no-store');
    // The device cookie is cleared with the same path it was set on.
    const cleared = res.cookies.find((c) => c.name === DEVICE_SECRET_COOKIE)!;
    expect(cleared).toMatchObject({ value: '', path: '/api/5/', maxAge: 0 });

    // The secret is a session of the member, named for the device.
    const profile = await t.app.inject({ url: '/api/users/me/profile', headers: auth(body.session_secret) });
    expect(profile.statusCode).toBe(200);
    const row = await t.database.db
      .selectFrom('user_sessions')
      .select(['device_kind', 'device_name'])
      .where('token_hash', '=', hashToken(body.session_secret))
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ device_kind: 'tv', device_name: 'Fire TV' });

    // Single use: the same code and cookie again, or the code linked again, fail.
    expect(device.cookie).toBeUndefined();
    device.cookie = cookie;
    const replay = await device.login(code);
    expect(replay.statusCode).toBe(400);
    expect(firstError(replay).code).toBe(DeviceCode.DEVICE_LOGIN_FAILED);
    expect((await linkCode(t.app, member.headers, code, address())).statusCode).toBe(404);
    // The TV, its cookie cleared by the browser, gets a new code.
    device.cookie = undefined;
    expect(await device.code()).not.toBe(code);
  });

  it('answers only the TV that asked: without its cookie or with another device’s, 400 DEVICE_LOGIN_FAILED', async () => {
    const member = await signedInMember(t.app);
    const device = tv();
    const code = await device.code();
    expect((await linkCode(t.app, member.headers, code, address())).statusCode).toBe(200);

    const stranger = tv();
    const bare = await stranger.login(code);
    expect(bare.statusCode).toBe(400);
    expect(firstError(bare)).toMatchObject({
      code: DeviceCode.DEVICE_LOGIN_FAILED,
      message: 'Device login failed. Ask for a new code on this device.',
    });
    await stranger.code();
    expect(firstError(await stranger.login(code)).code).toBe(DeviceCode.DEVICE_LOGIN_FAILED);
    stranger.cookie = `${code}.${'x'.repeat(43)}`;
    expect(firstError(await stranger.login(code)).code).toBe(DeviceCode.DEVICE_LOGIN_FAILED);
    // The failures took nothing: the TV that asked still signs in.
    expect((await device.login(code)).statusCode).toBe(200);
  });

  it('checks the code (1401, 1402) and fails an unknown or expired one with DEVICE_LOGIN_FAILED', async () => {
    const device = tv();
    const code = await device.code();
    expect(firstError(await device.login(undefined)).code).toBe(DeviceCode.MISSING_SHORT_CODE);
    expect(firstError(await device.login('BCDFGHJ')).code).toBe(DeviceCode.SHORT_CODE_TOO_LONG);
    expect(firstError(await device.login(await deadCode())).code).toBe(DeviceCode.DEVICE_LOGIN_FAILED);

    const member = await signedInMember(t.app);
    expect((await linkCode(t.app, member.headers, code, address())).statusCode).toBe(200);
    t.clock.advance(SHORT_CODE_TTL_SECONDS * 1000);
    const expired = await device.login(code);
    expect(expired.statusCode).toBe(400);
    expect(firstError(expired).code).toBe(DeviceCode.DEVICE_LOGIN_FAILED);
  });

  it('gives two racing polls one session between them', async () => {
    const member = await signedInMember(t.app);
    const device = tv();
    const code = await device.code();
    expect((await linkCode(t.app, member.headers, code, address())).statusCode).toBe(200);
    const results = await Promise.all(Array.from({ length: 6 }, () => device.login(code)));
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 400, 400, 400, 400, 400]);
    const sessions = (await t.app.inject({ url: '/api/5/sessions/', headers: member.headers })).json()
      .sessions;
    expect(sessions.filter((s: { device_kind: string }) => s.device_kind === 'tv')).toHaveLength(1);
  });

  it('does not sign the TV in when the member signed out after linking', async () => {
    const member = await signedInMember(t.app);
    const device = tv();
    const code = await device.code();
    expect((await linkCode(t.app, member.headers, code, address())).statusCode).toBe(200);
    expect(
      (await t.app.inject({ method: 'POST', url: '/api/users/me/logout', headers: member.headers }))
        .statusCode,
    ).toBe(200);
    const res = await device.login(code);
    expect(res.statusCode).toBe(400);
    expect(firstError(res).code).toBe(DeviceCode.DEVICE_LOGIN_FAILED);
  });
});
