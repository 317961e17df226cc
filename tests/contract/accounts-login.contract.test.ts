import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSessionManager } from '@fanverse/client';
import { FAST_ENV, newMember } from '../../apps/server/test/helpers/test-user';
import { startContractServer, type ContractServer } from './contract-server';
import { expectMapped, failure, probe, signUp } from './accounts-fixtures';

// Sign-in, sessions and claims against the real server. TRUST_PROXY lets each test sign in from
// its own address, so the per-address throttle of one test never answers another's attempts.
let s: ContractServer;
beforeAll(async () => {
  s = await startContractServer({
    ...FAST_ENV,
    LOGIN_MAX_FAILURES: '2',
    LOGIN_IP_MAX_FAILURES: '3',
    TRUST_PROXY: 'true',
  });
});
afterAll(async () => s.app.close());

const WRONG = 'Wrong-Password-1';

describe('login replies (spec §8 "Login")', () => {
  it('INVALID_LOGIN for a wrong password gives 1009, kept under the login operation', async () => {
    const m = await signUp(s, {}, { from: '10.1.0.1' });
    const e = await failure(m.client.accounts.login({ username: m.username, password: WRONG }));
    expectMapped(e, { status: 400, code: 'INVALID_LOGIN' }, 1009);

    const manager = createSessionManager(m.client);
    await expect(manager.login({ email: 'nobody@example.com', password: WRONG })).rejects.toThrow();
    expect(m.client.errors.get('login').map((err) => err.code)).toEqual([1009]);
  });

  it('INVALID_LOGIN for an unknown account gives 1009 too', async () => {
    const p = probe(s, { from: '10.1.0.2' });
    const e = await failure(p.client.accounts.login({ username: 'nobody-here-at-all', password: WRONG }));
    expectMapped(e, { status: 400, code: 'INVALID_LOGIN' }, 1009);
  });

  it('INVALID_LOGIN_LOCKED after LOGIN_MAX_FAILURES failures gives 1031, even with the right password', async () => {
    const m = await signUp(s, {}, { from: '10.1.0.3' });
    const attempt = (password: string) =>
      failure(m.client.accounts.login({ username: m.username, password }));
    expect((await attempt(WRONG)).errors[0]?.code).toBe(1009);
    expectMapped(await attempt(WRONG), { status: 403, code: 'INVALID_LOGIN_LOCKED' }, 1031);
    expectMapped(await attempt(m.password), { status: 403, code: 'INVALID_LOGIN_LOCKED' }, 1031);
  });

  it('the per-address limit (429) gives 1015 Too many requests', async () => {
    const p = probe(s, { from: '10.1.0.4' });
    for (let i = 0; i < 3; i++) {
      const e = await failure(p.client.accounts.login({ username: `nobody-${i}-here`, password: WRONG }));
      expect(e.errors[0]?.code).toBe(1009);
    }
    const e = await failure(p.client.accounts.login({ username: 'nobody-3-here', password: WRONG }));
    expectMapped(e, { status: 429, code: 'TOO_MANY_REQUESTS' }, 1015);
  });
});

describe('lost sessions: sessionExpired and 1003', () => {
  it('a session revoked by logout: the old token gives 401, sessionExpired, 1003', async () => {
    const m = await signUp(s);
    await m.client.accounts.logout();
    // The raw calls keep the token they were given: this is the old one, now revoked.
    expect(m.client.getSessionToken()).toBe(m.token);
    const e = await failure(m.client.accounts.getProfile());
    expect(e.status).toBe(401);
    expect(e.sessionExpired).toBe(true);
    expect(e.errors[0]).toMatchObject({ code: 1003, cause: { code: 'UNAUTHENTICATED' } });
  });

  it('a session past its expiry (SESSION_EXPIRED) gives sessionExpired, 1003', async () => {
    const m = await signUp(s);
    await s.database.db
      .updateTable('user_sessions')
      .set({ expires_at: new Date(Date.now() - 1000) })
      .where('user_id', '=', s.database.db.selectFrom('users').select('id').where('guid', '=', m.guid))
      .execute();
    const e = await failure(m.client.accounts.getEmailStatus());
    expect(e.status).toBe(401);
    expect(e.sessionExpired).toBe(true);
    expect(e.errors[0]).toMatchObject({ code: 1003, cause: { code: 'SESSION_EXPIRED' } });
  });

  it('a password change ends the other sessions: their next call gives 1003', async () => {
    const m = await signUp(s);
    const other = probe(s);
    other.client.setSessionToken(
      (await other.client.accounts.login({ username: m.username, password: m.password })).session_id,
    );
    await m.client.accounts.updatePassword(m.password, 'Copper-Lantern-77');
    const e = await failure(other.client.accounts.getProfile());
    expect(e.sessionExpired).toBe(true);
    expect(e.errors[0]?.code).toBe(1003);
    expect((await m.client.accounts.getProfile()).username).toBe(m.username);
  });

  it('the session manager signs out locally when the server has ended its session', async () => {
    const m = await signUp(s);
    const p = probe(s);
    const manager = createSessionManager(p.client);
    await manager.login({ username: m.username, password: m.password });
    expect(manager.getState().user).not.toBeNull();
    // The same session ended elsewhere (another tab, the account page's "sign out everywhere").
    const elsewhere = probe(s);
    elsewhere.client.setSessionToken(p.client.getSessionToken());
    await elsewhere.client.accounts.logout();

    const e = await failure(manager.refreshProfile());
    expect(e.sessionExpired).toBe(true);
    expect(p.client.errors.get('profile').map((err) => err.code)).toEqual([1003]);
    expect(manager.getState()).toMatchObject({ user: null, profile: null, visitorType: 'anonymous' });
    expect(p.client.getSessionToken()).toBeNull();
  });
});

describe('success paths against the real server', () => {
  it('register with login_on_success "true" answers a session that works', async () => {
    const p = probe(s);
    const body = newMember();
    const result = await p.client.accounts.register({ ...body, login_on_success: 'true' });
    expect(result.session).not.toBeNull();
    p.client.setSessionToken(result.session!.session_id);
    expect(await p.client.accounts.getProfile()).toMatchObject({
      username: body.username,
      email: body.email,
      user_guid: result.user_guid,
    });
  });

  it('getClaims decodes the claims: anonymous without a session, registered with one', async () => {
    const anonymous = await probe(s).client.claims.getClaims();
    expect(anonymous.premium.userType).toBe('anonymous');
    expect(anonymous.sub).toBe('anonymous');

    const m = await signUp(s);
    const claims = await m.client.claims.getClaims();
    expect(claims.premium.userType).toBe('registered');
    expect(claims.profile).toMatchObject({
      username: m.username,
      userGuid: m.guid,
      emailStatus: 'unverified',
    });
    expect(claims.premium.showAds).toBe(true);
    expect(claims.sub).toBe(m.guid);
  });

  it('the session manager logs in, then fetches claims and profile from the server', async () => {
    const m = await signUp(s);
    const p = probe(s);
    const manager = createSessionManager(p.client);
    const result = await manager.login({ username: m.username, password: m.password });
    expect(result.user_guid).toBe(m.guid);
    expect(p.sent).toEqual(
      expect.arrayContaining(['POST /api/users/login', 'GET /api/claims/', 'GET /api/users/me/profile']),
    );
    const state = manager.getState();
    expect(state.visitorType).toBe('registered');
    expect(state.claims?.profile.username).toBe(m.username);
    expect(state.profile).toMatchObject({ username: m.username, email: m.email });
    expect(p.client.getSessionToken()).toBe(state.user?.sessionId);
  });

  it('the session manager registers, then signs the new member in', async () => {
    const p = probe(s);
    const manager = createSessionManager(p.client);
    const body = newMember();
    await manager.register(body);
    expect(manager.getState().visitorType).toBe('registered');
    expect(manager.getState().profile?.username).toBe(body.username);
  });
});

describe('claims update and adx', () => {
  it('a claim the member may not set (CLAIM_NOT_SETTABLE) gives 9003', async () => {
    const m = await signUp(s);
    const e = await failure(m.client.claims.updateClaim('is_staff', 1));
    expectMapped(e, { status: 400, code: 'CLAIM_NOT_SETTABLE' }, 9003);
  });

  it('a value a claim cannot take (INVALID_VALUE) gives 1900', async () => {
    const m = await signUp(s);
    const e = await failure(m.client.claims.updateClaim('user_request_do_not_sell', 'maybe'));
    expectMapped(e, { status: 400, code: 'INVALID_VALUE' }, 1900);
  });

  it('a settable claim answers fresh claims with the new value', async () => {
    const m = await signUp(s);
    const claims = await m.client.claims.updateClaim('optanonconsent', 'C0001:1,C0002:0');
    expect(claims.premium.optanonconsent).toBe('C0001:1,C0002:0');
  });

  it('an unknown adx use case (INVALID_USE_CASE) gives 5008; a known one answers encoded data', async () => {
    const m = await signUp(s);
    const e = await failure(m.client.accounts.adx('mind_reading'));
    expectMapped(e, { status: 400, code: 'INVALID_USE_CASE' }, 5008);
    expect(await m.client.accounts.adx('ad_targeting')).toMatch(/^[\w-]+\.[\w-]+\.[\w-]+$/);
  });
});
