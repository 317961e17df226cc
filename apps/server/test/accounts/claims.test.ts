import crypto from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { decodeJwt, decodeProtectedHeader, jwtVerify } from 'jose';
import { AccountCode, claimsPayloadSchema } from '@fanverse/contract';
import { computeClaims } from '../../src/modules/claims/claims.service';
import { NOT_PREMIUM } from '../../src/modules/claims/premium-state';
import { ServerSecretsRepository } from '../../src/modules/auth/server-secrets.repository';
import { JwtSigner, SigningKeys } from '../../src/modules/auth/signing-key';
import { ageBracket } from '../../src/modules/accounts/adx.service';
import { auth, buildAccountsApp, firstError, signedInMember, type AccountsTestApp } from './helpers';

let t: AccountsTestApp;
beforeAll(async () => {
  t = await buildAccountsApp();
});
afterAll(async () => t.app.close());

const claimsToken = async (headers: Record<string, string> = {}) => {
  const res = await t.app.inject({ url: '/api/claims/', headers });
  expect(res.statusCode).toBe(200);
  return res.json().token as string;
};
const storedKey = async (db = t.database.db) =>
  Buffer.from(
    (
      await db
        .selectFrom('server_secrets')
        .select('value')
        .where('name', '=', 'jwt_hs256')
        .executeTakeFirstOrThrow()
    ).value,
    'base64url',
  );
const setClaim = (token: string, claim_name: string, claim_value: unknown) =>
  t.app.inject({
    method: 'POST',
    url: '/api/premium/2/claims/update',
    payload: { claim_name, claim_value },
    headers: auth(token),
  });

describe('GET /api/claims/', () => {
  it('answers anonymous claims without a session, signed HS256 for audience fanverse, 15 minutes', async () => {
    const token = await claimsToken();
    expect(decodeProtectedHeader(token).alg).toBe('HS256');
    const { payload } = await jwtVerify(token, await storedKey(), { audience: 'fanverse' });
    const claims = claimsPayloadSchema.parse(payload);
    expect(claims.sub).toBe('anonymous');
    expect(claims.exp - claims.iat).toBe(900);
    expect(claims.nbf).toBe(claims.iat);
    expect(Math.abs(claims.iat - Date.now() / 1000)).toBeLessThan(60);
    expect(claims.premium).toMatchObject({
      user_type: 'anonymous',
      show_no_ads: 0,
      can_create_public_userlists: 0,
      can_view_public_userlists: 1,
      enable_upsell: 1,
      plan: null,
    });
    expect(claims.profile).toMatchObject({
      user_guid: null,
      username: null,
      is_user_allowed_to_subscribe: 0,
      email_status: '',
    });
    expect(claims.feature).toEqual({ require_username_on_registration: 1, use_premium_apiv2: 1 });
  });

  it('answers anonymous claims, not an error, for an unknown or expired session', async () => {
    for (const headers of [auth('unknown-session'), { authorization: 'Bearer nonsense' }]) {
      expect(decodeJwt(await claimsToken(headers)).sub).toBe('anonymous');
    }
  });

  it("computes a registered member's claims from the account", async () => {
    const m = await signedInMember(t.app);
    let claims = claimsPayloadSchema.parse(decodeJwt(await claimsToken(auth(m.token))));
    expect(claims.sub).toBe(m.guid);
    expect(claims.premium).toMatchObject({
      user_type: 'registered',
      can_create_public_userlists: 0,
      checkin_admin: 0,
      show_no_ads: 0,
      has_offline: 0,
      user_request_do_not_sell: 0,
      optanonconsent: '',
    });
    expect(claims.profile).toMatchObject({
      user_guid: m.guid,
      username: m.username,
      email_status: 'unverified',
      is_staff: 0,
      is_user_allowed_to_subscribe: 1,
      premium_status: 'none',
      url: 'https://fanverse.test/api/users/me/profile',
    });

    await t.database.db
      .updateTable('users')
      .set({ email_verified: true, is_staff: true, checkin_admin: true })
      .where('guid', '=', m.guid)
      .execute();
    claims = claimsPayloadSchema.parse(decodeJwt(await claimsToken(auth(m.token))));
    expect(claims.premium.can_create_public_userlists).toBe(1);
    expect(claims.premium.checkin_admin).toBe(1);
    expect(claims.profile.is_staff).toBe(1);
    expect(claims.profile.email_status).toBe('verified');
  });

  it('keeps the signing key in server_secrets, created once and shared', async () => {
    const rows = await t.database.db
      .selectFrom('server_secrets')
      .selectAll()
      .where('name', '=', 'jwt_hs256')
      .execute();
    expect(rows).toHaveLength(1);
    expect(Buffer.from(rows[0]!.value, 'base64url')).toHaveLength(32);
  });
});

describe('claims rules for premium members', () => {
  const subject = {
    id: 'u1',
    guid: 'g'.repeat(32),
    username: 'premium-pat',
    email_verified: true,
    is_staff: false,
    checkin_admin: false,
    user_claims: {},
  };
  it('turns on the premium features and off ads and upsell', () => {
    const c = computeClaims(
      subject,
      { isPremium: true, plan: 'premium-annual', status: 'active' },
      'https://x.test',
    );
    expect(c.premium).toMatchObject({
      user_type: 'premium',
      show_no_ads: 1,
      display_ad_code: '',
      video_ad_code: '',
      enable_upsell: 0,
      has_offline: 1,
      has_chromecast: 1,
      has_airplay: 1,
      plan: 'premium-annual',
    });
    expect(c.profile).toMatchObject({ is_user_allowed_to_subscribe: 0, premium_status: 'active' });
  });

  it('suggests restoring a lapsed subscription', () => {
    const c = computeClaims(subject, { isPremium: false, plan: null, status: 'lapsed' }, 'https://x.test');
    expect(c.premium.suggest_show_restore_sub_button).toBe(1);
    expect(
      computeClaims(subject, NOT_PREMIUM, 'https://x.test').premium.suggest_show_restore_sub_button,
    ).toBe(0);
  });
});

describe('POST /api/premium/2/claims/update', () => {
  it('sets optanonconsent and do-not-sell and answers a fresh token', async () => {
    const m = await signedInMember(t.app);
    let res = await setClaim(m.token, 'optanonconsent', 'C0001:1,C0002:0');
    expect(res.statusCode).toBe(200);
    expect(claimsPayloadSchema.parse(decodeJwt(res.json().token)).premium.optanonconsent).toBe(
      'C0001:1,C0002:0',
    );
    res = await setClaim(m.token, 'user_request_do_not_sell', true);
    let claims = claimsPayloadSchema.parse(decodeJwt(res.json().token));
    expect(claims.premium.user_request_do_not_sell).toBe(1);
    expect(claims.premium.dsr_request_do_not_sell).toBe(1);
    expect(claims.premium.optanonconsent).toBe('C0001:1,C0002:0');
    // The claims call reads the same state.
    claims = claimsPayloadSchema.parse(decodeJwt(await claimsToken(auth(m.token))));
    expect(claims.premium.user_request_do_not_sell).toBe(1);
    res = await setClaim(m.token, 'user_request_do_not_sell', '0');
    expect(claimsPayloadSchema.parse(decodeJwt(res.json().token)).premium.user_request_do_not_sell).toBe(0);
  });

  it.each(['is_staff', 'user_type', 'checkin_admin', 'plan'])(
    'refuses %s with 400 CLAIM_NOT_SETTABLE',
    async (name) => {
      const m = await signedInMember(t.app);
      const res = await setClaim(m.token, name, 1);
      expect(res.statusCode).toBe(400);
      expect(firstError(res)).toMatchObject({ code: AccountCode.CLAIM_NOT_SETTABLE, field: 'claim_name' });
      const claims = claimsPayloadSchema.parse(decodeJwt(await claimsToken(auth(m.token))));
      expect(claims.profile.is_staff).toBe(0);
    },
  );

  it('refuses a bad value with INVALID_VALUE', async () => {
    const m = await signedInMember(t.app);
    expect(firstError(await setClaim(m.token, 'user_request_do_not_sell', 'maybe')).code).toBe(
      AccountCode.INVALID_VALUE,
    );
    expect(firstError(await setClaim(m.token, 'optanonconsent', 42)).code).toBe(AccountCode.INVALID_VALUE);
  });

  it('requires a session', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/premium/2/claims/update',
      payload: { claim_name: 'optanonconsent', claim_value: 'x' },
    });
    expect(res.statusCode).toBe(401);
  });
});

describe('signing key', () => {
  it('is created once and shared by every instance on the same database, even when they race', async () => {
    const instances = Array.from(
      { length: 4 },
      () => new SigningKeys(new ServerSecretsRepository(t.database.db)),
    );
    const keys = await Promise.all(instances.map((k) => k.secret('race_test_key')));
    for (const key of keys) expect(Buffer.from(key).equals(Buffer.from(keys[0]!))).toBe(true);
    // An instance that started later reads the key the app signs claims with.
    const later = new JwtSigner(new SigningKeys(new ServerSecretsRepository(t.database.db)));
    await expect(later.verify(await claimsToken(), 'fanverse')).resolves.toMatchObject({ sub: 'anonymous' });
  });

  it('comes from JWT_SECRET when set', async () => {
    const secret = crypto.randomBytes(24).toString('hex');
    const withSecret = await buildAccountsApp({ JWT_SECRET: secret });
    try {
      const token = (await withSecret.app.inject({ url: '/api/claims/' })).json().token;
      await expect(
        jwtVerify(token, new TextEncoder().encode(secret), { audience: 'fanverse' }),
      ).resolves.toBeDefined();
      const stored = await withSecret.database.db.selectFrom('server_secrets').select('name').execute();
      expect(stored.map((r) => r.name)).not.toContain('jwt_hs256');
    } finally {
      await withSecret.app.close();
    }
  });
});

describe('POST /api/users/adx/', () => {
  const adx = (use_case: string, headers: Record<string, string> = {}) =>
    t.app.inject({
      method: 'POST',
      url: '/api/users/adx/',
      payload: { use_case, extra: 'ignored' },
      headers,
    });

  it('shares user type, country and age bracket for ad targeting', async () => {
    const m = await signedInMember(t.app, { marketing_country: 'CA' });
    const thirty = new Date();
    thirty.setUTCFullYear(thirty.getUTCFullYear() - 30);
    await t.app.inject({
      method: 'POST',
      url: '/api/users/me/update_profile',
      payload: { dob: thirty.toISOString().slice(0, 10) },
      headers: auth(m.token),
    });
    const res = await adx('ad_targeting', auth(m.token));
    expect(res.statusCode).toBe(200);
    const token = res.json().encoded_data;
    const { payload } = await jwtVerify(token, await storedKey(), { audience: 'fanverse-adx' });
    expect(payload).toMatchObject({
      use_case: 'ad_targeting',
      user_type: 'registered',
      country: 'CA',
      age_bracket: '25-34',
    });
    expect(payload.exp! - payload.iat!).toBe(900);
    expect(JSON.stringify(payload)).not.toContain(m.guid);
    expect(JSON.stringify(payload)).not.toContain(m.email);
  });

  it('shares only a salted hash of the guid for analytics', async () => {
    const m = await signedInMember(t.app);
    const payload = decodeJwt((await adx('analytics', auth(m.token))).json().encoded_data);
    expect(Object.keys(payload).sort()).toEqual([
      'aud',
      'exp',
      'iat',
      'nbf',
      'use_case',
      'user_guid',
      'user_type',
    ]);
    expect(payload.user_guid).toMatch(/^[0-9a-f]{64}$/);
    expect(payload.user_guid).not.toBe(crypto.createHash('sha256').update(m.guid).digest('hex'));
    const again = decodeJwt((await adx('analytics', auth(m.token))).json().encoded_data);
    expect(again.user_guid).toBe(payload.user_guid);
  });

  it('works for anonymous visitors, with the geo country or the default', async () => {
    let payload = decodeJwt((await adx('ad_targeting', { 'x-country-code': 'mx' })).json().encoded_data);
    expect(payload).toMatchObject({ user_type: 'anonymous', country: 'MX', age_bracket: null });
    payload = decodeJwt((await adx('ad_targeting')).json().encoded_data);
    expect(payload.country).toBe('US');
    payload = decodeJwt((await adx('analytics')).json().encoded_data);
    expect(payload).toMatchObject({ user_type: 'anonymous', user_guid: null });
  });

  it('answers 400 INVALID_USE_CASE for another use case', async () => {
    const res = await adx('sell_everything');
    expect(res.statusCode).toBe(400);
    expect(firstError(res)).toMatchObject({ code: AccountCode.INVALID_USE_CASE, field: 'use_case' });
  });
});

describe('age brackets', () => {
  it.each([
    ['2013-06-15', '2026-06-14', 'under_13'],
    ['2013-06-15', '2026-06-15', '13-17'],
    ['2008-06-15', '2026-06-14', '13-17'],
    ['2008-06-15', '2026-06-15', '18-24'],
    ['1992-01-01', '2026-06-15', '25-34'],
    ['1961-06-15', '2026-06-15', '65+'],
    [null, '2026-06-15', null],
  ])('born %s, on %s: %s', (dob, today, bracket) => {
    expect(ageBracket(dob, new Date(`${today}T12:00:00Z`))).toBe(bracket);
  });
});
