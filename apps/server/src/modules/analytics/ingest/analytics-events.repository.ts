import type { AnalyticsEvent } from '@fanverse/contract';
import { BinaryCopyRows } from '../../../db/copy-binary';
import { CopyCoalescer } from '../../../db/copy-coalescer';
import type { CopyIn } from '../../../db/database';
import { campaignJson, propertiesJson, type BatchStamp } from './analytics-event-row';

const COLUMNS = [
  'received_at',
  'event_ts',
  'type',
  'event',
  'name',
  'category',
  'message_id',
  'anonymous_id',
  'user_id',
  'properties',
  'page_path',
  'referrer',
  'locale',
  'user_agent',
  'campaign',
  'consent_groups',
] as const;

/**
 * The raw analytics calls (analytics_events, migration 0024). Written as the playback log is: one
 * binary COPY per batch (no value parsing in the database but jsonb's), batches that arrive
 * together merged into one COPY by the coalescer; a write resolves once its COPY has committed,
 * stored whole or not at all. Each call is encoded straight from the checked batch, without an
 * object per row in between (the ingest's own cost is what its bench measures).
 */
export class AnalyticsEventsRepository {
  private readonly writer: CopyCoalescer;
  private pending = 0;

  constructor(copyIn: CopyIn) {
    // As the playback log's: four COPYs at once, what arrives meanwhile goes out together.
    this.writer = new CopyCoalescer(copyIn, 'analytics_events', COLUMNS, { maxInFlight: 4, maxRows: 5_000 });
  }

  /** Rows handed to the COPY and not yet committed or failed (a queue depth for /metrics). */
  get pendingRows(): number {
    return this.pending;
  }

  /** Stores checked, consented calls of one batch; answers how many. */
  async insert(events: readonly AnalyticsEvent[], stamp: BatchStamp): Promise<number> {
    if (events.length === 0) return 0;
    // Most calls are a few hundred bytes: their JSON and texts, plus 4 bytes a field.
    const rows = new BinaryCopyRows(events.length * 600);
    for (const e of events) {
      const context = e.context;
      rows
        .row(COLUMNS.length)
        .timestamptz(stamp.receivedAt)
        .timestamptz(Date.parse(e.timestamp) + stamp.clockOffsetMs)
        .text(e.type)
        .text(e.event)
        .text(e.name)
        .text(e.category)
        .text(e.messageId)
        .text(e.anonymousId)
        .uuid(stamp.userId)
        .jsonb(propertiesJson(e))
        .text(context?.page?.path)
        .text(context?.page?.referrer)
        .text(context?.locale)
        .text(context?.userAgent ?? stamp.userAgent)
        .jsonb(campaignJson(e))
        .text(stamp.consentGroups);
    }
    this.pending += events.length;
    try {
      return await this.writer.write(rows.bytes(), events.length);
    } finally {
      this.pending -= events.length;
    }
  }
}
