import {
  ANALYTICS_MAX_BATCH_BYTES,
  type AnalyticsBatch,
  type AnalyticsEvent,
  type ConsentCategory,
} from '@fanverse/contract';

/**
 * The analytics transport's queue (issue 25): events wait here and leave in batches, every
 * `batchSize` events or `flushMs` after the first one waiting, whichever comes first, and all at
 * once by beacon (or keepalive) when the page is hidden or left. A batch that fails for a reason that
 * may pass (no network, a 5xx, 429) goes back to the front and is retried later with the same
 * messageIds, so the server drops the copies of any that did arrive; one the server refuses as
 * such (another 4xx) would be refused again and is dropped. One batch is in flight at a time.
 */
export interface QueuedEvent {
  event: AnalyticsEvent;
  /** The consent category it needs: checked again before it leaves. */
  category: ConsentCategory;
  /** Its JSON text's length in bytes. */
  bytes: number;
}

export interface AnalyticsQueueOptions {
  send(batch: AnalyticsBatch): Promise<unknown>;
  /**
   * Sends a batch as the page goes away (a beacon, or keepalive for a member: the client's
   * `sendBatch` with `beacon`); false when the browser would not take it.
   */
  beacon?: (batch: AnalyticsBatch) => boolean;
  /** Whether an event may still leave (consent can be withdrawn while it waits). */
  allowed(category: ConsentCategory): boolean;
  /** Whether a failure is the server refusing the batch itself (not worth retrying). */
  isPermanent(error: unknown): boolean;
  now?: () => Date;
  batchSize?: number;
  flushMs?: number;
  maxQueued?: number;
  maxRetryMs?: number;
  onDrop?: (reason: 'refused' | 'overflow', count: number) => void;
}

/** Spec: every 20 events or 5 seconds. */
export const BATCH_SIZE = 20;
export const FLUSH_MS = 5_000;
/** Waiting events beyond this (a long time offline) drop the oldest. */
export const MAX_QUEUED = 500;
/** Retries back off from FLUSH_MS, doubling, to this at most. */
export const MAX_RETRY_MS = 60_000;
/** One request's share: well under the server's 500 KB, and few enough events to store quickly. */
export const MAX_REQUEST_EVENTS = 100;
export const MAX_REQUEST_BYTES = Math.floor(ANALYTICS_MAX_BATCH_BYTES * 0.9);
/**
 * A beacon's share: browsers allow 64 KB of keep-alive bodies in flight per page (Chrome, the
 * Fetch standard's limit), so larger queues leave in several beacons.
 */
export const MAX_BEACON_BYTES = 60 * 1024;

const encoder = new TextEncoder();
export const byteLength = (text: string) => encoder.encode(text).length;

/** The JSON text of a batch (the `sentAt` stamp is small and counted in the slack). */
function batchBody(items: readonly QueuedEvent[], now: Date): AnalyticsBatch {
  return { batch: items.map((item) => item.event), sentAt: now.toISOString() };
}

/** The first items that fit a request: at most `maxEvents`, at most `maxBytes` (at least one). */
function takeChunk(items: readonly QueuedEvent[], maxEvents: number, maxBytes: number): QueuedEvent[] {
  const chunk: QueuedEvent[] = [];
  let bytes = 64; // the envelope: {"batch":[],"sentAt":"…"}
  for (const item of items) {
    if (chunk.length >= maxEvents) break;
    if (chunk.length > 0 && bytes + item.bytes + 1 > maxBytes) break;
    chunk.push(item);
    bytes += item.bytes + 1;
  }
  return chunk;
}

export interface AnalyticsQueue {
  enqueue(item: QueuedEvent): void;
  /** Sends what waits now (one request after another until the queue is empty or a send fails). */
  flush(): Promise<void>;
  /** Hands everything waiting (and in flight) to `sendBeacon`: the page is going away. */
  flushWithBeacon(): void;
  /** Drops waiting events whose category is no longer allowed. */
  prune(): void;
  /** Events waiting (not counting a batch in flight). */
  size(): number;
  dispose(): void;
}

export function createAnalyticsQueue(options: AnalyticsQueueOptions): AnalyticsQueue {
  const {
    send,
    beacon,
    allowed,
    isPermanent,
    now = () => new Date(),
    batchSize = BATCH_SIZE,
    flushMs = FLUSH_MS,
    maxQueued = MAX_QUEUED,
    maxRetryMs = MAX_RETRY_MS,
    onDrop,
  } = options;
  let queue: QueuedEvent[] = [];
  let inFlight: QueuedEvent[] = [];
  let sending: Promise<void> | null = null;
  let timer: ReturnType<typeof setTimeout> | undefined;
  // After a failure, the next attempt waits this long (0: no failure pending).
  let retryMs = 0;
  // MessageIds handed to a beacon while their batch was in flight: a failure must not resend them.
  const beaconed = new Set<string>();
  let disposed = false;

  function clearTimer() {
    if (timer !== undefined) clearTimeout(timer);
    timer = undefined;
  }

  function schedule(delay: number) {
    if (disposed || timer !== undefined || queue.length === 0) return;
    timer = setTimeout(() => {
      timer = undefined;
      void flush();
    }, delay);
  }

  function keepWithinLimit() {
    const over = queue.length - maxQueued;
    if (over > 0) {
      queue.splice(0, over);
      onDrop?.('overflow', over);
    }
  }

  async function sendAll(): Promise<void> {
    while (!disposed && queue.length > 0) {
      queue = queue.filter((item) => allowed(item.category));
      if (queue.length === 0) break;
      inFlight = takeChunk(queue, MAX_REQUEST_EVENTS, MAX_REQUEST_BYTES);
      queue = queue.slice(inFlight.length);
      try {
        await send(batchBody(inFlight, now()));
        retryMs = 0;
      } catch (error) {
        const failed = inFlight.filter((item) => !beaconed.has(item.event.messageId));
        if (isPermanent(error)) {
          onDrop?.('refused', failed.length);
        } else {
          // Back at the front, in their order; retried after a growing pause.
          queue = [...failed.filter((item) => allowed(item.category)), ...queue];
          keepWithinLimit();
          retryMs = Math.min(retryMs === 0 ? flushMs : retryMs * 2, maxRetryMs);
          return;
        }
      } finally {
        for (const item of inFlight) beaconed.delete(item.event.messageId);
        inFlight = [];
      }
    }
  }

  function flush(): Promise<void> {
    if (sending) return sending;
    clearTimer();
    sending = sendAll().finally(() => {
      sending = null;
      schedule(retryMs || flushMs);
    });
    return sending;
  }

  function flushWithBeacon() {
    if (!beacon) return;
    const waiting = [...inFlight.filter((item) => !beaconed.has(item.event.messageId)), ...queue].filter(
      (item) => allowed(item.category),
    );
    const handed = new Set<string>();
    let rest = waiting;
    while (rest.length > 0) {
      const chunk = takeChunk(rest, MAX_REQUEST_EVENTS, MAX_BEACON_BYTES);
      if (!beacon(batchBody(chunk, now()))) break; // over the browser's quota: keep the rest
      for (const item of chunk) handed.add(item.event.messageId);
      rest = rest.slice(chunk.length);
    }
    for (const item of inFlight) if (handed.has(item.event.messageId)) beaconed.add(item.event.messageId);
    queue = queue.filter((item) => !handed.has(item.event.messageId) && allowed(item.category));
    if (queue.length === 0) clearTimer();
  }

  return {
    enqueue(item) {
      if (disposed) return;
      queue.push(item);
      keepWithinLimit();
      // A full batch leaves at once, unless the pipeline is backing off after a failure.
      if (queue.length >= batchSize && retryMs === 0) void flush();
      else schedule(retryMs || flushMs);
    },
    flush,
    flushWithBeacon,
    prune() {
      queue = queue.filter((item) => allowed(item.category));
      if (queue.length === 0) clearTimer();
    },
    size: () => queue.length,
    dispose() {
      disposed = true;
      clearTimer();
      queue = [];
    },
  };
}
