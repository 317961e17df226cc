import { ServerCode } from '@fanverse/contract';
import type { ReplyMapping } from '../errors/reply-mapping';

// Accounts spec §8 "Server reply mappings", one constant per operation.

export const loginMapping: ReplyMapping = {
  codes: { '404': 1009, INVALID_LOGIN: 1009, INVALID_LOGIN_LOCKED: 1031 },
  statuses: { 404: 1009 },
};

/** A register conflict answers 400 (DESIGN.md); a specific code or a captcha message wins over it. */
export const registerMapping: ReplyMapping = {
  codes: { DF602: 1021, USER_ALREADY_EXISTS: 1008 },
  messages: [[/captcha/i, 1080]],
  statuses: { 400: 1007 },
};

/** The password-policy answers shared by reset and change password. */
const passwordPolicyCodes = {
  PASSWORD_USED_RECENTLY: 1074,
  PASSWORD_TOO_SIMILAR: 1075,
  PASSWORD_TOO_COMMON: 1076,
  PASSWORD_ENTIRELY_NUMERIC: 1077,
  PASSWORD_MISSING_CHARS: 1078,
  PASSWORD_CHANGED_RECENTLY: 1079,
} as const;

export const resetPasswordMapping: ReplyMapping = {
  codes: { PASSWORD_TOO_SHORT: 1073, ...passwordPolicyCodes },
};

export const passwordUpdateMapping: ReplyMapping = {
  codes: { MISSING_REQUIRED_VALUE: 1025, VALUE_TOO_SHORT: 1001, INVALID_LOGIN: 1009, ...passwordPolicyCodes },
};

/** The spec says "other codes 9999": no 5000 + code for profile replies. */
export const profileUpdateMapping: ReplyMapping = {
  codes: {
    INVALID_VALUE_SELECTION: 1900,
    [ServerCode.INVALID_VALUE]: 1900,
    VALUE_PATTERN_MISMATCH: 1900,
    EMAIL_ADDRESS_TAKEN: 1008,
  },
  otherwise: 9999,
};

export const usernameUpdateMapping: ReplyMapping = {
  codes: {
    [ServerCode.MISSING_REQUIRED_VALUE]: 1005,
    VALUE_TOO_LONG: 1024,
    VALUE_PATTERN_MISMATCH: 1021,
    USERNAME_UNAVAILABLE: 1007,
  },
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
  codes: { [ServerCode.PAYLOAD_TOO_LARGE]: 7702 },
  statuses: { 413: 7702 },
};

export const bannerUploadMapping: ReplyMapping = {
  codes: { [ServerCode.PAYLOAD_TOO_LARGE]: 7802 },
  statuses: { 413: 7802 },
};

/** Every list call: a call without rights answers the message 'Not authorized'. */
export const listsMapping: ReplyMapping = {
  messages: [['Not authorized', 2200]],
};

/** Item-uuid and item-urn look-ups of a list: a 404 there means the items cannot be found. */
export const listItemLookupMapping: ReplyMapping = {
  ...listsMapping,
  statuses: { 404: 2206 },
};
