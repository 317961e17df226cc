/** Account business constants (spec accounts §5, §9). */
export const USERNAME_MIN = 6;
export const USERNAME_MAX = 29;
/** Letters, digits and @ . + - _ only (ASCII, so the same regex works in every rule engine). */
export const USERNAME_PATTERN = '^[A-Za-z0-9@.+_-]+$';
export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 128;
/**
 * At least PASSWORD_MIN characters counted as the server counts them, in code points (an emoji
 * is one), where a rule engine's min_length counts UTF-16 units (an emoji is two). A surrogate
 * pair is one step and is never split, so the count is exact without the `u` flag.
 */
export const PASSWORD_MIN_PATTERN = `^(?:[\\ud800-\\udbff][\\udc00-\\udfff]|[\\ud800-\\udbff](?![\\udc00-\\udfff])|[^\\ud800-\\udbff]){${PASSWORD_MIN},}$`;
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

/**
 * C0 and C1 control characters (NUL included), as a character-class body: they have no place in
 * a name, a status line or an address. Written as escapes so the pattern text stays printable.
 */
export const CONTROL_CHARACTERS = '\\u0000-\\u001f\\u007f-\\u009f';
/** Free text shown to people (names, status): anything printable, no control characters. */
export const PLAIN_TEXT_PATTERN = `^[^${CONTROL_CHARACTERS}]*$`;
/**
 * One @, no spaces, a dot in the domain: what a mail server will accept, not full RFC 5322.
 * Surrounding white space is allowed because the server trims the address before storing it.
 */
export const EMAIL_PATTERN = `^\\s*[^\\s@${CONTROL_CHARACTERS}]+@[^\\s@.${CONTROL_CHARACTERS}]+(\\.[^\\s@.${CONTROL_CHARACTERS}]+)+\\s*$`;
export const EMAIL_MAX = 254;
/** First and last names: any printable text up to this length (names are not a character class). */
export const PERSON_NAME_MAX = 60;
export const STATUS_MAX = 140;
