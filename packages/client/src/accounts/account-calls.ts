import {
  AVATAR_FIELD,
  AVATAR_MAX_BYTES,
  BANNER_FIELD,
  BANNER_MAX_BYTES,
  adxResultSchema,
  avatarUploadResultSchema,
  bannerUploadResultSchema,
  doubleOptInResultSchema,
  emailStatusSchema,
  emailVerifyResultSchema,
  loginResultSchema,
  okSchema,
  profileSchema,
  registerResultSchema,
  resendVerificationSchema,
  signedTokenSchema,
  type AvatarUploadResult,
  type BannerUploadResult,
  type CatalogueCode,
  type EmailStatus,
  type EmailVerifyResult,
  type LoginResult,
  type Ok,
  type Profile,
  type RegisterResult,
  type ResendVerification,
} from '@fanverse/contract';
import type { ErrorStore } from '../errors/error-store';
import type { HttpClient } from '../http/http-client';
import {
  adxMapping,
  avatarUploadMapping,
  bannerUploadMapping,
  claimUpdateMapping,
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
import type { CallOptions } from '../shell/shell-calls';
import type {
  ClaimValue,
  LoginInput,
  RegisterInput,
  ResetPasswordInput,
  UpdateProfileInput,
} from './account-inputs';
import { createAgreementCalls, type AgreementCalls } from './agreement-calls';
import { captchaBody, withoutCaptcha } from './captcha-body';
import { decodeClaims, type Claims } from './claims';
import { isBlank, isDob, isHexToken, looksLikeEmail } from './client-checks';
import { requestHelpers, type RequestParts } from './request-helpers';

/**
 * The accounts and agreements calls (spec accounts §7). Each runs its spec §5 check before any
 * request and maps the server's reply by spec §8; every failure is an ApiError. Calls that are
 * operations of spec §8 on their own keep their errors in `client.errors` (forgot password as
 * `requestPasswordToken`, reset password, double opt-in); the agreements calls keep them and
 * resolve `undefined` instead of rethrowing, as spec §8 says. Login, register, logout, claims
 * and profile are kept by the session manager, which runs those flows.
 */
export interface AccountCalls extends AgreementCalls {
  /** POST /api/users/login. */
  login(input: LoginInput, options?: CallOptions): Promise<LoginResult>;
  /** POST /api/users/register. */
  register(input: RegisterInput, options?: CallOptions): Promise<RegisterResult>;
  /** POST /api/users/me/logout: revokes the session the client holds. */
  logout(options?: CallOptions): Promise<void>;
  /** POST /api/users/forgot_password: an email-looking input as `email`, else `username`; empty 1006. */
  forgotPassword(input: string, options?: CallOptions): Promise<Ok>;
  /** POST /api/users/reset_password: token missing 1000, password missing 1001. */
  resetPassword(input: ResetPasswordInput, options?: CallOptions): Promise<Ok>;
  /** POST /api/users/set_cookie: puts the session cookie back. */
  setCookie(options?: CallOptions): Promise<void>;
  /** POST /api/users/{guid}/confirm_double_opt_in/: guid missing 1014, token missing 1086, not hex 1085. */
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
  /** GET /api/users/me/profile. */
  getProfile(options?: CallOptions): Promise<Profile>;
  /** POST /api/users/me/update_profile: only the fields given are sent; dob not YYYY-MM-DD 1902. */
  updateProfile(fields: UpdateProfileInput, options?: CallOptions): Promise<Profile>;
  /** POST /api/users/me/update_login. */
  updateLogin(username: string, options?: CallOptions): Promise<Profile>;
  /** POST /api/users/me/update_password. */
  updatePassword(oldPassword: string, newPassword: string, options?: CallOptions): Promise<Ok>;
  /** POST /api/users/me/upload_avatar (multipart `avatar`): no file 7700, too large 7702. */
  uploadAvatar(file: Blob | null | undefined, options?: CallOptions): Promise<AvatarUploadResult>;
  /** POST /api/users/me/remove_avatar. */
  removeAvatar(options?: CallOptions): Promise<void>;
  /** POST /api/users/me/upload_banner (multipart `banner`): no file 7800, too large 7802. */
  uploadBanner(file: Blob | null | undefined, options?: CallOptions): Promise<BannerUploadResult>;
  /** POST /api/users/me/remove_banner. */
  removeBanner(options?: CallOptions): Promise<void>;
  /** GET /api/claims/: the signed claims token, decoded and normalised. */
  getClaims(options?: CallOptions): Promise<Claims>;
  /** POST /api/premium/2/claims/update: answers the new claims token, decoded and normalised. */
  updateClaim(name: string, value: ClaimValue, options?: CallOptions): Promise<Claims>;
}

export interface AccountCallsDeps {
  http: HttpClient;
  errors: ErrorStore;
  getLang: () => string;
}

/** Leaves out what the caller did not give, so only supplied fields are sent. */
function defined<T extends object>(value: T): Partial<T> {
  return Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined)) as Partial<T>;
}

export function createAccountCalls(deps: AccountCallsDeps): AccountCalls {
  const { errors, getLang } = deps;
  const { get, post, fail } = requestHelpers(deps);
  const segment = encodeURIComponent;

  const upload = async <T>(
    kind: { field: string; maxBytes: number; missing: CatalogueCode; tooLarge: CatalogueCode },
    path: string,
    file: Blob | null | undefined,
    rest: RequestParts<T>,
    options: CallOptions,
  ): Promise<T> => {
    if (!(file instanceof Blob) || file.size === 0) throw fail(kind.missing, kind.field, options);
    if (file.size > kind.maxBytes) throw fail(kind.tooLarge, kind.field, options);
    const form = new FormData();
    form.append(kind.field, file);
    return post(path, { body: form, ...rest }, options);
  };

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
      errors.run('requestPasswordToken', () => {
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
      errors.run('resetPassword', () => {
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
      errors.run('confirmDoubleOptIn', async () => {
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
      get('/api/users/me/profile', { schema: profileSchema, mapping: profileMapping }, options),

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

    uploadAvatar: (file, options = {}) =>
      upload(
        { field: AVATAR_FIELD, maxBytes: AVATAR_MAX_BYTES, missing: 7700, tooLarge: 7702 },
        '/api/users/me/upload_avatar',
        file,
        { schema: avatarUploadResultSchema, mapping: avatarUploadMapping },
        options,
      ),

    removeAvatar: async (options = {}) => {
      await post('/api/users/me/remove_avatar', { mapping: avatarUploadMapping }, options);
    },

    uploadBanner: (file, options = {}) =>
      upload(
        { field: BANNER_FIELD, maxBytes: BANNER_MAX_BYTES, missing: 7800, tooLarge: 7802 },
        '/api/users/me/upload_banner',
        file,
        { schema: bannerUploadResultSchema, mapping: bannerUploadMapping },
        options,
      ),

    removeBanner: async (options = {}) => {
      await post('/api/users/me/remove_banner', { mapping: bannerUploadMapping }, options);
    },

    getClaims: async (options = {}) => {
      const reply = await get('/api/claims/', { schema: signedTokenSchema }, options);
      return decodeClaims(reply.token, options.lang || getLang());
    },

    updateClaim: async (name, value, options = {}) => {
      const reply = await post(
        '/api/premium/2/claims/update',
        {
          body: { claim_name: name, claim_value: value },
          schema: signedTokenSchema,
          mapping: claimUpdateMapping,
        },
        options,
      );
      return decodeClaims(reply.token, options.lang || getLang());
    },
    ...createAgreementCalls(deps),
  };
}
