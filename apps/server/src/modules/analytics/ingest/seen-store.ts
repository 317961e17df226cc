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

/** FNV-1a over the UTF-16 units: cheap, and spreads uuids' hex digits well enough for probing. */
function hashOf(id: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < id.length; i++) h = Math.imul(h ^ id.charCodeAt(i), 0x01000193);
  return h;
}

/**
 * The in-process store (one instance, no REDIS_URL): a ring of the ids in the order they were
 * claimed, with the time of each claim, and an open-addressing table (linear probing) from an
 * id's hash to its place in the ring. Claims come in time order, so the oldest are always at the
 * ring's head: ids past the window are dropped from there, and when the ring is full the oldest
 * claim goes. A duplicate check does not refresh an id; a released id leaves an empty place that
 * goes when the head reaches it.
 *
 * Every call of every batch goes through here, so its cost is the ingest's. Not an LRU cache with
 * a TTL: that cache's bookkeeping was a sixth of the ingest's CPU in its bench. Nor a Map walked
 * from its oldest entry: V8 leaves deleted entries in place until it rehashes, so each walk from
 * the front stepped over every id evicted before it, and a full store slowed the ingest tenfold.
 * Nor a Map beside the ring: a full store deletes one id per claim, and the Map's rehashing and
 * chained buckets of 200,000 ids were a tenth of the ingest's CPU. The table here is typed arrays
 * at most 40 % full, and a removal shifts its neighbours back instead of leaving a tombstone.
 */
export class MemorySeenStore implements SeenStore {
  private readonly ids: (string | undefined)[];
  private readonly hashes: Int32Array;
  private readonly times: Float64Array;
  /** The table: a ring place + 1, or 0 for an empty slot. */
  private readonly slots: Int32Array;
  private readonly mask: number;
  /** The oldest place, and how many places from it are taken (released ones included). */
  private head = 0;
  private taken = 0;
  private readonly windowMs: number;
  private readonly now: () => number;

  constructor(windowSeconds: number, options: { max?: number; now?: () => number } = {}) {
    const max = options.max ?? MEMORY_SEEN_MAX;
    this.ids = new Array<string | undefined>(max);
    this.hashes = new Int32Array(max);
    this.times = new Float64Array(max);
    let size = 16;
    while (size < max * 2.5) size *= 2;
    this.slots = new Int32Array(size);
    this.mask = size - 1;
    this.windowMs = windowSeconds * 1000;
    // A given clock (a test's, moved past the window in one step) is read at every claim.
    this.now = options.now ?? Date.now;
  }

  /** Synchronous underneath, so concurrent batches can never both claim one id. */
  claimNow(ids: readonly string[]): boolean[] {
    const now = this.now();
    const cutoff = now - this.windowMs;
    while (this.taken > 0 && this.times[this.head]! < cutoff) this.dropOldest();
    const claimed = new Array<boolean>(ids.length);
    for (let n = 0; n < ids.length; n++) {
      const id = ids[n]!;
      const hash = hashOf(id);
      let slot = this.find(id, hash);
      if (this.slots[slot] !== 0) {
        claimed[n] = false;
        continue;
      }
      if (this.taken === this.ids.length) {
        this.dropOldest();
        // The removal may have shifted entries back into the probe sequence.
        slot = this.find(id, hash);
      }
      const place = (this.head + this.taken) % this.ids.length;
      this.ids[place] = id;
      this.hashes[place] = hash;
      this.times[place] = now;
      this.slots[slot] = place + 1;
      this.taken++;
      claimed[n] = true;
    }
    return claimed;
  }

  async claim(ids: readonly string[]): Promise<boolean[]> {
    return this.claimNow(ids);
  }

  async release(ids: readonly string[]): Promise<void> {
    for (const id of ids) {
      const slot = this.find(id, hashOf(id));
      const entry = this.slots[slot]!;
      if (entry === 0) continue;
      this.ids[entry - 1] = undefined;
      this.remove(slot);
    }
  }

  async close(): Promise<void> {
    this.slots.fill(0);
    this.ids.fill(undefined);
    this.head = 0;
    this.taken = 0;
  }

  /** The slot holding `id`, or the empty slot where its probe ends. */
  private find(id: string, hash: number): number {
    let slot = hash & this.mask;
    for (;;) {
      const entry = this.slots[slot]!;
      if (entry === 0) return slot;
      const place = entry - 1;
      if (this.hashes[place] === hash && this.ids[place] === id) return slot;
      slot = (slot + 1) & this.mask;
    }
  }

  /** Empties a slot, moving later entries of its probe run back so that every find still ends. */
  private remove(slot: number): void {
    const slots = this.slots;
    const mask = this.mask;
    let hole = slot;
    let next = slot;
    for (;;) {
      next = (next + 1) & mask;
      const entry = slots[next]!;
      if (entry === 0) break;
      const home = this.hashes[entry - 1]! & mask;
      // An entry whose home lies cyclically in (hole, next] is still reachable where it is.
      const stays = hole <= next ? hole < home && home <= next : hole < home || home <= next;
      if (stays) continue;
      slots[hole] = entry;
      hole = next;
    }
    slots[hole] = 0;
  }

  private dropOldest(): void {
    const id = this.ids[this.head];
    if (id !== undefined) {
      this.remove(this.find(id, this.hashes[this.head]!));
      this.ids[this.head] = undefined;
    }
    this.head = (this.head + 1) % this.ids.length;
    this.taken--;
  }
}
