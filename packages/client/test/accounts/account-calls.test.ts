import { describe, expect, it } from 'vitest';
import { ApiError, type FanverseClient } from '../../src';
import { json, rejection, testClient } from '../fake-fetch';
import { claimsReply, loginResult, profile, sentJson } from './fixtures';

const ok = { success: true, message: 'OK' };

/** The ApiError a promise rejected with (fails the test on anything else). */
async function apiError(promise: Promise<unknown>): Promise<ApiError> {
  const error = await rejection(promise);
  if (!(error instanceof ApiError)) throw error;
  return error;
}

describe('client.accounts: requests', () => {
  it('login by username: POST /api/users/login with the reCAPTCHA token, parsed as LoginResult', async () => {
    const { client, last } = testClient(() => json(loginResult));
    const result = await client.accounts.login({ username: 'reader01', password: 'pw', captchaToken: 'rc' });
    expect(result).toEqual(loginResult);
    expect(last().method).toBe('POST');
    expect(last().url.pathname).toBe('/api/users/login');
    expect(sentJson(last())).toEqual({ username: 'reader01', password: 'pw', recaptchaToken: 'rc' });
  });

  it('login by email with an Arkose session', async () => {
    const { client, last } = testClient(() => json(loginResult));
    await client.accounts.login({ email: 'a@b.co', password: 'pw', arkoseSession: 'ark' });
    expect(sentJson(last())).toEqual({ email: 'a@b.co', password: 'pw', arkoseSession: 'ark' });
  });

  it.each([
    ['google', { recaptchaToken: 't' }],
    ['arkose', { arkoseSession: 't' }],
    ['something else', { recaptchaToken: 't' }],
  ])('login: a captcha answered on %s travels as %j', async (platform, field) => {
    const { client, last } = testClient(() => json(loginResult));
    await client.accounts.login({ username: 'reader01', password: 'pw', captcha: { platform, token: 't' } });
    expect(sentJson(last())).toEqual({ username: 'reader01', password: 'pw', ...field });
  });

  it('login: no captcha sends no captcha field', async () => {
    const { client, last } = testClient(() => json(loginResult));
    await client.accounts.login({
      username: 'reader01',
      password: 'pw',
      captcha: { platform: 'google', token: '' },
    });
    expect(sentJson(last())).toEqual({ username: 'reader01', password: 'pw' });
  });

  it('register: POST /api/users/register with the body as given, captcha by platform, undefined left out', async () => {
    const registered = {
      user_guid: 'u-1',
      username: 'reader01',
      email: 'reader@example.com',
      requires_password_reset: false,
      session: null,
    };
    const { client, last } = testClient(() => json(registered));
    const result = await client.accounts.register({
      username: 'reader01',
      email: 'reader@example.com',
      password: 'long password',
      marketing_lang: 'es',
      marketing_country: 'ES',
      requires_password_reset: undefined,
      additional_traits: { source: 'quiz' },
      login_on_success: 'true',
      captcha: { platform: 'arkose', token: 'ark' },
    });
    expect(result).toEqual(registered);
    expect(last().url.pathname).toBe('/api/users/register');
    expect(sentJson(last())).toEqual({
      username: 'reader01',
      email: 'reader@example.com',
      password: 'long password',
      marketing_lang: 'es',
      marketing_country: 'ES',
      additional_traits: { source: 'quiz' },
      login_on_success: 'true',
      arkoseSession: 'ark',
    });
  });

  it('logout: POST /api/users/me/logout with the session token', async () => {
    const { client, last } = testClient(() => json(ok));
    client.setSessionToken('s-1');
    await expect(client.accounts.logout()).resolves.toBeUndefined();
    expect(`${last().method} ${last().url.pathname}`).toBe('POST /api/users/me/logout');
    expect(last().headers.get('Authorization')).toBe('Token s-1');
  });

  it.each([
    ['reader@example.com', { email: 'reader@example.com' }],
    ['  reader@example.com ', { email: 'reader@example.com' }],
    ['reader01', { username: 'reader01' }],
    ['not@an-email', { username: 'not@an-email' }],
  ])('forgotPassword(%j) sends %j', async (input, body) => {
    const { client, last } = testClient(() => json(ok));
    await expect(client.accounts.forgotPassword(input)).resolves.toEqual(ok);
    expect(last().url.pathname).toBe('/api/users/forgot_password');
    expect(sentJson(last())).toEqual(body);
  });

  it('resetPassword: token, password and the optional challenge session', async () => {
    const { client, calls } = testClient(() => json(ok));
    await client.accounts.resetPassword({ token: 'tok', password: 'new password' });
    await client.accounts.resetPassword({ token: 'tok', password: 'new password', arkoseSession: 'ark' });
    expect(calls.map((c) => c.url.pathname)).toEqual([
      '/api/users/reset_password',
      '/api/users/reset_password',
    ]);
    expect(calls.map(sentJson)).toEqual([
      { token: 'tok', password: 'new password' },
      { token: 'tok', password: 'new password', arkoseSession: 'ark' },
    ]);
  });

  it('setCookie: POST /api/users/set_cookie', async () => {
    const { client, last } = testClient(() => json(ok));
    await client.accounts.setCookie();
    expect(`${last().method} ${last().url.pathname}`).toBe('POST /api/users/set_cookie');
  });

  it('confirmDoubleOptIn: POST /api/users/{guid}/confirm_double_opt_in/ with the token; answers doubleOptInStatus', async () => {
    const { client, last } = testClient(() => json({ double_opt_in_status: true }));
    await expect(client.accounts.confirmDoubleOptIn('g/1', 'c0ffee')).resolves.toEqual({
      doubleOptInStatus: true,
    });
    expect(last().url.pathname).toBe('/api/users/g%2F1/confirm_double_opt_in/');
    expect(sentJson(last())).toEqual({ token: 'c0ffee' });
  });

  it('adx: POST /api/users/adx/ with use_case and the extra fields; answers encoded_data', async () => {
    const { client, last } = testClient(() => json({ encoded_data: 'ZW5j' }));
    await expect(client.accounts.adx('ad_targeting', { page: 'home' })).resolves.toBe('ZW5j');
    expect(last().url.pathname).toBe('/api/users/adx/');
    expect(sentJson(last())).toEqual({ page: 'home', use_case: 'ad_targeting' });
  });

  it('email verification: status, verify with the token, resend', async () => {
    const status = {
      email: 'a@b.co',
      email_verification_deadline: null,
      email_verified: false,
      user_guid: 'u',
    };
    const verified = {
      createdt: 'now',
      guid: 'g',
      result: 'verified',
      topic_id: 't',
      topic_type: 'email',
      user_guid: 'u',
    };
    const resend = { success: true, message: 'Sent', seconds_until_retry: 60 };
    const { client, calls } = testClient((call) =>
      json(call.url.pathname.endsWith('email_status/') ? status : call.method === 'POST' ? verified : resend),
    );
    await expect(client.accounts.getEmailStatus()).resolves.toEqual(status);
    await expect(client.accounts.verifyEmail('tok')).resolves.toEqual(verified);
    await expect(client.accounts.resendVerificationEmail()).resolves.toEqual(resend);
    expect(calls.map((c) => `${c.method} ${c.url.pathname}`)).toEqual([
      'GET /api/users/me/email_status/',
      'POST /api/users/me/verify_email',
      'GET /api/users/me/resend_verification_email',
    ]);
    expect(sentJson(calls[1]!)).toEqual({ token: 'tok' });
  });

  it('getProfile: GET /api/users/me/profile, parsed as Profile', async () => {
    const { client, last } = testClient(() => json(profile));
    await expect(client.accounts.getProfile()).resolves.toEqual(profile);
    expect(`${last().method} ${last().url.pathname}`).toBe('GET /api/users/me/profile');
  });

  it('updateProfile: only the supplied fields are sent; null clears the date of birth', async () => {
    const { client, calls } = testClient(() => json(profile));
    await expect(
      client.accounts.updateProfile({ first_name: 'Ana', dob: '2001-02-03', gender: undefined }),
    ).resolves.toEqual(profile);
    await client.accounts.updateProfile({ dob: null, opt_in: false });
    expect(calls.map((c) => c.url.pathname)).toEqual([
      '/api/users/me/update_profile',
      '/api/users/me/update_profile',
    ]);
    expect(calls.map(sentJson)).toEqual([
      { first_name: 'Ana', dob: '2001-02-03' },
      { dob: null, opt_in: false },
    ]);
  });

  it('updateLogin and updatePassword', async () => {
    const { client, calls } = testClient((call) =>
      json(call.url.pathname.endsWith('update_login') ? profile : ok),
    );
    await expect(client.accounts.updateLogin('reader02')).resolves.toEqual(profile);
    await expect(client.accounts.updatePassword('old pw', 'new pw')).resolves.toEqual(ok);
    expect(calls.map((c) => `${c.method} ${c.url.pathname}`)).toEqual([
      'POST /api/users/me/update_login',
      'POST /api/users/me/update_password',
    ]);
    expect(calls.map(sentJson)).toEqual([
      { username: 'reader02' },
      { old_password: 'old pw', new_password: 'new pw' },
    ]);
  });

  it.each([
    ['uploadAvatar', 'avatar', '/api/users/me/upload_avatar'],
    ['uploadBanner', 'banner', '/api/users/me/upload_banner'],
  ] as const)('%s: multipart with the file in the field `%s`', async (call, field, path) => {
    const { client, last } = testClient(() => json({ [field]: `https://media.test/${field}.webp` }));
    const file = new Blob([new Uint8Array([1, 2, 3])], { type: 'image/png' });
    await expect(client.uploads[call](file)).resolves.toEqual({
      [field]: `https://media.test/${field}.webp`,
    });
    expect(last().url.pathname).toBe(path);
    const body = last().body;
    expect(body).toBeInstanceOf(FormData);
    const sent = (body as FormData).get(field);
    expect(sent).toBeInstanceOf(Blob);
    expect((sent as Blob).size).toBe(3);
    // fetch sets the multipart boundary itself; a JSON content type would break the upload.
    expect(last().headers.get('Content-Type')).toBeNull();
  });

  it('removeAvatar and removeBanner', async () => {
    const { client, calls } = testClient(() => json(ok));
    await expect(client.uploads.removeAvatar()).resolves.toBeUndefined();
    await expect(client.uploads.removeBanner()).resolves.toBeUndefined();
    expect(calls.map((c) => `${c.method} ${c.url.pathname}`)).toEqual([
      'POST /api/users/me/remove_avatar',
      'POST /api/users/me/remove_banner',
    ]);
  });

  it('getClaims: GET /api/claims/ decodes the token; updateClaim posts claim_name and claim_value', async () => {
    const { client, calls } = testClient(() => claimsReply({ premium: { optanonconsent: 'C0001:1' } }));
    expect((await client.claims.getClaims()).premium.optanonconsent).toBe('C0001:1');
    const claims = await client.claims.updateClaim('optanonconsent', 'C0001:1');
    expect(claims.premium.optanonconsent).toBe('C0001:1');
    expect(calls.map((c) => `${c.method} ${c.url.pathname}`)).toEqual([
      'GET /api/claims/',
      'POST /api/premium/2/claims/update',
    ]);
    expect(sentJson(calls[1]!)).toEqual({ claim_name: 'optanonconsent', claim_value: 'C0001:1' });
  });

  it('every call carries the language as trans', async () => {
    const { client, last } = testClient(() => json(profile), { lang: 'es' });
    await client.accounts.getProfile();
    expect(last().url.searchParams.get('trans')).toBe('es');
    await client.accounts.getProfile({ lang: 'en' });
    expect(last().url.searchParams.get('trans')).toBe('en');
  });
});

/** Each spec §5 check: fails with its code and field, and nothing is sent. */
describe('client.accounts: client checks before any request', () => {
  const png = (size: number) => new Blob([new Uint8Array(size)], { type: 'image/png' });
  const checks: ReadonlyArray<
    readonly [name: string, call: (c: FanverseClient) => Promise<unknown>, code: number, field: string]
  > = [
    ['forgot password: empty', (c) => c.accounts.forgotPassword(''), 1006, 'email'],
    ['forgot password: blanks', (c) => c.accounts.forgotPassword('   '), 1006, 'email'],
    [
      'reset password: token missing',
      (c) => c.accounts.resetPassword({ token: '', password: 'pw' }),
      1000,
      'token',
    ],
    [
      'reset password: password missing',
      (c) => c.accounts.resetPassword({ token: 't', password: '' }),
      1001,
      'password',
    ],
    ['double opt-in: guid missing', (c) => c.accounts.confirmDoubleOptIn('', 'abc'), 1014, 'guid'],
    ['double opt-in: token missing', (c) => c.accounts.confirmDoubleOptIn('g', ''), 1086, 'token'],
    ['double opt-in: token not hex', (c) => c.accounts.confirmDoubleOptIn('g', 'xyz!'), 1085, 'token'],
    ['profile: dob not YYYY-MM-DD', (c) => c.accounts.updateProfile({ dob: '01/02/2000' }), 1902, 'dob'],
    ['profile: dob with a time', (c) => c.accounts.updateProfile({ dob: '2000-01-02T00:00' }), 1902, 'dob'],
    ['profile: dob too short', (c) => c.accounts.updateProfile({ dob: '2000-1-02' }), 1902, 'dob'],
    ['avatar: no file', (c) => c.uploads.uploadAvatar(null), 7700, 'avatar'],
    ['avatar: empty file', (c) => c.uploads.uploadAvatar(png(0)), 7700, 'avatar'],
    ['avatar: over the limit', (c) => c.uploads.uploadAvatar(png(5 * 1024 * 1024 + 1)), 7702, 'avatar'],
    ['banner: no file', (c) => c.uploads.uploadBanner(undefined), 7800, 'banner'],
    ['banner: over the limit', (c) => c.uploads.uploadBanner(png(10 * 1024 * 1024 + 1)), 7802, 'banner'],
    ['verify email: token missing', (c) => c.accounts.verifyEmail(''), 7501, 'token'],
  ];

  it.each(checks)('%s gives %i', async (_name, call, code, field) => {
    const { client, calls } = testClient(() => json({}));
    const error = await apiError(call(client));
    expect(error.errors).toMatchObject([{ code, field }]);
    expect(error.sessionExpired).toBe(false);
    expect(calls).toEqual([]);
  });

  it('a check failure speaks the language of the call', async () => {
    const { client } = testClient(() => json({}), { lang: 'es' });
    const error = await apiError(client.accounts.forgotPassword(''));
    expect(error.errors[0]?.message).toBe('El formato del correo electrónico no es válido');
  });

  it('the checks keep their errors under the spec operation', async () => {
    const { client } = testClient(() => json({}));
    await rejection(client.accounts.forgotPassword(''));
    await rejection(client.accounts.resetPassword({ token: '', password: '' }));
    await rejection(client.accounts.confirmDoubleOptIn('g', ''));
    expect(client.errors.get('requestPasswordToken').map((e) => e.code)).toEqual([1006]);
    expect(client.errors.get('resetPassword').map((e) => e.code)).toEqual([1000]);
    expect(client.errors.get('confirmDoubleOptIn').map((e) => e.code)).toEqual([1086]);
  });

  it('a retry clears the errors kept for the operation', async () => {
    const { client } = testClient(() => json(ok));
    await rejection(client.accounts.forgotPassword(''));
    await client.accounts.forgotPassword('reader01');
    expect(client.errors.get('requestPasswordToken')).toEqual([]);
  });

  it('a valid date of birth and hexadecimal token pass in either case', async () => {
    const { client, calls } = testClient((call) =>
      json(call.url.pathname.includes('opt_in') ? { double_opt_in_status: false } : profile),
    );
    await client.accounts.updateProfile({ dob: '1999-12-31' });
    await client.accounts.confirmDoubleOptIn('g', 'DeadBeef09');
    expect(calls).toHaveLength(2);
  });

  it('a reply of the wrong shape fails with 9999, never reaches the caller', async () => {
    const { client } = testClient(() => json({ session_id: 'only this' }));
    const error = await apiError(client.accounts.login({ username: 'u', password: 'p' }));
    expect(error.errors[0]?.code).toBe(9999);
  });
});
