import { PATHS } from '../../lib/paths';
import type { Agreement } from '../../lib/session';

/**
 * Where the prompt waits: on the registration form the new member has just agreed, and the form
 * records that acceptance itself as it finishes.
 */
const QUIET_PATHS: readonly string[] = [PATHS.register];

export function promptAllowedOn(pathname: string): boolean {
  return !QUIET_PATHS.includes(pathname);
}

/**
 * The agreements a signed-in member still has to accept, terms first. One that could not be
 * loaded (null) or is still loading (undefined) asks nothing: the prompt must never lock a
 * member out because of a failed request.
 */
export function pendingAgreements(
  signedIn: boolean,
  terms: Agreement | null | undefined,
  privacy: Agreement | null | undefined,
): Agreement[] {
  if (!signedIn) return [];
  return [terms, privacy].filter((agreement): agreement is Agreement => !!agreement && !agreement.accepted);
}

/** The text as paragraphs: the server sends plain text, paragraphs split by blank lines. */
export function paragraphsOf(text: string): string[] {
  return text
    .split(/\r?\n\s*\r?\n/)
    .map((paragraph) => paragraph.trim())
    .filter(Boolean);
}

/** `2025-03-01` as a long date in `lang` ("March 1, 2025", "1 de marzo de 2025"). */
export function formatRevisionDate(date: string, lang: string): string {
  const parsed = new Date(`${date}T00:00:00Z`);
  if (Number.isNaN(parsed.getTime())) return date;
  return new Intl.DateTimeFormat(lang, { dateStyle: 'long', timeZone: 'UTC' }).format(parsed);
}
