import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import type { SessionContext } from '../auth/session.service';
import { ContentLimits } from '../parental/content-limits';
import { discussionErrors } from './discussion-errors';

/**
 * The caller of a discussion call: a member (staff or not) or null for an anonymous visitor.
 * Staff is the account's own flag (users.is_staff, the claim `is_staff`), read on each call so
 * that an operator's change applies at once. `limits` are the member's parental limits for this
 * request (discussion-limits.ts); a visitor has none.
 */
export type Viewer = { userId: string; isStaff: boolean; limits: ContentLimits } | null;

/** A viewer's parental limits (none for a visitor). */
export const limitsOf = (viewer: Viewer): ContentLimits => viewer?.limits ?? ContentLimits.NONE;

export class DiscussionViewers {
  constructor(private readonly db: Kysely<Database>) {}

  async of(session: SessionContext | null, limits: ContentLimits = ContentLimits.NONE): Promise<Viewer> {
    if (!session) return null;
    const row = await this.db
      .selectFrom('users')
      .select('is_staff')
      .where('id', '=', session.userId)
      .executeTakeFirst();
    return { userId: session.userId, isStaff: row?.is_staff ?? false, limits };
  }

  /** A staff member, or 403 2309 for anyone else (the `staff` access class). */
  async staff(
    session: SessionContext,
    limits: ContentLimits = ContentLimits.NONE,
  ): Promise<NonNullable<Viewer>> {
    const viewer = await this.of(session, limits);
    if (!viewer?.isStaff) throw discussionErrors.staffOnly();
    return viewer;
  }
}
