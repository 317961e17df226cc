import type { BillingDeps } from './billing.factory';

/** Work a scheduler runs: one pass over what is due, answering how many things it worked. */
export interface Sweep {
  runOnce(): Promise<number>;
}

/**
 * Runs a sweep (the renewal sweep; the purchases module's gift mails) every PREMIUM_SWEEP_SECONDS in this process (0: never). Each run is
 * scheduled when the previous one ends (setTimeout chaining), so runs never overlap; timers are
 * unref'd so they never keep the process alive; a failed run is logged and the next one comes on
 * time. Several server instances may each run one: the sweep's leases keep them apart.
 */
export class SweepScheduler {
  private timer: NodeJS.Timeout | null = null;
  private running: Promise<void> | null = null;
  private stopped = true;

  constructor(
    private readonly sweep: Sweep,
    private readonly deps: Pick<BillingDeps, 'config' | 'log'>,
    /** What the log lines call it. */
    private readonly name = 'premium renewal sweep',
  ) {}

  get started(): boolean {
    return !this.stopped;
  }

  start(): void {
    const seconds = this.deps.config.PREMIUM_SWEEP_SECONDS;
    if (seconds <= 0 || !this.stopped) return;
    this.stopped = false;
    this.schedule(seconds * 1000);
  }

  /** Stops the timer and waits for a run in progress to finish. */
  async stop(): Promise<void> {
    this.stopped = true;
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    await this.running;
  }

  private schedule(delayMs: number): void {
    if (this.stopped) return;
    this.timer = setTimeout(() => {
      this.timer = null;
      this.running = this.runOnce().finally(() => {
        this.running = null;
        this.schedule(this.deps.config.PREMIUM_SWEEP_SECONDS * 1000);
      });
    }, delayMs);
    this.timer.unref();
  }

  private async runOnce(): Promise<void> {
    try {
      const worked = await this.sweep.runOnce();
      if (worked > 0) this.deps.log.info({ worked }, this.name);
    } catch (err) {
      this.deps.log.error({ err }, `${this.name} failed; the next run retries`);
    }
  }
}
