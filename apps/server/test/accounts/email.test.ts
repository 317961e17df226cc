import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AccountCode, emailStatusSchema, emailVerifyResultSchema } from '@fanverse/contract';
import {
  auth,
  buildAccountsApp,
  firstError,
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

const status = (token: string) => t.app.inject({ url: '/api/users/me/email_status/', headers: auth(token) });
const verify = (token: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url: '/api/users/me/verify_email', payload: { token }, headers });
const resend = (token: string) =>
  t.app.inject({ url: '/api/users/me/resend_verification_email', headers: auth(token) });
const ageMails = (guid: string, ms: number) =>
  t.database.db
    .updateTable('account_tokens')
    .set({ created_at: new Date(Date.now() - ms) })
    .where('user_id', '=', t.database.db.selectFrom('users').select('id').where('guid', '=', guid))
    .execute();

describe('email status and verification', () => {
  it('answers the email status with the verification deadline', async () => {
    const m = await signedInMember(t.app);
    const res = await status(m.token);
    expect(res.statusCode).toBe(200);
    const s = res.json();
    expect(emailStatusSchema.strict().safeParse(s).success).toBe(true);
    expect(s).toMatchObject({ email: m.email, email_verified: false, user_guid: m.guid });
    const days = (Date.parse(s.email_verification_deadline) - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(6.9);
  });

  it('verifies the address with the mailed token', async () => {
    const m = await signedInMember(t.app);
    const res = await verify(t.mail.param('verify_email', m.email), auth(m.token));
    expect(res.statusCode).toBe(200);
    const out = res.json();
    expect(emailVerifyResultSchema.strict().safeParse(out).success).toBe(true);
    expect(out).toMatchObject({
      result: 'verified',
      topic_type: 'email',
      topic_id: m.email,
      user_guid: m.guid,
    });
    expect(new Date(out.createdt).toISOString()).toBe(out.createdt);
    expect((await status(m.token)).json().email_verified).toBe(true);
  });

  it('verifies from a link opened signed out, or with a stale session', async () => {
    const m = newMember();
    await register(t.app, m);
    expect((await verify(t.mail.param('verify_email', m.email))).statusCode).toBe(200);
    const n = newMember();
    await register(t.app, n);
    expect((await verify(t.mail.param('verify_email', n.email), auth('expired-session'))).statusCode).toBe(
      200,
    );
  });

  it("refuses another member's token, a used one, an expired one and garbage with 400 INVALID_TOKEN", async () => {
    const a = await signedInMember(t.app);
    const b = await signedInMember(t.app);
    const tokenA = t.mail.param('verify_email', a.email);
    const res = await verify(tokenA, auth(b.token));
    expect(res.statusCode).toBe(400);
    expect(firstError(res)).toMatchObject({ code: AccountCode.INVALID_TOKEN, field: 'token' });
    expect((await verify(tokenA, auth(a.token))).statusCode).toBe(200);
    expect(firstError(await verify(tokenA, auth(a.token))).code).toBe(AccountCode.INVALID_TOKEN);

    const tokenB = t.mail.param('verify_email', b.email);
    await t.database.db
      .updateTable('account_tokens')
      .set({ expires_at: new Date(Date.now() - 1) })
      .where('purpose', '=', 'verify_email')
      .execute();
    expect(firstError(await verify(tokenB, auth(b.token))).code).toBe(AccountCode.INVALID_TOKEN);
    expect(firstError(await verify('zz-not-hex', auth(b.token))).code).toBe(AccountCode.INVALID_TOKEN);
  });

  it('requires a session for the status', async () => {
    expect((await t.app.inject({ url: '/api/users/me/email_status/' })).statusCode).toBe(401);
  });
});

describe('GET /api/users/me/resend_verification_email', () => {
  it('answers 400 RESEND_RATE_LIMITED within a minute of the last mail, with the seconds to wait', async () => {
    const m = await signedInMember(t.app);
    const res = await resend(m.token);
    expect(res.statusCode).toBe(400);
    const error = firstError(res);
    expect(error.code).toBe(AccountCode.RESEND_RATE_LIMITED);
    const seconds = Number(/seconds_until_retry=(\d+)/.exec(error.message)?.[1]);
    expect(seconds).toBeGreaterThan(0);
    expect(seconds).toBeLessThanOrEqual(60);
    expect(Number(res.headers['retry-after'])).toBe(seconds);
  });

  it('sends a new link after a minute, retiring the old one', async () => {
    const m = await signedInMember(t.app);
    const old = t.mail.param('verify_email', m.email);
    await ageMails(m.guid, 61_000);
    const res = await resend(m.token);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true, message: expect.any(String), seconds_until_retry: 60 });
    const fresh = t.mail.param('verify_email', m.email);
    expect(fresh).not.toBe(old);
    expect(firstError(await verify(old, auth(m.token))).code).toBe(AccountCode.INVALID_TOKEN);
    expect((await verify(fresh, auth(m.token))).statusCode).toBe(200);
  });

  it('answers 400 EMAIL_ALREADY_VERIFIED once verified', async () => {
    const m = await signedInMember(t.app);
    await verify(t.mail.param('verify_email', m.email), auth(m.token));
    await ageMails(m.guid, 61_000);
    const res = await resend(m.token);
    expect(res.statusCode).toBe(400);
    expect(firstError(res).code).toBe(AccountCode.EMAIL_ALREADY_VERIFIED);
  });
});

describe('POST /api/users/{guid}/confirm_double_opt_in/', () => {
  const confirm = (guid: string, token: unknown) =>
    t.app.inject({ method: 'POST', url: `/api/users/${guid}/confirm_double_opt_in/`, payload: { token } });

  async function optedIn() {
    const m = newMember({ additional_traits: { opt_in: 'true' } });
    const { user_guid } = await register(t.app, m);
    return { ...m, guid: user_guid, token: t.mail.param('double_opt_in', m.email) };
  }

  it('confirms with the mailed token, once', async () => {
    const m = await optedIn();
    const res = await confirm(m.guid, m.token);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ double_opt_in_status: true });
    const row = await t.database.db
      .selectFrom('users')
      .select(['double_opt_in', 'opt_in'])
      .where('guid', '=', m.guid)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ double_opt_in: true, opt_in: true });
    const again = await confirm(m.guid, m.token);
    expect(again.statusCode).toBe(400);
    expect(firstError(again).code).toBe(AccountCode.INVALID_TOKEN);
  });

  it('accepts the token in upper case (hex is hex)', async () => {
    const m = await optedIn();
    expect((await confirm(m.guid, m.token.toUpperCase())).statusCode).toBe(200);
  });

  it('answers 404 USER_NOT_FOUND for an unknown guid', async () => {
    const m = await optedIn();
    for (const guid of ['0'.repeat(32), 'not-a-guid']) {
      const res = await confirm(guid, m.token);
      expect(res.statusCode).toBe(404);
      expect(firstError(res).code).toBe(AccountCode.USER_NOT_FOUND);
    }
  });

  it("answers 400 INVALID_TOKEN for a non-hex token, another member's token, or an expired one", async () => {
    const a = await optedIn();
    const b = await optedIn();
    for (const [guid, token] of [
      [a.guid, 'xyz'],
      [a.guid, b.token],
      [a.guid, 'ab'.repeat(32)],
    ] as const) {
      const res = await confirm(guid, token);
      expect(res.statusCode).toBe(400);
      expect(firstError(res)).toMatchObject({ code: AccountCode.INVALID_TOKEN, field: 'token' });
    }
    await t.database.db
      .updateTable('account_tokens')
      .set({ expires_at: new Date(Date.now() - 1) })
      .where('purpose', '=', 'double_opt_in')
      .execute();
    expect(firstError(await confirm(a.guid, a.token)).code).toBe(AccountCode.INVALID_TOKEN);
  });
});
