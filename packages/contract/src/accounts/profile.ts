import { z } from 'zod';
import {
  ADX_USE_CASES,
  DOB_PATTERN,
  EMAIL_MAX,
  EMAIL_PATTERN,
  HEX_TOKEN_PATTERN,
  MARKETING_LANGS,
  PASSWORD_MAX,
  PASSWORD_MIN,
  PASSWORD_MIN_PATTERN,
  PERSON_NAME_MAX,
  PLAIN_TEXT_PATTERN,
  STATUS_MAX,
  USERNAME_MAX,
  USERNAME_MIN,
  USERNAME_PATTERN,
} from './rules';
import { checkedByService, MARKETING_COUNTRY_PATTERN } from './service-rules';
import { lazySchema } from '../common/lazy-schema';

/** Profile (spec accounts §3), as GET /api/users/me/profile answers it. */
export const profileSchema = lazySchema(
  () =>
    z.object({
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
    }),
  { id: 'Profile' },
);
export type Profile = z.infer<typeof profileSchema>;

export const GENDERS = ['', 'female', 'male', 'non_binary', 'prefer_not_to_say'] as const;

/** Printable text (no control characters) up to `max`, checked by the service (INVALID_VALUE). */
const plainText = (max: number) =>
  checkedByService(z.string().max(max).optional(), { regex: PLAIN_TEXT_PATTERN });
const oneOf = (values: readonly string[], max: number) =>
  checkedByService(z.string().max(max).optional(), { allowed_values: [...values] });

/**
 * POST /api/users/me/update_profile: only the fields sent change. Values are checked by the
 * service so that a bad one answers INVALID_VALUE / INVALID_VALUE_SELECTION (client 1900) or the
 * marketing pre-check's codes (1904 / 1903) rather than a generic code; each field declares what
 * it checks so that OPTIONS publishes it.
 */
export const updateProfileBodySchema = lazySchema(() =>
  z.object({
    answered_mature: z.boolean().optional(),
    current_status: plainText(STATUS_MAX),
    // A real calendar date in the past; null clears it.
    dob: checkedByService(z.string().max(32).nullable().optional(), { regex: DOB_PATTERN }),
    email: checkedByService(z.string().max(EMAIL_MAX).optional(), { regex: EMAIL_PATTERN }),
    // Names are any printable text: people's names hold digits, symbols and every script.
    first_name: plainText(PERSON_NAME_MAX),
    gender: oneOf(GENDERS, 40),
    last_name: plainText(PERSON_NAME_MAX),
    locale: oneOf(MARKETING_LANGS, 10),
    marketing_lang: oneOf(MARKETING_LANGS, 10),
    marketing_country: checkedByService(z.string().max(10).optional(), { regex: MARKETING_COUNTRY_PATTERN }),
    opt_in: z.boolean().optional(),
    partner_opt_in: z.boolean().optional(),
  }),
);
export type UpdateProfileBody = z.infer<typeof updateProfileBodySchema>;

// Optional on the wire: a missing value answers MISSING_REQUIRED_VALUE (client 1005 / 1025).
export const updateLoginBodySchema = lazySchema(() =>
  z.object({
    username: checkedByService(z.string().max(200).optional(), {
      required: true,
      min_length: USERNAME_MIN,
      max_length: USERNAME_MAX,
      regex: USERNAME_PATTERN,
    }),
  }),
);
export const updatePasswordBodySchema = lazySchema(() =>
  z.object({
    old_password: checkedByService(z.string().max(PASSWORD_MAX).optional(), { required: true }),
    new_password: checkedByService(z.string().max(PASSWORD_MAX).optional(), {
      required: true,
      min_length: PASSWORD_MIN,
      regex: PASSWORD_MIN_PATTERN,
    }),
  }),
);

/** Email status (spec accounts §3). */
export const emailStatusSchema = lazySchema(
  () =>
    z.object({
      email: z.string(),
      email_verification_deadline: z.string().nullable(),
      email_verified: z.boolean(),
      user_guid: z.string(),
    }),
  { id: 'EmailStatus' },
);
export type EmailStatus = z.infer<typeof emailStatusSchema>;

export const verifyEmailBodySchema = lazySchema(() =>
  z.object({
    token: checkedByService(z.string().min(1).max(512), { regex: HEX_TOKEN_PATTERN }),
  }),
);
export const emailVerifyResultSchema = lazySchema(
  () =>
    z.object({
      createdt: z.string(),
      guid: z.string(),
      result: z.string(),
      topic_id: z.string(),
      topic_type: z.string(),
      user_guid: z.string(),
    }),
  { id: 'EmailVerifyResult' },
);
export type EmailVerifyResult = z.infer<typeof emailVerifyResultSchema>;

export const resendVerificationSchema = lazySchema(
  () => z.object({ success: z.boolean(), message: z.string(), seconds_until_retry: z.number().int() }),
  { id: 'ResendVerification' },
);
export type ResendVerification = z.infer<typeof resendVerificationSchema>;

/** The token must be hexadecimal (HEX_TOKEN_PATTERN); the service answers INVALID_TOKEN otherwise. */
export const confirmDoubleOptInBodySchema = lazySchema(() =>
  z.object({
    token: checkedByService(z.string().max(256), { regex: HEX_TOKEN_PATTERN }),
  }),
);
export const doubleOptInResultSchema = lazySchema(() => z.object({ double_opt_in_status: z.boolean() }), {
  id: 'DoubleOptInResult',
});

export const adxBodySchema = lazySchema(() =>
  z.object({
    use_case: checkedByService(z.string().max(64), { allowed_values: [...ADX_USE_CASES] }),
  }),
);
export const adxResultSchema = lazySchema(() => z.object({ encoded_data: z.string() }), { id: 'AdxResult' });
