/** Account business constants (spec accounts §5, §9). */
export const USERNAME_MIN = 6;
export const USERNAME_MAX = 29;
/** Letters, digits and @ . + - _ only (ASCII, so the same regex works in every rule engine). */
export const USERNAME_PATTERN = '^[A-Za-z0-9@.+_-]+$';
export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 128;
export const PASSWORD_HISTORY = 8;
export const DOB_PATTERN = '^\\d{4}-\\d{2}-\\d{2}$';
export const HEX_TOKEN_PATTERN = '^[0-9a-fA-F]+$';
export const MARKETING_LANGS = ['en', 'es'] as const;
/** Agreement kinds a user accepts (spec accounts §3 "Agreements"). */
export const AGREEMENT_TYPES = ['terms', 'privacy'] as const;
export type AgreementType = (typeof AGREEMENT_TYPES)[number];
/** Claims a user may set for themself through POST /api/premium/2/claims/update. */
export const USER_SETTABLE_CLAIMS = ['optanonconsent', 'user_request_do_not_sell'] as const;
/** Use cases of POST /api/users/adx/; each shares only what it names. */
export const ADX_USE_CASES = ['ad_targeting', 'analytics'] as const;
