import type { ErrorRouting } from '../../lib/forms';

/** Sign-in form fields, in the order errors focus them. */
export const LOGIN_FIELDS = ['identifier', 'password'] as const;
export type LoginField = (typeof LOGIN_FIELDS)[number];

/**
 * 1009 (wrong username or password) deliberately stays a form error: saying which of the two
 * was wrong would tell a stranger which usernames exist.
 */
export const LOGIN_ERRORS: ErrorRouting<LoginField> = {
  fields: { username: 'identifier', email: 'identifier', password: 'password' },
  codes: { 1025: 'password' },
};

export const REGISTER_FIELDS = [
  'username',
  'email',
  'password',
  'marketingLang',
  'marketingCountry',
] as const;
export type RegisterField = (typeof REGISTER_FIELDS)[number];

export const REGISTER_ERRORS: ErrorRouting<RegisterField> = {
  fields: {
    username: 'username',
    email: 'email',
    password: 'password',
    marketing_lang: 'marketingLang',
    marketing_country: 'marketingCountry',
  },
  codes: {
    1005: 'username',
    1007: 'username',
    1021: 'username',
    1024: 'username',
    1006: 'email',
    1008: 'email',
    1010: 'email',
    1001: 'password',
    1025: 'password',
    1073: 'password',
    1074: 'password',
    1075: 'password',
    1076: 'password',
    1077: 'password',
    1078: 'password',
    1033: 'marketingLang',
    1904: 'marketingLang',
    1034: 'marketingCountry',
    1903: 'marketingCountry',
  },
};

export const FORGOT_FIELDS = ['identifier'] as const;
export type ForgotField = (typeof FORGOT_FIELDS)[number];

export const FORGOT_ERRORS: ErrorRouting<ForgotField> = {
  fields: { email: 'identifier', username: 'identifier' },
  codes: { 1006: 'identifier' },
};

export const RESET_FIELDS = ['password', 'confirmation'] as const;
export type ResetField = (typeof RESET_FIELDS)[number];

/** A bad or used token (1000) is about the link, not a field: it stays a form error. */
export const RESET_ERRORS: ErrorRouting<ResetField> = {
  fields: { password: 'password' },
  codes: {
    1001: 'password',
    1073: 'password',
    1074: 'password',
    1075: 'password',
    1076: 'password',
    1077: 'password',
    1078: 'password',
    1079: 'password',
    1002: 'confirmation',
  },
};

/**
 * Whatever happens to a forgot-password request, the visitor reads the same confirmation, so
 * the form cannot be used to find out who has an account. Only failures that mean "the request
 * never arrived" are shown, so the visitor can try again.
 */
export function isDeliveryFailure(codes: readonly number[]): boolean {
  return codes.some((code) => code === 9998 || code === 1015 || code === 1502 || code === 1006);
}
