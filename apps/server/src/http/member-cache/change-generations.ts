import { LRUCache } from 'lru-cache';

/**
 * What a member-private cached value depends on, named as a scope:
 * - `catalogue`: any catalogue write (the public reply cache's version check bumps it);
 * - `member:<user id>`: anything of that member (their writes, their premium, their limits);
 * - `sessions:<user id>`: that member's sessions (a sign-out or a revocation);
 * - `list:<list uuid>`: a user list read by others (its follower count moves with their follows).
 */
export const scopes = {
  catalogue: 'catalogue',
  member: (userId: string) => `member:${userId}`,
  sessions: (userId: string) => `sessions:${userId}`,
  list: (uuid: string) => `list:${uuid.toLowerCase()}`,
} as const;

/** Scopes kept before the least recently bumped are forgotten (see `floor`). */
const MAX_SCOPES = 200_000;

/**
 * The change counter behind the member caches (sessions, private replies; docs/member-cache.md).
 * Every change to a scope takes the next number of one counter; a value computed while the
 * counter stood at `n` is still good while none of its scopes has a number above `n`. So a reader
 * notes `mark()` before it reads the database and may keep what it read only if nothing it
 * depends on changed since (a write that commits during the read invalidates it), and a cached
 * value needs no copy of each scope's number, only the mark.
 *
 * Scopes not bumped recently are forgotten to bound memory; a forgotten scope reads as the
 * highest number forgotten so far (`floor`), which can only make a cached value look older than
 * it is (a miss), never newer.
 *
 * Bumps from other instances arrive through a relay (change-relay.ts) and are applied with
 * `applyRemote`, which numbers them here without sending them back.
 */
export class ChangeGenerations {
  private counter = 0;
  private floor = 0;
  private readonly numbers: LRUCache<string, number>;
  private readonly listeners: ((scope: string) => void)[] = [];

  constructor(maxScopes = MAX_SCOPES) {
    this.numbers = new LRUCache<string, number>({
      max: maxScopes,
      dispose: (value, _key, reason) => {
        if (reason === 'evict' && value > this.floor) this.floor = value;
      },
    });
  }

  /** The counter now: what a value read from here on may be stored against. */
  mark(): number {
    return this.counter;
  }

  /** Whether none of `scopeList` changed after `mark`. */
  unchangedSince(mark: number, scopeList: readonly string[]): boolean {
    if (this.floor > mark) return false;
    for (const scope of scopeList) {
      const number = this.numbers.get(scope);
      if (number !== undefined && number > mark) return false;
    }
    return true;
  }

  /** A change to `scope` made by this instance: numbered, and passed to the relay. */
  bump(scope: string): void {
    this.applyRemote(scope);
    for (const listener of this.listeners) listener(scope);
  }

  /** A change another instance made (through the relay): numbered here only. */
  applyRemote(scope: string): void {
    this.numbers.set(scope, ++this.counter);
  }

  /** Called with every scope this instance bumps (the relay publishes them). */
  onLocalBump(listener: (scope: string) => void): void {
    this.listeners.push(listener);
  }
}
