import { z } from 'zod';
import { USER_SETTABLE_CLAIMS } from './rules';
import { checkedByService } from './service-rules';
import { lazySchema } from '../common/lazy-schema';

/**
 * The claims token payload (spec accounts §3 "Claims"): signed by the server, decoded by the
 * client. Integer flags are 0/1 on the wire; the client turns them into booleans.
 */
export const premiumClaimsSchema = lazySchema(() =>
  z.object({
    can_create_public_userlists: z.number().int(),
    can_view_public_userlists: z.number().int(),
    checkin_admin: z.number().int(),
    display_ad_code: z.string(),
    dsr_request_do_not_sell: z.number().int(),
    enable_upsell: z.number().int(),
    featured_collectionId: z.string().nullable(),
    has_airplay: z.number().int(),
    has_chromecast: z.number().int(),
    has_offline: z.number().int(),
    plan: z.string().nullable(),
    show_offline_downloads: z.number().int(),
    show_offline_downloads_ios: z.number().int(),
    suggest_show_restore_sub_button: z.number().int(),
    user_request_do_not_sell: z.number().int(),
    user_type: z.enum(['anonymous', 'registered', 'premium']),
    video_ad_code: z.string(),
    show_no_ads: z.number().int(),
    enable_ga_clientid_header: z.string(),
    optanonconsent: z.string(),
  }),
);
export const profileClaimsSchema = lazySchema(() =>
  z.object({
    amp: z.number().int(),
    email_status: z.string(),
    is_staff: z.number().int(),
    is_user_allowed_to_subscribe: z.number().int(),
    premium_status: z.string(),
    url: z.string(),
    user_guid: z.string().nullable(),
    username: z.string().nullable(),
  }),
);
export const featureClaimsSchema = lazySchema(() =>
  z.object({
    require_username_on_registration: z.number().int(),
    use_premium_apiv2: z.number().int(),
  }),
);
export const claimsPayloadSchema = lazySchema(() =>
  z.object({
    aud: z.string(),
    exp: z.number().int(),
    iat: z.number().int(),
    nbf: z.number().int(),
    sub: z.string(),
    premium: premiumClaimsSchema,
    profile: profileClaimsSchema,
    feature: featureClaimsSchema,
  }),
);
export type ClaimsPayload = z.infer<typeof claimsPayloadSchema>;

/** GET /api/claims/ and GET /api/5/1/rights/…: a signed JWT the client decodes. */
export const signedTokenSchema = lazySchema(() => z.object({ token: z.string() }), { id: 'SignedToken' });
export const updateClaimBodySchema = lazySchema(() =>
  z.object({
    // The service answers its own code for a claim a member may not set.
    claim_name: checkedByService(z.string().max(64), { allowed_values: [...USER_SETTABLE_CLAIMS] }),
    claim_value: z.union([z.string().max(2000), z.number(), z.boolean()]),
  }),
);
