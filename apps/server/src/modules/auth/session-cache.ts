import { LRUCache } from 'lru-cache';
import { scopes, type ChangeGenerations } from '../../http/member-cache/change-generations';
import type { SessionRow } from './session.repository';

const MAX_SESSIONS = 100_000;

/**
 * Live sessions by token hash, so that checking a member's token on every request costs no
 * database round trip (docs/member-cache.md). Every revocation bumps the member's `sessions`
 * scope (here, and on the other instances through the relay), which drops all their cached
 * sessions at once; entries also end after `ttlMs`, which bounds a revocation the relay could not
 * carry. Expiry is still checked on every request against the cached row.
 */
export class SessionCache {
  private readonly entries: LRUCache<string, { row: SessionRow; mark: number }>;
  private readonly flights = new Map<string, Promise<{ row: SessionRow | undefined; mark: number }>>();

  constructor(
    private readonly changes: ChangeGenerations,
    ttlMs: number,
  ) {
    this.entries = new LRUCache({ max: MAX_SESSIONS, ttl: ttlMs });
  }

  get(tokenHash: string): SessionRow | undefined {
    const entry = this.entries.get(tokenHash);
    if (!entry) return undefined;
    if (this.changes.unchangedSince(entry.mark, [scopes.sessions(entry.row.userId)])) return entry.row;
    this.entries.delete(tokenHash);
    return undefined;
  }

  /**
   * Reads through the cache: `read` runs on a miss, and what it found is kept unless revoked
   * meanwhile. Requests with the same token arriving during a miss share its read (a member's
   * burst of requests when their entry ends costs one query, not one each).
   */
  async read(
    tokenHash: string,
    read: () => Promise<SessionRow | undefined>,
  ): Promise<SessionRow | undefined> {
    const cached = this.get(tokenHash);
    if (cached) return cached;
    const flight = this.flights.get(tokenHash);
    if (flight) {
      const shared = await flight;
      // Good for this request too unless a revocation came after the shared read began.
      if (!shared.row || this.changes.unchangedSince(shared.mark, [scopes.sessions(shared.row.userId)])) {
        return shared.row;
      }
    }
    const mark = this.changes.mark();
    const own = read().then((row) => ({ row: row && this.keep(tokenHash, row, mark), mark }));
    this.flights.set(tokenHash, own);
    try {
      return (await own).row;
    } finally {
      if (this.flights.get(tokenHash) === own) this.flights.delete(tokenHash);
    }
  }

  /** Keeps `row` unless its member's sessions changed since `mark`; answers the row to use. */
  private keep(tokenHash: string, row: SessionRow, mark: number): SessionRow {
    if (!this.changes.unchangedSince(mark, [scopes.sessions(row.userId)])) return row;
    // The kept row is the one returned, so a touch's new last-seen time is kept too.
    const kept = { ...row };
    this.entries.set(tokenHash, { row: kept, mark });
    return kept;
  }

  /** The member's sessions changed (a sign-out, a revocation): every cached one of theirs goes. */
  revoked(userId: string): void {
    this.changes.bump(scopes.sessions(userId));
  }
}
