import { Pool } from 'undici';

export interface PacedResult {
  p50Ms: number;
  p99Ms: number;
  sent: number;
}

/**
 * An open-loop load: requests leave at evenly spaced instants (`rate` per second) whatever the
 * server's speed, as independent users would send them. autocannon's `overallRate` instead lets
 * each connection spend its share of a second back to back and then idle, so the server sees
 * bursts of full load that say little about latency at a steady 70%. Latency is counted from the
 * instant a request was due, not when it left, so a slow server cannot hide its queue
 * (no coordinated omission). undici's pool keeps the generator itself cheap: on two cores it
 * shares the machine with the server under test. The first second (at most a fifth of the run)
 * is sent but not counted: it opens the pool's connections, a cost of the generator, not of the
 * server in steady state.
 */
export async function measurePaced(
  baseUrl: string,
  opts: { rate: number; seconds: number; nextPath: () => string },
): Promise<PacedResult> {
  const pool = new Pool(baseUrl, { connections: 256, pipelining: 1 });
  const latencies: number[] = [];
  let failures = 0;
  const total = Math.max(1, Math.round(opts.rate * opts.seconds));
  const interval = 1000 / opts.rate;
  const warmupMs = Math.min(1000, opts.seconds * 200);
  const start = performance.now();
  let sent = 0;

  const fire = async (due: number) => {
    try {
      const { statusCode, body } = await pool.request({ method: 'GET', path: opts.nextPath() });
      await body.dump();
      if (statusCode !== 200) failures++;
      if (due - start >= warmupMs) latencies.push(performance.now() - due);
    } catch {
      failures++;
    }
  };

  const inFlight: Promise<void>[] = [];
  await new Promise<void>((done) => {
    const tick = () => {
      const now = performance.now();
      while (sent < total && start + sent * interval <= now) {
        inFlight.push(fire(start + sent * interval));
        sent++;
      }
      if (sent < total) setImmediate(tick);
      else done();
    };
    tick();
  });
  await Promise.all(inFlight);
  await pool.close();
  if (failures > 0) throw new Error(`${baseUrl}: ${failures} failed requests under paced load`);
  latencies.sort((a, b) => a - b);
  const at = (q: number) => latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))]!;
  return { p50Ms: at(0.5), p99Ms: at(0.99), sent };
}
