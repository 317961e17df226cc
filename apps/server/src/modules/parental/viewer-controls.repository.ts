import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import './parental.schema';

/** The viewer_controls table: one row per member with limits. Queries only; rules are the services'. */
export class ViewerControlsRepository {
  constructor(private readonly db: Kysely<Database>) {}

  /** The limits part of a member's row (what every content request reads). */
  findLimits(userId: string) {
    return this.db
      .selectFrom('viewer_controls')
      .select(['tv_rating', 'age_rating', 'version'])
      .where('user_id', '=', userId)
      .executeTakeFirst();
  }

  find(userId: string) {
    return this.db.selectFrom('viewer_controls').selectAll().where('user_id', '=', userId).executeTakeFirst();
  }
}
