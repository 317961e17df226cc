import crypto from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEVICE_SECRET_COOKIE, ServerCode, type SignedInDevice } from '@fanverse/contract';
import { hashToken } from '../../src/modules/auth/tokens';
import { login, newMember, register } from '../helpers/test-user';
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
  t = await buildDevicesTestApp({ env: { PUBLIC_URL: 'https://fanverse.example' } });
});
afterAll(async () => t?.app.close());

const PHONE_AGENT =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1';

const listOf = async (token: string): Promise<SignedInDevice[]> => {
  const res = await t.app.inject({ url: '/api/5/sessions/', headers: auth(token) });
  expect(res.statusCode).toBe(200);
  expect(res.headers['cache-control']).toBe('private, no-store');
  return res.json().sessions;
};
const signOut = (token: string, id: string) =>
  t.app.inject({ method: 'DELETE', url: `/api/5/sessions/${id}/`, headers: auth(token) });

/** A member signed in from a desktop browser, then from a phone, then on a TV by code. */
async function memberWithThreeDevices() {
  const body = newMember();
  await register(t.app, body);
  const desktop = (await login(t.app, body.username, body.password, { 'user-agent': DESKTOP_AGENT }))
    .session_id;
  t.clock.advance(1000);
  const phone = (await login(t.app, body.username, body.password, { 'user-agent': PHONE_AGENT })).session_id;
  const device = new TvDevice(t.app);
  const code = await device.code();
  expect((await linkCode(t.app, auth(phone), code)).statusCode).toBe(200);
  const res = await device.login(code);
  expect(res.statusCode).toBe(200);
  return { desktop, phone, tv: res.json().session_secret as string };
}

describe('the device cookie on https', () => {
  it('is Secure when the site is served over https', async () => {
    const res = await new TvDevice(t.app).getCode();
    expect(res.cookies.find((c) => c.name === DEVICE_SECRET_COOKIE)).toMatchObject({
      secure: true,
      httpOnly: true,
      sameSite: 'Lax',
    });
    expect(res.json().verification_uri).toBe('https://fanverse.example/activate');
  });
});

describe('GET /api/5/sessions/', () => {
  it('lists the member’s live sessions with device names, the current one flagged, most recent first', async () => {
    const { desktop, phone, tv } = await memberWithThreeDevices();
    // Mark the desktop session as the one used last.
    await t.database.db
      .updateTable('user_sessions')
      .set({ last_seen_at: new Date(Date.now() + 5_000) })
      .where('token_hash', '=', hashToken(desktop))
      .execute();
    const sessions = await listOf(phone);
    expect(sessions.map((s) => [s.device_name, s.device_kind, s.current])).toEqual([
      ['Chrome on macOS', 'browser', false],
      ['Fire TV', 'tv', false],
      ['Safari on iPhone', 'phone', true],
    ]);
    for (const s of sessions) {
      expect(s.id).toMatch(/^[0-9a-f-]{36}$/);
      expect(Date.parse(s.created_at)).not.toBeNaN();
      expect(Date.parse(s.last_used_at)).not.toBeNaN();
    }
    expect((await listOf(tv)).find((s) => s.current)?.device_name).toBe('Fire TV');
    expect((await listOf(desktop)).find((s) => s.current)?.device_name).toBe('Chrome on macOS');
  });

  it('leaves out signed-out and expired sessions, and other members’ sessions', async () => {
    const { desktop, phone, tv } = await memberWithThreeDevices();
    const other = await signedInMember(t.app);
    expect(
      (await t.app.inject({ method: 'POST', url: '/api/users/me/logout', headers: auth(desktop) }))
        .statusCode,
    ).toBe(200);
    await t.database.db
      .updateTable('user_sessions')
      .set({ expires_at: new Date(Date.now() - 1000) })
      .where('token_hash', '=', hashToken(phone))
      .execute();
    // The desktop signed out, the phone's session expired: the TV lists itself only.
    expect((await listOf(tv)).map((s) => [s.device_name, s.current])).toEqual([['Fire TV', true]]);
    expect((await t.app.inject({ url: '/api/5/sessions/', headers: auth(phone) })).statusCode).toBe(401);
    const otherList = await listOf(other.token);
    expect(otherList).toHaveLength(1);
    expect(otherList[0]!.current).toBe(true);
  });

  it('answers 401 without a session', async () => {
    expect((await t.app.inject({ url: '/api/5/sessions/' })).statusCode).toBe(401);
  });
});

describe('DELETE /api/5/sessions/{id}/', () => {
  it('signs a linked TV out: its next call answers 401 and it leaves the list', async () => {
    const { phone, tv } = await memberWithThreeDevices();
    const tvId = (await listOf(phone)).find((s) => s.device_kind === 'tv')!.id;
    const res = await signOut(phone, tvId);
    expect(res.statusCode).toBe(204);
    expect(res.body).toBe('');
    const after = await t.app.inject({ url: '/api/users/me/profile', headers: auth(tv) });
    expect(after.statusCode).toBe(401);
    expect(firstError(after).code).toBe(ServerCode.UNAUTHENTICATED);
    expect((await listOf(phone)).map((s) => s.device_kind)).not.toContain('tv');
    // Signed out already: 404, as for any id that is not a live session of the member.
    expect((await signOut(phone, tvId)).statusCode).toBe(404);
  });

  it('finds only the member’s own sessions: another member’s id answers 404 and stays signed in', async () => {
    const { phone } = await memberWithThreeDevices();
    const stranger = await signedInMember(t.app);
    const strangersId = (await listOf(stranger.token))[0]!.id;
    const res = await signOut(phone, strangersId);
    expect(res.statusCode).toBe(404);
    expect(firstError(res).code).toBe(ServerCode.NOT_FOUND);
    expect((await t.app.inject({ url: '/api/users/me/profile', headers: stranger.headers })).statusCode).toBe(
      200,
    );
    expect((await signOut(phone, crypto.randomUUID())).statusCode).toBe(404);
    expect((await signOut(phone, 'not-a-uuid')).statusCode).toBe(400);
    expect((await signOut('', strangersId)).statusCode).toBe(401);
  });

  it('signs the current session out too', async () => {
    const member = await signedInMember(t.app);
    const own = (await listOf(member.token))[0]!;
    expect((await signOut(member.token, own.id)).statusCode).toBe(204);
    expect((await t.app.inject({ url: '/api/5/sessions/', headers: member.headers })).statusCode).toBe(401);
  });
});
