import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import type { StoredPosition } from './video-events.repository';

/**
 * An episode's resume point as the activity model keeps it (activity_items, kept by the log's
 * trigger: the latest event's end and time), found by the episode's uuid or its video's uuid.
 * One primary-key row instead of a look through the member's events. Clips are not in the model.
 */
export class ResumePositionRepository {
  constructor(private readonly db: Kysely<Database>) {}

  async episodePosition(userId: string, contentId: string): Promise<StoredPosition | undefined> {
    const row = await this.db
      .selectFrom('activity_items as a')
      .innerJoin('episodes as e', 'e.uuid', 'a.item_uuid')
      .select(['a.position_seconds', 'a.last_at'])
      .where('a.user_id', '=', userId)
      .where('a.item_type', '=', 'episode')
      .where((eb) => eb.or([eb('e.uuid', '=', contentId), eb('e.video_uuid', '=', contentId)]))
      .orderBy('a.last_at', 'desc')
      .limit(1)
      .executeTakeFirst();
    if (!row || row.position_seconds === null) return undefined;
    return { end_timecode: row.position_seconds, received_at: row.last_at };
  }
}
