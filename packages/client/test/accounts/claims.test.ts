import { describe, expect, it } from 'vitest';
import { ApiError, normalizeClaims } from '../../src';
import { json, rejection, testClient } from '../fake-fetch';
import { claimsPayload, signClaims } from './fixtures';

/** Claims as getClaims yields them for a token signed over `payload`. */
async function claimsFor(payload: object) {
  const token = await signClaims(payload);
  const { client } = testClient(() => json({ token }));
  return client.claims.getClaims();
}

const premiumFlags = [
  ['can_create_public_userlists', 'canCreatePublicUserlists'],
  ['can_view_public_userlists', 'canViewPublicUserlists'],
  ['checkin_admin', 'checkinAdmin'],
  ['dsr_request_do_not_sell', 'dsrRequestDoNotSell'],
  ['enable_upsell', 'enableUpsell'],
  ['has_airplay', 'hasAirplay'],
  ['has_chromecast', 'hasChromecast'],
  ['has_offline', 'hasOffline'],
  ['show_offline_downloads', 'showOfflineDownloads'],
  ['show_offline_downloads_ios', 'showOfflineDownloadsIos'],
  ['suggest_show_restore_sub_button', 'suggestShowRestoreSubButton'],
  ['user_request_do_not_sell', 'userRequestDoNotSell'],
  ['show_no_ads', 'showNoAds'],
] as const;
const profileFlags = [
  ['amp', 'amp'],
  ['is_staff', 'isStaff'],
  ['is_user_allowed_to_subscribe', 'isUserAllowedToSubscribe'],
] as const;
const featureFlags = [
  ['require_username_on_registration', 'requireUsernameOnRegistration'],
  ['use_premium_apiv2', 'usePremiumApiv2'],
] as const;

describe('claims: decoding and normalisation', () => {
  it('decodes the token without verifying it and keeps the standard claims', async () => {
    const claims = await claimsFor(claimsPayload({ sub: 'u-1', aud: 'fanverse', exp: 2_000_000_001 }));
    expect(claims).toMatchObject({
      sub: 'u-1',
      aud: 'fanverse',
      exp: 2_000_000_001,
      iat: 1_700_000_000,
      nbf: 1_700_000_000,
    });
  });

  it.each(premiumFlags)('premium %s: 1 is true, 0 is false (%s)', async (wire, name) => {
    const on = await claimsFor(claimsPayload({ premium: { [wire]: 1 } }));
    const off = await claimsFor(claimsPayload({ premium: { [wire]: 0 } }));
    expect(on.premium[name]).toBe(true);
    expect(off.premium[name]).toBe(false);
  });

  it.each(profileFlags)('profile %s becomes the boolean %s', async (wire, name) => {
    expect((await claimsFor(claimsPayload({ profile: { [wire]: 1 } }))).profile[name]).toBe(true);
    expect((await claimsFor(claimsPayload({ profile: { [wire]: 0 } }))).profile[name]).toBe(false);
  });

  it.each(featureFlags)('feature %s becomes the boolean %s', async (wire, name) => {
    expect((await claimsFor(claimsPayload({ feature: { [wire]: 1 } }))).feature[name]).toBe(true);
    expect((await claimsFor(claimsPayload({ feature: { [wire]: 0 } }))).feature[name]).toBe(false);
  });

  it('showAds is the inverse of show_no_ads', async () => {
    expect((await claimsFor(claimsPayload({ premium: { show_no_ads: 1 } }))).premium.showAds).toBe(false);
    expect((await claimsFor(claimsPayload({ premium: { show_no_ads: 0 } }))).premium.showAds).toBe(true);
  });

  it.each([
    ['100', true],
    ['1', false],
    ['0', false],
    ['', false],
    ['1000', false],
  ])('enable_ga_clientid_header %j turns the header on: %s', async (raw, on) => {
    const claims = await claimsFor(claimsPayload({ premium: { enable_ga_clientid_header: raw } }));
    expect(claims.premium.enableGaClientIdHeader).toBe(on);
    expect(claims.raw.premium.enable_ga_clientid_header).toBe(raw);
  });

  it('keeps the other values, camelCased, and the raw payload as signed (unknown claims too)', async () => {
    const payload = {
      ...claimsPayload({
        sub: 'u-1',
        premium: {
          user_type: 'premium',
          plan: 'annual',
          featured_collectionId: 'c-9',
          display_ad_code: 'd',
          video_ad_code: 'v',
          optanonconsent: 'C0001:1,C0002:0',
        },
        profile: {
          email_status: 'verified',
          premium_status: 'active',
          url: 'https://x.test/u',
          user_guid: 'u-1',
          username: 'reader01',
        },
      }),
      jti: 'extra',
    };
    const claims = await claimsFor(payload);
    expect(claims.premium).toMatchObject({
      userType: 'premium',
      plan: 'annual',
      featuredCollectionId: 'c-9',
      displayAdCode: 'd',
      videoAdCode: 'v',
      optanonconsent: 'C0001:1,C0002:0',
    });
    expect(claims.profile).toMatchObject({
      emailStatus: 'verified',
      premiumStatus: 'active',
      url: 'https://x.test/u',
      userGuid: 'u-1',
      username: 'reader01',
    });
    expect(claims.raw).toMatchObject({ ...payload, jti: 'extra' });
  });

  it('normalizeClaims alone gives the same result', async () => {
    const payload = claimsPayload({ premium: { has_offline: 1 } });
    expect(normalizeClaims(payload).premium.hasOffline).toBe(true);
    expect(normalizeClaims(payload).raw).toBe(payload);
  });

  it.each([
    ['not a JWT', 'not-a-token'],
    ['a JWT whose payload is not JSON', 'eyJhbGciOiJIUzI1NiJ9.bm90IGpzb24.c2ln'],
  ])('%s fails with 9999', async (_name, token) => {
    const { client } = testClient(() => json({ token }));
    const error = (await rejection(client.claims.getClaims())) as ApiError;
    expect(error).toBeInstanceOf(ApiError);
    expect(error.errors.map((e) => e.code)).toEqual([9999]);
  });

  it('a payload that breaks the contract fails with 9999', async () => {
    const { premium: _premium, ...withoutPremium } = claimsPayload();
    await expect(claimsFor(withoutPremium)).rejects.toMatchObject({ errors: [{ code: 9999 }] });
    await expect(
      claimsFor(claimsPayload({ premium: { has_offline: 'yes' as never } })),
    ).rejects.toMatchObject({
      errors: [{ code: 9999 }],
    });
  });
});
