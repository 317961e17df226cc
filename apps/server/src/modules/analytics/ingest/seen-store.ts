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

/**
 * The in-process store (one instance, no REDIS_URL): a ring of the ids in the order they were
 * claimed, with the time of each claim, and a map from id to its place in the ring. Claims come in
 * time order, so the oldest are always at the ring's head: ids past the window are dropped from
 * there, and when the ring is full the oldest claim goes. A duplicate check does not refresh an id;
 * a released id leaves an empty place that goes when the head reaches it.
 *
 * Not an LRU cache with a TTL: every call of every batch goes through here, and that cache's
 * bookkeeping was a sixth of the ingest's CPU in its bench. Nor a Map walked from its oldest entry:
 * V8 leaves deleted entries in place until it rehashes, so each walk from the front stepped over
 * every id evicted before it, and a full store slowed the ingest tenfold.
 */
export class MemorySeenStore implements SeenStore {
  /** id → its place in the ring. */
  private readonly places = new Map<string, number>();
  private readonly ids: (string | undefined)[];
  private readonly times: Float64Array;
  /** The oldest place, and how many places from it are taken (released ones included). */
  private head = 0;
  private taken = 0;
  private readonly windowMs: number;
  private readonly now: () => number;

  constructor(windowSeconds: number, options: { max?: number; now?: () => number } = {}) {
    const max = options.max ?? MEMORY_SEEN_MAX;
    this.ids = new Array<string | undefined>(max);
    this.times = new Float64Array(max);
    this.windowMs = windowSeconds * 1000;
    // A given clock (a test's, moved past the window in one step) is read at every claim.
    this.now = options.now ?? Date.now;
  }

  /** Synchronous underneath, so concurrent batches can never both claim one id. */
  claimNow(ids: readonly string[]): boolean[] {
    const now = this.now();
    const cutoff = now - this.windowMs;
    while (this.taken > 0 && this.times[this.head]! < cutoff) this.dropOldest();
    return ids.map((id) => {
      if (this.places.has(id)) return false;
      if (this.taken === this.ids.length) this.dropOldest();
      const place = (this.head + this.taken) % this.ids.length;
      this.ids[place] = id;
      this.times[place] = now;
      this.places.set(id, place);
      this.taken++;
      return true;
    });
  }

  async claim(ids: readonly string[]): Promise<boolean[]> {
    return this.claimNow(ids);
  }

  async release(ids: readonly string[]): Promise<void> {
    for (const id of ids) {
      const place = this.places.get(id);
      if (place === undefined) continue;
      this.places.delete(id);
      this.ids[place] = undefined;
    }
  }

  async close(): Promise<void> {
    this.places.clear();
    this.ids.fill(undefined);
    this.head = 0;
    this.taken = 0;
  }

  private dropOldest(): void {
    const id = this.ids[this.head];
    if (id !== undefined) {
      this.places.delete(id);
      this.ids[this.head] = undefined;
    }
    this.head = (this.head + 1) % this.ids.length;
    this.taken--;
  }
}
