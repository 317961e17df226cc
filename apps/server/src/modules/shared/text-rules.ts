// Rules on stored text that more than one module applies (accounts to traits, claims to the
// claims a member sets): kept here so neither module imports the other.

/** PostgreSQL text cannot hold NUL: such input is refused (or, for look-ups, matches nothing). */
export const hasNul = (s: string) => s.includes('\u0000');

const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

/**
 * Whether a string can go into a jsonb value: no NUL and no lone UTF-16 surrogate (JSON lets
 * clients send both as escapes; PostgreSQL's jsonb refuses both).
 */
export const isStorableText = (s: string) => !hasNul(s) && !LONE_SURROGATE.test(s);
