import type { EventItem } from '@fanverse/contract';
import { readJson, writeItem } from '../../lib/storage';

/**
 * The desk's offline queue (issue 24): updates made while the phone had no network are kept in
 * localStorage (a reload or a flat battery must not lose a check-in), sent in the order they were
 * made once the network is back. Each keeps the nonce it was made with, so a resend after a lost
 * reply applies once on the server. An update another desk overtook (7753), or one the server
 * refused, is never retried: it moves to a list the desk reviews and dismisses by hand.
 *
 * Plain TypeScript: the React hook (use-checkin-queue.ts) only wires it to the client and events.
 */

/** One update as the desk made it. `nonce` names it (and is the key of the queue). */
export interface QueuedUpdate {
  guid: string;
  eventUuid: string;
  itemId: number;
  status: string;
  note: string;
  /** The item's moddate as the desk saw it: a later change answers 7753, never overwritten. */
  moddate: string;
  nonce: string;
  /** For the desk's lists: whose item, which item, when it was made (ISO). */
  username: string;
  itemName: string;
  queuedAt: string;
}

/** An update that will not be sent again: another desk's change (`current`), or a refusal. */
export interface QueueProblem {
  update: QueuedUpdate;
  /** The item as it is now (7753), when the server said so. */
  current: EventItem | null;
  /** The client code of the failure (7753 conflict, 7751 gone, 7752 refused…). */
  code: number | null;
}

/** How one send ended, as the queue needs to know it. */
export type SendOutcome =
  | { kind: 'sent'; item: EventItem }
  /** The network is still away (or the server failed): stop, keep this and the rest. */
  | { kind: 'offline' }
  /** Never to be sent again (conflict or refusal): kept for review. */
  | {
      kind: 'problem';
      current: EventItem | null;
      code: number | null;
      /** The failure itself, for the desk's message (not kept in storage). */
      error?: unknown;
    };

export type Sender = (update: QueuedUpdate) => Promise<SendOutcome>;

export interface QueueSnapshot {
  pending: readonly QueuedUpdate[];
  problems: readonly QueueProblem[];
  sending: boolean;
}

export interface FlushResult {
  sent: EventItem[];
  problems: QueueProblem[];
  /** Left for later because the network went away again. */
  left: number;
}

interface StoredQueue {
  pending: QueuedUpdate[];
  problems: QueueProblem[];
}

function isStoredQueue(value: unknown): value is StoredQueue {
  if (typeof value !== 'object' || value === null) return false;
  const candidate = value as Partial<StoredQueue>;
  return Array.isArray(candidate.pending) && Array.isArray(candidate.problems);
}

/** The storage key of one desk account's queue: a different account never sends another's. */
export function queueStorageKey(userGuid: string): string {
  return `fv.checkin.queue.${userGuid}`;
}

export class CheckinQueue {
  private state: QueueSnapshot;
  private readonly listeners = new Set<() => void>();
  private flushing: Promise<FlushResult> | null = null;

  constructor(
    private readonly key: string,
    private readonly storage: Storage | null,
  ) {
    const stored = readJson(key, storage);
    this.state = isStoredQueue(stored)
      ? { pending: stored.pending, problems: stored.problems, sending: false }
      : { pending: [], problems: [], sending: false };
  }

  snapshot = (): QueueSnapshot => this.state;

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  /** Keeps an update to send later; the same nonce twice is kept once. */
  enqueue(update: QueuedUpdate): void {
    if (this.state.pending.some((queued) => queued.nonce === update.nonce)) return;
    this.set({ pending: [...this.state.pending, update] });
  }

  /** The desk has seen a problem: it leaves the review list. */
  dismiss(nonce: string): void {
    this.set({ problems: this.state.problems.filter((problem) => problem.update.nonce !== nonce) });
  }

  /**
   * Sends the queue in order with `send`. A flush already running is joined, never doubled (an
   * 'online' event and a button press must not send one update twice at once). Stops at the
   * first update the network did not take, keeping it and all after it in their order.
   */
  flush(send: Sender): Promise<FlushResult> {
    if (this.flushing) return this.flushing;
    this.flushing = this.run(send).finally(() => {
      this.flushing = null;
      this.set({ sending: false });
    });
    return this.flushing;
  }

  private async run(send: Sender): Promise<FlushResult> {
    const result: FlushResult = { sent: [], problems: [], left: 0 };
    if (this.state.pending.length > 0) this.set({ sending: true });
    while (this.state.pending.length > 0) {
      const [next] = this.state.pending;
      let outcome: SendOutcome;
      try {
        outcome = await send(next!);
      } catch {
        // A sender that threw did not say why: keep the update, as for a lost network.
        outcome = { kind: 'offline' };
      }
      if (outcome.kind === 'offline') {
        result.left = this.state.pending.length;
        return result;
      }
      const rest = this.state.pending.filter((queued) => queued.nonce !== next!.nonce);
      if (outcome.kind === 'sent') {
        result.sent.push(outcome.item);
        this.set({ pending: rest });
      } else {
        const problem: QueueProblem = { update: next!, current: outcome.current, code: outcome.code };
        result.problems.push(problem);
        this.set({ pending: rest, problems: [...this.state.problems, problem] });
      }
    }
    return result;
  }

  private set(change: Partial<QueueSnapshot>): void {
    this.state = { ...this.state, ...change };
    const stored: StoredQueue = { pending: [...this.state.pending], problems: [...this.state.problems] };
    writeItem(this.key, JSON.stringify(stored), this.storage);
    for (const listener of this.listeners) listener();
  }
}
