import type { ComicLogBatch } from '@fanverse/contract';
import { BinaryCopyRows } from '../../../db/copy-binary';
import { CopyCoalescer } from '../../../db/copy-coalescer';
import type { CopyIn } from '../../../db/database';

const COLUMNS = [
  'user_id',
  'event_type',
  'object_type',
  'session_id',
  'content_uuid',
  'series_uuid',
  'page_index',
  'panel_index',
  'view_date',
  'client_view_date',
  'is_offline',
  'container_type',
  'container_uuid',
  'persistent_user_cookie',
  'browser_id',
  'player_version',
  'device_type',
  'device_os',
  'device_model',
] as const;

/**
 * Writes the comic reading log (comic_events, migration comics-0002) the way the video log is
 * written: one binary COPY per batch through a CopyCoalescer, so batches that arrive together
 * share a statement, and a COPY is its own transaction: a batch is stored whole or not at all,
 * and the promise resolves only once it is committed ("acknowledged means stored").
 */
export class ComicEventsRepository {
  private readonly writer: CopyCoalescer;

  constructor(copyIn: CopyIn) {
    // The video log's settings (measured there in `npm run bench video-log`): the two logs
    // share the pool, and reading events arrive at about the rate of playback events.
    this.writer = new CopyCoalescer(copyIn, 'comic_events', COLUMNS, { maxInFlight: 4, maxRows: 5_000 });
  }

  /**
   * The batch's events, each with its stored view date (`viewDates[i]`, ms since the epoch) and
   * the batch's device fields; resolves to the number of rows once they are committed.
   */
  insertBatch(batch: ComicLogBatch, userId: string | null, viewDates: readonly number[]): Promise<number> {
    const { events } = batch;
    const device = [
      batch.persistent_user_cookie,
      batch.browser_id,
      batch.player_version,
      batch.device_type,
      batch.device_os,
      batch.device_model,
    ];
    const deviceBytes = device.reduce((n, text) => n + (text?.length ?? 0) * 3 + 4, 0);
    // About 220 bytes an event before its device fields.
    const rows = new BinaryCopyRows(events.length * (240 + deviceBytes));
    events.forEach((e, i) => {
      rows
        .row(COLUMNS.length)
        .uuid(userId)
        .text(e.event_type)
        .text(e.object_type)
        .uuid(e.session_id)
        .uuid(e.content_uuid)
        .uuid(e.series_uuid)
        .int4(e.page_index)
        .int4(e.panel_index)
        .timestamptz(viewDates[i]!)
        .timestamptz(e.view_date)
        .bool(e.is_offline)
        .text(e.container_type)
        .uuid(e.container_uuid);
      for (const text of device) rows.text(text);
    });
    return this.writer.write(rows.bytes(), events.length);
  }
}
