import { sql, type Kysely } from 'kysely';
import type { VideoLogEvent } from '@fanverse/contract';
import type { Database } from '../../db/schema';

export interface StoredPosition {
  end_timecode: number;
  received_at: Date;
}

/**
 * The playback event log (migration 0008). A batch is written with one statement: the events go
 * in as one JSON parameter and `json_to_recordset` turns them back into typed rows inside the
 * database, so a batch of 500 costs one round trip and one plan whatever its size, and the
 * per-value work is PostgreSQL's C code rather than JavaScript (the same on PGlite and
 * PostgreSQL). The statement is its own transaction: a batch is stored whole or not at all.
 * `with ordinality` keeps the batch's order in the identity column, which is what "latest"
 * means for resuming. Timecodes are kept to the millisecond: a value too small for `real`
 * (1e-50, valid input) would otherwise fail the whole batch.
 */
export class VideoEventsRepository {
  constructor(private readonly db: Kysely<Database>) {}

  async insertBatch(
    events: readonly VideoLogEvent[],
    userId: string | null,
    pageDomain: string,
  ): Promise<number> {
    const result = await sql`
      insert into video_events (
        user_id, page_domain, event_type, videotype, content_id, episode, session_id, client_ts,
        start_timecode, end_timecode, container_type, container_uuid
      )
      select ${userId}::uuid, ${pageDomain}, e.event_type, e.videotype, e.content_id, e.episode,
        e.session_id, to_timestamp(e.client_ms / 1000.0),
        (round(e.start_timecode * 1000) / 1000)::real, (round(e.end_timecode * 1000) / 1000)::real,
        e.container_type, e.container_uuid
      from rows from (
        json_to_recordset(${JSON.stringify(events)}::json) as (
          event_type text, videotype text, content_id uuid, episode text, session_id uuid,
          "timestamp" float8, start_timecode float8, end_timecode float8, container_type text,
          container_uuid uuid
        )
      ) with ordinality as e(
        event_type, videotype, content_id, episode, session_id, client_ms, start_timecode,
        end_timecode, container_type, container_uuid, ord
      )
      order by e.ord
    `.execute(this.db);
    return Number(result.numAffectedRows ?? 0);
  }

  /** The member's latest event for a video (served by the partial index video_events_resume). */
  latestPosition(userId: string, contentId: string): Promise<StoredPosition | undefined> {
    return this.db
      .selectFrom('video_events')
      .select(['end_timecode', 'received_at'])
      .where('user_id', '=', userId)
      .where('content_id', '=', contentId)
      .orderBy('id', 'desc')
      .limit(1)
      .executeTakeFirst();
  }
}
