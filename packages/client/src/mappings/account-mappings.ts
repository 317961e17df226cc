import { ServerCode, type CatalogueCode } from '@fanverse/contract';
import type { MappingContext, MessageRule, ReplyMapping } from '../errors/reply-mapping';

// Accounts spec §8 "Server reply mappings", one constant per operation. Rows beyond the spec's
// map the accounts routes' own codes (contract `AccountCode`) to the catalogue entry that says
// the same thing, so no answer of those routes ends as 9999.

/** Spec §6: lists and profile calls answer the message 'Not authorized' without rights. */
const notAuthorized: readonly MessageRule[] = [['Not authorized', 2200]];

/** Login: the rate limit's status too, for a 429 from a proxy that sends no envelope. */
export const loginMapping: ReplyMapping = {
  codes: { '404': 1009, INVALID_LOGIN: 1009, INVALID_LOGIN_LOCKED: 1031, CAPTCHA_FAILED: 1080 },
  statuses: { 404: 1009, 429: 1015 },
};

/** The password-policy answers shared by register, reset and change password. */
const passwordPolicyCodes = {
  PASSWORD_USED_RECENTLY: 1074,
  PASSWORD_TOO_SIMILAR: 1075,
  PASSWORD_TOO_COMMON: 1076,
  PASSWORD_ENTIRELY_NUMERIC: 1077,
  PASSWORD_MISSING_CHARS: 1078,
  PASSWORD_CHANGED_RECENTLY: 1079,
} as const;

/** Codes whose meaning depends on the field they name: code -> field -> client code. */
type FieldCodes = Readonly<Record<string, Readonly<Record<string, CatalogueCode>>>>;

function byField(table: FieldCodes) {
  return ({ item }: MappingContext): CatalogueCode | undefined => {
    const fields = item.code === undefined ? undefined : table[String(item.code)];
    return fields && item.field !== undefined && Object.hasOwn(fields, item.field)
      ? fields[item.field]
      : undefined;
  };
}

/**
 * A register conflict answers 400 (DESIGN.md); a specific code, a field-specific code or a
 * captcha message wins over it. The username rules answer the codes of the username update.
 */
export const registerMapping: ReplyMapping = {
  resolve: byField({
    [ServerCode.INVALID_VALUE]: { email: 1006, requires_password_reset: 1032, additional_traits: 1900 },
    [ServerCode.MISSING_REQUIRED_VALUE]: { username: 1005, email: 1010, password: 1025 },
  }),
  codes: {
    DF602: 1021,
    USER_ALREADY_EXISTS: 1008,
    USERNAME_UNAVAILABLE: 1007,
    VALUE_TOO_SHORT: 1005,
    VALUE_TOO_LONG: 1024,
    CAPTCHA_FAILED: 1080,
    INVALID_MARKETING_LANGUAGE: 1033,
    INVALID_MARKETING_COUNTRY: 1034,
    PASSWORD_TOO_SHORT: 1073,
    ...passwordPolicyCodes,
  },
  messages: [[/captcha/i, 1080]],
  statuses: { 400: 1007 },
};

/** A reset link whose token is unknown, used or expired is an invalid password token. */
export const resetPasswordMapping: ReplyMapping = {
  codes: { PASSWORD_TOO_SHORT: 1073, ...passwordPolicyCodes, INVALID_TOKEN: 1000 },
};

export const passwordUpdateMapping: ReplyMapping = {
  codes: {
    MISSING_REQUIRED_VALUE: 1025,
    VALUE_TOO_SHORT: 1001,
    INVALID_LOGIN: 1009,
    PASSWORD_TOO_SHORT: 1073,
    ...passwordPolicyCodes,
  },
};

/** GET /api/users/me/profile. */
export const profileMapping: ReplyMapping = {
  messages: notAuthorized,
};

/**
 * The spec says "other codes 9999": no 5000 + code for profile replies. The marketing fields
 * are checked by the server's pre-check, each with its own code (spec §5).
 */
export const profileUpdateMapping: ReplyMapping = {
  codes: {
    INVALID_VALUE_SELECTION: 1900,
    [ServerCode.INVALID_VALUE]: 1900,
    VALUE_PATTERN_MISMATCH: 1900,
    EMAIL_ADDRESS_TAKEN: 1008,
    INVALID_MARKETING_LANGUAGE: 1904,
    INVALID_MARKETING_COUNTRY: 1903,
  },
  messages: notAuthorized,
  otherwise: 9999,
};

export const usernameUpdateMapping: ReplyMapping = {
  codes: {
    [ServerCode.MISSING_REQUIRED_VALUE]: 1005,
    VALUE_TOO_SHORT: 1005,
    VALUE_TOO_LONG: 1024,
    VALUE_PATTERN_MISMATCH: 1021,
    DF602: 1021,
    USERNAME_UNAVAILABLE: 1007,
  },
};

/** POST /api/users/forgot_password. */
export const forgotPasswordMapping: ReplyMapping = {
  codes: { USER_NOT_FOUND: 1014 },
};

/** POST /api/users/{guid}/confirm_double_opt_in/. */
export const confirmDoubleOptInMapping: ReplyMapping = {
  codes: { INVALID_TOKEN: 1085, USER_NOT_FOUND: 1014 },
};

/** POST /api/users/me/verify_email. */
export const verifyEmailMapping: ReplyMapping = {
  codes: { INVALID_TOKEN: 7501, EMAIL_ALREADY_VERIFIED: 7503 },
};

/** GET /api/users/me/resend_verification_email: its rate limit answers 400 (spec §4, DESIGN.md). */
export const resendVerificationMapping: ReplyMapping = {
  codes: { RESEND_RATE_LIMITED: 7504, EMAIL_ALREADY_VERIFIED: 7503 },
  statuses: { 400: 7504 },
};

/** GET and POST /api/agreements/{terms|privacy}. */
export const agreementsMapping: ReplyMapping = {
  codes: { AGREEMENT_NOT_FOUND: 5100, INVALID_REVISION: 5101, REVISION_OUT_OF_DATE: 5102 },
};

/** POST /api/premium/2/claims/update: a claim the user may not set, or a value it cannot take. */
export const claimUpdateMapping: ReplyMapping = {
  codes: { CLAIM_NOT_SETTABLE: 9003, [ServerCode.INVALID_VALUE]: 1900 },
};

/** POST /api/users/adx/. */
export const adxMapping: ReplyMapping = {
  codes: { INVALID_USE_CASE: 5008 },
};

/** The viewer pin endpoint answers field messages, not codes. */
export const pinUpdateMapping: ReplyMapping = {
  messages: [
    ['Invalid TV rating.', 1072],
    ['Invalid age rating.', 1071],
    ['Ensure this field has no more than 4 characters.', 1070],
  ],
};

/** Uploads over the size limit answer 413 (DESIGN.md). */
export const avatarUploadMapping: ReplyMapping = {
  codes: { INVALID_IMAGE: 7700, IMAGE_TOO_MANY_PIXELS: 7701, [ServerCode.PAYLOAD_TOO_LARGE]: 7702 },
  statuses: { 413: 7702 },
};

export const bannerUploadMapping: ReplyMapping = {
  codes: { INVALID_IMAGE: 7800, IMAGE_TOO_MANY_PIXELS: 7801, [ServerCode.PAYLOAD_TOO_LARGE]: 7802 },
  statuses: { 413: 7802 },
};

/** Every list call: a call without rights answers the message 'Not authorized'. */
export const listsMapping: ReplyMapping = {
  messages: notAuthorized,
};

/** Item-uuid and item-urn look-ups of a list: a 404 there means the items cannot be found. */
export const listItemLookupMapping: ReplyMapping = {
  ...listsMapping,
  statuses: { 404: 2206 },
};
