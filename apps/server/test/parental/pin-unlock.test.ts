import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  PIN_FIRST_LOCK_SECONDS,
  PIN_MAX_LOCK_SECONDS,
  PIN_MAX_TRIES,
  PIN_UNLOCK_SECONDS,
  ServerCode,
  ViewerCode,
} from '@fanverse/contract';
import { hashToken } from '../../src/modules/auth/tokens';
import { createTestUser } from '../helpers/test-user';
import {
  buildParentalTestApp,
  firstError,
  setControls,
  unlock,
  type Member,
  type ParentalTestApp,
} from './parental-fixtures';

/*
 * Entering the pin (POST /api/5/viewer/pin/unlock): the signed unlock, wrong pins counted exactly
 * (also under concurrency), locks that double up to the cap, all on the test's clock.
 */

let t: ParentalTestApp;
beforeAll(async () => {
  t = await buildParentalTestApp();
});
afterAll(async () => t?.app.close());

const controlsOf = (member: Member) =>
  t.database.db
    .selectFrom('viewer_controls')
    .selectAll()
    .where('user_id', '=', member.id)
    .executeTakeFirstOrThrow();

async function memberWithPin(pin = '1234') {
  const member = await createTestUser(t);
  await setControls(t.app, member, { pin });
  return member;
}

describe('POST /api/5/viewer/pin/unlock', () => {
  it('answers 401 without a session', async () => {
    const res = await unlock(t.app, {}, '1234');
    expect(res.statusCode).toBe(401);
    expect(firstError(res).code).toBe(ServerCode.UNAUTHENTICATED);
  });

  it('answers 404 PIN_NOT_SET when the member set no controls', async () => {
    const member = await createTestUser(t);
    const res = await unlock(t.app, member.headers, '1234');
    expect(res.statusCode).toBe(404);
    expect(firstError(res).code).toBe(ViewerCode.PIN_NOT_SET);
  });

  it('refuses a pin that is not 4 digits with 400 INVALID_VALUE, without counting it', async () => {
    const member = await memberWithPin();
    for (const pin of ['12345', '12', 'abcd']) {
      const res = await unlock(t.app, member.headers, pin);
      expect(res.statusCode, pin).toBe(400);
      expect(firstError(res)).toMatchObject({ code: ViewerCode.INVALID_VALUE, field: 'pin' });
    }
    expect((await controlsOf(member)).failed_pins).toBe(0);
  });

  it('a correct pin answers a signed unlock for this session, expiring in 15 minutes', async () => {
    const member = await memberWithPin('4321');
    const res = await unlock(t.app, member.headers, '4321');
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('private, no-store');
    const { unlock_token, expires_at } = res.json();
    expect(expires_at).toBe(
      new Date(Math.floor(t.clock.at / 1000) * 1000 + PIN_UNLOCK_SECONDS * 1000).toISOString(),
    );
    const session = await t.database.db
      .selectFrom('user_sessions')
      .select('id')
      .where('token_hash', '=', hashToken(member.token))
      .executeTakeFirstOrThrow();
    expect(await t.parental.unlocks.verify(unlock_token)).toEqual({
      sessionId: session.id,
      version: 1,
      expiresAt: Date.parse(expires_at) / 1000,
    });
    expect(unlock_token).not.toContain('4321');
  });

  it('a wrong pin answers 403 PIN_INCORRECT with the tries remaining; the 5th locks for 5 minutes', async () => {
    const member = await memberWithPin('1234');
    for (let i = 1; i < PIN_MAX_TRIES; i++) {
      const res = await unlock(t.app, member.headers, '0000');
      expect(res.statusCode).toBe(403);
      expect(firstError(res)).toMatchObject({ code: ViewerCode.PIN_INCORRECT, remaining: PIN_MAX_TRIES - i });
    }
    const locking = await unlock(t.app, member.headers, '0000');
    expect(locking.statusCode).toBe(429);
    const until = new Date(t.clock.at + PIN_FIRST_LOCK_SECONDS * 1000).toISOString();
    expect(firstError(locking)).toMatchObject({ code: ViewerCode.PIN_LOCKED, locked_until: until });
    // Locked: even the right pin is refused, and the read says until when.
    const right = await unlock(t.app, member.headers, '1234');
    expect(right.statusCode).toBe(429);
    expect(firstError(right)).toMatchObject({ code: ViewerCode.PIN_LOCKED, locked_until: until });
    const read = await t.app.inject({ url: '/api/5/viewer/pin', headers: member.headers });
    expect(read.json().locked_until).toBe(until);
    expect(await controlsOf(member)).toMatchObject({ failed_pins: 0, pin_locks: 1 });
  });

  it('each further lock doubles, up to 24 hours; a correct pin clears failures and locks', async () => {
    const member = await memberWithPin('1234');
    const lengths: number[] = [];
    for (let lock = 0; lock < 10; lock++) {
      let res;
      for (let i = 0; i < PIN_MAX_TRIES; i++) res = await unlock(t.app, member.headers, '9999');
      expect(res!.statusCode).toBe(429);
      const until = Date.parse(firstError(res!).locked_until as string);
      lengths.push((until - t.clock.at) / 1000);
      // Just before the lock ends it still holds; at its end unlocking opens again.
      t.clock.advance((until - t.clock.at) / 1000 - 1);
      expect((await unlock(t.app, member.headers, '1234')).statusCode).toBe(429);
      t.clock.advance(1);
    }
    expect(lengths).toEqual([300, 600, 1200, 2400, 4800, 9600, 19200, 38400, 76800, 86400]);
    expect(lengths.at(-1)).toBe(PIN_MAX_LOCK_SECONDS);
    const ok = await unlock(t.app, member.headers, '1234');
    expect(ok.statusCode).toBe(200);
    expect(await controlsOf(member)).toMatchObject({ failed_pins: 0, pin_locks: 0, pin_locked_until: null });
    // After the correct pin, wrong ones count from the start again and lock for 5 minutes.
    const first = await unlock(t.app, member.headers, '9999');
    expect(firstError(first)).toMatchObject({ code: ViewerCode.PIN_INCORRECT, remaining: PIN_MAX_TRIES - 1 });
  });

  it('counts concurrent wrong pins exactly: 20 at once lock once, and never skip the limit', async () => {
    const member = await memberWithPin('1234');
    const replies = await Promise.all(
      Array.from({ length: 20 }, () => unlock(t.app, member.headers, '5555')),
    );
    const incorrect = replies.filter((r) => r.statusCode === 403).map((r) => firstError(r).remaining);
    const locked = replies.filter((r) => r.statusCode === 429);
    // Every wrong pin up to the limit was told a different count; the rest were locked.
    expect(incorrect.sort()).toEqual([1, 2, 3, 4]);
    expect(locked).toHaveLength(16);
    const until = new Date(t.clock.at + PIN_FIRST_LOCK_SECONDS * 1000).toISOString();
    for (const res of locked)
      expect(firstError(res)).toMatchObject({ code: ViewerCode.PIN_LOCKED, locked_until: until });
    expect(await controlsOf(member)).toMatchObject({ failed_pins: 0, pin_locks: 1 });
  });

  it('concurrent guesses with the right pin among them never unlock past the lock', async () => {
    const member = await memberWithPin('7777');
    const pins = Array.from({ length: 30 }, (_, i) => (i === 29 ? '7777' : String(1000 + i)));
    const replies = await Promise.all(pins.map((pin) => unlock(t.app, member.headers, pin)));
    const wrongCounted = replies.filter((r) => r.statusCode === 403).length;
    const unlocked = replies.filter((r) => r.statusCode === 200).length;
    // Either the right pin came in before the 5th wrong one, or it met the lock.
    expect(unlocked).toBeLessThanOrEqual(1);
    expect(wrongCounted).toBeLessThanOrEqual(2 * (PIN_MAX_TRIES - 1));
    const row = await controlsOf(member);
    expect(row.pin_locks).toBeLessThanOrEqual(1);
  });

  it('a change of the controls resets the count', async () => {
    const member = await memberWithPin('1234');
    for (let i = 0; i < 3; i++) await unlock(t.app, member.headers, '0000');
    await setControls(t.app, member, { password: member.password, pin: '1234' });
    const res = await unlock(t.app, member.headers, '0000');
    expect(firstError(res)).toMatchObject({ code: ViewerCode.PIN_INCORRECT, remaining: PIN_MAX_TRIES - 1 });
  });
});
