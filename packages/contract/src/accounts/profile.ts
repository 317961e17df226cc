import { z } from 'zod';
import { PASSWORD_MAX } from './rules';

/** Profile (spec accounts §3), as GET /api/users/me/profile answers it. */
export const profileSchema = z
  .object({
    answered_mature: z.boolean(),
    avatar: z.string().nullable(),
    banner: z.string().nullable(),
    current_status: z.string(),
    date_joined: z.string(),
    dob: z.string().nullable(),
    email: z.string(),
    email_verified: z.boolean(),
    first_name: z.string(),
    gender: z.string(),
    last_name: z.string(),
    locale: z.string(),
    user_guid: z.string(),
    username: z.string(),
    marketing_lang: z.string(),
    marketing_country: z.string(),
    opt_in: z.boolean(),
    partner_opt_in: z.boolean(),
  })
  .meta({ id: 'Profile' });
export type Profile = z.infer<typeof profileSchema>;

export const GENDERS = ['', 'female', 'male', 'non_binary', 'prefer_not_to_say'] as const;

/** POST /api/users/me/update_profile: only the fields sent change. */
export const updateProfileBodySchema = z.object({
  answered_mature: z.boolean().optional(),
  current_status: z.string().max(140).optional(),
  // dob, gender and locale are checked by the service so that a bad value answers
  // INVALID_VALUE / INVALID_VALUE_SELECTION (client 1900) rather than a generic code.
  dob: z.string().max(32).nullable().optional(),
  email: z.string().max(254).optional(),
  first_name: z.string().max(60).optional(),
  gender: z.string().max(40).optional(),
  last_name: z.string().max(60).optional(),
  locale: z.string().max(10).optional(),
  // Checked by the service's pre-check so that each answers its own code (1904, 1903).
  marketing_lang: z.string().max(10).optional(),
  marketing_country: z.string().max(10).optional(),
  opt_in: z.boolean().optional(),
  partner_opt_in: z.boolean().optional(),
});
export type UpdateProfileBody = z.infer<typeof updateProfileBodySchema>;

// Optional on the wire: a missing value answers MISSING_REQUIRED_VALUE (client 1005 / 1025).
export const updateLoginBodySchema = z.object({ username: z.string().max(200).optional() });
export const updatePasswordBodySchema = z.object({
  old_password: z.string().max(PASSWORD_MAX).optional(),
  new_password: z.string().max(PASSWORD_MAX).optional(),
});

/** Email status (spec accounts §3). */
export const emailStatusSchema = z
  .object({
    email: z.string(),
    email_verification_deadline: z.string().nullable(),
    email_verified: z.boolean(),
    user_guid: z.string(),
  })
  .meta({ id: 'EmailStatus' });
export type EmailStatus = z.infer<typeof emailStatusSchema>;

export const verifyEmailBodySchema = z.object({ token: z.string().min(1).max(512) });
export const emailVerifyResultSchema = z
  .object({
    createdt: z.string(),
    guid: z.string(),
    result: z.string(),
    topic_id: z.string(),
    topic_type: z.string(),
    user_guid: z.string(),
  })
  .meta({ id: 'EmailVerifyResult' });
export type EmailVerifyResult = z.infer<typeof emailVerifyResultSchema>;

export const resendVerificationSchema = z
  .object({ success: z.boolean(), message: z.string(), seconds_until_retry: z.number().int() })
  .meta({ id: 'ResendVerification' });
export type ResendVerification = z.infer<typeof resendVerificationSchema>;

/** The token must be hexadecimal (HEX_TOKEN_PATTERN); the service answers INVALID_TOKEN otherwise. */
export const confirmDoubleOptInBodySchema = z.object({ token: z.string().max(256) });
export const doubleOptInResultSchema = z
  .object({ double_opt_in_status: z.boolean() })
  .meta({ id: 'DoubleOptInResult' });

export const adxBodySchema = z.object({ use_case: z.string().max(64) });
export const adxResultSchema = z.object({ encoded_data: z.string() }).meta({ id: 'AdxResult' });
