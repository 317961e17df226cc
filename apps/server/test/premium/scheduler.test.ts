import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AppConfig } from '../../src/config/config';
import type { RenewalSweep } from '../../src/modules/premium/billing/renewal-sweep';
import { SweepScheduler } from '../../src/modules/premium/billing/sweep-scheduler';
import { createBillingServices, type BillingDeps } from '../../src/modules/premium/billing/billing.factory';

/*
 * The scheduler that runs the renewal sweep in a server process: every PREMIUM_SWEEP_SECONDS,
 * never two runs at once, a failed run logged (not thrown) and the next one still on time, stop()
 * waiting for a run in progress; 0 seconds means never; tests (NODE_ENV test) never start it.
 */
afterEach(() => {
  vi.useRealTimers();
});

function fakeSweep(work: () => Promise<number>) {
  let running = 0;
  let overlapped = false;
  const runs: number[] = [];
  const sweep = {
    async runOnce() {
      running++;
      if (running > 1) overlapped = true;
      runs.push(Date.now());
      try {
        return await work();
      } finally {
        running--;
      }
    },
  } as unknown as RenewalSweep;
  return { sweep, runs, overlapped: () => overlapped };
}

function logSpy() {
  return { info: vi.fn(), error: vi.fn(), warn: vi.fn() };
}

const deps = (seconds: number, log = logSpy()) =>
  ({ config: { PREMIUM_SWEEP_SECONDS: seconds } as AppConfig, log }) as unknown as Pick<
    BillingDeps,
    'config' | 'log'
  >;

describe('SweepScheduler', () => {
  it('runs every PREMIUM_SWEEP_SECONDS, counted from the end of the previous run', async () => {
    vi.useFakeTimers({ now: 0 });
    // Each run takes 3 s of the 10 s interval: runs start at 10, 23, 36 s.
    const fake = fakeSweep(() => new Promise((resolve) => setTimeout(() => resolve(1), 3_000)));
    const scheduler = new SweepScheduler(fake.sweep, deps(10));
    scheduler.start();
    scheduler.start(); // a second start changes nothing
    await vi.advanceTimersByTimeAsync(9_999);
    expect(fake.runs).toEqual([]);
    await vi.advanceTimersByTimeAsync(40_000);
    expect(fake.runs).toEqual([10_000, 23_000, 36_000, 49_000]);
    expect(fake.overlapped()).toBe(false);
    const stopped = scheduler.stop(); // the run of 49 s is still going until 52 s
    await vi.advanceTimersByTimeAsync(3_000);
    await stopped;
  });

  it('logs a failed run and keeps the schedule', async () => {
    vi.useFakeTimers({ now: 0 });
    let calls = 0;
    const fake = fakeSweep(async () => {
      calls++;
      if (calls === 1) throw new Error('database away');
      return 0;
    });
    const log = logSpy();
    const scheduler = new SweepScheduler(fake.sweep, deps(5, log));
    scheduler.start();
    await vi.advanceTimersByTimeAsync(10_000);
    expect(calls).toBe(2);
    expect(log.error).toHaveBeenCalledTimes(1);
    await scheduler.stop();
  });

  it('stop() clears the timer and waits for the run in progress', async () => {
    vi.useFakeTimers({ now: 0 });
    let finished = false;
    const fake = fakeSweep(
      () =>
        new Promise((resolve) =>
          setTimeout(() => {
            finished = true;
            resolve(0);
          }, 2_000),
        ),
    );
    const scheduler = new SweepScheduler(fake.sweep, deps(1));
    scheduler.start();
    await vi.advanceTimersByTimeAsync(1_000); // the run starts and is 2 s long
    expect(fake.runs).toHaveLength(1);
    const stopped = scheduler.stop();
    let done = false;
    void stopped.then(() => (done = true));
    await vi.advanceTimersByTimeAsync(1_000);
    expect(done).toBe(false);
    await vi.advanceTimersByTimeAsync(1_000);
    await stopped;
    expect(finished).toBe(true);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(fake.runs).toHaveLength(1);
    expect(scheduler.started).toBe(false);
  });

  it('never runs with 0 seconds', async () => {
    vi.useFakeTimers({ now: 0 });
    const fake = fakeSweep(async () => 0);
    const scheduler = new SweepScheduler(fake.sweep, deps(0));
    scheduler.start();
    await vi.advanceTimersByTimeAsync(3_600_000);
    expect(fake.runs).toEqual([]);
    expect(scheduler.started).toBe(false);
  });

  it('is started by the billing services outside tests only', async () => {
    const make = (NODE_ENV: string) =>
      createBillingServices(
        null as never,
        {
          config: { PREMIUM_SWEEP_SECONDS: 60, NODE_ENV } as AppConfig,
          log: logSpy(),
        } as unknown as BillingDeps,
      ).scheduler;
    const inTests = make('test');
    const inProduction = make('production');
    expect(inTests.started).toBe(false);
    expect(inProduction.started).toBe(true);
    await inProduction.stop();
  });
});
