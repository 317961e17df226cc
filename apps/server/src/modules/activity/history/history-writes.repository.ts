import crypto from 'node:crypto';
import { sql, type Kysely } from 'kysely';
import type { HistoryCommand, HistoryItemType } from '@fanverse/contract';
import type { Database } from '../../../db/schema';

/** Where a history mark comes from, in the log's `page_domain` (the player sends its host name). */
const MARK_PAGE_DOMAIN = 'history';

/**
 * The history's two writes. A mark is a row of the video log like any other event, so the log's
 * trigger derives watched/unwatched, the position and the container from it in the statement's
 * own transaction (migrations/activity-0001-tables.ts); the model is never written here. Clearing
 * an item only sets hidden_at, which the item's next event clears.
 */
export class HistoryWritesRepository {
  constructor(private readonly db: Kysely<Database>) {}

  /**
   * Logs `mark_watched` (ending at the episode's length) or `mark_unwatched` (ending at 0) for
   * episode `episodeNumber` of series `seriesId`, in one statement that finds the episode and
   * inserts the row. Answers the episode's uuid, or undefined when there is no such episode.
   */
  async mark(
    userId: string,
    seriesId: number,
    episodeNumber: number,
    command: HistoryCommand,
  ): Promise<string | undefined> {
    const watched = command === 'watched';
    const { rows } = await sql<{ content_id: string }>`
      insert into video_events (user_id, event_type, videotype, content_id, session_id, client_ts,
        start_timecode, end_timecode, page_domain)
      select ${userId}::uuid, ${watched ? 'mark_watched' : 'mark_unwatched'}, 'episode', e.uuid,
        ${crypto.randomUUID()}::uuid, now(), 0, ${watched ? sql`e.duration` : sql`0`}, ${MARK_PAGE_DOMAIN}
      from episodes e
      where e.series_id = ${seriesId}::bigint and e.number = ${episodeNumber}::bigint
      returning content_id::text as content_id`.execute(this.db);
    return rows[0]?.content_id;
  }

  /** The uuid of episode `episodeNumber` of series `seriesId` (what a mark would log), or undefined. */
  async episodeUuid(seriesId: number, episodeNumber: number): Promise<string | undefined> {
    const { rows } = await sql<{ uuid: string }>`
      select e.uuid::text as uuid from episodes e
      where e.series_id = ${seriesId}::bigint and e.number = ${episodeNumber}::bigint`.execute(this.db);
    return rows[0]?.uuid;
  }

  /** Sets hidden_at on the member's row of the item; false when they have none. */
  async hide(userId: string, type: HistoryItemType, uuid: string): Promise<boolean> {
    const result = await this.db
      .updateTable('activity_items')
      .set({ hidden_at: sql<Date>`now()` })
      .where('user_id', '=', userId)
      .where('item_type', '=', type)
      .where('item_uuid', '=', uuid)
      .executeTakeFirst();
    return result.numUpdatedRows > 0n;
  }
}
