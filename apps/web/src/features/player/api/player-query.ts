import type { Locale } from '../../../lib/i18n';

export { callOptions, useContentLang } from '../../../lib/content-query';

/** Catalogue text comes back translated (`trans`): the player's reads are kept per language. */
export function playerKey<const T extends readonly unknown[]>(lang: Locale, ...parts: T) {
  return ['player', lang, ...parts] as const;
}

/** What the player shows about a video changes with an editor's publish, not by the second. */
export const CONTENT_STALE_TIME = 5 * 60_000;
