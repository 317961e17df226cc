import type { DeviceKind } from '@fanverse/contract';

/** A member's confirmation of a code on the web. */
export interface CodeLink {
  userId: string;
  userGuid: string;
  /** The session that confirmed: the TV is signed in only while it is still open. */
  sessionId: string;
  linkedAt: number;
}

/** A short code a TV asked for, live for SHORT_CODE_TTL_SECONDS. Times in epoch milliseconds. */
export interface PendingCode {
  code: string;
  /** sha256 (hex) of the TV's device secret; the secret itself is only in the TV's cookie. */
  secretHash: string;
  deviceKind: DeviceKind;
  deviceName: string;
  /** The address that asked for the code. */
  ip: string;
  createdAt: number;
  expiresAt: number;
  link: CodeLink | null;
}

/**
 * Where pending codes live: in process (one instance), or in Redis when REDIS_URL is set so that
 * the TV may poll one instance and the member confirm on another. Every change is atomic, so
 * that a code is linked once and taken once however many requests race for it. `now` is passed
 * in so that expiry follows the service's clock (tests move it).
 */
export interface PendingCodeStore {
  /** Stores a new code unless the value is taken (SET NX); false on a collision. */
  add(record: PendingCode, now: number): Promise<boolean>;
  /** The live record, or null (never issued, expired or taken). */
  get(code: string, now: number): Promise<PendingCode | null>;
  /** Binds a live code not yet linked to a member; the updated record, or null. */
  link(code: string, link: CodeLink, now: number): Promise<PendingCode | null>;
  /**
   * Removes a live, linked code whose device secret hash matches and answers it; null for
   * everyone else, including the loser of two concurrent takes.
   */
  take(code: string, secretHash: string, now: number): Promise<PendingCode | null>;
  close(): Promise<void>;
}

const SWEEP_EVERY = 500;

/**
 * Pending codes in a Map: each operation runs without an await between its read and its write,
 * so it is atomic within the process. Expired codes are swept now and then.
 */
export class MemoryPendingCodeStore implements PendingCodeStore {
  private readonly codes = new Map<string, PendingCode>();
  private writes = 0;

  async add(record: PendingCode, now: number): Promise<boolean> {
    if (++this.writes % SWEEP_EVERY === 0) this.sweep(now);
    if (this.live(record.code, now)) return false;
    this.codes.set(record.code, structuredClone(record));
    return true;
  }

  async get(code: string, now: number): Promise<PendingCode | null> {
    const record = this.live(code, now);
    return record ? structuredClone(record) : null;
  }

  async link(code: string, link: CodeLink, now: number): Promise<PendingCode | null> {
    const record = this.live(code, now);
    if (!record || record.link) return null;
    record.link = { ...link };
    return structuredClone(record);
  }

  async take(code: string, secretHash: string, now: number): Promise<PendingCode | null> {
    const record = this.live(code, now);
    if (!record?.link || record.secretHash !== secretHash) return null;
    this.codes.delete(code);
    return record;
  }

  async close(): Promise<void> {
    this.codes.clear();
  }

  private live(code: string, now: number): PendingCode | undefined {
    const record = this.codes.get(code);
    return record && record.expiresAt > now ? record : undefined;
  }

  private sweep(now: number) {
    for (const [code, record] of this.codes) if (record.expiresAt <= now) this.codes.delete(code);
  }
}
