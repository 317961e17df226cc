import { AccountCode, USER_SETTABLE_CLAIMS, type ClaimsPayload } from '@fanverse/contract';
import { AppError } from '../../errors/app-error';
import { isStorableText } from '../shared/text-rules';
import type { JwtSigner } from '../auth/signing-key';
import type { ClaimsRepository, ClaimsSubject } from './claims.repository';
import type { PremiumState, PremiumStateOf } from './premium-state';

/** The claims token's audience and lifetime: short, since it is refetched after every change. */
export const CLAIMS_AUDIENCE = 'fanverse';
export const CLAIMS_TTL_SECONDS = 15 * 60;

/** Ad slots the web player and pages ask the ad server for; premium members get none. */
export const DISPLAY_AD_CODE = 'fanverse/web/display';
export const VIDEO_AD_CODE = 'fanverse/web/preroll';

type Groups = Pick<ClaimsPayload, 'premium' | 'profile' | 'feature'>;
type UserType = ClaimsPayload['premium']['user_type'];

const flag = (on: boolean) => (on ? 1 : 0);
const truthy = (v: unknown) => v === true || v === 1 || v === '1' || v === 'true';

/**
 * The claims of a visitor, computed from the account's real state on every request (nothing
 * is cached, so a change shows in the next token). Each rule:
 * - user_type: `anonymous` without a session, `premium` while subscribed, else `registered`.
 * - can_create_public_userlists: a signed-in member whose email address is verified (public
 *   lists are visible to everyone, so their authors must be reachable).
 * - can_view_public_userlists: everyone; public lists are public.
 * - checkin_admin / is_staff: the account's own flags (set by an operator).
 * - display_ad_code / video_ad_code: the ad slots, empty for premium (no ads).
 * - show_no_ads: premium only. (The client's showAds is its inverse.)
 * - enable_upsell: anyone who is not premium may be offered premium.
 * - is_user_allowed_to_subscribe: a registered member who is not premium (visitors sign up first).
 * - has_airplay, has_chromecast, has_offline, show_offline_downloads(_ios): premium features.
 * - plan / premium_status: from the subscription (`premiumStateOf`); `none` when never subscribed.
 * - suggest_show_restore_sub_button: a member whose subscription lapsed.
 * - user_request_do_not_sell / optanonconsent: what the member set through claims/update.
 * - dsr_request_do_not_sell: a do-not-sell data-subject request on file (set by an operator in
 *   user_claims); also 1 whenever the member asked themself.
 * - email_status: `verified` or `unverified`; empty for visitors.
 * - url: the member's profile address in the API; empty for visitors.
 * - enable_ga_clientid_header: '0' (only '100' turns it on; not used by this product).
 * - amp: 0 (no AMP pages). featured_collectionId: null (no featured collection per user).
 * - require_username_on_registration: 1 (registration asks for a username).
 * - use_premium_apiv2: 1 (claims/update lives under /api/premium/2/).
 */
export function computeClaims(
  subject: ClaimsSubject | null,
  premium: PremiumState,
  publicUrl: string,
): Groups {
  const userType: UserType = !subject ? 'anonymous' : premium.isPremium ? 'premium' : 'registered';
  const isPremium = userType === 'premium';
  const own = subject?.user_claims ?? {};
  const doNotSell = truthy(own.user_request_do_not_sell);
  return {
    premium: {
      can_create_public_userlists: flag(!!subject?.email_verified),
      can_view_public_userlists: 1,
      checkin_admin: flag(!!subject?.checkin_admin),
      display_ad_code: isPremium ? '' : DISPLAY_AD_CODE,
      dsr_request_do_not_sell: flag(doNotSell || truthy(own.dsr_request_do_not_sell)),
      enable_upsell: flag(!isPremium),
      featured_collectionId: null,
      has_airplay: flag(isPremium),
      has_chromecast: flag(isPremium),
      has_offline: flag(isPremium),
      plan: isPremium ? premium.plan : null,
      show_offline_downloads: flag(isPremium),
      show_offline_downloads_ios: flag(isPremium),
      suggest_show_restore_sub_button: flag(!!subject && !isPremium && premium.status === 'lapsed'),
      user_request_do_not_sell: flag(doNotSell),
      user_type: userType,
      video_ad_code: isPremium ? '' : VIDEO_AD_CODE,
      show_no_ads: flag(isPremium),
      enable_ga_clientid_header: '0',
      optanonconsent: typeof own.optanonconsent === 'string' ? own.optanonconsent : '',
    },
    profile: {
      amp: 0,
      email_status: subject ? (subject.email_verified ? 'verified' : 'unverified') : '',
      is_staff: flag(!!subject?.is_staff),
      is_user_allowed_to_subscribe: flag(userType === 'registered'),
      premium_status: subject ? premium.status : 'none',
      url: subject ? `${publicUrl}/api/users/me/profile` : '',
      user_guid: subject?.guid ?? null,
      username: subject?.username ?? null,
    },
    feature: { require_username_on_registration: 1, use_premium_apiv2: 1 },
  };
}

const OPTANON_MAX = 2000;

export class ClaimsService {
  private readonly publicUrl: string;

  constructor(
    private readonly repo: ClaimsRepository,
    private readonly signer: JwtSigner,
    private readonly premiumStateOf: PremiumStateOf,
    publicUrl: string,
  ) {
    this.publicUrl = publicUrl.replace(/\/$/, '');
  }

  /** The signed claims token of a user, or of an anonymous visitor when `userId` is null. */
  async tokenFor(userId: string | null): Promise<string> {
    return this.tokenForSubject(userId ? ((await this.repo.findSubject(userId)) ?? null) : null);
  }

  /** The same, for an account row the caller already holds (sign-in saves a query). */
  async tokenForSubject(subject: ClaimsSubject | null): Promise<string> {
    const premium = subject
      ? await this.premiumStateOf(subject.id)
      : { isPremium: false, plan: null, status: 'none' as const };
    const groups = computeClaims(subject, premium, this.publicUrl);
    return this.signer.sign(groups, {
      audience: CLAIMS_AUDIENCE,
      subject: subject?.guid ?? 'anonymous',
      ttlSeconds: CLAIMS_TTL_SECONDS,
    });
  }

  /**
   * Sets one of the claims a member may set themself (USER_SETTABLE_CLAIMS) and answers a fresh
   * token. `optanonconsent` takes the consent groups text; `user_request_do_not_sell` takes a
   * boolean, 0/1 or 'true'/'false'/'1'/'0'. Anything else: 400 CLAIM_NOT_SETTABLE or INVALID_VALUE.
   */
  async update(userId: string, name: string, value: string | number | boolean): Promise<string> {
    if (!(USER_SETTABLE_CLAIMS as readonly string[]).includes(name)) {
      throw AppError.badRequest(
        AccountCode.CLAIM_NOT_SETTABLE,
        `The claim '${name}' cannot be set.`,
        'claim_name',
      );
    }
    const subject = await this.repo.findSubject(userId);
    if (!subject) throw AppError.unauthenticated('Invalid Session');
    const claims = { ...subject.user_claims };
    if (name === 'optanonconsent') {
      if (typeof value !== 'string' || value.length > OPTANON_MAX || !isStorableText(value)) {
        throw invalidClaimValue();
      }
      claims.optanonconsent = value;
    } else {
      const on = [true, 1, '1', 'true'].includes(value);
      if (!on && ![false, 0, '0', 'false'].includes(value)) throw invalidClaimValue();
      claims.user_request_do_not_sell = flag(on);
    }
    await this.repo.saveUserClaims(userId, claims);
    return this.tokenFor(userId);
  }
}

function invalidClaimValue() {
  return AppError.badRequest(AccountCode.INVALID_VALUE, 'Invalid claim value.', 'claim_value');
}
