import type { Kysely } from 'kysely';
import type { VideoLogEvent } from '@fanverse/contract';
import { CopyCoalescer } from '../../db/copy-coalescer';
import { BinaryCopyRows } from '../../db/copy-binary';
import type { CopyIn } from '../../db/database';
import type { Database } from '../../db/schema';

export interface StoredPosition {
  end_timecode: number;
  received_at: Date;
}

const COLUMNS = [
  'user_id',
  'page_domain',
  'event_type',
  'videotype',
  'content_id',
  'episode',
  'session_id',
  'client_ts',
  'start_timecode',
  'end_timecode',
  'container_type',
  'container_uuid',
] as const;

/**
 * Timecodes are kept to the millisecond: a value too small for `real` (1e-50, valid input) would
 * otherwise fail the whole batch.
 */
const toMs = (seconds: number) => Math.round(seconds * 1000) / 1000;

/**
 * The playback event log (migration 0008). A batch is written with one binary COPY: the cheapest
 * way into PostgreSQL (one statement, rows packed into pages and logged together, no value
 * parsing), the same on PGlite. The values go in the columns' own types, in COLUMNS' order. A
 * COPY is its own transaction, so a batch is stored whole or not at all, and rows take their
 * identity in the batch's order, which is what "latest" means for resuming.
 */
export class VideoEventsRepository {
  private readonly writer: CopyCoalescer;

  constructor(
    private readonly db: Kysely<Database>,
    copyIn: CopyIn,
  ) {
    // Four COPYs at once (of the pool's ten connections) did best in `npm run bench video-log`
    // (one or two left the backends waiting on each commit's WAL flush); 1 to 20 thousand rows
    // a COPY measured the same.
    this.writer = new CopyCoalescer(copyIn, 'video_events', COLUMNS, {
      maxInFlight: 4,
      maxRows: 5_000,
    });
  }

  insertBatch(events: readonly VideoLogEvent[], userId: string | null, pageDomain: string): Promise<number> {
    // About 150 bytes an event, plus the page domain it carries.
    const rows = new BinaryCopyRows(events.length * (160 + pageDomain.length * 3));
    for (const e of events) {
      rows
        .row(COLUMNS.length)
        .uuid(userId)
        .text(pageDomain)
        .text(e.event_type)
        .text(e.videotype)
        .uuid(e.content_id)
        .text(e.episode)
        .uuid(e.session_id)
        .timestamptz(e.timestamp)
        .float4(toMs(e.start_timecode))
        .float4(toMs(e.end_timecode))
        .text(e.container_type)
        .uuid(e.container_uuid);
    }
    return this.writer.write(rows.bytes(), events.length);
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
