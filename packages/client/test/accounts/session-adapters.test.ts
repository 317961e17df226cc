import { describe, expect, it, vi } from 'vitest';
import {
  ApiError,
  SESSION_STORAGE_KEY,
  broadcastSessionChannel,
  codedError,
  isSessionExpiredError,
  isSessionMessage,
  storageSessionPersistence,
} from '../../src';
import { memoryStorage } from './session-harness';

describe('storageSessionPersistence', () => {
  it(`keeps the session id under '${SESSION_STORAGE_KEY}' (or the key given)`, () => {
    const storage = memoryStorage();
    const persistence = storageSessionPersistence(storage);
    expect(persistence.get()).toBeNull();
    persistence.set('s-1');
    expect(storage.getItem('fanverse_session')).toBe('s-1');
    expect(persistence.get()).toBe('s-1');
    persistence.remove();
    expect(storage.data.size).toBe(0);
    storageSessionPersistence(storage, 'other').set('s-2');
    expect(storage.getItem('other')).toBe('s-2');
  });

  it('a missing or throwing storage reads nothing and never throws', () => {
    const denied = () => {
      throw new Error('SecurityError');
    };
    for (const persistence of [
      storageSessionPersistence(null),
      storageSessionPersistence({ getItem: denied, setItem: denied, removeItem: denied }),
    ]) {
      expect(persistence.get()).toBeNull();
      expect(() => persistence.set('s')).not.toThrow();
      expect(() => persistence.remove()).not.toThrow();
    }
  });
});

describe('broadcastSessionChannel', () => {
  it('carries session messages between two BroadcastChannels of the same name, until unsubscribed', async () => {
    const name = `fanverse-test-${Math.random()}`;
    const here = new BroadcastChannel(name);
    const there = new BroadcastChannel(name);
    try {
      const received = vi.fn();
      const unsubscribe = broadcastSessionChannel(there).subscribe(received);
      broadcastSessionChannel(here).post({ type: 'signed-in', sessionId: 's-1' });
      await vi.waitFor(() => expect(received).toHaveBeenCalledWith({ type: 'signed-in', sessionId: 's-1' }));
      unsubscribe?.();
      broadcastSessionChannel(here).post({ type: 'signed-out' });
      await new Promise((resolve) => setTimeout(resolve, 20));
      expect(received).toHaveBeenCalledTimes(1);
    } finally {
      here.close();
      there.close();
    }
  });

  it('isSessionMessage accepts only well-formed messages', () => {
    expect(isSessionMessage({ type: 'signed-out' })).toBe(true);
    expect(isSessionMessage({ type: 'signed-in', sessionId: 's' })).toBe(true);
    for (const bad of [
      null,
      undefined,
      'signed-out',
      { type: 'signed-in' },
      { type: 'signed-in', sessionId: 1 },
      { type: 'other' },
    ]) {
      expect(isSessionMessage(bad)).toBe(false);
    }
  });
});

describe('isSessionExpiredError', () => {
  const failure = (code: 1003 | 1009, sessionExpired: boolean) =>
    new ApiError({ errors: [codedError(code, 'en')], sessionExpired, networkError: false }, 401);

  it('is true for a reply marked sessionExpired, or one normalised to 1003', () => {
    expect(isSessionExpiredError(failure(1009, true))).toBe(true);
    expect(isSessionExpiredError(failure(1003, false))).toBe(true);
  });

  it('is false for other failures and for anything that is not an ApiError', () => {
    expect(isSessionExpiredError(failure(1009, false))).toBe(false);
    expect(isSessionExpiredError(new Error('Invalid Session'))).toBe(false);
    expect(isSessionExpiredError({ sessionExpired: true })).toBe(false);
  });
});
