import { LOG_BATCH_MAX, type VideoLogBatch, type VideoLogEvent } from '@fanverse/contract';

export type LogSend = (batch: VideoLogBatch, options: { beacon: boolean }) => Promise<unknown>;

export interface LogBatcherOptions {
  send: LogSend;
  /** The page's host name, sent with every batch (spec: page_domain). */
  pageDomain: string;
  /** Events per request; the server accepts at most LOG_BATCH_MAX. */
  batchMax?: number;
  /**
   * The most events kept while the server cannot be reached. Past it the oldest go: a player
   * left open offline must not grow without end.
   */
  queueMax?: number;
  /** Whether a failed batch is worth sending again; a batch the server refused as invalid is not. */
  isRetryable?: (error: unknown) => boolean;
}

/**
 * Queues playback events and sends them in batches (POST /api/5/log/). Sending never throws
 * and never waits on the player: a flush runs in the background, one at a time, and a batch
 * that fails for a transient reason goes back to the front of the queue for the next flush.
 */
export class VideoLogBatcher {
  private queue: VideoLogEvent[] = [];
  private running: Promise<void> | null = null;
  private again = false;
  private readonly batchMax: number;
  private readonly queueMax: number;

  constructor(private readonly options: LogBatcherOptions) {
    this.batchMax = Math.min(options.batchMax ?? LOG_BATCH_MAX, LOG_BATCH_MAX);
    this.queueMax = Math.max(options.queueMax ?? LOG_BATCH_MAX * 4, this.batchMax);
  }

  /** Events waiting to be sent. */
  get pending(): number {
    return this.queue.length;
  }

  add(event: VideoLogEvent): void {
    this.queue.push(event);
    this.trim();
  }

  /**
   * Sends everything queued. With `beacon` (the page is going away) every batch is handed to
   * the browser at once (sendBeacon outlives the page); otherwise batches go one after another,
   * and a flush asked for while one runs happens right after it.
   */
  flush({ beacon = false }: { beacon?: boolean } = {}): Promise<void> {
    if (beacon) return this.sendAllNow();
    if (this.running) {
      this.again = true;
      return this.running;
    }
    this.running = this.drain().finally(() => {
      this.running = null;
      if (this.again) {
        this.again = false;
        void this.flush();
      }
    });
    return this.running;
  }

  private async drain(): Promise<void> {
    while (this.queue.length > 0) {
      const events = this.queue.splice(0, this.batchMax);
      try {
        await this.options.send(this.batchOf(events), { beacon: false });
      } catch (error) {
        if (this.options.isRetryable?.(error) ?? true) {
          this.queue.unshift(...events);
          this.trim();
          return; // the next flush tries again
        }
        // Refused as invalid: sending it again would be refused again. The rest still goes.
      }
    }
  }

  private async sendAllNow(): Promise<void> {
    const batches: VideoLogEvent[][] = [];
    while (this.queue.length > 0) batches.push(this.queue.splice(0, this.batchMax));
    await Promise.all(
      batches.map(async (events) => {
        try {
          await this.options.send(this.batchOf(events), { beacon: true });
        } catch (error) {
          if (this.options.isRetryable?.(error) ?? true) {
            this.queue.unshift(...events);
            this.trim();
          }
        }
      }),
    );
  }

  private batchOf(events: VideoLogEvent[]): VideoLogBatch {
    return { events, page_domain: this.options.pageDomain };
  }

  /** Keeps the newest queueMax events. */
  private trim(): void {
    if (this.queue.length > this.queueMax) this.queue.splice(0, this.queue.length - this.queueMax);
  }
}
