import { sql, type Kysely } from 'kysely';
import type { Database } from '../../../db/schema';

/**
 * CHECKIN_ADMIN_EMAILS (config.ts): how a fresh install, or the end-to-end journeys, get a first
 * check-in desk without running the operator command. Only a VERIFIED address counts: anyone can
 * register with a listed address, but only its owner can verify it, so listing an address never
 * hands the desk to whoever typed it first.
 */

/** The listed addresses, lower-cased (config already lower-cases them; tests pass their own). */
export function normalisedEmails(emails: readonly string[]): string[] {
  return [...new Set(emails.map((e) => e.trim().toLowerCase()).filter(Boolean))];
}

/** Whether this address is on the list (compared without regard to case, as sign-in does). */
export function isListed(emails: readonly string[], email: string): boolean {
  return emails.includes(email.trim().toLowerCase());
}

/**
 * Gives the claim to every verified account whose address is listed and lacks it: the events
 * module's seed, at every start. Idempotent; answers the usernames it promoted. An account an
 * operator revoked is promoted again while its address stays listed: the list is the operator's
 * standing instruction (docs/events.md says so, and `npm run checkin -- revoke` warns).
 */
export async function promoteListedAdmins(
  db: Kysely<Database>,
  emails: readonly string[] = [],
): Promise<string[]> {
  const listed = normalisedEmails(emails);
  if (listed.length === 0) return [];
  const rows = await db
    .updateTable('users')
    .set({ checkin_admin: true })
    .where(sql<string>`lower(email)`, 'in', listed)
    .where('email_verified', '=', true)
    .where('checkin_admin', '=', false)
    .returning('username')
    .execute();
  return rows.map((r) => r.username).sort();
}
