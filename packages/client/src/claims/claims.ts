import { claimsPayloadSchema, type ClaimsPayload } from '@fanverse/contract';
import { decodeSignedToken } from '../helpers/signed-token';

export type UserType = ClaimsPayload['premium']['user_type'];

/** Spec §3 "Claims", premium group, with integer flags as booleans. */
export interface PremiumClaims {
  canCreatePublicUserlists: boolean;
  canViewPublicUserlists: boolean;
  checkinAdmin: boolean;
  displayAdCode: string;
  dsrRequestDoNotSell: boolean;
  enableUpsell: boolean;
  featuredCollectionId: string | null;
  hasAirplay: boolean;
  hasChromecast: boolean;
  hasOffline: boolean;
  plan: string | null;
  showOfflineDownloads: boolean;
  showOfflineDownloadsIos: boolean;
  suggestShowRestoreSubButton: boolean;
  userRequestDoNotSell: boolean;
  userType: UserType;
  videoAdCode: string;
  showNoAds: boolean;
  /** The inverse of `show_no_ads`. */
  showAds: boolean;
  /** On only when the raw `enable_ga_clientid_header` is the string '100'. */
  enableGaClientIdHeader: boolean;
  /** The consent groups string last stored with the consent update. */
  optanonconsent: string;
}

export interface ProfileClaims {
  amp: boolean;
  emailStatus: string;
  isStaff: boolean;
  isUserAllowedToSubscribe: boolean;
  premiumStatus: string;
  url: string;
  userGuid: string | null;
  username: string | null;
}

export interface FeatureClaims {
  requireUsernameOnRegistration: boolean;
  usePremiumApiv2: boolean;
}

/** The decoded claims token, normalised for the app; `raw` is the payload as it was signed. */
export interface Claims {
  aud: string;
  exp: number;
  iat: number;
  nbf: number;
  sub: string;
  premium: PremiumClaims;
  profile: ProfileClaims;
  feature: FeatureClaims;
  raw: ClaimsPayload;
}

const flag = (value: number): boolean => value !== 0;

export function normalizeClaims(payload: ClaimsPayload): Claims {
  const { premium: p, profile: u, feature: f } = payload;
  return {
    aud: payload.aud,
    exp: payload.exp,
    iat: payload.iat,
    nbf: payload.nbf,
    sub: payload.sub,
    premium: {
      canCreatePublicUserlists: flag(p.can_create_public_userlists),
      canViewPublicUserlists: flag(p.can_view_public_userlists),
      checkinAdmin: flag(p.checkin_admin),
      displayAdCode: p.display_ad_code,
      dsrRequestDoNotSell: flag(p.dsr_request_do_not_sell),
      enableUpsell: flag(p.enable_upsell),
      featuredCollectionId: p.featured_collectionId,
      hasAirplay: flag(p.has_airplay),
      hasChromecast: flag(p.has_chromecast),
      hasOffline: flag(p.has_offline),
      plan: p.plan,
      showOfflineDownloads: flag(p.show_offline_downloads),
      showOfflineDownloadsIos: flag(p.show_offline_downloads_ios),
      suggestShowRestoreSubButton: flag(p.suggest_show_restore_sub_button),
      userRequestDoNotSell: flag(p.user_request_do_not_sell),
      userType: p.user_type,
      videoAdCode: p.video_ad_code,
      showNoAds: flag(p.show_no_ads),
      showAds: !flag(p.show_no_ads),
      enableGaClientIdHeader: p.enable_ga_clientid_header === '100',
      optanonconsent: p.optanonconsent,
    },
    profile: {
      amp: flag(u.amp),
      emailStatus: u.email_status,
      isStaff: flag(u.is_staff),
      isUserAllowedToSubscribe: flag(u.is_user_allowed_to_subscribe),
      premiumStatus: u.premium_status,
      url: u.url,
      userGuid: u.user_guid,
      username: u.username,
    },
    feature: {
      requireUsernameOnRegistration: flag(f.require_username_on_registration),
      usePremiumApiv2: flag(f.use_premium_apiv2),
    },
    raw: payload,
  };
}

/**
 * Reads a claims token (decodeSignedToken: a token that does not decode or breaks the contract
 * fails with 9999).
 */
export function decodeClaims(token: string, lang: string): Claims {
  // Validated by the schema; normalised from the payload as signed, so `raw` also keeps claims
  // this client does not know yet (zod drops unknown keys from what it returns).
  const { raw } = decodeSignedToken(token, claimsPayloadSchema, lang);
  return normalizeClaims(raw as ClaimsPayload);
}
