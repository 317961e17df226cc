import { describe, expect, it, vi } from 'vitest';
import { ApiError, ErrorStore, loginMapping, OPERATION_TYPES } from '../src';
import { envelope, json, rejection, testClient } from './fake-fetch';

const failing = (code: number) => () =>
  Promise.reject(
    new ApiError({ errors: [{ code, message: `m${code}` }], sessionExpired: false, networkError: false }),
  );

describe('ErrorStore (spec §8: errors kept per operation type)', () => {
  it('returns the result and keeps no errors when the operation succeeds', async () => {
    const store = new ErrorStore(() => 'en');
    await expect(store.run('claims', () => Promise.resolve(7))).resolves.toBe(7);
    expect(store.get('claims')).toEqual([]);
  });

  it("stores a failure's coded errors under its operation only, and rethrows the ApiError", async () => {
    const store = new ErrorStore(() => 'en');
    const error = await rejection(store.run('login', failing(1009)));
    expect(error).toBeInstanceOf(ApiError);
    expect(store.get('login')).toEqual([{ code: 1009, message: 'm1009' }]);
    expect(store.get('register')).toEqual([]);
  });

  it("clears the operation's errors before a retry runs, and keeps them cleared on success", async () => {
    const store = new ErrorStore(() => 'en');
    await rejection(store.run('resetPassword', failing(1073)));
    let seenDuringRetry: readonly unknown[] | undefined;
    await store.run('resetPassword', async () => {
      seenDuringRetry = store.get('resetPassword');
    });
    expect(seenDuringRetry).toEqual([]);
    expect(store.get('resetPassword')).toEqual([]);
  });

  it('a retry that fails again replaces the earlier errors', async () => {
    const store = new ErrorStore(() => 'en');
    await rejection(store.run('subscribe', failing(3003)));
    await rejection(store.run('subscribe', failing(3034)));
    expect(store.get('subscribe').map((e) => e.code)).toEqual([3034]);
  });

  it('with swallow, stores the failure and resolves undefined (agreements, homepage)', async () => {
    const store = new ErrorStore(() => 'en');
    await expect(store.run('getTerms', failing(5100), { swallow: true })).resolves.toBeUndefined();
    expect(store.get('getTerms').map((e) => e.code)).toEqual([5100]);
    await expect(store.run('homepage', () => Promise.resolve('feed'), { swallow: true })).resolves.toBe(
      'feed',
    );
  });

  it('keeps the whole failure (status, flags) beside its codes until the next attempt', async () => {
    const store = new ErrorStore(() => 'en');
    const failure = new ApiError(
      { errors: [{ code: 1850, message: 'gone' }], sessionExpired: false, networkError: false },
      404,
    );
    await store.run('homepage', () => Promise.reject(failure), { swallow: true });
    expect(store.failure('homepage')).toBe(failure);
    await store.run('homepage', () => Promise.resolve('feed'), { swallow: true });
    expect(store.failure('homepage')).toBeUndefined();
  });

  it('stores anything else thrown as 9999 in the store language, with the thrown value as cause', async () => {
    const store = new ErrorStore(() => 'es');
    const bug = new TypeError('x is undefined');
    const error = (await rejection(store.run('profile', () => Promise.reject(bug)))) as ApiError;
    expect(error).toBeInstanceOf(ApiError);
    expect(store.get('profile')).toEqual([{ code: 9999, message: 'Error desconocido', cause: bug }]);
  });

  it('does not store a cancelled call; its AbortError rejects even when failures are swallowed', async () => {
    const store = new ErrorStore(() => 'en');
    const abort = () => Promise.reject(new DOMException('aborted', 'AbortError'));
    expect(((await rejection(store.run('homepage', abort))) as Error).name).toBe('AbortError');
    const swallowing = store.run('homepage', abort, { swallow: true });
    expect(((await rejection(swallowing)) as Error).name).toBe('AbortError');
    expect(store.get('homepage')).toEqual([]);
  });

  it('clear() empties one operation and subscribers hear every change', async () => {
    const store = new ErrorStore(() => 'en');
    const listener = vi.fn();
    const unsubscribe = store.subscribe(listener);
    await rejection(store.run('logout', failing(9999)));
    store.clear('logout');
    expect(store.get('logout')).toEqual([]);
    expect(listener.mock.calls).toEqual([['logout'], ['logout']]);
    unsubscribe();
    await rejection(store.run('logout', failing(9999)));
    expect(listener).toHaveBeenCalledTimes(2);
  });

  it('names every operation of spec §8, subscription operations and consumer', () => {
    for (const op of [
      'login',
      'register',
      'logout',
      'claims',
      'profile',
      'requestPasswordToken',
      'resetPassword',
    ]) {
      expect(OPERATION_TYPES).toContain(op);
    }
    for (const op of ['confirmDoubleOptIn', 'getTerms', 'getPrivacy', 'getTermsFlavor', 'acceptTerms']) {
      expect(OPERATION_TYPES).toContain(op);
    }
    for (const op of ['acceptPrivacy', 'acceptTermsFlavor', 'homepage', 'subscribe', 'cancelSubscription']) {
      expect(OPERATION_TYPES).toContain(op);
    }
    for (const op of ['resubscribe', 'changePaymentMethod', 'applyPromo', 'consumer']) {
      expect(OPERATION_TYPES).toContain(op);
    }
  });

  it('works end to end: a failed login call leaves 1009 under login on the client', async () => {
    const { client } = testClient((call) =>
      call.url.pathname === '/api/users/login'
        ? envelope(401, { code: 'INVALID_LOGIN', message: 'Bad credentials' })
        : json({}),
    );
    const login = () =>
      client.http.request({ method: 'POST', path: '/api/users/login', body: {}, mapping: loginMapping });
    await rejection(client.errors.run('login', login));
    expect(client.errors.get('login')).toMatchObject([
      { code: 1009, message: 'Invalid username or password' },
    ]);
  });
});
