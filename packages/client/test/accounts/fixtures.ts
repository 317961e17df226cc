import type { Agreement, ClaimsPayload, Profile } from '@fanverse/contract';
import { SignJWT } from 'jose';
import { json, type Handler, type RecordedCall } from '../fake-fetch';

type DeepPartial<T> = { [K in keyof T]?: T[K] extends object ? DeepPartial<T[K]> : T[K] };

/** A claims payload as the server signs it, every flag off, for an anonymous visitor. */
export function claimsPayload(overrides: DeepPartial<ClaimsPayload> = {}): ClaimsPayload {
  const base: ClaimsPayload = {
    aud: 'fanverse',
    exp: 2_000_000_000,
    iat: 1_700_000_000,
    nbf: 1_700_000_000,
    sub: 'anonymous',
    premium: {
      can_create_public_userlists: 0,
      can_view_public_userlists: 0,
      checkin_admin: 0,
      display_ad_code: 'ad-display',
      dsr_request_do_not_sell: 0,
      enable_upsell: 0,
      featured_collectionId: null,
      has_airplay: 0,
      has_chromecast: 0,
      has_offline: 0,
      plan: null,
      show_offline_downloads: 0,
      show_offline_downloads_ios: 0,
      suggest_show_restore_sub_button: 0,
      user_request_do_not_sell: 0,
      user_type: 'anonymous',
      video_ad_code: 'ad-video',
      show_no_ads: 0,
      enable_ga_clientid_header: '0',
      optanonconsent: '',
    },
    profile: {
      amp: 0,
      email_status: 'unverified',
      is_staff: 0,
      is_user_allowed_to_subscribe: 0,
      premium_status: 'none',
      url: '',
      user_guid: null,
      username: null,
    },
    feature: { require_username_on_registration: 0, use_premium_apiv2: 0 },
  };
  return {
    ...base,
    ...overrides,
    premium: { ...base.premium, ...overrides.premium },
    profile: { ...base.profile, ...overrides.profile },
    feature: { ...base.feature, ...overrides.feature },
  } as ClaimsPayload;
}

const key = new TextEncoder().encode('a key the client never sees, so it cannot verify');

/** A signed token, as GET /api/claims/ answers it in `{token}`. */
export function signClaims(payload: object): Promise<string> {
  return new SignJWT({ ...payload }).setProtectedHeader({ alg: 'HS256' }).sign(key);
}

export async function claimsReply(overrides: DeepPartial<ClaimsPayload> = {}): Promise<Response> {
  return json({ token: await signClaims(claimsPayload(overrides)) });
}

export function registeredClaims(userType: 'registered' | 'premium' = 'registered') {
  return {
    sub: 'u-1',
    premium: { user_type: userType },
    profile: { user_guid: 'u-1', username: 'reader01' },
  };
}

export const profile: Profile = {
  answered_mature: false,
  avatar: null,
  banner: null,
  current_status: '',
  date_joined: '2024-01-02T03:04:05Z',
  dob: '1990-04-01',
  email: 'reader@example.com',
  email_verified: true,
  first_name: 'Rea',
  gender: '',
  last_name: 'Der',
  locale: 'en',
  user_guid: 'u-1',
  username: 'reader01',
  marketing_lang: 'en',
  marketing_country: 'US',
  opt_in: false,
  partner_opt_in: false,
};

export const agreement: Agreement = {
  accepted: false,
  content_type: 'terms',
  date_accepted: null,
  date_revised: '2024-05-01',
  revision_id: 7,
  flavor: null,
  text: 'Be kind.',
};

export const loginResult = { jwt: 'jwt-1', session_id: 'session-1', user_guid: 'u-1' };

/** `METHOD /path` of a recorded call, e.g. `POST /api/users/login`. */
export const route = (call: RecordedCall) => `${call.method} ${call.url.pathname}`;

/** A fake server answering by `METHOD /path`; anything else is a 404 with code 11. */
export function routes(table: Record<string, Handler>): Handler {
  return (call) => {
    const handler = table[route(call)];
    return handler
      ? handler(call)
      : json({ message: 'No route', errors: [{ code: 11, message: 'No route' }] }, 404);
  };
}

/** The JSON body a call sent. */
export function sentJson(call: RecordedCall): unknown {
  return typeof call.body === 'string' ? JSON.parse(call.body) : undefined;
}
