import { LOG_BATCH_MAX, type VideoLogBatch, type VideoLogEvent } from '@fanverse/contract';
import { LogBatcher, type LogBatchSend } from '../../../lib/log-batcher';

export type LogSend = LogBatchSend<VideoLogBatch>;

export interface LogBatcherOptions {
  send: LogSend;
  /** The page's host name, sent with every batch (spec: page_domain). */
  pageDomain: string;
  /** Events per request; the server accepts at most LOG_BATCH_MAX. */
  batchMax?: number;
  /** The most events kept while the server cannot be reached; past it the oldest go. */
  queueMax?: number;
  /** Whether a failed batch is worth sending again; a batch the server refused as invalid is not. */
  isRetryable?: (error: unknown) => boolean;
}

/** Queues playback events and sends them in batches (POST /api/5/log/). */
export class VideoLogBatcher extends LogBatcher<VideoLogEvent, VideoLogBatch> {
  constructor({ pageDomain, ...options }: LogBatcherOptions) {
    super({
      ...options,
      limit: LOG_BATCH_MAX,
      batchOf: (events) => ({ events, page_domain: pageDomain }),
    });
  }
}
