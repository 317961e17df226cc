import { describe, expect, it, vi } from 'vitest';
import { ApiError, CONSENT_DEBOUNCE_MS, SESSION_STORAGE_KEY, type SessionState } from '../../src';
import { envelope, json, rejection, type Handler } from '../fake-fetch';
import { claimsReply, loginResult, profile, registeredClaims, sentJson } from './fixtures';
import { fakeBus, memoryStorage, tab } from './session-harness';

const ok = () => json({ success: true, message: 'OK' });
const registered = (over: object = {}) => ({
  user_guid: 'u-1',
  username: 'reader01',
  email: 'reader@example.com',
  requires_password_reset: false,
  session: null,
  ...over,
});

/** Claims follow the token: anonymous without one, registered (or premium) with one. */
const claims =
  (userType: 'registered' | 'premium' = 'registered', extra: object = {}): Handler =>
  (call) =>
    call.headers.get('Authorization')
      ? claimsReply({ ...registeredClaims(userType), ...extra })
      : claimsReply();

/** A server where everything works. */
const happy = (over: Record<string, Handler> = {}): Record<string, Handler> => ({
  'POST /api/users/login': () => json(loginResult),
  'GET /api/claims/': claims(),
  'GET /api/users/me/profile': () => json(profile),
  'POST /api/users/me/logout': ok,
  'POST /api/users/register': () => json(registered()),
  'POST /api/users/set_cookie': ok,
  'POST /api/premium/2/claims/update': claims(),
  ...over,
});

const expired = () => envelope(401, { code: 'SESSION_EXPIRED', message: 'Your session has expired.' });
const broken = () => envelope(500, { code: 'INTERNAL', message: 'Internal error' });

/** Settles queued microtasks and fetches (the fake server answers asynchronously). */
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

/** A tab already signed in with session `s-0`. */
async function signedIn(table = happy(), options: Parameters<typeof tab>[1] = {}) {
  const t = tab(table, { storage: memoryStorage({ [SESSION_STORAGE_KEY]: 's-0' }), ...options });
  await t.manager.restore();
  t.calls.length = 0;
  t.bus.posted.length = 0;
  return t;
}

describe('session manager: state', () => {
  it('starts anonymous', () => {
    const { manager } = tab(happy());
    expect(manager.getState()).toEqual({
      user: null,
      claims: null,
      profile: null,
      doubleOptInStatus: null,
      visitorType: 'anonymous',
    });
  });

  it('subscribers get every new state; the state object is stable between changes', async () => {
    const { manager } = tab(happy());
    const seen: SessionState[] = [];
    const unsubscribe = manager.subscribe((state) => seen.push(state));
    const before = manager.getState();
    expect(manager.getState()).toBe(before);
    await manager.login({ username: 'reader01', password: 'pw' });
    expect(seen.length).toBeGreaterThan(0);
    expect(seen.at(-1)).toBe(manager.getState());
    unsubscribe();
    const count = seen.length;
    await manager.logout();
    expect(seen).toHaveLength(count);
  });
});

describe('session manager: login', () => {
  it('logs in anonymously, then sets the token and fetches claims and profile with it', async () => {
    const { manager, client, seen, storage, bus } = tab(happy());
    await expect(
      manager.login({ username: 'reader01', password: 'pw', captchaToken: 'rc' }),
    ).resolves.toEqual(loginResult);
    expect(seen()).toEqual([
      'POST /api/users/login -',
      'GET /api/claims/ Token session-1',
      'GET /api/users/me/profile Token session-1',
    ]);
    const state = manager.getState();
    expect(state.user).toEqual({ sessionId: 'session-1' });
    expect(state.profile).toEqual(profile);
    expect(state.claims?.premium.userType).toBe('registered');
    expect(state.visitorType).toBe('registered');
    expect(client.getSessionToken()).toBe('session-1');
    expect(storage.getItem(SESSION_STORAGE_KEY)).toBe('session-1');
    expect(bus.posted).toEqual([{ type: 'signed-in', sessionId: 'session-1' }]);
    expect(client.errors.get('login')).toEqual([]);
  });

  it('a premium claim makes the visitor premium', async () => {
    const { manager } = tab(happy({ 'GET /api/claims/': claims('premium') }));
    await manager.login({ email: 'reader@example.com', password: 'pw' });
    expect(manager.getState().visitorType).toBe('premium');
  });

  it('clears the stored token and user before the attempt', async () => {
    let during: SessionState | undefined;
    const t = await signedIn(
      happy({
        'POST /api/users/login': () => {
          during = t.manager.getState();
          return json(loginResult);
        },
      }),
    );
    expect(t.manager.getState().user).toEqual({ sessionId: 's-0' });
    await t.manager.login({ username: 'reader01', password: 'pw' });
    expect(during?.user).toBeNull();
    expect(during?.profile).toBeNull();
    expect(t.seen()[0]).toBe('POST /api/users/login -');
    expect(t.bus.posted).toEqual([{ type: 'signed-out' }, { type: 'signed-in', sessionId: 'session-1' }]);
  });

  it('on failure refetches the (anonymous) claims, keeps the errors under login and rethrows', async () => {
    const { manager, client, seen, storage } = tab(
      happy({ 'POST /api/users/login': () => envelope(401, { code: 'INVALID_LOGIN', message: 'No' }) }),
    );
    const error = (await rejection(manager.login({ username: 'reader01', password: 'bad' }))) as ApiError;
    expect(error).toBeInstanceOf(ApiError);
    expect(error.errors.map((e) => e.code)).toEqual([1009]);
    expect(seen()).toEqual(['POST /api/users/login -', 'GET /api/claims/ -']);
    expect(client.errors.get('login').map((e) => e.code)).toEqual([1009]);
    const state = manager.getState();
    expect(state.user).toBeNull();
    expect(state.claims?.premium.userType).toBe('anonymous');
    expect(state.visitorType).toBe('anonymous');
    expect(storage.getItem(SESSION_STORAGE_KEY)).toBeNull();
    expect(client.getSessionToken()).toBeNull();
  });

  it('a retry clears the errors of the failed attempt', async () => {
    let fail = true;
    const { manager, client } = tab(
      happy({
        'POST /api/users/login': () =>
          fail ? envelope(403, { code: 'INVALID_LOGIN_LOCKED', message: 'Locked' }) : json(loginResult),
      }),
    );
    await rejection(manager.login({ username: 'reader01', password: 'pw' }));
    expect(client.errors.get('login').map((e) => e.code)).toEqual([1031]);
    fail = false;
    await manager.login({ username: 'reader01', password: 'pw' });
    expect(client.errors.get('login')).toEqual([]);
  });

  it('a profile that fails to load after the login keeps the user signed in, its error under profile', async () => {
    const { manager, client } = tab(happy({ 'GET /api/users/me/profile': broken }));
    await manager.login({ username: 'reader01', password: 'pw' });
    expect(manager.getState().user).toEqual({ sessionId: 'session-1' });
    expect(manager.getState().profile).toBeNull();
    expect(client.errors.get('profile').map((e) => e.code)).toEqual([1502]);
  });

  it('a session that turns out expired while loading signs out locally', async () => {
    const { manager, client, storage } = tab(happy({ 'GET /api/users/me/profile': expired }));
    await manager.login({ username: 'reader01', password: 'pw' });
    expect(manager.getState()).toMatchObject({
      user: null,
      claims: null,
      profile: null,
      visitorType: 'anonymous',
    });
    expect(client.getSessionToken()).toBeNull();
    expect(storage.getItem(SESSION_STORAGE_KEY)).toBeNull();
  });
});

describe('session manager: register', () => {
  const input = {
    username: 'reader01',
    email: 'reader@example.com',
    password: 'long password',
    captcha: { platform: 'google', token: 'rc' },
  };

  it("with login_on_success 'true', adopts the returned session without logging in again", async () => {
    const session = { jwt: 'j', session_id: 'from-register', user_guid: 'u-1' };
    const { manager, seen, client } = tab(
      happy({ 'POST /api/users/register': () => json(registered({ session })) }),
    );
    await expect(manager.register({ ...input, login_on_success: 'true' })).resolves.toMatchObject({
      session,
    });
    expect(seen()).toEqual([
      'POST /api/users/register -',
      'GET /api/claims/ Token from-register',
      'GET /api/users/me/profile Token from-register',
    ]);
    expect(manager.getState().user).toEqual({ sessionId: 'from-register' });
    expect(client.getSessionToken()).toBe('from-register');
  });

  it('otherwise logs in with the entered username, password and captcha token', async () => {
    const { manager, seen, calls } = tab(happy());
    await manager.register(input);
    expect(seen()).toEqual([
      'POST /api/users/register -',
      'POST /api/users/login -',
      'GET /api/claims/ Token session-1',
      'GET /api/users/me/profile Token session-1',
    ]);
    expect(sentJson(calls[1]!)).toEqual({
      username: 'reader01',
      password: 'long password',
      recaptchaToken: 'rc',
    });
    expect(manager.getState().visitorType).toBe('registered');
  });

  it('logs in by email when no username was entered, with the Arkose session', async () => {
    const { manager, calls } = tab(happy());
    await manager.register({ ...input, username: '', captcha: undefined, arkoseSession: 'ark' });
    expect(sentJson(calls[1]!)).toEqual({
      email: 'reader@example.com',
      password: 'long password',
      arkoseSession: 'ark',
    });
  });

  it("login_on_success 'true' without a returned session falls back to a normal login", async () => {
    const { manager, seen } = tab(happy());
    await manager.register({ ...input, login_on_success: 'true' });
    expect(seen()[1]).toBe('POST /api/users/login -');
  });

  it('does not sign in when a password reset is required', async () => {
    const session = { jwt: 'j', session_id: 'x', user_guid: 'u-1' };
    const { manager, seen, client } = tab(
      happy({
        'POST /api/users/register': () => json(registered({ requires_password_reset: true, session })),
      }),
    );
    await manager.register({ ...input, requires_password_reset: true, login_on_success: 'true' });
    expect(seen()).toEqual(['POST /api/users/register -']);
    expect(manager.getState().user).toBeNull();
    expect(client.getSessionToken()).toBeNull();
  });

  it('a refused registration keeps its errors under register and rethrows, without logging in', async () => {
    const { manager, client, seen } = tab(
      happy({
        'POST /api/users/register': () => envelope(400, { code: 'USER_ALREADY_EXISTS', message: 'x' }),
      }),
    );
    await expect(manager.register(input)).rejects.toMatchObject({ errors: [{ code: 1008 }] });
    expect(client.errors.get('register').map((e) => e.code)).toEqual([1008]);
    expect(seen()).toEqual(['POST /api/users/register -']);
  });

  it('a failed login after registering is a register error; the claims are refetched', async () => {
    const { manager, client, seen } = tab(
      happy({ 'POST /api/users/login': () => envelope(401, { code: 'INVALID_LOGIN', message: 'x' }) }),
    );
    await expect(manager.register(input)).rejects.toBeInstanceOf(ApiError);
    expect(client.errors.get('register').map((e) => e.code)).toEqual([1009]);
    expect(client.errors.get('login')).toEqual([]);
    expect(seen()).toEqual(['POST /api/users/register -', 'POST /api/users/login -', 'GET /api/claims/ -']);
  });
});

describe('session manager: logout', () => {
  it('calls the server with the session, then clears all user data everywhere', async () => {
    const t = await signedIn();
    await t.manager.confirmDoubleOptIn('g', 'abc').catch(() => undefined);
    await t.manager.logout();
    expect(t.seen().at(-1)).toBe('POST /api/users/me/logout Token s-0');
    expect(t.manager.getState()).toEqual({
      user: null,
      claims: null,
      profile: null,
      doubleOptInStatus: null,
      visitorType: 'anonymous',
    });
    expect(t.client.getSessionToken()).toBeNull();
    expect(t.storage.getItem(SESSION_STORAGE_KEY)).toBeNull();
    expect(t.bus.posted).toEqual([{ type: 'signed-out' }]);
  });

  it.each([
    ['SESSION_EXPIRED', 'Your session has expired.'],
    ['UNAUTHENTICATED', 'Invalid Session'],
  ])('an expired session (%s) counts as a successful logout', async (code, message) => {
    const t = await signedIn(happy({ 'POST /api/users/me/logout': () => envelope(401, { code, message }) }));
    await expect(t.manager.logout()).resolves.toBeUndefined();
    expect(t.client.errors.get('logout')).toEqual([]);
    expect(t.manager.getState().user).toBeNull();
  });

  it('a 1003 without the 401 marker also counts as expired', async () => {
    const t = await signedIn(
      happy({ 'POST /api/users/me/logout': () => envelope(403, { code: 'UNAUTHENTICATED', message: 'x' }) }),
    );
    await expect(t.manager.logout()).resolves.toBeUndefined();
  });

  it('any other failure is kept under logout and rethrown, but this device is signed out anyway', async () => {
    const t = await signedIn(happy({ 'POST /api/users/me/logout': broken }));
    await expect(t.manager.logout()).rejects.toMatchObject({ errors: [{ code: 1502 }] });
    expect(t.client.errors.get('logout').map((e) => e.code)).toEqual([1502]);
    expect(t.manager.getState().user).toBeNull();
    expect(t.client.getSessionToken()).toBeNull();
    expect(t.storage.getItem(SESSION_STORAGE_KEY)).toBeNull();
  });

  it('without a session there is nothing to revoke: no request', async () => {
    const { manager, calls, bus } = tab(happy());
    await manager.logout();
    expect(calls).toEqual([]);
    expect(bus.posted).toEqual([]);
  });
});

describe('session manager: embedded login client', () => {
  it('adoptSession: sets the token, fetches claims and profile, stores and announces the session', async () => {
    const { manager, seen, storage, bus } = tab(happy());
    await expect(manager.adoptSession('iframe-1')).resolves.toBe(true);
    expect(seen()).toEqual(['GET /api/claims/ Token iframe-1', 'GET /api/users/me/profile Token iframe-1']);
    expect(manager.getState()).toMatchObject({
      user: { sessionId: 'iframe-1' },
      profile,
      visitorType: 'registered',
    });
    expect(storage.getItem(SESSION_STORAGE_KEY)).toBe('iframe-1');
    expect(bus.posted).toEqual([{ type: 'signed-in', sessionId: 'iframe-1' }]);
  });

  it('adoptSession: on failure logs out', async () => {
    const { manager, seen, client } = tab(happy({ 'GET /api/users/me/profile': broken }));
    await expect(manager.adoptSession('iframe-1')).resolves.toBe(false);
    expect(seen().at(-1)).toBe('POST /api/users/me/logout Token iframe-1');
    expect(manager.getState().user).toBeNull();
    expect(client.getSessionToken()).toBeNull();
  });

  it('adoptSession: an expired session is dropped without a logout call', async () => {
    const { manager, seen } = tab(happy({ 'GET /api/claims/': expired }));
    await expect(manager.adoptSession('old')).resolves.toBe(false);
    expect(seen().some((line) => line.startsWith('POST /api/users/me/logout'))).toBe(false);
    expect(manager.getState().user).toBeNull();
  });

  it('onLoginClientChange: a registered user with a new session is adopted; the same session is left alone', async () => {
    const { manager, calls } = tab(happy());
    await manager.onLoginClientChange({ registered: true, sessionId: 'iframe-1' });
    expect(manager.getState().user).toEqual({ sessionId: 'iframe-1' });
    const count = calls.length;
    await manager.onLoginClientChange({ registered: true, sessionId: 'iframe-1' });
    expect(calls).toHaveLength(count);
  });

  it('onLoginClientChange: anything else logs a signed-in user out; an anonymous one is left alone', async () => {
    const t = await signedIn();
    await t.manager.onLoginClientChange({ registered: false });
    expect(t.seen()).toEqual(['POST /api/users/me/logout Token s-0']);
    expect(t.manager.getState().user).toBeNull();
    const before = t.manager.getState();
    await t.manager.onLoginClientChange({ registered: true, sessionId: null });
    expect(t.calls).toHaveLength(1);
    expect(t.manager.getState()).toBe(before);
  });

  it('ensureSessionCookie: sets the cookie only for a signed-in user without one; failures are swallowed', async () => {
    const anonymous = tab(happy());
    await anonymous.manager.ensureSessionCookie(false);
    expect(anonymous.calls).toEqual([]);

    const t = await signedIn(happy({ 'POST /api/users/set_cookie': broken }));
    await t.manager.ensureSessionCookie(true);
    expect(t.calls).toEqual([]);
    await expect(t.manager.ensureSessionCookie(false)).resolves.toBeUndefined();
    expect(t.seen()).toEqual(['POST /api/users/set_cookie Token s-0']);
    expect(t.manager.getState().user).toEqual({ sessionId: 's-0' });
  });
});

describe('session manager: restore', () => {
  it('signs back in with the stored session: token, claims and profile, nothing announced', async () => {
    const storage = memoryStorage({ [SESSION_STORAGE_KEY]: 's-0' });
    const { manager, seen, bus, client } = tab(happy(), { storage });
    const state = await manager.restore();
    expect(seen()).toEqual(['GET /api/claims/ Token s-0', 'GET /api/users/me/profile Token s-0']);
    expect(state).toMatchObject({ user: { sessionId: 's-0' }, profile, visitorType: 'registered' });
    expect(client.getSessionToken()).toBe('s-0');
    expect(bus.posted).toEqual([]);
  });

  it('without a stored session, fetches the anonymous claims', async () => {
    const { manager, seen } = tab(happy());
    const state = await manager.restore();
    expect(seen()).toEqual(['GET /api/claims/ -']);
    expect(state).toMatchObject({ user: null, visitorType: 'anonymous' });
    expect(state.claims?.premium.userType).toBe('anonymous');
  });

  it('an expired stored session signs out and is forgotten', async () => {
    const storage = memoryStorage({ [SESSION_STORAGE_KEY]: 's-0' });
    const { manager, client } = tab(happy({ 'GET /api/claims/': expired }), { storage });
    const state = await manager.restore();
    expect(state.user).toBeNull();
    expect(client.getSessionToken()).toBeNull();
    expect(storage.getItem(SESSION_STORAGE_KEY)).toBeNull();
  });

  it('a network failure keeps the stored session (the next start tries again)', async () => {
    const storage = memoryStorage({ [SESSION_STORAGE_KEY]: 's-0' });
    const { manager, client } = tab(
      {
        'GET /api/claims/': () => Promise.reject(new TypeError('fetch failed')),
        'GET /api/users/me/profile': () => Promise.reject(new TypeError('fetch failed')),
      },
      { storage },
    );
    const state = await manager.restore();
    expect(state.user).toEqual({ sessionId: 's-0' });
    expect(client.errors.get('claims').map((e) => e.code)).toEqual([9998]);
    expect(storage.getItem(SESSION_STORAGE_KEY)).toBe('s-0');
  });

  it('a storage that throws only loses persistence', async () => {
    const throwing = {
      getItem: () => {
        throw new Error('denied');
      },
      setItem: () => {
        throw new Error('denied');
      },
      removeItem: () => {
        throw new Error('denied');
      },
    };
    const { manager } = tab(happy(), { storage: throwing });
    await manager.restore();
    await manager.login({ username: 'reader01', password: 'pw' });
    expect(manager.getState().user).toEqual({ sessionId: 'session-1' });
    await manager.logout();
    expect(manager.getState().user).toBeNull();
  });
});

describe('session manager: other tabs', () => {
  it('a sign-in in one tab signs the other in with the same session', async () => {
    const bus = fakeBus();
    const storage = memoryStorage();
    const a = tab(happy(), { bus, storage });
    const b = tab(happy(), { bus, storage });
    await a.manager.login({ username: 'reader01', password: 'pw' });
    await vi.waitFor(() => expect(b.manager.getState().profile).toEqual(profile));
    expect(b.manager.getState().user).toEqual({ sessionId: 'session-1' });
    expect(b.seen()).toEqual([
      'GET /api/claims/ Token session-1',
      'GET /api/users/me/profile Token session-1',
    ]);
    expect(b.bus.posted).toHaveLength(1);
  });

  it('a sign-out in one tab signs the other out, without a second logout call', async () => {
    const bus = fakeBus();
    const storage = memoryStorage();
    const a = tab(happy(), { bus, storage });
    const b = tab(happy(), { bus, storage });
    await a.manager.login({ username: 'reader01', password: 'pw' });
    await vi.waitFor(() => expect(b.manager.getState().user).not.toBeNull());
    b.calls.length = 0;
    await a.manager.logout();
    await vi.waitFor(() => expect(b.manager.getState().user).toBeNull());
    expect(b.client.getSessionToken()).toBeNull();
    expect(b.calls).toEqual([]);
  });

  it('a sign-out heard late does not forget the session a newer sign-in stored', async () => {
    const bus = fakeBus();
    const storage = memoryStorage({ [SESSION_STORAGE_KEY]: 'new' });
    const b = tab(happy(), { bus, storage });
    await b.manager.adoptSession('old');
    storage.setItem(SESSION_STORAGE_KEY, 'new');
    bus.send({ type: 'signed-out' });
    await settle();
    expect(b.manager.getState().user).toBeNull();
    expect(storage.getItem(SESSION_STORAGE_KEY)).toBe('new');
  });

  it('ignores malformed messages, and stops listening once disposed', async () => {
    const bus = fakeBus();
    const b = tab(happy(), { bus });
    for (const message of [
      null,
      'signed-in',
      { type: 'signed-in' },
      { type: 'signed-in', sessionId: '' },
      { type: 'x' },
    ]) {
      bus.send(message);
    }
    await settle();
    expect(b.calls).toEqual([]);
    b.manager.dispose();
    bus.send({ type: 'signed-in', sessionId: 'later' });
    await settle();
    expect(b.calls).toEqual([]);
    expect(b.manager.getState().user).toBeNull();
  });
});

describe('session manager: do-not-sell', () => {
  const doNotSell = happy({
    'GET /api/claims/': claims('registered', { premium: { user_request_do_not_sell: 1 } }),
  });

  it('tracks the event once and stores the flag', async () => {
    const { manager, track, flags } = tab(doNotSell);
    await manager.login({ username: 'reader01', password: 'pw' });
    await manager.refreshClaims();
    expect(track.mock.calls).toEqual([['Do Not Sell Toggled', { do_not_sell: true }]]);
    expect(flags.getItem('wbdl_nosell_fired')).not.toBeNull();
  });

  it('the stored flag keeps it from firing again (a later visit)', async () => {
    const flags = memoryStorage({ wbdl_nosell_fired: 'true' });
    const { manager, track } = tab(doNotSell, { deps: { flags } });
    await manager.login({ username: 'reader01', password: 'pw' });
    expect(track).not.toHaveBeenCalled();
  });

  it('without the claim nothing is tracked and no flag is set', async () => {
    const { manager, track, flags } = tab(happy());
    await manager.login({ username: 'reader01', password: 'pw' });
    expect(track).not.toHaveBeenCalled();
    expect(flags.getItem('wbdl_nosell_fired')).toBeNull();
  });
});

describe('session manager: consent', () => {
  it('anonymous visitors: nothing is scheduled or sent', async () => {
    const { manager, timers, calls } = tab(happy());
    manager.updateConsent('C0001:1');
    expect(timers.pending()).toBe(0);
    expect(calls).toEqual([]);
  });

  it('signed in: debounced 1000 ms, only the last groups are sent, as the optanonconsent claim', async () => {
    const t = await signedIn(
      happy({
        'POST /api/premium/2/claims/update': claims('registered', {
          premium: { optanonconsent: 'C0001:1,C0002:0' },
        }),
      }),
    );
    t.manager.updateConsent('C0001:1');
    t.manager.updateConsent('C0001:1,C0002:1');
    t.manager.updateConsent('C0001:1,C0002:0');
    expect(t.timers.pending()).toBe(1);
    expect(t.timers.delays).toEqual([CONSENT_DEBOUNCE_MS, CONSENT_DEBOUNCE_MS, CONSENT_DEBOUNCE_MS]);
    expect(CONSENT_DEBOUNCE_MS).toBe(1000);
    expect(t.calls).toEqual([]);
    t.timers.fire();
    await vi.waitFor(() =>
      expect(t.manager.getState().claims?.premium.optanonconsent).toBe('C0001:1,C0002:0'),
    );
    expect(t.seen()).toEqual(['POST /api/premium/2/claims/update Token s-0']);
    expect(sentJson(t.calls[0]!)).toEqual({ claim_name: 'optanonconsent', claim_value: 'C0001:1,C0002:0' });
  });

  it('a failed update is swallowed', async () => {
    const t = await signedIn(happy({ 'POST /api/premium/2/claims/update': broken }));
    const before = t.manager.getState();
    t.manager.updateConsent('C0001:1');
    t.timers.fire();
    await vi.waitFor(() => expect(t.calls).toHaveLength(1));
    await settle();
    expect(t.manager.getState()).toBe(before);
  });

  it('an expired session during the update signs out', async () => {
    const t = await signedIn(happy({ 'POST /api/premium/2/claims/update': expired }));
    t.manager.updateConsent('C0001:1');
    t.timers.fire();
    await vi.waitFor(() => expect(t.manager.getState().user).toBeNull());
  });

  it('signing out drops a pending update', async () => {
    const t = await signedIn();
    t.manager.updateConsent('C0001:1');
    await t.manager.logout();
    expect(t.timers.pending()).toBe(0);
    t.calls.length = 0;
    t.timers.fire();
    await settle();
    expect(t.calls).toEqual([]);
  });
});

describe('session manager: a lost session on any call through it', () => {
  it('call(): an expired reply signs out locally and the error passes through', async () => {
    let lost = false;
    const t = await signedIn(
      happy({ 'GET /api/users/me/profile': () => (lost ? expired() : json(profile)) }),
    );
    lost = true;
    const error = await rejection(t.manager.call(() => t.client.accounts.getProfile()));
    expect((error as ApiError).sessionExpired).toBe(true);
    expect(t.manager.getState().user).toBeNull();
    expect(t.storage.getItem(SESSION_STORAGE_KEY)).toBeNull();
    expect(t.bus.posted).toEqual([{ type: 'signed-out' }]);
  });

  it('call(): other failures leave the session alone; results pass through', async () => {
    const t = await signedIn(happy({ 'GET /api/users/me/profile': broken }));
    await rejection(t.manager.call(() => t.client.accounts.getProfile()));
    expect(t.manager.getState().user).toEqual({ sessionId: 's-0' });
    await expect(t.manager.call(async () => 42)).resolves.toBe(42);
  });

  it('refreshProfile and refreshClaims keep their errors under profile and claims, and rethrow', async () => {
    const t = await signedIn(happy({ 'GET /api/users/me/profile': broken, 'GET /api/claims/': broken }));
    await expect(t.manager.refreshProfile()).rejects.toBeInstanceOf(ApiError);
    await expect(t.manager.refreshClaims()).rejects.toBeInstanceOf(ApiError);
    expect(t.client.errors.get('profile').map((e) => e.code)).toEqual([1502]);
    expect(t.client.errors.get('claims').map((e) => e.code)).toEqual([1502]);
  });

  it('refreshProfile updates the state', async () => {
    const t = await signedIn(
      happy({ 'GET /api/users/me/profile': () => json({ ...profile, username: 'renamed' }) }),
    );
    await t.manager.refreshProfile();
    expect(t.manager.getState().profile?.username).toBe('renamed');
  });

  it('confirmDoubleOptIn keeps the status', async () => {
    const { manager } = tab({
      'POST /api/users/g-1/confirm_double_opt_in/': () => json({ double_opt_in_status: true }),
    });
    await expect(manager.confirmDoubleOptIn('g-1', 'c0ffee')).resolves.toBe(true);
    expect(manager.getState().doubleOptInStatus).toBe(true);
  });

  it('a profile of the previous session that arrives late is dropped', async () => {
    let release: () => void = () => undefined;
    let hold = false;
    const slow = new Promise<void>((resolve) => (release = resolve));
    const t = await signedIn(
      happy({
        'GET /api/users/me/profile': async () => {
          if (hold) await slow;
          return json({ ...profile, username: hold ? 'old' : profile.username });
        },
      }),
    );
    hold = true;
    const refresh = t.manager.refreshProfile();
    await t.manager.logout();
    release();
    await refresh;
    expect(t.manager.getState().profile).toBeNull();
  });
});
