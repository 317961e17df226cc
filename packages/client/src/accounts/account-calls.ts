import {
  adxResultSchema,
  doubleOptInResultSchema,
  emailStatusSchema,
  emailVerifyResultSchema,
  loginResultSchema,
  okSchema,
  profileSchema,
  registerResultSchema,
  resendVerificationSchema,
  type EmailStatus,
  type EmailVerifyResult,
  type LoginResult,
  type Ok,
  type Profile,
  type RegisterResult,
  type ResendVerification,
} from '@fanverse/contract';
import type { Area, CallOptions } from '../area/area-context';
import { areaTools } from '../area/area-tools';
import {
  adxMapping,
  confirmDoubleOptInMapping,
  forgotPasswordMapping,
  loginMapping,
  passwordUpdateMapping,
  profileMapping,
  profileUpdateMapping,
  registerMapping,
  resendVerificationMapping,
  resetPasswordMapping,
  usernameUpdateMapping,
  verifyEmailMapping,
} from '../mappings/account-mappings';
import type { LoginInput, RegisterInput, ResetPasswordInput, UpdateProfileInput } from './account-inputs';
import { captchaBody, withoutCaptcha } from './captcha-body';
import { isBlank, isDob, isHexToken, looksLikeEmail } from './client-checks';

/**
 * `client.accounts`: the account calls of spec accounts §7 (sign-in, passwords, email, profile).
 * Each runs its spec §5 check before any request and maps the server's reply by spec §8; every
 * failure is an ApiError. Which calls keep their errors under an operation type is listed in
 * packages/client/README.md ("Client"). The session flows (login, register, logout with their
 * claims and profile) are run by createSessionManager; uploads, claims and agreements are areas
 * of their own.
 */
export interface AccountCalls {
  /** POST /api/users/login. */
  login(input: LoginInput, options?: CallOptions): Promise<LoginResult>;
  /** POST /api/users/register. */
  register(input: RegisterInput, options?: CallOptions): Promise<RegisterResult>;
  /** POST /api/users/me/logout: revokes the session the client holds. */
  logout(options?: CallOptions): Promise<void>;
  /** POST /api/users/forgot_password (op requestPasswordToken): an email-looking input as `email`, else `username`; empty 1006. */
  forgotPassword(input: string, options?: CallOptions): Promise<Ok>;
  /** POST /api/users/reset_password (op resetPassword): token missing 1000, password missing 1001. */
  resetPassword(input: ResetPasswordInput, options?: CallOptions): Promise<Ok>;
  /** POST /api/users/set_cookie: puts the session cookie back. */
  setCookie(options?: CallOptions): Promise<void>;
  /** POST /api/users/{guid}/confirm_double_opt_in/ (op confirmDoubleOptIn): guid missing 1014, token missing 1086, not hex 1085. */
  confirmDoubleOptIn(
    guid: string,
    token: string,
    options?: CallOptions,
  ): Promise<{ doubleOptInStatus: boolean }>;
  /** POST /api/users/adx/: the encoded data for a use case. */
  adx(useCase: string, extra?: Record<string, unknown>, options?: CallOptions): Promise<string>;
  /** GET /api/users/me/email_status/. */
  getEmailStatus(options?: CallOptions): Promise<EmailStatus>;
  /** POST /api/users/me/verify_email: token missing 7501. */
  verifyEmail(token: string, options?: CallOptions): Promise<EmailVerifyResult>;
  /** GET /api/users/me/resend_verification_email: a 400 reply is the rate limit (7504). */
  resendVerificationEmail(options?: CallOptions): Promise<ResendVerification>;
  /** GET /api/users/me/profile (op profile). */
  getProfile(options?: CallOptions): Promise<Profile>;
  /** POST /api/users/me/update_profile: only the fields given are sent; dob not YYYY-MM-DD 1902. */
  updateProfile(fields: UpdateProfileInput, options?: CallOptions): Promise<Profile>;
  /** POST /api/users/me/update_login. */
  updateLogin(username: string, options?: CallOptions): Promise<Profile>;
  /** POST /api/users/me/update_password. */
  updatePassword(oldPassword: string, newPassword: string, options?: CallOptions): Promise<Ok>;
}

/** Leaves out what the caller did not give, so only supplied fields are sent. */
function defined<T extends object>(value: T): Partial<T> {
  return Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined)) as Partial<T>;
}

export const createAccountCalls: Area<AccountCalls> = (context) => {
  const { get, post, fail, run } = areaTools(context);
  const segment = encodeURIComponent;

  return {
    login: (input, options = {}) => {
      const who = input.username !== undefined ? { username: input.username } : { email: input.email };
      const body = { ...who, password: input.password, ...captchaBody(input) };
      return post('/api/users/login', { body, schema: loginResultSchema, mapping: loginMapping }, options);
    },

    register: (input, options = {}) => {
      const body = defined({ ...withoutCaptcha(input), ...captchaBody(input) });
      return post(
        '/api/users/register',
        { body, schema: registerResultSchema, mapping: registerMapping },
        options,
      );
    },

    logout: async (options = {}) => {
      await post('/api/users/me/logout', {}, options);
    },

    forgotPassword: (input, options = {}) =>
      run('requestPasswordToken', async () => {
        const value = typeof input === 'string' ? input.trim() : '';
        if (value === '') throw fail(1006, 'email', options);
        const body = looksLikeEmail(value) ? { email: value } : { username: value };
        return post(
          '/api/users/forgot_password',
          { body, schema: okSchema, mapping: forgotPasswordMapping },
          options,
        );
      }),

    resetPassword: (input, options = {}) =>
      run('resetPassword', async () => {
        if (isBlank(input.token)) throw fail(1000, 'token', options);
        if (!input.password) throw fail(1001, 'password', options);
        const body = defined({
          token: input.token,
          password: input.password,
          arkoseSession: input.arkoseSession,
        });
        return post(
          '/api/users/reset_password',
          { body, schema: okSchema, mapping: resetPasswordMapping },
          options,
        );
      }),

    setCookie: async (options = {}) => {
      await post('/api/users/set_cookie', {}, options);
    },

    confirmDoubleOptIn: (guid, token, options = {}) =>
      run('confirmDoubleOptIn', async () => {
        if (isBlank(guid)) throw fail(1014, 'guid', options);
        if (isBlank(token)) throw fail(1086, 'token', options);
        if (!isHexToken(token)) throw fail(1085, 'token', options);
        const reply = await post(
          `/api/users/${segment(guid)}/confirm_double_opt_in/`,
          { body: { token }, schema: doubleOptInResultSchema, mapping: confirmDoubleOptInMapping },
          options,
        );
        return { doubleOptInStatus: reply.double_opt_in_status };
      }),

    adx: async (useCase, extra = {}, options = {}) => {
      const body = { ...extra, use_case: useCase };
      const reply = await post(
        '/api/users/adx/',
        { body, schema: adxResultSchema, mapping: adxMapping },
        options,
      );
      return reply.encoded_data;
    },

    getEmailStatus: (options = {}) =>
      get('/api/users/me/email_status/', { schema: emailStatusSchema, mapping: profileMapping }, options),

    verifyEmail: async (token, options = {}) => {
      if (isBlank(token)) throw fail(7501, 'token', options);
      return post(
        '/api/users/me/verify_email',
        { body: { token }, schema: emailVerifyResultSchema, mapping: verifyEmailMapping },
        options,
      );
    },

    resendVerificationEmail: (options = {}) =>
      get(
        '/api/users/me/resend_verification_email',
        { schema: resendVerificationSchema, mapping: resendVerificationMapping },
        options,
      ),

    getProfile: (options = {}) =>
      run('profile', () =>
        get('/api/users/me/profile', { schema: profileSchema, mapping: profileMapping }, options),
      ),

    updateProfile: async (fields, options = {}) => {
      const body = defined(fields);
      if (typeof body.dob === 'string' && !isDob(body.dob)) throw fail(1902, 'dob', options);
      return post(
        '/api/users/me/update_profile',
        { body, schema: profileSchema, mapping: profileUpdateMapping },
        options,
      );
    },

    updateLogin: (username, options = {}) =>
      post(
        '/api/users/me/update_login',
        { body: { username }, schema: profileSchema, mapping: usernameUpdateMapping },
        options,
      ),

    updatePassword: (oldPassword, newPassword, options = {}) =>
      post(
        '/api/users/me/update_password',
        {
          body: { old_password: oldPassword, new_password: newPassword },
          schema: okSchema,
          mapping: passwordUpdateMapping,
        },
        options,
      ),
  };
};
