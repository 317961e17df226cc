import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AccountCode, ServerCode } from '@fanverse/contract';
import {
  auth,
  buildAccountsApp,
  firstError,
  login,
  newMember,
  register,
  signedInMember,
  type AccountsTestApp,
} from './helpers';

let t: AccountsTestApp;
beforeAll(async () => {
  t = await buildAccountsApp();
});
afterAll(async () => t.app.close());

const post = (url: string, payload: object, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url, payload, headers });
const forgot = (payload: object) => post('/api/users/forgot_password', payload);
const reset = (token: string, password: string) => post('/api/users/reset_password', { token, password });
const change = (token: string, payload: object) =>
  post('/api/users/me/update_password', payload, auth(token));
const alive = async (token: string) =>
  (await t.app.inject({ url: '/api/users/me/profile', headers: auth(token) })).statusCode === 200;

describe('POST /api/users/forgot_password', () => {
  it('mails a reset link by email and by username', async () => {
    const body = newMember();
    await register(t.app, body);
    const res = await forgot({ email: body.email });
    expect(res.statusCode).toBe(200);
    expect(res.json().success).toBe(true);
    const link = t.mail.last('reset_password', body.email)!.vars.link;
    expect(link).toMatch(/^https:\/\/fanverse\.test\/reset-password\?token=[0-9a-f]{64}$/);

    const other = newMember();
    await register(t.app, other);
    await forgot({ username: other.username });
    expect(t.mail.last('reset_password', other.email)).toBeDefined();
  });

  it('answers exactly the same whether or not the account exists', async () => {
    const body = newMember();
    await register(t.app, body);
    const known = await forgot({ email: body.email });
    const unknownEmail = await forgot({ email: 'nobody@nowhere.example' });
    const unknownName = await forgot({ username: 'nobody-at-all' });
    expect(unknownEmail.statusCode).toBe(known.statusCode);
    expect(unknownEmail.body).toBe(known.body);
    expect(unknownName.body).toBe(known.body);
  });

  it('sends at most one reset mail a minute per account', async () => {
    const body = newMember();
    await register(t.app, body);
    await forgot({ email: body.email });
    await forgot({ email: body.email });
    expect(t.mail.count('reset_password', body.email)).toBe(1);
  });

  it('answers a generic 400 for an empty body', async () => {
    expect((await forgot({})).statusCode).toBe(400);
  });
});

describe('POST /api/users/reset_password', () => {
  async function memberWithResetToken(overrides: Record<string, unknown> = {}) {
    const m = await signedInMember(t.app, overrides);
    await forgot({ email: m.email });
    return { ...m, resetToken: t.mail.param('reset_password', m.email) };
  }

  it('sets the password, ends every session and clears requires_password_reset', async () => {
    const m = await memberWithResetToken({ requires_password_reset: true });
    const res = await reset(m.resetToken, 'Copper-Lantern-77');
    expect(res.statusCode).toBe(200);
    expect(res.json().success).toBe(true);
    expect(await alive(m.token)).toBe(false);
    await login(t.app, m.username, 'Copper-Lantern-77');
    const bad = await post('/api/users/login', { username: m.username, password: m.password });
    expect(firstError(bad).code).toBe(AccountCode.INVALID_LOGIN);
    const row = await t.database.db
      .selectFrom('users')
      .select('requires_password_reset')
      .where('guid', '=', m.guid)
      .executeTakeFirstOrThrow();
    expect(row.requires_password_reset).toBe(false);
  });

  it('works only once (400 INVALID_TOKEN the second time)', async () => {
    const m = await memberWithResetToken();
    expect((await reset(m.resetToken, 'Copper-Lantern-77')).statusCode).toBe(200);
    const again = await reset(m.resetToken, 'Silver-Compass-42');
    expect(again.statusCode).toBe(400);
    expect(firstError(again)).toMatchObject({ code: AccountCode.INVALID_TOKEN, field: 'token' });
  });

  it('refuses an expired token and an unknown or malformed one with 400 INVALID_TOKEN', async () => {
    const m = await memberWithResetToken();
    await t.database.db
      .updateTable('account_tokens')
      .set({ expires_at: new Date(Date.now() - 1000) })
      .where('purpose', '=', 'reset_password')
      .execute();
    for (const token of [m.resetToken, 'ab'.repeat(32), 'not hex at all!']) {
      const res = await reset(token, 'Copper-Lantern-77');
      expect(res.statusCode).toBe(400);
      expect(firstError(res).code).toBe(AccountCode.INVALID_TOKEN);
    }
  });

  it('expires the token after one hour', async () => {
    const m = await memberWithResetToken();
    const row = await t.database.db
      .selectFrom('account_tokens as a')
      .innerJoin('users as u', 'u.id', 'a.user_id')
      .select(['a.created_at', 'a.expires_at'])
      .where('u.guid', '=', m.guid)
      .where('a.purpose', '=', 'reset_password')
      .executeTakeFirstOrThrow();
    expect(row.expires_at.getTime() - row.created_at.getTime()).toBe(3_600_000);
  });

  it.each([
    ['short', AccountCode.PASSWORD_TOO_SHORT],
    ['qwertyuiop', AccountCode.PASSWORD_TOO_COMMON],
    ['9081726354', AccountCode.PASSWORD_ENTIRELY_NUMERIC],
  ])('applies the password policy to %j (%s) and keeps the token usable', async (password, code) => {
    const m = await memberWithResetToken();
    const res = await reset(m.resetToken, password);
    expect(res.statusCode).toBe(400);
    expect(firstError(res).code).toBe(code);
    expect((await reset(m.resetToken, 'Copper-Lantern-77')).statusCode).toBe(200);
  });

  it('refuses the current password as PASSWORD_USED_RECENTLY', async () => {
    const m = await memberWithResetToken();
    const res = await reset(m.resetToken, m.password);
    expect(firstError(res).code).toBe(AccountCode.PASSWORD_USED_RECENTLY);
  });

  it('refuses a password too similar to the username', async () => {
    const m = await memberWithResetToken();
    const res = await reset(m.resetToken, `${m.username}!`);
    expect(firstError(res).code).toBe(AccountCode.PASSWORD_TOO_SIMILAR);
  });
});

describe('POST /api/users/me/update_password', () => {
  it('changes the password, keeps the caller signed in and ends the other sessions', async () => {
    const m = await signedInMember(t.app);
    const other = await login(t.app, m.username, m.password);
    const res = await change(m.token, { old_password: m.password, new_password: 'Copper-Lantern-77' });
    expect(res.statusCode).toBe(200);
    expect(res.json().success).toBe(true);
    expect(await alive(m.token)).toBe(true);
    expect(await alive(other.session_id)).toBe(false);
    await login(t.app, m.username, 'Copper-Lantern-77');
  });

  it.each([
    [{ old_password: 'x' }, AccountCode.MISSING_REQUIRED_VALUE, 'new_password'],
    [{ old_password: 'x', new_password: '' }, AccountCode.MISSING_REQUIRED_VALUE, 'new_password'],
    [{ new_password: 'Copper-Lantern-77' }, AccountCode.MISSING_REQUIRED_VALUE, 'old_password'],
    [{ old_password: 'x', new_password: 'short' }, AccountCode.VALUE_TOO_SHORT, 'new_password'],
    [
      { old_password: 'Wrong-Password-1', new_password: 'Copper-Lantern-77' },
      AccountCode.INVALID_LOGIN,
      'old_password',
    ],
  ])('answers %j with 400 %s', async (payload, code, field) => {
    const m = await signedInMember(t.app);
    const res = await change(m.token, payload);
    expect(res.statusCode).toBe(400);
    expect(firstError(res)).toMatchObject({ code, field });
  });

  it.each([
    ['qwertyuiop', AccountCode.PASSWORD_TOO_COMMON],
    ['9081726354', AccountCode.PASSWORD_ENTIRELY_NUMERIC],
  ])('applies the policy to %j (%s)', async (password, code) => {
    const m = await signedInMember(t.app);
    const res = await change(m.token, { old_password: m.password, new_password: password });
    expect(firstError(res)).toMatchObject({ code, field: 'new_password' });
  });

  it('refuses any of the last 8 passwords, the current one included, but not the 9th', async () => {
    const m = await signedInMember(t.app);
    const passwords = [m.password];
    let current = m.password;
    for (let i = 1; i <= 8; i++) {
      const next = `Harbor-Light-${i}x${i}`;
      const res = await change(m.token, { old_password: current, new_password: next });
      expect(res.statusCode, res.body).toBe(200);
      passwords.push(next);
      current = next;
    }
    // History now: passwords[8] (current) … passwords[1]; passwords[0] is the ninth.
    for (const used of [passwords[8]!, passwords[5]!, passwords[1]!]) {
      const res = await change(m.token, { old_password: current, new_password: used });
      expect(firstError(res).code).toBe(AccountCode.PASSWORD_USED_RECENTLY);
    }
    const res = await change(m.token, { old_password: current, new_password: passwords[0]! });
    expect(res.statusCode, res.body).toBe(200);
  });

  it('checks the policy in order: used recently before too similar', async () => {
    const m = await signedInMember(t.app);
    // A username resembling the password, given after registration (which would refuse it).
    const username = `${m.password.slice(0, 13)}${Date.now() % 100}`;
    const renamed = await post('/api/users/me/update_login', { username }, auth(m.token));
    expect(renamed.statusCode, renamed.body).toBe(200);
    let res = await change(m.token, { old_password: m.password, new_password: m.password });
    expect(firstError(res).code).toBe(AccountCode.PASSWORD_USED_RECENTLY);
    res = await change(m.token, { old_password: m.password, new_password: `${m.password}5` });
    expect(firstError(res).code).toBe(AccountCode.PASSWORD_TOO_SIMILAR);
  });

  it('answers 429 after ten wrong current passwords', async () => {
    const m = await signedInMember(t.app);
    for (let i = 0; i < 10; i++) {
      const res = await change(m.token, {
        old_password: `Wrong-${i}-Password`,
        new_password: 'Copper-Lantern-77',
      });
      expect(firstError(res).code).toBe(AccountCode.INVALID_LOGIN);
    }
    const res = await change(m.token, { old_password: m.password, new_password: 'Copper-Lantern-77' });
    expect(res.statusCode).toBe(429);
    expect(firstError(res).code).toBe(ServerCode.TOO_MANY_REQUESTS);
  });

  it('requires a session', async () => {
    const res = await post('/api/users/me/update_password', { old_password: 'a', new_password: 'b' });
    expect(res.statusCode).toBe(401);
  });
});

describe('PASSWORD_MIN_AGE_MINUTES', () => {
  let aged: AccountsTestApp;
  beforeAll(async () => {
    aged = await buildAccountsApp({ PASSWORD_MIN_AGE_MINUTES: '60' });
  });
  afterAll(async () => aged.app.close());

  it('refuses a second change within the minimum age with PASSWORD_CHANGED_RECENTLY', async () => {
    const m = await signedInMember(aged.app);
    const changeTo = (from: string, to: string) =>
      aged.app.inject({
        method: 'POST',
        url: '/api/users/me/update_password',
        payload: { old_password: from, new_password: to },
        headers: auth(m.token),
      });
    // The password set at registration is brand new too.
    let res = await changeTo(m.password, 'Copper-Lantern-77');
    expect(firstError(res).code).toBe(AccountCode.PASSWORD_CHANGED_RECENTLY);
    await aged.database.db
      .updateTable('users')
      .set({ password_changed_at: new Date(Date.now() - 61 * 60_000) })
      .where('guid', '=', m.guid)
      .execute();
    res = await changeTo(m.password, 'Copper-Lantern-77');
    expect(res.statusCode).toBe(200);
    res = await changeTo('Copper-Lantern-77', 'Silver-Compass-42');
    expect(firstError(res).code).toBe(AccountCode.PASSWORD_CHANGED_RECENTLY);
  });

  it('is off by default', async () => {
    const m = await signedInMember(t.app);
    const first = await change(m.token, { old_password: m.password, new_password: 'Copper-Lantern-77' });
    const second = await change(m.token, {
      old_password: 'Copper-Lantern-77',
      new_password: 'Silver-Compass-42',
    });
    expect([first.statusCode, second.statusCode]).toEqual([200, 200]);
  });
});
