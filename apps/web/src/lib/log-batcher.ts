export type LogBatchSend<Batch> = (batch: Batch, options: { beacon: boolean }) => Promise<unknown>;

export interface LogBatcherOptions<Event, Batch> {
  send: LogBatchSend<Batch>;
  /** Wraps a run of events in the request body, with the fields every batch carries. */
  batchOf: (events: Event[]) => Batch;
  /** The most events the server accepts in one request; batchMax cannot go past it. */
  limit: number;
  /** Events per request (default and ceiling: limit). */
  batchMax?: number;
  /**
   * The most events kept while the server cannot be reached (default 4 × limit). Past it the
   * oldest go: a page left open offline must not grow without end.
   */
  queueMax?: number;
  /** Whether a failed batch is worth sending again; a batch the server refused as invalid is not. */
  isRetryable?: (error: unknown) => boolean;
}

/**
 * Queues log events (the player's and the comic reader's) and sends them in batches. Sending
 * never throws and never waits on the page: a flush runs in the background, one at a time, and a
 * batch that fails for a transient reason goes back to the front of the queue for the next flush.
 */
export class LogBatcher<Event, Batch> {
  private queue: Event[] = [];
  private running: Promise<void> | null = null;
  private again = false;
  private readonly batchMax: number;
  private readonly queueMax: number;

  constructor(private readonly options: LogBatcherOptions<Event, Batch>) {
    this.batchMax = Math.min(options.batchMax ?? options.limit, options.limit);
    this.queueMax = Math.max(options.queueMax ?? options.limit * 4, this.batchMax);
  }

  /** Events waiting to be sent. */
  get pending(): number {
    return this.queue.length;
  }

  add(event: Event): void {
    this.queue.push(event);
    this.trim();
  }

  /**
   * Sends everything queued. With `beacon` (the page is going away) every batch is handed to
   * the browser at once (a beacon or keepalive request outlives the page); otherwise batches go
   * one after another, and a flush asked for while one runs happens right after it.
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
        await this.options.send(this.options.batchOf(events), { beacon: false });
      } catch (error) {
        if (this.options.isRetryable?.(error) ?? true) {
          this.requeue(events);
          return; // the next flush tries again
        }
        // Refused as invalid: sending it again would be refused again. The rest still goes.
      }
    }
  }

  private async sendAllNow(): Promise<void> {
    const batches: Event[][] = [];
    while (this.queue.length > 0) batches.push(this.queue.splice(0, this.batchMax));
    await Promise.all(
      batches.map(async (events) => {
        try {
          await this.options.send(this.options.batchOf(events), { beacon: true });
        } catch (error) {
          if (this.options.isRetryable?.(error) ?? true) this.requeue(events);
        }
      }),
    );
  }

  private requeue(events: Event[]): void {
    this.queue.unshift(...events);
    this.trim();
  }

  /** Keeps the newest queueMax events. */
  private trim(): void {
    if (this.queue.length > this.queueMax) this.queue.splice(0, this.queue.length - this.queueMax);
  }
}
