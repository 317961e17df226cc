export interface PriorityPoolOptions<T> {
  /** The work, in its default order; keys are unique. */
  items: readonly T[];
  /** How many tasks run at once. */
  limit: number;
  keyOf(item: T): string;
  /**
   * Keys somebody is waiting for, the longest-awaited first: asked each time a worker is free,
   * and every `pollMs` while all are busy. Keys not among the items left (done, running, or not
   * ours) are passed over.
   */
  wanted(): Promise<readonly string[]>;
  /** `wanted`: somebody is waiting for this item (it was taken out of order for them). */
  task(item: T, how: { wanted: boolean }): Promise<void>;
  /**
   * Tasks that may run beyond `limit`, for wanted items only: somebody waiting does not wait for
   * a running task to finish first (default 0: the next free worker takes it).
   */
  express?: number;
  /** How often the express lane looks for wanted items (default 1 s). */
  pollMs?: number;
  /** Once aborted, nothing more is started (running tasks see the signal themselves). */
  signal?: AbortSignal;
  /**
   * false: only wanted items are ever run; a free worker with nothing wanted looks again every
   * `pollMs` until every item is done or the signal aborts (DEMO_MEDIA=on-demand). Default true.
   */
  inOrder?: boolean;
}

/**
 * Runs `task` over `items`, at most `limit` at a time, each free worker taking the wanted item
 * that waited longest, else the next one in order; with `express`, a wanted item starts within
 * `pollMs` even while every worker is busy. A failing task (or `wanted`) stops its worker; the
 * others finish what they are doing (their clean-up included) before the first error is
 * thrown, so nothing is left half-done behind the caller's back.
 */
export async function runByPriority<T>(options: PriorityPoolOptions<T>): Promise<void> {
  const { items, limit, keyOf, wanted, task, signal } = options;
  const left = new Map(items.map((item) => [keyOf(item), item] as const));
  const stopped = () => left.size === 0 || signal?.aborted === true;

  // Synchronous once `wanted` has answered, so two workers never take the same item.
  const take = (asked: readonly string[], orInOrder: boolean): { item: T; wanted: boolean } | undefined => {
    const wantedKey = asked.find((k) => left.has(k));
    const key = wantedKey ?? (orInOrder ? left.keys().next().value : undefined);
    if (key === undefined) return undefined;
    const item = left.get(key)!;
    left.delete(key);
    return { item, wanted: wantedKey !== undefined };
  };
  const inOrder = options.inOrder ?? true;
  const worker = async () => {
    while (!stopped()) {
      const taken = take(await wanted(), inOrder);
      if (taken !== undefined) await task(taken.item, { wanted: taken.wanted });
      else if (inOrder) return;
      else await pause(options.pollMs ?? 1000, signal);
    }
  };

  let workersDone = false;
  let wake: () => void = () => undefined;
  const express = async () => {
    const lane: Promise<void>[] = [];
    let busy = 0;
    let looking: unknown = null;
    try {
      while (!workersDone && !stopped()) {
        await new Promise<void>((resolve) => {
          const timer = setTimeout(resolve, options.pollMs ?? 1000);
          wake = () => {
            clearTimeout(timer);
            resolve();
          };
        });
        if (workersDone || stopped() || busy >= (options.express ?? 0)) continue;
        const taken = take(await wanted(), false);
        if (taken === undefined) continue;
        busy += 1;
        lane.push(task(taken.item, { wanted: true }).finally(() => (busy -= 1)));
      }
    } catch (error) {
      looking = error ?? new Error('wanted() failed');
    }
    // The lane's own tasks finish before its error, or theirs, is thrown.
    const results = await Promise.allSettled(lane);
    if (looking !== null) throw looking;
    const failed = results.find((r) => r.status === 'rejected');
    if (failed) throw failed.reason;
  };

  const workers = Promise.allSettled(Array.from({ length: Math.min(limit, items.length) }, worker)).then(
    (results) => {
      workersDone = true;
      wake();
      return results;
    },
  );
  signal?.addEventListener('abort', () => wake(), { once: true });
  const lane = (options.express ?? 0) > 0 && items.length > 0 ? [express()] : [];
  const results = [...(await workers), ...(await Promise.allSettled(lane))];
  const failed = results.find((r) => r.status === 'rejected');
  if (failed) throw failed.reason;
}

/** Resolves after `ms`, or at once when `signal` aborts. */
function pause(ms: number, signal?: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    const timer = setTimeout(done, ms);
    function done() {
      clearTimeout(timer);
      signal?.removeEventListener('abort', done);
      resolve();
    }
    signal?.addEventListener('abort', done, { once: true });
  });
}
