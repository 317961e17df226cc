import type { RegisterBody, UpdateProfileBody } from '@fanverse/contract';

/**
 * A captcha answer, in any of the ways a screen may hold it. `captcha` carries the configured
 * platform, which decides the field (spec §5: Arkose sessions travel as `arkoseSession`, anything
 * else as `recaptchaToken`); the two explicit fields are sent as they are.
 */
export interface CaptchaInput {
  captcha?: { platform: string; token: string };
  /** A reCAPTCHA token, sent as `recaptchaToken`. */
  captchaToken?: string;
  /** An Arkose challenge session, sent as `arkoseSession`. */
  arkoseSession?: string;
}

/** POST /api/users/login: by username or by email. */
export type LoginInput = (
  { username: string; email?: undefined } | { email: string; username?: undefined }
) & {
  password: string;
} & CaptchaInput;

/** POST /api/users/register: the wire body, with the captcha given as any `CaptchaInput`. */
/** The wire makes the credentials optional (so the server can name a missing one); callers give all three. */
export type RegisterInput = Omit<
  RegisterBody,
  'recaptchaToken' | 'arkoseSession' | 'username' | 'email' | 'password'
> & {
  username: string;
  email: string;
  password: string;
} & CaptchaInput;

/** POST /api/users/reset_password. */
export interface ResetPasswordInput {
  token: string;
  password: string;
  arkoseSession?: string;
}

/** POST /api/users/me/update_profile: only the fields given are sent, so only they change. */
export type UpdateProfileInput = UpdateProfileBody;

/** A value `POST /api/premium/2/claims/update` accepts. */
export type ClaimValue = string | number | boolean;
