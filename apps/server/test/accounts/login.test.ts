import argon2 from 'argon2';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { OWASP_ARGON2, PasswordHasher } from '../../src/modules/auth/passwords';
import { loadConfig } from '../../src/config/config';
import { AccountCode, ServerCode } from '@fanverse/contract';
import { jwtVerify } from 'jose';
import {
  auth,
  buildAccountsApp,
  claimsOf,
  firstError,
  login,
  newMember,
  register,
  signedInMember,
  type AccountsTestApp,
} from './helpers';

let t: AccountsTestApp;
beforeAll(async () => {
  t = await buildAccountsApp({
    LOGIN_MAX_FAILURES: '3',
    LOGIN_LOCKOUT_SECONDS: '60',
    LOGIN_IP_MAX_FAILURES: '0',
  });
});
afterAll(async () => t.app.close());

const postLogin = (payload: object, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url: '/api/users/login', payload, headers });

describe('POST /api/users/login', () => {
  it('signs in by username and answers jwt, session_id and user_guid', async () => {
    const body = newMember();
    const { user_guid } = await register(t.app, body);
    const res = await postLogin({ username: body.username, password: body.password });
    expect(res.statusCode).toBe(200);
    const out = res.json();
    expect(Object.keys(out).sort()).toEqual(['jwt', 'session_id', 'user_guid']);
    expect(out.user_guid).toBe(user_guid);
    // The session id is the opaque bearer token (256 bits), not a JWT.
    expect(out.session_id).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const claims = claimsOf(out.jwt);
    expect(claims.sub).toBe(user_guid);
    expect(claims.premium.user_type).toBe('registered');
    const me = await t.app.inject({ url: '/api/users/me/profile', headers: auth(out.session_id) });
    expect(me.statusCode).toBe(200);
  });

  it('signs in by email, in any case, and by an email sent as username', async () => {
    const body = newMember();
    await register(t.app, body);
    expect((await postLogin({ email: body.email.toUpperCase(), password: body.password })).statusCode).toBe(
      200,
    );
    expect((await postLogin({ username: body.email, password: body.password })).statusCode).toBe(200);
    expect(
      (await postLogin({ username: body.username.toUpperCase(), password: body.password })).statusCode,
    ).toBe(200);
  });

  it('answers the jwt that GET /api/claims/ answers for the same account', async () => {
    const m = await signedInMember(t.app);
    const claims = (await t.app.inject({ url: '/api/claims/', headers: auth(m.token) })).json();
    const fromLogin = claimsOf(m.session.jwt);
    const fromClaims = claimsOf(claims.token);
    expect({ ...fromLogin, iat: 0, nbf: 0, exp: 0 }).toEqual({ ...fromClaims, iat: 0, nbf: 0, exp: 0 });
    const key = await t.database.db
      .selectFrom('server_secrets')
      .select('value')
      .where('name', '=', 'jwt_hs256')
      .executeTakeFirstOrThrow();
    await expect(
      jwtVerify(m.session.jwt, Buffer.from(key.value, 'base64url'), { audience: 'fanverse' }),
    ).resolves.toBeDefined();
  });

  it('answers the same 400 INVALID_LOGIN for an unknown account and a wrong password', async () => {
    const body = newMember();
    await register(t.app, body);
    const unknown = await postLogin({ username: 'nobody-here-123', password: body.password });
    const wrong = await postLogin({ username: body.username, password: 'Wrong-Password-1' });
    expect(unknown.statusCode).toBe(400);
    expect(wrong.statusCode).toBe(400);
    expect(unknown.json()).toEqual(wrong.json());
    expect(firstError(wrong).code).toBe(AccountCode.INVALID_LOGIN);
  });

  it('spends one argon2 check on an unknown account too (no enumeration by timing)', async () => {
    const body = newMember();
    await register(t.app, body);
    const dummy = vi.spyOn(PasswordHasher.prototype, 'verifyDummy');
    const real = vi.spyOn(PasswordHasher.prototype, 'verify');
    try {
      await postLogin({ username: 'nobody-here-456', password: 'Wrong-Password-1' });
      expect([dummy.mock.calls.length, real.mock.calls.length]).toEqual([1, 0]);
      await postLogin({ username: body.username, password: 'Wrong-Password-1' });
      expect([dummy.mock.calls.length, real.mock.calls.length]).toEqual([1, 1]);
    } finally {
      dummy.mockRestore();
      real.mockRestore();
    }
  });

  it('locks the account after repeated failures (403 INVALID_LOGIN_LOCKED), even for the right password', async () => {
    const body = newMember();
    const { user_guid } = await register(t.app, body);
    const bad = { username: body.username, password: 'Wrong-Password-1' };
    expect(firstError(await postLogin(bad)).code).toBe(AccountCode.INVALID_LOGIN);
    expect(firstError(await postLogin(bad)).code).toBe(AccountCode.INVALID_LOGIN);
    const third = await postLogin(bad);
    expect(third.statusCode).toBe(403);
    expect(firstError(third).code).toBe(AccountCode.INVALID_LOGIN_LOCKED);
    const right = await postLogin({ username: body.username, password: body.password });
    expect(right.statusCode).toBe(403);
    expect(firstError(right).code).toBe(AccountCode.INVALID_LOGIN_LOCKED);

    const row = await t.database.db
      .selectFrom('users')
      .select(['failed_logins', 'locked_until'])
      .where('guid', '=', user_guid)
      .executeTakeFirstOrThrow();
    expect(row.failed_logins).toBe(3);
    const lockSeconds = (row.locked_until!.getTime() - Date.now()) / 1000;
    expect(lockSeconds).toBeGreaterThan(55);
    expect(lockSeconds).toBeLessThanOrEqual(60);
  });

  it('doubles the lock with each further failure and clears it on success', async () => {
    const body = newMember();
    const { user_guid } = await register(t.app, body);
    const bad = { username: body.username, password: 'Wrong-Password-1' };
    for (let i = 0; i < 3; i++) await postLogin(bad);
    const expire = () =>
      t.database.db
        .updateTable('users')
        .set({ locked_until: new Date(Date.now() - 1000) })
        .where('guid', '=', user_guid)
        .execute();
    await expire(); // the first lock has run out
    expect((await postLogin(bad)).statusCode).toBe(403); // fourth failure: locked again, for longer
    const row = await t.database.db
      .selectFrom('users')
      .select(['failed_logins', 'locked_until'])
      .where('guid', '=', user_guid)
      .executeTakeFirstOrThrow();
    expect(row.failed_logins).toBe(4);
    expect((row.locked_until!.getTime() - Date.now()) / 1000).toBeGreaterThan(115);

    await expire();
    expect((await postLogin({ username: body.username, password: body.password })).statusCode).toBe(200);
    const after = await t.database.db
      .selectFrom('users')
      .select(['failed_logins', 'locked_until'])
      .where('guid', '=', user_guid)
      .executeTakeFirstOrThrow();
    expect(after).toEqual({ failed_logins: 0, locked_until: null });
  });

  it('rehashes a password made with other argon2 parameters on sign-in', async () => {
    const body = newMember();
    const { user_guid } = await register(t.app, body);
    const old = await argon2.hash(body.password, {
      type: argon2.argon2id,
      memoryCost: 512,
      timeCost: 3,
      parallelism: 1,
    });
    await t.database.db
      .updateTable('users')
      .set({ password_hash: old })
      .where('guid', '=', user_guid)
      .execute();
    await login(t.app, body.username, body.password);
    const row = await t.database.db
      .selectFrom('users')
      .select('password_hash')
      .where('guid', '=', user_guid)
      .executeTakeFirstOrThrow();
    expect(row.password_hash).not.toBe(old);
    expect(row.password_hash).toMatch(/m=256\b/);
    expect(row.password_hash).toMatch(/t=1\b/);
    await login(t.app, body.username, body.password);
  });

  it('answers 400 with a generic code for a body without password', async () => {
    const res = await postLogin({ username: 'someone' });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toHaveLength(1);
  });
});

describe('per-address throttling', () => {
  let limited: AccountsTestApp;
  beforeAll(async () => {
    limited = await buildAccountsApp({ LOGIN_IP_MAX_FAILURES: '3', LOGIN_MAX_FAILURES: '100' });
  });
  afterAll(async () => limited.app.close());

  it('answers 429 TOO_MANY_REQUESTS once an address has failed too often, for any account', async () => {
    const body = newMember();
    await register(limited.app, body);
    const from = (ip: string, password: string) =>
      limited.app.inject({
        method: 'POST',
        url: '/api/users/login',
        payload: { username: body.username, password },
        remoteAddress: ip,
      });
    for (let i = 0; i < 3; i++) expect((await from('10.0.0.7', 'Wrong-Password-1')).statusCode).toBe(400);
    const blocked = await from('10.0.0.7', body.password);
    expect(blocked.statusCode).toBe(429);
    expect(firstError(blocked).code).toBe(ServerCode.TOO_MANY_REQUESTS);
    // Another address is not affected.
    expect((await from('10.0.0.8', body.password)).statusCode).toBe(200);
  });
});

describe('POST /api/users/me/logout', () => {
  it('revokes the session', async () => {
    const m = await signedInMember(t.app);
    const res = await t.app.inject({ method: 'POST', url: '/api/users/me/logout', headers: auth(m.token) });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ success: true });
    const after = await t.app.inject({ url: '/api/users/me/profile', headers: auth(m.token) });
    expect(after.statusCode).toBe(401);
  });

  it('counts an expired, unknown or missing session as a successful logout', async () => {
    const m = await signedInMember(t.app);
    await t.database.db
      .updateTable('user_sessions')
      .set({ expires_at: new Date(Date.now() - 1000) })
      .where('user_id', '=', t.database.db.selectFrom('users').select('id').where('guid', '=', m.guid))
      .execute();
    for (const headers of [auth(m.token), auth('not-a-session'), {}]) {
      const res = await t.app.inject({ method: 'POST', url: '/api/users/me/logout', headers });
      expect(res.statusCode).toBe(200);
      expect(res.json().success).toBe(true);
    }
  });

  it('leaves the other sessions of the member alive', async () => {
    const m = await signedInMember(t.app);
    const other = await login(t.app, m.username, m.password);
    await t.app.inject({ method: 'POST', url: '/api/users/me/logout', headers: auth(m.token) });
    expect(
      (await t.app.inject({ url: '/api/users/me/profile', headers: auth(other.session_id) })).statusCode,
    ).toBe(200);
  });
});

describe('POST /api/users/set_cookie', () => {
  it('sets an HttpOnly, Secure, SameSite=Lax session cookie carrying the session token', async () => {
    const m = await signedInMember(t.app);
    const res = await t.app.inject({ method: 'POST', url: '/api/users/set_cookie', headers: auth(m.token) });
    expect(res.statusCode).toBe(200);
    expect(res.json().success).toBe(true);
    const cookie = res.cookies.find((c) => c.name === 'session');
    expect(cookie).toMatchObject({
      value: m.token,
      httpOnly: true,
      secure: true,
      sameSite: 'Lax',
      path: '/',
    });
    expect(cookie?.maxAge).toBeGreaterThan(0);
  });

  it('leaves Secure off on a plain-http site', async () => {
    const plain = await buildAccountsApp({ PUBLIC_URL: 'http://localhost:8080' });
    try {
      const m = await signedInMember(plain.app);
      const res = await plain.app.inject({
        method: 'POST',
        url: '/api/users/set_cookie',
        headers: auth(m.token),
      });
      const cookie = res.cookies.find((c) => c.name === 'session');
      expect(cookie?.httpOnly).toBe(true);
      expect(cookie?.secure).toBeFalsy();
    } finally {
      await plain.app.close();
    }
  });

  it('requires a session (401)', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/users/set_cookie' });
    expect(res.statusCode).toBe(401);
    expect(firstError(res).code).toBe(ServerCode.UNAUTHENTICATED);
    expect(res.cookies).toHaveLength(0);
  });
});

if (!process.env.TEST_REDIS_URL) console.info('login: Redis tests skipped: TEST_REDIS_URL is not set');
describe.skipIf(!process.env.TEST_REDIS_URL)('per-address throttling through Redis (TEST_REDIS_URL)', () => {
  it('counts failures from one address across instances', async () => {
    const env = { REDIS_URL: process.env.TEST_REDIS_URL!, LOGIN_IP_MAX_FAILURES: '2' };
    const [a, b] = [await buildAccountsApp(env), await buildAccountsApp(env)];
    try {
      const ip = `10.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`;
      const attempt = (on: AccountsTestApp) =>
        on.app.inject({
          method: 'POST',
          url: '/api/users/login',
          payload: { username: 'nobody-anywhere', password: 'Wrong-Password-1' },
          remoteAddress: ip,
        });
      expect((await attempt(a)).statusCode).toBe(400);
      expect((await attempt(b)).statusCode).toBe(400);
      expect((await attempt(a)).statusCode).toBe(429);
      expect((await attempt(b)).statusCode).toBe(429);
    } finally {
      await Promise.all([a.app.close(), b.app.close()]);
    }
  });
});

describe('argon2id parameters', () => {
  it("default to OWASP's m=19456 KiB, t=2, p=1 in production", async () => {
    const config = loadConfig({});
    expect([config.ARGON2_MEMORY_KIB, config.ARGON2_TIME_COST]).toEqual([19_456, 2]);
    const digest = await new PasswordHasher(OWASP_ARGON2).hash('Violet-Harbor-91');
    expect(digest).toMatch(/^\$argon2id\$v=19\$/);
    expect(digest).toMatch(/m=19456\b/);
    expect(digest).toMatch(/t=2\b/);
    expect(digest).toMatch(/p=1\b/);
  });
});
