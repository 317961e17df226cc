/**
 * Every query about the signed-in user starts with this key, so that signing in, out, or as
 * someone else drops them all at once and nobody sees the previous user's data.
 */
export const USER_SCOPE = 'me' as const;

export function userKey<const T extends readonly unknown[]>(...parts: T) {
  return [USER_SCOPE, ...parts] as const;
}
