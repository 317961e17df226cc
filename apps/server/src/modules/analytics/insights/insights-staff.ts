import { sql, type Kysely } from 'kysely';
import { AnalyticsCode } from '@fanverse/contract';
import type { Database } from '../../../db/schema';
import { AppError } from '../../../errors/app-error';

/*
 * STAFF_EMAILS (config.ts; docs/insights.md): how a fresh install, or the end-to-end journeys, get
 * a first staff account for the insights dashboard. Only a VERIFIED address counts: anyone can
 * register with a listed address, but only its owner can verify it, so listing an address never
 * hands the dashboard to whoever typed it first. (The check-in desk's CHECKIN_ADMIN_EMAILS works
 * the same way, for its own claim.)
 */

/** The listed addresses, trimmed and lower-cased, once each. */
export function normalisedEmails(emails: readonly string[]): string[] {
  return [...new Set(emails.map((e) => e.trim().toLowerCase()).filter(Boolean))];
}

/**
 * Makes every verified account whose address is listed staff (users.is_staff): the analytics
 * module's seed, at every start. Idempotent; answers the usernames it promoted.
 */
export async function promoteListedStaff(
  db: Kysely<Database>,
  emails: readonly string[] = [],
): Promise<string[]> {
  const listed = normalisedEmails(emails);
  if (listed.length === 0) return [];
  const rows = await db
    .updateTable('users')
    .set({ is_staff: true })
    .where(sql<string>`lower(email)`, 'in', listed)
    .where('email_verified', '=', true)
    .where('is_staff', '=', false)
    .returning('username')
    .execute();
  return rows.map((r) => r.username).sort();
}

/**
 * Who may read insights: staff (users.is_staff, read on every call). A listed, verified account
 * (STAFF_EMAILS) becomes staff on its first call, so an account verified after start-up needs
 * no restart.
 */
export class InsightsStaff {
  private readonly listed: string[];

  constructor(
    private readonly db: Kysely<Database>,
    staffEmails: readonly string[] = [],
  ) {
    this.listed = normalisedEmails(staffEmails);
  }

  /** 403 INSIGHTS_STAFF_ONLY (→ 7763) unless the member is staff or a listed, verified account. */
  async require(userId: string): Promise<void> {
    const row = await this.db
      .selectFrom('users')
      .select(['is_staff', 'email', 'email_verified'])
      .where('id', '=', userId)
      .executeTakeFirst();
    if (row?.is_staff) return;
    if (row?.email_verified && this.listed.includes(row.email.trim().toLowerCase())) {
      // Persisted, so the claim `is_staff` (and the web's Insights link) shows it from now on.
      // The guards repeat the check in the write: an address changed meanwhile is not promoted.
      const promoted = await this.db
        .updateTable('users')
        .set({ is_staff: true })
        .where('id', '=', userId)
        .where('email_verified', '=', true)
        .where('email', '=', row.email)
        .executeTakeFirst();
      if (Number(promoted.numUpdatedRows) > 0) return;
    }
    throw new AppError(403, AnalyticsCode.STAFF_ONLY, 'Insights are for Fanverse staff only');
  }
}
