import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AccountCode, GenericCode, ServerCode, profileSchema } from '@fanverse/contract';
import {
  auth,
  buildAccountsApp,
  firstError,
  newMember,
  signedInMember,
  type AccountsTestApp,
} from './helpers';

let t: AccountsTestApp;
beforeAll(async () => {
  t = await buildAccountsApp();
});
afterAll(async () => t.app.close());

const getProfile = (token: string) => t.app.inject({ url: '/api/users/me/profile', headers: auth(token) });
const update = (token: string, payload: object) =>
  t.app.inject({ method: 'POST', url: '/api/users/me/update_profile', payload, headers: auth(token) });
const updateLogin = (token: string, payload: object) =>
  t.app.inject({ method: 'POST', url: '/api/users/me/update_login', payload, headers: auth(token) });

describe('GET /api/users/me/profile', () => {
  it("answers the member's profile in the contract's shape", async () => {
    const m = await signedInMember(t.app, { marketing_country: 'US' });
    const res = await getProfile(m.token);
    expect(res.statusCode).toBe(200);
    const p = res.json();
    expect(profileSchema.strict().safeParse(p).success).toBe(true);
    expect(p).toMatchObject({
      username: m.username,
      email: m.email,
      user_guid: m.guid,
      email_verified: false,
      avatar: null,
      banner: null,
      dob: null,
      marketing_lang: 'en',
      marketing_country: 'US',
      locale: 'en',
      opt_in: false,
    });
    expect(new Date(p.date_joined).toISOString()).toBe(p.date_joined);
    expect(Math.abs(Date.parse(p.date_joined) - Date.now())).toBeLessThan(60_000);
  });

  it('gives avatar and banner as media paths on the site, whatever host the page was opened by', async () => {
    const m = await signedInMember(t.app);
    await t.database.db
      .updateTable('users')
      .set({ avatar_path: 'avatars/ab/cd.webp', banner_path: 'banners/x y.webp' })
      .where('guid', '=', m.guid)
      .execute();
    const p = (await getProfile(m.token)).json();
    expect(p.avatar).toBe('/media/avatars/ab/cd.webp');
    expect(p.banner).toBe('/media/banners/x%20y.webp');
  });

  it('answers 401 UNAUTHENTICATED without a session and SESSION_EXPIRED for an expired one', async () => {
    let res = await t.app.inject({ url: '/api/users/me/profile' });
    expect(res.statusCode).toBe(401);
    expect(firstError(res).code).toBe(ServerCode.UNAUTHENTICATED);
    const m = await signedInMember(t.app);
    await t.database.db
      .updateTable('user_sessions')
      .set({ expires_at: new Date(Date.now() - 1000) })
      .where('user_id', '=', t.database.db.selectFrom('users').select('id').where('guid', '=', m.guid))
      .execute();
    res = await getProfile(m.token);
    expect(res.statusCode).toBe(401);
    expect(firstError(res).code).toBe(ServerCode.SESSION_EXPIRED);
  });
});

describe('POST /api/users/me/update_profile', () => {
  it('changes only the fields sent and answers the updated profile', async () => {
    const m = await signedInMember(t.app);
    const res = await update(m.token, {
      first_name: ' Ada ',
      last_name: 'Quill',
      dob: '1990-02-28',
      gender: 'female',
      locale: 'es',
      marketing_lang: 'es',
      marketing_country: 'es',
      current_status: 'Reading issue #3',
      answered_mature: true,
      partner_opt_in: true,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      first_name: 'Ada',
      last_name: 'Quill',
      dob: '1990-02-28',
      gender: 'female',
      locale: 'es',
      marketing_lang: 'es',
      marketing_country: 'ES',
      current_status: 'Reading issue #3',
      answered_mature: true,
      partner_opt_in: true,
      email: m.email,
      username: m.username,
    });
    const again = await update(m.token, { last_name: 'Ink' });
    expect(again.json()).toMatchObject({ first_name: 'Ada', last_name: 'Ink', dob: '1990-02-28' });
    expect((await update(m.token, { dob: null })).json().dob).toBeNull();
  });

  it('checks marketing_lang and marketing_country before any other field', async () => {
    const m = await signedInMember(t.app);
    let res = await update(m.token, { dob: 'garbage', gender: 'x', marketing_lang: 'de' });
    expect(res.statusCode).toBe(400);
    expect(firstError(res)).toMatchObject({
      code: AccountCode.INVALID_MARKETING_LANGUAGE,
      field: 'marketing_lang',
    });
    res = await update(m.token, { dob: 'garbage', email: 'bad', marketing_country: 'ZZ' });
    expect(firstError(res)).toMatchObject({
      code: AccountCode.INVALID_MARKETING_COUNTRY,
      field: 'marketing_country',
    });
    // Nothing was changed by the refused requests.
    expect((await getProfile(m.token)).json()).toMatchObject({ dob: null, gender: '', email: m.email });
  });

  it.each([
    '2001-02-29',
    '1990-13-01',
    '1990-00-10',
    '31-12-1990',
    '1990-1-1',
    '2999-01-01',
    '1850-05-05',
    '',
  ])('refuses the dob %j with INVALID_VALUE', async (dob) => {
    const m = await signedInMember(t.app);
    const res = await update(m.token, { dob });
    expect(res.statusCode).toBe(400);
    expect(firstError(res)).toMatchObject({ code: AccountCode.INVALID_VALUE, field: 'dob' });
  });

  it('refuses a dob of today (it must be in the past)', async () => {
    const m = await signedInMember(t.app);
    const res = await update(m.token, { dob: new Date().toISOString().slice(0, 10) });
    expect(firstError(res)).toMatchObject({ code: AccountCode.INVALID_VALUE, field: 'dob' });
  });

  it.each([
    [{ gender: 'robot' }, AccountCode.INVALID_VALUE_SELECTION, 'gender'],
    [{ locale: 'fr' }, AccountCode.INVALID_VALUE_SELECTION, 'locale'],
    [{ first_name: 'tab\there' }, AccountCode.INVALID_VALUE, 'first_name'],
    [{ email: 'not an email' }, AccountCode.INVALID_VALUE, 'email'],
  ])('refuses %j with %s', async (payload, code, field) => {
    const m = await signedInMember(t.app);
    const res = await update(m.token, payload);
    expect(res.statusCode).toBe(400);
    expect(firstError(res)).toMatchObject({ code, field });
  });

  it('accepts any printable name: digits, symbols, every script (names are no character class)', async () => {
    const m = await signedInMember(t.app);
    for (const [first, last] of [
      ['Ada', 'Lovelace 2nd'],
      ['X Æ A-12', 'Musk-Grimes'],
      ['李', '小龍'],
      ['Zoë (Zo)', "O'Brien & Sons #1 — Jr."],
      ['🙂', 'Nguyễn'],
    ]) {
      const res = await update(m.token, { first_name: first, last_name: last });
      expect(res.statusCode, `${first} ${last}`).toBe(200);
      expect(res.json()).toMatchObject({ first_name: first, last_name: last });
    }
    const longest = 'N'.repeat(60);
    expect((await update(m.token, { last_name: longest })).json().last_name).toBe(longest);
  });

  it('refuses a name with a NUL (the NUL guard answers code 8 before the service)', async () => {
    const m = await signedInMember(t.app);
    for (const field of ['first_name', 'last_name']) {
      const res = await update(m.token, { [field]: 'Ada\u0000' });
      expect(res.statusCode).toBe(400);
      expect(firstError(res).code).toBe(GenericCode.INVALID_PARAMETER);
    }
  });

  it.each([
    ['a line break', 'Ada\nLovelace'],
    ['a C1 control character', 'Ada\u0085'],
    ['DEL', 'Ada\u007f'],
  ])('refuses a name with %s (INVALID_VALUE)', async (_what, name) => {
    const m = await signedInMember(t.app);
    for (const field of ['first_name', 'last_name']) {
      const res = await update(m.token, { [field]: name });
      expect(res.statusCode).toBe(400);
      expect(firstError(res)).toMatchObject({ code: AccountCode.INVALID_VALUE, field });
    }
  });

  it('answers EMAIL_ADDRESS_TAKEN for an address another account uses', async () => {
    const a = await signedInMember(t.app);
    const b = await signedInMember(t.app);
    const res = await update(b.token, { email: a.email.toUpperCase() });
    expect(res.statusCode).toBe(400);
    expect(firstError(res)).toMatchObject({ code: AccountCode.EMAIL_ADDRESS_TAKEN, field: 'email' });
  });

  it('makes a new email address unverified and mails a verification link to it', async () => {
    const m = await signedInMember(t.app);
    await t.database.db
      .updateTable('users')
      .set({ email_verified: true })
      .where('guid', '=', m.guid)
      .execute();
    const oldToken = t.mail.param('verify_email', m.email);
    const fresh = newMember().email;
    const res = await update(m.token, { email: fresh });
    expect(res.json()).toMatchObject({ email: fresh, email_verified: false });
    expect(t.mail.last('verify_email', fresh)?.vars.link).toMatch(/\/verify-email\?token=[0-9a-f]{64}$/);
    // The link mailed to the old address no longer verifies anything.
    const stale = await t.app.inject({
      method: 'POST',
      url: '/api/users/me/verify_email',
      payload: { token: oldToken },
      headers: auth(m.token),
    });
    expect(firstError(stale).code).toBe(AccountCode.INVALID_TOKEN);
  });

  it('keeps the verification when the address only changes case', async () => {
    const m = await signedInMember(t.app);
    await t.database.db
      .updateTable('users')
      .set({ email_verified: true })
      .where('guid', '=', m.guid)
      .execute();
    const before = t.mail.count('verify_email');
    const res = await update(m.token, { email: m.email.toUpperCase() });
    expect(res.json()).toMatchObject({ email: m.email.toUpperCase(), email_verified: true });
    expect(t.mail.count('verify_email')).toBe(before);
  });

  it('mails a double opt-in link when opt_in turns on, and only then', async () => {
    const m = await signedInMember(t.app);
    expect((await update(m.token, { opt_in: true })).json().opt_in).toBe(true);
    expect(t.mail.count('double_opt_in', m.email)).toBe(1);
    await update(m.token, { opt_in: true });
    expect(t.mail.count('double_opt_in', m.email)).toBe(1);
    await update(m.token, { opt_in: false });
    await update(m.token, { opt_in: true });
    expect(t.mail.count('double_opt_in', m.email)).toBe(2);
  });

  it('answers a generic 400 for a wrongly typed field', async () => {
    const m = await signedInMember(t.app);
    const res = await update(m.token, { opt_in: 'yes' });
    expect(res.statusCode).toBe(400);
    expect(firstError(res).field).toBe('opt_in');
  });
});

describe('POST /api/users/me/update_login', () => {
  it('changes the username and answers the profile', async () => {
    const m = await signedInMember(t.app);
    const name = `renamed${Date.now() % 100000}`;
    const res = await updateLogin(m.token, { username: name });
    expect(res.statusCode).toBe(200);
    expect(res.json().username).toBe(name);
  });

  it('allows the same name in another case', async () => {
    const m = await signedInMember(t.app);
    const res = await updateLogin(m.token, { username: m.username.toUpperCase() });
    expect(res.statusCode).toBe(200);
  });

  it.each([
    [{}, AccountCode.MISSING_REQUIRED_VALUE],
    [{ username: '' }, AccountCode.MISSING_REQUIRED_VALUE],
    [{ username: 'five5' }, AccountCode.MISSING_REQUIRED_VALUE],
    [{ username: 'x'.repeat(30) }, AccountCode.VALUE_TOO_LONG],
    [{ username: 'bad name!' }, AccountCode.VALUE_PATTERN_MISMATCH],
  ])('answers %j with 400 %s', async (payload, code) => {
    const m = await signedInMember(t.app);
    const res = await updateLogin(m.token, payload);
    expect(res.statusCode).toBe(400);
    expect(firstError(res)).toMatchObject({ code, field: 'username' });
  });

  it('answers USERNAME_UNAVAILABLE for a name another member has', async () => {
    const a = await signedInMember(t.app);
    const b = await signedInMember(t.app);
    const res = await updateLogin(b.token, { username: a.username.toUpperCase() });
    expect(res.statusCode).toBe(400);
    expect(firstError(res).code).toBe(AccountCode.USERNAME_UNAVAILABLE);
  });

  it('requires a session', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/users/me/update_login',
      payload: { username: 'abcdefg' },
    });
    expect(res.statusCode).toBe(401);
  });
});
