/**
 * Runs at most `limit` tasks at once (each render holds a full frame in memory and keeps
 * libvips threads busy), and shares one run between callers asking for the same key: a page of
 * 20 tiles requesting the same new file renders it once.
 */
export class RenderQueue<T> {
  private active = 0;
  private readonly waiting: (() => void)[] = [];
  private readonly inFlight = new Map<string, Promise<T>>();

  constructor(private readonly limit: number) {}

  run(key: string, task: () => Promise<T>): Promise<T> {
    const existing = this.inFlight.get(key);
    if (existing) return existing;
    const promise = this.limited(task).finally(() => this.inFlight.delete(key));
    this.inFlight.set(key, promise);
    return promise;
  }

  /** Renders now running or waiting (for tests and diagnostics). */
  get pending(): number {
    return this.inFlight.size;
  }

  private async limited(task: () => Promise<T>): Promise<T> {
    // A finishing task hands its slot straight to the next waiter, so a newcomer arriving in
    // between can never push the count past the limit.
    if (this.active >= this.limit) await new Promise<void>((resolve) => this.waiting.push(resolve));
    else this.active++;
    try {
      return await task();
    } finally {
      const next = this.waiting.shift();
      if (next) next();
      else this.active--;
    }
  }
}
