import { COMIC_LOG_BATCH_MAX, type ComicLogBatch, type ComicLogEvent } from '@fanverse/contract';
import { LogBatcher, type LogBatchSend } from '../../../../lib/log-batcher';

export type ComicLogSend = LogBatchSend<ComicLogBatch>;

export interface ComicLogBatcherOptions {
  send: ComicLogSend;
  /** Fields sent with every batch (player_version, device fields). */
  batchFields?: Omit<ComicLogBatch, 'events'>;
  /** Events per request; the server accepts at most COMIC_LOG_BATCH_MAX. */
  batchMax?: number;
  /** The most events kept while the server cannot be reached; past it the oldest go. */
  queueMax?: number;
  /** Whether a failed batch is worth sending again; one refused as invalid is not. */
  isRetryable?: (error: unknown) => boolean;
}

/** Queues reading events and sends them in batches (POST /api/5/log/comic/), as the player's log does. */
export class ComicLogBatcher extends LogBatcher<ComicLogEvent, ComicLogBatch> {
  constructor({ batchFields, ...options }: ComicLogBatcherOptions) {
    super({
      ...options,
      limit: COMIC_LOG_BATCH_MAX,
      batchOf: (events) => ({ ...batchFields, events }),
    });
  }
}
