import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PIN_MESSAGES, ServerCode, ViewerCode } from '@fanverse/contract';
import { createTestUser } from '../helpers/test-user';
import {
  buildParentalTestApp,
  call,
  firstError,
  setControls,
  type Member,
  type ParentalTestApp,
} from './parental-fixtures';

/*
 * The member's limits and pin (GET, POST, DELETE /api/5/viewer/pin): every check and message, the
 * account password that guards changes, and that the pin is never answered nor stored as given.
 */

const PIN_URL = '/api/5/viewer/pin';
let t: ParentalTestApp;
/** Every reply of this file, to prove no pin ever comes back. */
const replies: LightMyRequestResponse[] = [];
const PINS = ['1234', '9876', '4321', '2580'];

beforeAll(async () => {
  t = await buildParentalTestApp();
});
afterAll(async () => t?.app.close());

async function send(
  method: 'GET' | 'POST' | 'DELETE',
  member: { headers: Record<string, string> } | null,
  payload?: unknown,
) {
  const res = await call(t.app, method, PIN_URL, { headers: member?.headers ?? {}, payload });
  replies.push(res);
  return res;
}

const body = (overrides: Record<string, unknown> = {}) => ({
  tv_rating: 'TV-PG',
  age_rating: 'Teen',
  country: 'US',
  pin: '1234',
  ...overrides,
});

describe('without a session', () => {
  it.each([
    ['GET', undefined],
    ['POST', body()],
    ['DELETE', { password: 'x' }],
  ] as const)('%s answers 401 UNAUTHENTICATED (the client’s 9002)', async (method, payload) => {
    const res = await send(method, null, payload);
    expect(res.statusCode).toBe(401);
    expect(firstError(res).code).toBe(ServerCode.UNAUTHENTICATED);
  });
});

describe('GET /api/5/viewer/pin', () => {
  it('answers defaults for a member without controls: no limits, no pin, their marketing country’s ladder', async () => {
    const member = await createTestUser(t);
    const res = await send('GET', member);
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('private, no-store');
    expect(res.json()).toMatchObject({
      age_rating: '',
      tv_rating: '',
      country: 'US',
      pin_set: false,
      locked_until: null,
    });
    expect(res.json().ratings.map((r: { name: string }) => r.name)).toContain('TV-MA');
  });
});

describe('POST /api/5/viewer/pin: checks', () => {
  let member: Member;
  beforeAll(async () => {
    member = await createTestUser(t);
  });

  it.each([
    ['an unknown TV rating', { tv_rating: 'TV-XX' }, 'tv_rating', PIN_MESSAGES.TV_RATING],
    ['a comics rating as TV rating', { tv_rating: 'Teen' }, 'tv_rating', PIN_MESSAGES.TV_RATING],
    ['an unknown age rating', { age_rating: 'Adults' }, 'age_rating', PIN_MESSAGES.AGE_RATING],
    ['a TV rating as age rating', { age_rating: 'TV-PG' }, 'age_rating', PIN_MESSAGES.AGE_RATING],
    ['a pin of 5 digits', { pin: '12345' }, 'pin', PIN_MESSAGES.PIN_TOO_LONG],
    ['a pin of 12 characters', { pin: 'abcdefghijkl' }, 'pin', PIN_MESSAGES.PIN_TOO_LONG],
    ['a pin of 3 digits', { pin: '123' }, 'pin', 'The PIN must be exactly 4 digits.'],
    ['a pin of letters', { pin: 'abcd' }, 'pin', 'The PIN must be exactly 4 digits.'],
    ['an empty pin', { pin: '' }, 'pin', 'The PIN must be exactly 4 digits.'],
    ['a pin of other digits', { pin: '١٢٣٤' }, 'pin', 'The PIN must be exactly 4 digits.'],
  ])('%s answers 400 INVALID_VALUE with its field and message', async (_why, overrides, field, message) => {
    const res = await send('POST', member, body(overrides));
    expect(res.statusCode).toBe(400);
    expect(firstError(res)).toEqual({ code: ViewerCode.INVALID_VALUE, message, field });
    expect(res.json().message).toBe(message);
  });

  it('checks the TV rating first, then the age rating, then the pin', async () => {
    const all = await send('POST', member, body({ tv_rating: 'X', age_rating: 'Y', pin: '123456' }));
    expect(firstError(all).message).toBe(PIN_MESSAGES.TV_RATING);
    const two = await send('POST', member, body({ age_rating: 'Y', pin: '123456' }));
    expect(firstError(two).message).toBe(PIN_MESSAGES.AGE_RATING);
  });

  it('refuses a bad country and a missing field with 400 code 8', async () => {
    for (const payload of [body({ country: 'usa' }), { tv_rating: 'TV-PG', age_rating: '', pin: '1234' }]) {
      const res = await send('POST', member, payload);
      expect(res.statusCode).toBe(400);
      expect(firstError(res).code).toBe(8);
    }
  });

  it('stored nothing for any refused body', async () => {
    expect(
      await t.database.db
        .selectFrom('viewer_controls')
        .where('user_id', '=', member.id)
        .selectAll()
        .execute(),
    ).toEqual([]);
  });
});

describe('POST /api/5/viewer/pin: setting and changing', () => {
  it('sets limits and pin the first time without a password; the pin is stored hashed', async () => {
    const member = await createTestUser(t);
    const res = await send('POST', member, body({ tv_rating: 'tv-pg', age_rating: 'teen+' }));
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('private, no-store');
    // Stored and answered in the ladders' own spelling.
    expect(res.json()).toMatchObject({
      tv_rating: 'TV-PG',
      age_rating: 'Teen+',
      country: 'US',
      pin_set: true,
      locked_until: null,
    });
    expect((await send('GET', member)).json()).toEqual(res.json());
    const row = await t.database.db
      .selectFrom('viewer_controls')
      .selectAll()
      .where('user_id', '=', member.id)
      .executeTakeFirstOrThrow();
    expect(row.pin_hash).toMatch(/^\$argon2id\$/);
    expect(row.pin_hash).not.toContain('1234');
    expect(row.version).toBe(1);
  });

  it('accepts a film rating as the video limit, and empty ratings (a pin without limits)', async () => {
    const film = await createTestUser(t);
    expect((await send('POST', film, body({ tv_rating: 'PG-13', age_rating: '' }))).json()).toMatchObject({
      tv_rating: 'PG-13',
      age_rating: '',
    });
    const none = await createTestUser(t);
    const res = await send('POST', none, body({ tv_rating: '', age_rating: '' }));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ tv_rating: '', age_rating: '', pin_set: true });
  });

  it('asks for the account password once controls exist: missing or wrong is 403 INVALID_LOGIN', async () => {
    const member = await createTestUser(t);
    await setControls(t.app, member);
    const missing = await send('POST', member, body({ tv_rating: 'TV-MA' }));
    expect(missing.statusCode).toBe(403);
    expect(firstError(missing)).toMatchObject({ code: ViewerCode.INVALID_LOGIN, field: 'password' });
    const wrong = await send('POST', member, body({ tv_rating: 'TV-MA', password: 'Not-The-Password-1' }));
    expect(wrong.statusCode).toBe(403);
    expect(firstError(wrong)).toMatchObject({ code: ViewerCode.INVALID_LOGIN, field: 'password' });
    expect((await send('GET', member)).json().tv_rating).toBe('TV-PG');

    const right = await send(
      'POST',
      member,
      body({ tv_rating: 'TV-MA', pin: '2580', password: member.password }),
    );
    expect(right.statusCode).toBe(200);
    expect(right.json().tv_rating).toBe('TV-MA');
    const row = await t.database.db
      .selectFrom('viewer_controls')
      .select(['version'])
      .where('user_id', '=', member.id)
      .executeTakeFirstOrThrow();
    expect(row.version).toBe(2);
  });

  it('a change clears wrong-pin counts and locks', async () => {
    const member = await createTestUser(t);
    await setControls(t.app, member);
    await t.database.db
      .updateTable('viewer_controls')
      .set({ failed_pins: 3, pin_locks: 2, pin_locked_until: new Date(t.clock.at + 600_000) })
      .where('user_id', '=', member.id)
      .execute();
    expect((await send('GET', member)).json().locked_until).toBe(
      new Date(t.clock.at + 600_000).toISOString(),
    );
    const res = await send('POST', member, body({ password: member.password }));
    expect(res.json().locked_until).toBeNull();
    const row = await t.database.db
      .selectFrom('viewer_controls')
      .selectAll()
      .where('user_id', '=', member.id)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({ failed_pins: 0, pin_locks: 0, pin_locked_until: null });
  });

  it('limits password guesses: 10 per window, then 429 even with the right password', async () => {
    const member = await createTestUser(t);
    await setControls(t.app, member);
    const guesses = await Promise.all(
      Array.from({ length: 12 }, (_, i) => send('POST', member, body({ password: `Wrong-Guess-${i}` }))),
    );
    const statuses = guesses.map((r) => r.statusCode).sort();
    expect(statuses.filter((s) => s === 403)).toHaveLength(10);
    expect(statuses.filter((s) => s === 429)).toHaveLength(2);
    const right = await send('POST', member, body({ password: member.password }));
    expect(right.statusCode).toBe(429);
    expect(firstError(right).code).toBe(ServerCode.TOO_MANY_REQUESTS);
    // Another member is not affected.
    const other = await createTestUser(t);
    await setControls(t.app, other);
    expect((await send('POST', other, body({ password: other.password }))).statusCode).toBe(200);
  });

  it('two first settings at once: one sets, the other is a change that needs the password', async () => {
    const member = await createTestUser(t);
    const [a, b] = await Promise.all([
      send('POST', member, body({ pin: '1111' })),
      send('POST', member, body({ pin: '2222' })),
    ]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([200, 403]);
  });
});

describe('DELETE /api/5/viewer/pin', () => {
  it('removes the controls with the account password (204); a wrong one is 403 INVALID_LOGIN', async () => {
    const member = await createTestUser(t);
    await setControls(t.app, member);
    const wrong = await send('DELETE', member, { password: 'Not-The-Password-1' });
    expect(wrong.statusCode).toBe(403);
    expect(firstError(wrong)).toMatchObject({ code: ViewerCode.INVALID_LOGIN, field: 'password' });
    expect((await send('GET', member)).json().pin_set).toBe(true);

    const removed = await send('DELETE', member, { password: member.password });
    expect(removed.statusCode).toBe(204);
    expect(removed.body).toBe('');
    expect((await send('GET', member)).json()).toMatchObject({
      pin_set: false,
      tv_rating: '',
      age_rating: '',
    });
    // Set again afterwards: the first setting again, without a password.
    expect((await send('POST', member, body())).statusCode).toBe(200);
  });

  it('a missing password is 400 code 8; removing nothing is 204', async () => {
    const member = await createTestUser(t);
    const missing = await send('DELETE', member, {});
    expect(missing.statusCode).toBe(400);
    expect(firstError(missing)).toMatchObject({ code: 8, field: 'password' });
    expect((await send('DELETE', member, { password: member.password })).statusCode).toBe(204);
  });

  it('only ever removes the caller’s own controls', async () => {
    const owner = await createTestUser(t);
    await setControls(t.app, owner);
    const other = await createTestUser(t);
    expect((await send('DELETE', other, { password: other.password })).statusCode).toBe(204);
    expect((await send('GET', owner)).json().pin_set).toBe(true);
  });
});

describe('the pin is never answered', () => {
  it('no reply of this file carries a pin that was set', () => {
    expect(replies.length).toBeGreaterThan(30);
    for (const res of replies) {
      for (const pin of PINS) expect(res.body).not.toContain(`"${pin}"`);
      expect(res.body).not.toContain('pin_hash');
      expect(res.body).not.toContain('argon2');
    }
  });
});
