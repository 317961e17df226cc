import type { ThrottleStore } from '../auth/throttle-store';
import { addressKey } from './client-address';

/** The limits of docs/devices.md "Limits". */
export interface DeviceLinkLimits {
  /** Failed code entries (link or pending lookups of a code that is not live) per member. */
  memberFailures: number;
  /** … per client address (an IPv6 address by its /64). */
  addressFailures: number;
  /** … over every member and address together. */
  globalFailures: number;
  /** The window the three failure counts are kept over. */
  windowMs: number;
  /** New codes one address may ask for per window. */
  codesPerAddress: number;
  codeWindowMs: number;
}

export const DEVICE_LINK_LIMITS: DeviceLinkLimits = {
  memberFailures: 5,
  addressFailures: 10,
  globalFailures: 300,
  windowMs: 600_000,
  codesPerAddress: 20,
  codeWindowMs: 600_000,
};

export type EntryLimit = 'member' | 'address' | 'global';

/** What became of one code entry (the brute-force test counts them). */
export type EntryOutcome = 'found' | 'not-found' | `refused-${EntryLimit}`;

export type EntryResult<T> = { found: T } | { refused: EntryLimit } | { notFound: true };

/**
 * The limits on entering codes. While any of the three failure counts is at its limit, an
 * entry is refused without the code being looked up, so a guesser learns nothing from it. Only
 * failed entries count: a member who types their code right is never slowed by others' guesses
 * below the global limit.
 *
 * Entries run one at a time per instance (count, look up, count the failure), so no burst of
 * concurrent guesses slips past a limit between the check and the count; entries are rare and
 * each takes a few store operations. Across instances sharing Redis, a limit can be passed by at
 * most one entry per other instance in flight.
 */
export class LinkEntryGuard {
  private queue: Promise<unknown> = Promise.resolve();

  constructor(
    private readonly throttle: ThrottleStore,
    private readonly limits: DeviceLinkLimits,
    private readonly prefix: string,
    private readonly hooks: {
      observe?: (outcome: EntryOutcome) => void;
      /** Told once per window when the global limit trips (someone is guessing at scale). */
      onGlobalTrip?: () => void;
    } = {},
  ) {}

  /** Runs one entry: `lookup` answers the live code (null when there is none). */
  enter<T>(who: { userId: string; ip: string }, lookup: () => Promise<T | null>): Promise<EntryResult<T>> {
    const run = this.queue.then(() => this.once(who, lookup));
    this.queue = run.catch(() => undefined);
    return run;
  }

  /** Counts a new code for the address; false once it has asked for too many this window. */
  async allowNewCode(ip: string): Promise<boolean> {
    const count = await this.throttle.increment(
      `${this.prefix}codes:${addressKey(ip)}`,
      this.limits.codeWindowMs,
    );
    return count <= this.limits.codesPerAddress;
  }

  private keys(who: { userId: string; ip: string }) {
    return {
      member: `${this.prefix}failed:member:${who.userId}`,
      address: `${this.prefix}failed:address:${addressKey(who.ip)}`,
      global: `${this.prefix}failed:all`,
    } satisfies Record<EntryLimit, string>;
  }

  private async once<T>(
    who: { userId: string; ip: string },
    lookup: () => Promise<T | null>,
  ): Promise<EntryResult<T>> {
    const keys = this.keys(who);
    const [member, address, global] = await Promise.all([
      this.throttle.count(keys.member),
      this.throttle.count(keys.address),
      this.throttle.count(keys.global),
    ]);
    const refused: EntryLimit | undefined =
      member >= this.limits.memberFailures
        ? 'member'
        : address >= this.limits.addressFailures
          ? 'address'
          : global >= this.limits.globalFailures
            ? 'global'
            : undefined;
    if (refused) {
      this.hooks.observe?.(`refused-${refused}`);
      return { refused };
    }
    const found = await lookup();
    if (found !== null) {
      this.hooks.observe?.('found');
      return { found };
    }
    const { windowMs } = this.limits;
    const [, , all] = await Promise.all([
      this.throttle.increment(keys.member, windowMs),
      this.throttle.increment(keys.address, windowMs),
      this.throttle.increment(keys.global, windowMs),
    ]);
    if (all === this.limits.globalFailures) this.hooks.onGlobalTrip?.();
    this.hooks.observe?.('not-found');
    return { notFound: true };
  }
}
