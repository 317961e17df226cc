import { LRUCache } from 'lru-cache';

/**
 * Which messageIds were stored in the last window (ANALYTICS_DEDUP_WINDOW_SECONDS): a browser
 * that did not get the reply to a batch sends it again, and the copy must be dropped. The table
 * has no unique index on message_id (a COPY fails whole on one conflict), so the ingest claims
 * every id here before its COPY and releases the claims if the COPY fails.
 */
export interface SeenStore {
  /**
   * Claims each id for the window: true where this call claimed it, false where it was already
   * claimed (a duplicate). Atomic per id: of concurrent claims of one id exactly one wins.
   */
  claim(ids: readonly string[]): Promise<boolean[]>;
  /** Gives claims back (their events were not stored), so that a retry is stored. */
  release(ids: readonly string[]): Promise<void>;
  close(): Promise<void>;
}

/**
 * Ids kept at most in process: about 150 bytes each, so some 30 MB. A busier site evicts the
 * oldest before their 24 hours are up (a retry that late is rare); several instances, or more
 * traffic than this, want Redis (REDIS_URL), which keeps every id for the whole window.
 */
export const MEMORY_SEEN_MAX = 200_000;

/** The in-process store (one instance, no REDIS_URL): an LRU with a TTL of the window. */
export class MemorySeenStore implements SeenStore {
  private readonly seen: LRUCache<string, true>;

  constructor(windowSeconds: number, options: { max?: number; now?: () => number } = {}) {
    this.seen = new LRUCache<string, true>({
      max: options.max ?? MEMORY_SEEN_MAX,
      ttl: windowSeconds * 1000,
      // A given clock (a test's, moved past the window in one step) is read at every check.
      ...(options.now ? { perf: { now: options.now }, ttlResolution: 0 } : {}),
    });
  }

  /** Synchronous underneath, so concurrent batches can never both claim one id. */
  claimNow(ids: readonly string[]): boolean[] {
    return ids.map((id) => {
      if (this.seen.has(id)) return false;
      this.seen.set(id, true);
      return true;
    });
  }

  async claim(ids: readonly string[]): Promise<boolean[]> {
    return this.claimNow(ids);
  }

  async release(ids: readonly string[]): Promise<void> {
    for (const id of ids) this.seen.delete(id);
  }

  async close(): Promise<void> {
    this.seen.clear();
  }
}
