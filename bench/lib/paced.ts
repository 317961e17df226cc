import { Connection } from './http-connection';

/** As many as a browser-facing load balancer might hold open to one instance. */
const MAX_CONNECTIONS = 256;

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
 * (no coordinated omission). A request goes out on an idle connection, or on a new one when all
 * are busy (up to 256). The first second (at most a fifth of the run) is sent but not
 * counted: it opens the connections, a cost of the generator, not of the server in steady state.
 */
export async function measurePaced(
  baseUrl: string,
  opts: { rate: number; seconds: number; nextPath: () => string },
): Promise<PacedResult> {
  const url = new URL(baseUrl);
  const port = Number(url.port || 80);
  const hostHeader = url.host;
  const idle: Connection[] = [];
  const all = new Set<Connection>();
  const latencies: number[] = [];
  let failures = 0;
  const total = Math.max(1, Math.round(opts.rate * opts.seconds));
  const interval = 1000 / opts.rate;
  const warmupMs = Math.min(1000, opts.seconds * 200);
  const start = performance.now();
  let sent = 0;

  // Requests due while every connection is busy wait here for the first one to come free; the
  // wait counts in their latency, as queueing at a real client pool would.
  const waiting: ((connection: Connection) => void)[] = [];
  const connect = () => {
    const opened: Connection = new Connection(port, url.hostname, () => all.delete(opened));
    all.add(opened);
    return opened;
  };
  const acquire = (): Promise<Connection> | Connection => {
    let free = idle.pop();
    while (free && !free.usable) free = idle.pop();
    if (free) return free;
    if (all.size < MAX_CONNECTIONS) return connect();
    return new Promise((resolve) => waiting.push(resolve));
  };
  const release = (connection: Connection) => {
    const next = waiting.shift();
    if (next) next(connection);
    else idle.push(connection);
  };

  const fire = async (due: number) => {
    const connection = await acquire();
    try {
      const status = await connection.request(
        `GET ${opts.nextPath()} HTTP/1.1\r\nHost: ${hostHeader}\r\nAccept: application/json\r\n\r\n`,
      );
      if (status !== 200) failures++;
      if (due - start >= warmupMs) latencies.push(performance.now() - due);
      release(connection);
    } catch {
      failures++;
      // The connection is gone: whoever waits for one gets a new connection instead.
      waiting.shift()?.(connect());
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
  for (const connection of all) connection.close();
  if (failures > 0) throw new Error(`${baseUrl}: ${failures} failed requests under paced load`);
  latencies.sort((a, b) => a - b);
  const at = (q: number) => latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))]!;
  return { p50Ms: at(0.5), p99Ms: at(0.99), sent };
}
