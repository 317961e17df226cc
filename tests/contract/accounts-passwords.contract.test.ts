import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FAST_ENV } from '../../apps/server/test/helpers/test-user';
import { startContractServer, type ContractServer } from './contract-server';
import {
  UNISSUED_TOKEN,
  expectClientCheck,
  expectMapped,
  failure,
  mailedLink,
  probe,
  signUp,
  type Member,
} from './accounts-fixtures';

// Forgotten, reset and changed passwords: the reset token is read from the mail the server
// put in its development outbox, as a member would follow the link.
let s: ContractServer;
beforeAll(async () => {
  s = await startContractServer(FAST_ENV);
});
afterAll(async () => s.app.close());

/** A member who asked for a reset link, and the token the mail carries. */
async function withResetToken(): Promise<Member & { resetToken: string }> {
  const m = await signUp(s);
  await probe(s).client.accounts.forgotPassword(m.email);
  const resetToken = (await mailedLink(s, m.email, 'reset_password')).get('token');
  if (!resetToken) throw new Error('no token in the reset link');
  return { ...m, resetToken };
}

describe('forgot password', () => {
  it('client check: an empty input gives 1006 and sends nothing', async () => {
    const p = probe(s);
    await expectClientCheck(p, p.client.accounts.forgotPassword(''), 1006);
    await expectClientCheck(p, p.client.accounts.forgotPassword('   '), 1006);
    expect(p.client.errors.get('requestPasswordToken').map((e) => e.code)).toEqual([1006]);
  });

  it('mails a reset link for an email address and for a username', async () => {
    const [byEmail, byName] = [await signUp(s), await signUp(s)];
    const p = probe(s);
    expect((await p.client.accounts.forgotPassword(byEmail.email)).success).toBe(true);
    expect((await p.client.accounts.forgotPassword(byName.username)).success).toBe(true);
    expect(p.sent).toEqual(['POST /api/users/forgot_password', 'POST /api/users/forgot_password']);
    for (const m of [byEmail, byName]) {
      expect((await mailedLink(s, m.email, 'reset_password')).get('token')).toMatch(/^[0-9a-f]{64}$/);
    }
  });
});

describe('reset password replies (spec §8 "Reset password")', () => {
  it('client checks: no token gives 1000, no password 1001, and nothing is sent', async () => {
    const p = probe(s);
    await expectClientCheck(
      p,
      p.client.accounts.resetPassword({ token: '', password: 'Copper-Lantern-77' }),
      1000,
    );
    await expectClientCheck(
      p,
      p.client.accounts.resetPassword({ token: UNISSUED_TOKEN, password: '' }),
      1001,
    );
    expect(p.client.errors.get('resetPassword').map((e) => e.code)).toEqual([1001]);
  });

  it('an unknown token (INVALID_TOKEN) gives 1000, kept under resetPassword', async () => {
    const p = probe(s);
    const e = await failure(
      p.client.accounts.resetPassword({ token: UNISSUED_TOKEN, password: 'Copper-Lantern-77' }),
    );
    expectMapped(e, { status: 400, code: 'INVALID_TOKEN' }, 1000);
    expect(p.client.errors.get('resetPassword').map((err) => err.code)).toEqual([1000]);
  });

  it('resets with the mailed token; the used token then gives 1000', async () => {
    const m = await withResetToken();
    const p = probe(s);
    await p.client.accounts.resetPassword({ token: m.resetToken, password: 'Copper-Lantern-77' });
    await p.client.accounts.login({ username: m.username, password: 'Copper-Lantern-77' });
    const e = await failure(
      p.client.accounts.resetPassword({ token: m.resetToken, password: 'Amber-Meadow-55' }),
    );
    expectMapped(e, { status: 400, code: 'INVALID_TOKEN' }, 1000);
  });

  it.each([
    ['PASSWORD_TOO_SHORT', 1073, () => 'Sh0rt!'],
    ['PASSWORD_USED_RECENTLY', 1074, (m: Member) => m.password],
    ['PASSWORD_TOO_SIMILAR', 1075, (m: Member) => `${m.username}!`],
    ['PASSWORD_TOO_COMMON', 1076, () => 'qwertyuiop'],
    ['PASSWORD_ENTIRELY_NUMERIC', 1077, () => '9081726354'],
  ] as const)('%s gives %i', async (code, clientCode, password) => {
    const m = await withResetToken();
    const p = probe(s);
    const e = await failure(p.client.accounts.resetPassword({ token: m.resetToken, password: password(m) }));
    expectMapped(e, { status: 400, code }, clientCode);
  });
});

describe('password update replies (spec §8 "Password update")', () => {
  const change = (m: Member, oldPassword: string, newPassword: string) =>
    failure(m.client.accounts.updatePassword(oldPassword, newPassword));

  it('no new password (MISSING_REQUIRED_VALUE) gives 1025', async () => {
    const m = await signUp(s);
    const e = await change(m, m.password, '');
    expectMapped(e, { status: 400, code: 'MISSING_REQUIRED_VALUE' }, 1025);
    expect(e.errors[0]?.field).toBe('new_password');
  });

  it('no current password (MISSING_REQUIRED_VALUE) gives 1025 too', async () => {
    const m = await signUp(s);
    const e = await change(m, '', 'Copper-Lantern-77');
    expectMapped(e, { status: 400, code: 'MISSING_REQUIRED_VALUE' }, 1025);
    expect(e.errors[0]?.field).toBe('old_password');
  });

  it('a new password under 8 characters (VALUE_TOO_SHORT) gives 1001', async () => {
    const m = await signUp(s);
    expectMapped(await change(m, m.password, 'Sh0rt!'), { status: 400, code: 'VALUE_TOO_SHORT' }, 1001);
  });

  it('a wrong current password (INVALID_LOGIN) gives 1009', async () => {
    const m = await signUp(s);
    expectMapped(
      await change(m, 'Not-My-Password-1', 'Copper-Lantern-77'),
      { status: 400, code: 'INVALID_LOGIN' },
      1009,
    );
  });

  it.each([
    ['PASSWORD_USED_RECENTLY', 1074, (m: Member) => m.password],
    ['PASSWORD_TOO_SIMILAR', 1075, (m: Member) => m.email],
    ['PASSWORD_TOO_COMMON', 1076, () => 'qwertyuiop'],
    ['PASSWORD_ENTIRELY_NUMERIC', 1077, () => '9081726354'],
  ] as const)('%s gives %i', async (code, clientCode, password) => {
    const m = await signUp(s);
    expectMapped(await change(m, m.password, password(m)), { status: 400, code }, clientCode);
  });

  it('a password used before the current one is refused too (1074)', async () => {
    const m = await signUp(s);
    await m.client.accounts.updatePassword(m.password, 'Copper-Lantern-77');
    expectMapped(
      await change(m, 'Copper-Lantern-77', m.password),
      { status: 400, code: 'PASSWORD_USED_RECENTLY' },
      1074,
    );
  });
});
