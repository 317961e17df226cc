import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PIN_UNLOCK_SECONDS, VIEWER_UNLOCK_HEADER, ViewerCode } from '@fanverse/contract';
import { ContentLimits } from '../../src/modules/parental/content-limits';
import { auth, createTestUser, login } from '../helpers/test-user';
import {
  LIMITS_URL,
  LOCKED_URL,
  buildParentalTestApp,
  setControls,
  unlock,
  type Member,
  type ParentalTestApp,
} from './parental-fixtures';

/*
 * The parental guard every content module asks (ParentalGuard.limitsOf), applied to real requests:
 * the member's limits, the unlock header (this session's, another's, expired, from before a
 * change), and the age gate's limit for under-age members, which the pin does not lift.
 */

let t: ParentalTestApp;
beforeAll(async () => {
  t = await buildParentalTestApp();
});
afterAll(async () => t?.app.close());

/** The limits the guard gives a request with these headers. */
async function limits(headers: Record<string, string> = {}) {
  const res = await t.app.inject({ url: LIMITS_URL, headers });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as { video: number | null; comic: number | null };
}

const NONE = { video: null, comic: null };
/** TV-PG (level 4) and Teen (order 4). */
const TV_PG_TEEN = { video: 4, comic: 4 };
/** The age gate's limit: TV-14 / PG-13 (level 5) and Teen+ (order 5). */
const BELOW_MATURE = { video: 5, comic: 5 };

async function unlockToken(headers: Record<string, string>, pin = '1234'): Promise<string> {
  const res = await unlock(t.app, headers, pin);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().unlock_token;
}

const setDob = (member: Member, dob: string | null) =>
  t.database.db.updateTable('users').set({ dob }).where('id', '=', member.id).execute();

describe('limits', () => {
  it('are none for a visitor, a bad session token and a member without controls', async () => {
    expect(await limits()).toEqual(NONE);
    expect(await limits(auth('not-a-session-token-at-all'))).toEqual(NONE);
    const member = await createTestUser(t);
    expect(await limits(member.headers)).toEqual(NONE);
  });

  it('are the member’s ratings: TV-PG limits video at level 4, Teen comics at order 4', async () => {
    const member = await createTestUser(t);
    await setControls(t.app, member, { tv_rating: 'TV-PG', age_rating: 'Teen' });
    expect(await limits(member.headers)).toEqual(TV_PG_TEEN);
    const limited = new ContentLimits(4, 4);
    expect(limited.allowsVideo({ tv_rating: 'TV-PG' })).toBe(true);
    expect(limited.allowsVideo({ mpaa_rating: 'PG' })).toBe(true);
    expect(limited.allowsVideo({ tv_rating: 'TV-MA' })).toBe(false);
    expect(limited.allowsVideo({ mpaa_rating: 'PG-13' })).toBe(false);
    expect(limited.allowsVideo({})).toBe(false);
  });

  it('limit one kind only when the other rating is empty, and nothing for a pin without limits', async () => {
    const video = await createTestUser(t);
    await setControls(t.app, video, { tv_rating: 'TV-Y7', age_rating: '' });
    expect(await limits(video.headers)).toEqual({ video: 2, comic: null });
    const none = await createTestUser(t);
    await setControls(t.app, none, { tv_rating: '', age_rating: '' });
    expect(await limits(none.headers)).toEqual(NONE);
  });

  it('end when the controls are removed', async () => {
    const member = await createTestUser(t);
    await setControls(t.app, member);
    expect(await limits(member.headers)).toEqual(TV_PG_TEEN);
    await t.app.inject({
      method: 'DELETE',
      url: '/api/5/viewer/pin',
      headers: member.headers,
      payload: { password: member.password },
    });
    expect(await limits(member.headers)).toEqual(NONE);
  });

  it('limitsOfUser gives a member’s limits by id, never unlocked', async () => {
    const member = await createTestUser(t);
    await setControls(t.app, member);
    await unlockToken(member.headers);
    const byId = await t.parental.guard.limitsOfUser(member.id);
    expect([byId.videoMax, byId.comicMax]).toEqual([4, 4]);
  });
});

describe('a locked title', () => {
  it('answers 403 PARENTAL_LOCK with its rating in errors[0]', async () => {
    for (const [query, rating] of [
      ['?rating=TV-MA', 'TV-MA'],
      ['', ''],
    ] as const) {
      const res = await t.app.inject({ url: `${LOCKED_URL}${query}` });
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual({
        message: 'This title is locked by parental controls.',
        errors: [
          { code: ViewerCode.PARENTAL_LOCK, message: 'This title is locked by parental controls.', rating },
        ],
      });
    }
  });
});

describe('the unlock header', () => {
  let member: Member;
  beforeAll(async () => {
    member = await createTestUser(t);
    await setControls(t.app, member);
  });

  it('lifts the limits for the session that entered the pin', async () => {
    const token = await unlockToken(member.headers);
    expect(await limits({ ...member.headers, [VIEWER_UNLOCK_HEADER]: token })).toEqual(NONE);
    // Without the header the same session is limited.
    expect(await limits(member.headers)).toEqual(TV_PG_TEEN);
  });

  it('does nothing for another session of the same member, another member, or a visitor', async () => {
    const token = await unlockToken(member.headers);
    const second = await login(t.app, member.username, member.password);
    expect(await limits({ ...auth(second.session_id), [VIEWER_UNLOCK_HEADER]: token })).toEqual(TV_PG_TEEN);
    const other = await createTestUser(t);
    await setControls(t.app, other);
    expect(await limits({ ...other.headers, [VIEWER_UNLOCK_HEADER]: token })).toEqual(TV_PG_TEEN);
    expect(await limits({ [VIEWER_UNLOCK_HEADER]: token })).toEqual(NONE);
  });

  it('does nothing when forged, altered or garbage', async () => {
    const token = await unlockToken(member.headers);
    const parts = token.split('.');
    const longer = [...parts.slice(0, 3), String(Number(parts[3]) + 86_400), parts[4]].join('.');
    const otherVersion = [parts[0], parts[1], '99', parts[3], parts[4]].join('.');
    for (const bad of [longer, otherVersion, 'v1.x.1.9999999999.abc', 'garbage', `${token}x`]) {
      expect(await limits({ ...member.headers, [VIEWER_UNLOCK_HEADER]: bad }), bad).toEqual(TV_PG_TEEN);
    }
  });

  it('expires after 15 minutes', async () => {
    const token = await unlockToken(member.headers);
    const headers = { ...member.headers, [VIEWER_UNLOCK_HEADER]: token };
    t.clock.advance(PIN_UNLOCK_SECONDS - 1);
    expect(await limits(headers)).toEqual(NONE);
    t.clock.advance(1);
    expect(await limits(headers)).toEqual(TV_PG_TEEN);
  });

  it('ends when the controls change', async () => {
    const token = await unlockToken(member.headers);
    const headers = { ...member.headers, [VIEWER_UNLOCK_HEADER]: token };
    expect(await limits(headers)).toEqual(NONE);
    await setControls(t.app, member, { password: member.password });
    expect(await limits(headers)).toEqual(TV_PG_TEEN);
    // A new pin entry unlocks again.
    expect(
      await limits({ ...member.headers, [VIEWER_UNLOCK_HEADER]: await unlockToken(member.headers) }),
    ).toEqual(NONE);
  });
});

describe('the age gate’s limit (stored date of birth, consumer www’s age 13)', () => {
  // The clock reads 2026-06-01.
  it('keeps an under-age member below mature content, without any controls', async () => {
    const member = await createTestUser(t);
    await setDob(member, '2013-06-02'); // 12 today
    expect(await limits(member.headers)).toEqual(BELOW_MATURE);
    await setDob(member, '2013-06-01'); // 13 today
    expect(await limits(member.headers)).toEqual(NONE);
    await setDob(member, null);
    expect(await limits(member.headers)).toEqual(NONE);
  });

  it('takes the stricter of the member’s limits and the age limit, kind by kind', async () => {
    const member = await createTestUser(t);
    await setDob(member, '2016-01-01');
    await setControls(t.app, member, { tv_rating: 'TV-PG', age_rating: 'Mature' });
    expect(await limits(member.headers)).toEqual({ video: 4, comic: 5 });
    const byId = await t.parental.guard.limitsOfUser(member.id);
    expect([byId.videoMax, byId.comicMax]).toEqual([4, 5]);
  });

  it('is not lifted by the pin', async () => {
    const member = await createTestUser(t);
    await setDob(member, '2016-01-01');
    await setControls(t.app, member, { tv_rating: 'TV-Y', age_rating: 'All Ages' });
    expect(await limits(member.headers)).toEqual({ video: 1, comic: 1 });
    const token = await unlockToken(member.headers);
    expect(await limits({ ...member.headers, [VIEWER_UNLOCK_HEADER]: token })).toEqual(BELOW_MATURE);
  });

  it('follows the consumer’s age gate age, read again after a minute', async () => {
    const member = await createTestUser(t);
    await setDob(member, '2010-01-01'); // 16 today
    t.clock.advance(60); // a fresh read of the age now
    expect(await limits(member.headers)).toEqual(NONE);
    await t.database.db
      .updateTable('consumers')
      .set({ age_gate_age: 18 })
      .where('name', '=', 'www')
      .execute();
    try {
      t.clock.advance(59);
      expect(await limits(member.headers)).toEqual(NONE);
      t.clock.advance(1);
      expect(await limits(member.headers)).toEqual(BELOW_MATURE);
    } finally {
      await t.database.db
        .updateTable('consumers')
        .set({ age_gate_age: 13 })
        .where('name', '=', 'www')
        .execute();
      t.clock.advance(60);
    }
  });
});
