import { z } from 'zod';
import {
  EMAIL_MAX,
  EMAIL_PATTERN,
  HEX_TOKEN_PATTERN,
  MARKETING_LANGS,
  PASSWORD_MAX,
  PASSWORD_MIN,
  PASSWORD_MIN_PATTERN,
  USERNAME_MAX,
  USERNAME_MIN,
  USERNAME_PATTERN,
} from './rules';
import { checkedByService, MARKETING_COUNTRY_PATTERN } from './service-rules';
import { lazySchema } from '../common/lazy-schema';

/** Login result (spec accounts §3 "User session"). `session_id` is the `Authorization: Token` value. */
export const loginResultSchema = lazySchema(
  () => z.object({ jwt: z.string(), session_id: z.string(), user_guid: z.string() }),
  { id: 'LoginResult' },
);
export type LoginResult = z.infer<typeof loginResultSchema>;

const captchaFields = {
  recaptchaToken: z.string().max(4096).optional(),
  arkoseSession: z.string().max(4096).optional(),
};

/** POST /api/users/login: by username or by email (two rule sets). */
export const loginBodySchema = lazySchema(() =>
  z.union([
    z.object({
      username: z.string().min(1).max(254),
      password: z.string().min(1).max(PASSWORD_MAX),
      ...captchaFields,
    }),
    z.object({
      email: z.string().min(1).max(254),
      password: z.string().min(1).max(PASSWORD_MAX),
      ...captchaFields,
    }),
  ]),
);
export type LoginBody = z.infer<typeof loginBodySchema>;

/**
 * POST /api/users/register. Lengths and patterns are checked by the service, not here, so each
 * failure answers its own code (too short, charset, taken…) rather than a generic one; the
 * schema declares them (checkedByService) so that OPTIONS publishes them.
 */
export const registerBodySchema = lazySchema(() =>
  z.object({
    // Optional here so that a missing one answers MISSING_REQUIRED_VALUE for its field (client
    // 1005, 1010, 1025) rather than a generic invalid parameter.
    username: checkedByService(
      z
        .string()
        .max(USERNAME_MAX * 4)
        .optional(),
      { required: true, min_length: USERNAME_MIN, max_length: USERNAME_MAX, regex: USERNAME_PATTERN },
    ),
    email: checkedByService(z.string().max(EMAIL_MAX).optional(), { required: true, regex: EMAIL_PATTERN }),
    // A password of white space only counts as missing: it needs one other character.
    password: checkedByService(z.string().max(PASSWORD_MAX).optional(), {
      required: true,
      min_length: PASSWORD_MIN,
      regex: `(?=[\\s\\S]*\\S)${PASSWORD_MIN_PATTERN}`,
    }),
    // Checked by the service so that each answers its own code (INVALID_MARKETING_LANGUAGE, …_COUNTRY).
    marketing_lang: checkedByService(z.string().max(10).optional(), { allowed_values: [...MARKETING_LANGS] }),
    marketing_country: checkedByService(z.string().max(10).optional(), { regex: MARKETING_COUNTRY_PATTERN }),
    requires_password_reset: z.boolean().optional(),
    additional_traits: z
      .record(z.string(), z.union([z.string().max(500), z.number(), z.boolean()]))
      .optional(),
    login_on_success: z.enum(['true', 'false']).optional(),
    ...captchaFields,
  }),
);
export type RegisterBody = z.infer<typeof registerBodySchema>;

/** Register answer: the account, plus a session when `login_on_success` was `'true'`. */
export const registerResultSchema = lazySchema(
  () =>
    z.object({
      user_guid: z.string(),
      username: z.string(),
      email: z.string(),
      requires_password_reset: z.boolean(),
      session: loginResultSchema.nullable(),
    }),
  { id: 'RegisterResult' },
);
export type RegisterResult = z.infer<typeof registerResultSchema>;

export const forgotPasswordBodySchema = lazySchema(() =>
  z.union([
    z.object({ email: z.string().min(1).max(254) }),
    z.object({ username: z.string().min(1).max(254) }),
  ]),
);
export const resetPasswordBodySchema = lazySchema(() =>
  z.object({
    // A mailed token is hexadecimal; the service answers INVALID_TOKEN for anything else.
    token: checkedByService(z.string().min(1).max(512), { regex: HEX_TOKEN_PATTERN }),
    // The password policy (PASSWORD_TOO_SHORT…) answers in the codes of its mapping (1073–1079).
    password: checkedByService(z.string().min(1).max(PASSWORD_MAX), {
      min_length: PASSWORD_MIN,
      regex: PASSWORD_MIN_PATTERN,
    }),
    arkoseSession: z.string().max(4096).optional(),
  }),
);
export const okSchema = lazySchema(() => z.object({ success: z.boolean(), message: z.string() }), {
  id: 'Ok',
});
export type Ok = z.infer<typeof okSchema>;
