import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AccountCode } from '@fanverse/contract';
import {
  auth,
  buildAccountsApp,
  FAST_ENV,
  claimsOf,
  firstError,
  newMember,
  register,
  type AccountsTestApp,
} from './helpers';
import { buildTestApp } from '../helpers/test-app';

let t: AccountsTestApp;
beforeAll(async () => {
  t = await buildAccountsApp();
});
afterAll(async () => t.app.close());

const post = (payload: unknown) =>
  t.app.inject({ method: 'POST', url: '/api/users/register', payload: payload as object });

describe('POST /api/users/register', () => {
  it('creates the account, answers it without a session, and mails a verification link', async () => {
    const body = newMember({ marketing_lang: 'es', marketing_country: 'mx' });
    const res = await post(body);
    expect(res.statusCode).toBe(200);
    const out = res.json();
    expect(out).toMatchObject({
      username: body.username,
      email: body.email,
      requires_password_reset: false,
      session: null,
    });
    expect(out.user_guid).toMatch(/^[0-9a-f]{32}$/);
    const mail = t.mail.last('verify_email', body.email);
    expect(mail?.vars.link).toMatch(/^https:\/\/fanverse\.test\/verify-email\?token=[0-9a-f]{64}$/);
    expect(mail?.vars.username).toBe(body.username);
    const row = await t.database.db
      .selectFrom('users')
      .select([
        'marketing_lang',
        'marketing_country',
        'email_verified',
        'email_verification_deadline',
        'password_hash',
      ])
      .where('guid', '=', out.user_guid)
      .executeTakeFirstOrThrow();
    expect(row.marketing_lang).toBe('es');
    expect(row.marketing_country).toBe('MX');
    expect(row.email_verified).toBe(false);
    const days = (row.email_verification_deadline!.getTime() - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(6.9);
    expect(days).toBeLessThanOrEqual(7);
    expect(row.password_hash).toMatch(/^\$argon2id\$/);
    expect(row.password_hash).not.toContain(body.password);
  });

  it("answers a login result as `session` when login_on_success is 'true'", async () => {
    const body = newMember({ login_on_success: 'true' });
    const out = (await post(body)).json();
    expect(out.session.user_guid).toBe(out.user_guid);
    expect(claimsOf(out.session.jwt).sub).toBe(out.user_guid);
    const profile = await t.app.inject({
      url: '/api/users/me/profile',
      headers: auth(out.session.session_id),
    });
    expect(profile.statusCode).toBe(200);
    expect(profile.json().username).toBe(body.username);
  });

  it('opens no session when a password reset is required, even with login_on_success', async () => {
    const out = (await post(newMember({ login_on_success: 'true', requires_password_reset: true }))).json();
    expect(out.session).toBeNull();
    expect(out.requires_password_reset).toBe(true);
  });

  it("opens no session when login_on_success is 'false'", async () => {
    expect((await post(newMember({ login_on_success: 'false' }))).json().session).toBeNull();
  });

  it('stores additional_traits and mails a double opt-in link when opt_in is on', async () => {
    const body = newMember({ additional_traits: { opt_in: true, source: 'quiz', score: 3 } });
    const out = await register(t.app, body);
    const row = await t.database.db
      .selectFrom('users')
      .select(['additional_traits', 'opt_in', 'double_opt_in'])
      .where('guid', '=', out.user_guid)
      .executeTakeFirstOrThrow();
    expect(row.additional_traits).toEqual({ opt_in: true, source: 'quiz', score: 3 });
    expect(row.opt_in).toBe(true);
    expect(row.double_opt_in).toBe(false);
    const link = new URL(t.mail.last('double_opt_in', body.email)!.vars.link);
    expect(link.pathname).toBe('/confirm-opt-in');
    expect(link.searchParams.get('guid')).toBe(out.user_guid);
    expect(link.searchParams.get('token')).toMatch(/^[0-9a-f]{64}$/);
  });

  it('mails no double opt-in link without opt_in', async () => {
    const body = newMember({ additional_traits: { opt_in: false } });
    await register(t.app, body);
    expect(t.mail.last('double_opt_in', body.email)).toBeUndefined();
  });

  it.each([
    ['abcde', AccountCode.VALUE_TOO_SHORT],
    ['', AccountCode.MISSING_REQUIRED_VALUE],
    ['a'.repeat(30), AccountCode.VALUE_TOO_LONG],
    ['with space', AccountCode.DF602],
    ['emoji😀user', AccountCode.DF602],
    ['semi;colon', AccountCode.DF602],
  ])('refuses the username %j with 400 %s', async (username, code) => {
    const res = await post(newMember({ username }));
    expect(res.statusCode).toBe(400);
    expect(firstError(res)).toMatchObject({ code, field: 'username' });
  });

  it('accepts usernames of 6 and 29 characters using @ . + - _', async () => {
    const six = `a.b+${String(Date.now() % 100).padStart(2, '0')}`;
    expect(six).toHaveLength(6);
    const res = await post(newMember({ username: six }));
    expect(res.statusCode, res.body).toBe(200);
    const long = `x_${Date.now()}`.padEnd(27, '-') + '@Z';
    expect(long).toHaveLength(29);
    expect((await post(newMember({ username: long }))).statusCode).toBe(200);
  });

  it('answers 400 USERNAME_UNAVAILABLE for a taken username, whatever its case', async () => {
    const first = newMember();
    await register(t.app, first);
    const res = await post(newMember({ username: first.username.toUpperCase() }));
    expect(res.statusCode).toBe(400);
    expect(firstError(res)).toMatchObject({ code: AccountCode.USERNAME_UNAVAILABLE, field: 'username' });
  });

  it('answers 400 USER_ALREADY_EXISTS for a taken email address, whatever its case', async () => {
    const first = newMember();
    await register(t.app, first);
    const res = await post(newMember({ email: first.email.toUpperCase() }));
    expect(res.statusCode).toBe(400);
    expect(firstError(res)).toMatchObject({ code: AccountCode.USER_ALREADY_EXISTS, field: 'email' });
  });

  it('lets one of two racing registrations for the same name win, the other answering 400', async () => {
    const a = newMember();
    const b = newMember({ username: a.username });
    const [ra, rb] = await Promise.all([post(a), post(b)]);
    expect([ra.statusCode, rb.statusCode].sort()).toEqual([200, 400]);
    const loser = ra.statusCode === 400 ? ra : rb;
    expect(firstError(loser).code).toBe(AccountCode.USERNAME_UNAVAILABLE);
  });

  it.each([
    ['username', { username: '' }],
    ['email', { email: '  ' }],
    ['password', { password: '' }],
  ] as const)('answers 400 MISSING_REQUIRED_VALUE naming a blank %s', async (field, blank) => {
    const res = await post(newMember(blank));
    expect(res.statusCode).toBe(400);
    expect(firstError(res)).toMatchObject({ code: AccountCode.MISSING_REQUIRED_VALUE, field });
  });

  it('answers 400 MISSING_REQUIRED_VALUE naming a credential left out entirely', async () => {
    const { email: _email, ...withoutEmail } = newMember();
    const res = await post(withoutEmail);
    expect(res.statusCode).toBe(400);
    expect(firstError(res)).toMatchObject({ code: AccountCode.MISSING_REQUIRED_VALUE, field: 'email' });
  });

  it.each(['not-an-email', 'a@b', 'two@@example.com', 'sp ace@example.com'])(
    'answers 400 INVALID_VALUE (field email) for %j',
    async (email) => {
      const res = await post(newMember({ email }));
      expect(res.statusCode).toBe(400);
      expect(firstError(res)).toMatchObject({ code: AccountCode.INVALID_VALUE, field: 'email' });
    },
  );

  it.each([
    [{ marketing_lang: 'fr' }, AccountCode.INVALID_MARKETING_LANGUAGE, 'marketing_lang'],
    [{ marketing_lang: '' }, AccountCode.INVALID_MARKETING_LANGUAGE, 'marketing_lang'],
    [{ marketing_country: 'XX' }, AccountCode.INVALID_MARKETING_COUNTRY, 'marketing_country'],
    [{ marketing_country: 'USA' }, AccountCode.INVALID_MARKETING_COUNTRY, 'marketing_country'],
  ])('checks the marketing fields: %j → %s', async (fields, code, field) => {
    const res = await post(newMember(fields));
    expect(res.statusCode).toBe(400);
    expect(firstError(res)).toMatchObject({ code, field });
  });

  it('answers a generic 400 naming requires_password_reset when it is not a boolean', async () => {
    const res = await post(newMember({ requires_password_reset: 'yes' }));
    expect(res.statusCode).toBe(400);
    expect(firstError(res).field).toBe('requires_password_reset');
  });

  it.each([
    ['short1!', AccountCode.PASSWORD_TOO_SHORT],
    ['password1', AccountCode.PASSWORD_TOO_COMMON],
    ['48213795', AccountCode.PASSWORD_ENTIRELY_NUMERIC],
  ])('applies the password policy: %j → %s', async (password, code) => {
    const res = await post(newMember({ password }));
    expect(res.statusCode).toBe(400);
    expect(firstError(res)).toMatchObject({ code, field: 'password' });
  });

  it('refuses a password too similar to the username or the email', async () => {
    const body = newMember({ username: 'stardust_rider', email: 'nebula@example.com' });
    let res = await post({ ...body, password: 'stardust_rider1' });
    expect(firstError(res)).toMatchObject({ code: AccountCode.PASSWORD_TOO_SIMILAR, field: 'password' });
    expect(firstError(res).message).toContain('username');
    res = await post({ ...body, password: 'Nebula2024x' });
    expect(firstError(res).code).toBe(AccountCode.PASSWORD_TOO_SIMILAR);
    expect(firstError(res).message).toContain('email');
  });

  it('creates nothing when a check fails', async () => {
    const body = newMember({ password: 'short' });
    await post(body);
    const row = await t.database.db
      .selectFrom('users')
      .select('id')
      .where('username', '=', body.username)
      .executeTakeFirst();
    expect(row).toBeUndefined();
    expect(t.mail.last('verify_email', body.email)).toBeUndefined();
  });

  it('refuses oversized additional_traits with INVALID_VALUE', async () => {
    const traits = Object.fromEntries(Array.from({ length: 51 }, (_, i) => [`k${i}`, i]));
    const res = await post(newMember({ additional_traits: traits }));
    expect(res.statusCode).toBe(400);
    expect(firstError(res)).toMatchObject({ code: AccountCode.INVALID_VALUE, field: 'additional_traits' });
  });
});

describe('when mail cannot be sent', () => {
  it('still creates the account (the member can ask for the mail again)', async () => {
    const broken = await buildAccountsApp({}, { send: () => Promise.reject(new Error('SMTP down')) });
    try {
      const body = newMember();
      const res = await broken.app.inject({ method: 'POST', url: '/api/users/register', payload: body });
      expect(res.statusCode).toBe(200);
      const login = await broken.app.inject({
        method: 'POST',
        url: '/api/users/login',
        payload: { username: body.username, password: body.password },
      });
      expect(login.statusCode).toBe(200);
    } finally {
      await broken.app.close();
    }
  });
});

describe('with the configured mailer (no SMTP_URL: the development outbox)', () => {
  it('puts the verification mail in the outbox', async () => {
    const plain = await buildTestApp(FAST_ENV);
    try {
      const body = newMember();
      const res = await plain.app.inject({ method: 'POST', url: '/api/users/register', payload: body });
      expect(res.statusCode).toBe(200);
      const mails = await plain.database.db
        .selectFrom('mail_outbox')
        .select(['to', 'template', 'text'])
        .where('to', '=', body.email)
        .execute();
      expect(mails).toHaveLength(1);
      expect(mails[0]!.template).toBe('verify_email');
      expect(mails[0]!.text).toMatch(/\/verify-email\?token=[0-9a-f]{64}/);
    } finally {
      await plain.app.close();
    }
  });
});
