import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PIN_UNLOCK_SECONDS, VIEWER_UNLOCK_HEADER } from '@fanverse/contract';
import { ApiError } from '../../src';
import { envelope, rejection, type RecordedCall } from '../fake-fetch';
import { unlockFor, viewerServer } from './viewer-fixtures';

/** The X-Viewer-Unlock a request carried (null without one). */
const unlockOf = (call: RecordedCall | undefined) => call?.headers.get(VIEWER_UNLOCK_HEADER) ?? null;
const MINUTE = 60_000;

/** A signed-in client that has entered its pin (the server answers an unlock for 15 minutes). */
async function unlocked(token = 'v1.s.1.e.h') {
  const server = viewerServer((call) =>
    call.url.pathname === '/api/5/viewer/pin/unlock'
      ? new Response(JSON.stringify(unlockFor(PIN_UNLOCK_SECONDS * 1000, token)), { status: 200 })
      : undefined,
  );
  server.client.setSessionToken('member-token');
  await server.client.viewer.unlock('1234');
  return server;
}

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2030-01-01T12:00:00Z'));
});
afterEach(() => vi.useRealTimers());

describe('X-Viewer-Unlock: sent on every request while an unlock is held', () => {
  it('no unlock, no header; after the pin, every call of every area carries it', async () => {
    const { client, calls } = viewerServer();
    client.setSessionToken('member-token');
    await client.viewer.getComicRatings();
    expect(unlockOf(calls[0])).toBeNull();

    const unlock = await client.viewer.unlock('1234');
    expect(unlockOf(calls[1]), 'the unlock call itself carries none').toBeNull();
    await client.viewer.getPin();
    await client.catalogue.getSeries(7).catch(() => undefined);
    await client.comics.getBook('0b5e8e7a-3c1d-4f2a-9b6e-1d2c3b4a5f60').catch(() => undefined);
    expect(calls.slice(2).map(unlockOf)).toEqual(Array(3).fill(unlock.unlock_token));
  });

  it('until it expires, then it is dropped', async () => {
    const { client, calls } = await unlocked();
    vi.advanceTimersByTime(PIN_UNLOCK_SECONDS * 1000 - 1);
    await client.viewer.getComicRatings();
    expect(unlockOf(calls.at(-1))).toBe('v1.s.1.e.h');
    expect(client.viewer.getUnlock()).not.toBeNull();

    vi.advanceTimersByTime(1);
    await client.viewer.getComicRatings();
    expect(unlockOf(calls.at(-1))).toBeNull();
    expect(client.viewer.getUnlock()).toBeNull();
  });

  it('clearUnlock drops it', async () => {
    const { client, calls } = await unlocked();
    client.viewer.clearUnlock();
    await client.viewer.getComicRatings();
    expect(unlockOf(calls.at(-1))).toBeNull();
    expect(client.viewer.getUnlock()).toBeNull();
  });

  it('another session token drops it (sign-out, another member); the same token keeps it', async () => {
    const { client, calls } = await unlocked();
    client.setSessionToken('member-token');
    expect(client.viewer.getUnlock()).not.toBeNull();
    client.setSessionToken('other-member');
    expect(client.viewer.getUnlock()).toBeNull();
    await client.viewer.getComicRatings();
    expect(unlockOf(calls.at(-1))).toBeNull();

    const signedOut = await unlocked();
    signedOut.client.setSessionToken(null);
    expect(signedOut.client.viewer.getUnlock()).toBeNull();
  });

  it('a new pin or limits, or removing them, ends the unlock (the server ends it too)', async () => {
    const first = await unlocked();
    await first.client.viewer.setPin({
      age_rating: '',
      tv_rating: 'TV-G',
      country: 'US',
      pin: '4321',
      password: 'p',
    });
    expect(first.client.viewer.getUnlock()).toBeNull();
    const second = await unlocked();
    await second.client.viewer.removePin('p');
    expect(second.client.viewer.getUnlock()).toBeNull();
  });

  it('a failed pin keeps the unlock already held', async () => {
    let tries = 0;
    const { client } = viewerServer((call) =>
      call.url.pathname.endsWith('/unlock') && ++tries > 1
        ? envelope(403, { code: 'PIN_INCORRECT', message: 'Incorrect PIN', remaining: 4 })
        : undefined,
    );
    const held = await client.viewer.unlock('1234');
    expect(await rejection(client.viewer.unlock('9999'))).toBeInstanceOf(ApiError);
    expect(await rejection(client.viewer.unlock('12345'))).toBeInstanceOf(ApiError);
    expect(client.viewer.getUnlock()).toEqual(held);
  });
});

describe('restoreUnlock (an unlock the app kept across a reload)', () => {
  it('holds a live unlock and sends it', async () => {
    const { client, last } = viewerServer();
    client.setSessionToken('member-token');
    const kept = unlockFor(5 * MINUTE, 'kept-token');
    client.viewer.restoreUnlock(kept);
    expect(client.viewer.getUnlock()).toEqual(kept);
    await client.viewer.getComicRatings();
    expect(unlockOf(last())).toBe('kept-token');
  });

  it('ignores an expired one and anything that is not an unlock', async () => {
    const { client, last } = viewerServer();
    client.viewer.restoreUnlock(unlockFor(-1));
    expect(client.viewer.getUnlock()).toBeNull();
    for (const junk of [null, 'token', { unlock_token: 'x' }, { unlock_token: 'x', expires_at: 'never' }]) {
      client.viewer.restoreUnlock(junk as never);
      expect(client.viewer.getUnlock()).toBeNull();
    }
    await client.viewer.getComicRatings();
    expect(unlockOf(last())).toBeNull();
  });

  it('restored before the session is, it is dropped when the session token arrives', () => {
    const { client } = viewerServer();
    client.viewer.restoreUnlock(unlockFor());
    client.setSessionToken('member-token');
    expect(client.viewer.getUnlock()).toBeNull();
  });
});
