import { monitorEventLoopDelay } from 'node:perf_hooks';
import v8 from 'node:v8';
import vm from 'node:vm';
import { Connection } from './http-connection';

/**
 * Keep-alive connections opened before a run, as a load balancer keeps a warm pool to each
 * instance. Opening connections on demand made the generator answer a stall of the server with
 * a burst of hundreds of connects, which overflowed the listen queue; each dropped SYN then
 * waited the kernel's one-second retransmit, and the run measured that.
 */
const POOL_SIZE = 64;
/** A run that has sent everything and heard nothing back for this long is stuck, not slow. */
const STUCK_AFTER_MS = 10_000;

export interface PacedResult {
  p50Ms: number;
  p99Ms: number;
  sent: number;
  /** The generator's own longest pause (event-loop delay): a run where it is large measured
   * the generator too. */
  generatorStallMs: number;
}

/**
 * The generator's own full collection, before a run rather than in the middle of one: the
 * full-speed rounds before it leave autocannon's garbage in this heap, and a major collection
 * mid-run holds back every request due meanwhile, which the run would count as server latency.
 */
const collectGarbage: () => void = (() => {
  v8.setFlagsFromString('--expose-gc');
  return vm.runInNewContext('gc') as () => void;
})();

/**
 * An open-loop load: requests leave at evenly spaced instants (`rate` per second) whatever the
 * server's speed, as independent users would send them. autocannon's `overallRate` instead lets
 * each connection spend its share of a second back to back and then idle, so the server sees
 * bursts of full load that say little about latency at a steady 70%. Latency is counted from the
 * instant a request was due, not when it left, so a slow server cannot hide its queue
 * (no coordinated omission). A request goes out on an idle connection of the pool; when all are
 * busy it waits for the first to come free, and the wait counts in its latency. The first second
 * (at most a fifth of the run) is sent but not counted.
 *
 * The generator shares a small machine with the server, so each request costs it little: times
 * go into preallocated arrays and replies come back through callbacks (no promise per request).
 */
export async function measurePaced(
  baseUrl: string,
  opts: { rate: number; seconds: number; nextPath: () => string; headers?: Record<string, string> },
): Promise<PacedResult> {
  const url = new URL(baseUrl);
  const port = Number(url.port || 80);
  const extra = Object.entries(opts.headers ?? {})
    .map(([name, value]) => `${name}: ${value}\r\n`)
    .join('');
  const requestTail = `HTTP/1.1\r\nHost: ${url.host}\r\nAccept: application/json\r\n${extra}\r\n`;
  const total = Math.max(1, Math.round(opts.rate * opts.seconds));
  const interval = 1000 / opts.rate;
  const counted = Math.round(Math.min(1000, opts.seconds * 200) / interval);
  const latencies = new Float64Array(total);
  // Requests due while every connection is busy wait here (their indexes), in order; `head` is
  // the next to go (a queue that may grow long when the server falls behind: no shift()).
  const waiting: number[] = [];
  let head = 0;
  let lastAnswer = 0;
  let failures = 0;
  let sent = 0;
  let answered = 0;
  let finish!: () => void;
  const finished = new Promise<void>((resolve) => (finish = resolve));
  const all = new Set<Connection>();
  const connect = () => {
    const opened: Connection = new Connection(port, url.hostname, () => all.delete(opened));
    all.add(opened);
    return opened;
  };
  const idle = Array.from({ length: POOL_SIZE }, connect);
  await Promise.all(idle.map((connection) => connection.opened()));

  collectGarbage();
  const stalls = monitorEventLoopDelay({ resolution: 1 });
  stalls.enable();
  const start = performance.now();
  const dueAt = (i: number) => start + i * interval;
  const fire = (i: number, connection: Connection, retried = false) => {
    connection.send(`GET ${opts.nextPath()} ${requestTail}`, (status) => {
      if (typeof status !== 'number' && !retried) {
        // The server closed an idle keep-alive connection as the request left: send it again on
        // a new one, as an HTTP client does with an idempotent GET. Its latency still counts
        // from the instant it was due.
        return fire(i, connect(), true);
      }
      lastAnswer = performance.now();
      latencies[i] = lastAnswer - dueAt(i);
      if (++answered === total) finish();
      if (status !== 200) failures++;
      // A connection that failed is replaced, so the pool keeps its size.
      const next = typeof status === 'number' ? connection : connect();
      if (head < waiting.length) fire(waiting[head++]!, next);
      else idle.push(next);
    });
  };
  const dispatch = (i: number) => {
    let free = idle.pop();
    while (free && !free.usable) free = idle.pop() ?? connect();
    if (free) fire(i, free);
    else waiting.push(i);
  };

  const tick = () => {
    const now = performance.now();
    while (sent < total && dueAt(sent) <= now) dispatch(sent++);
    if (sent < total) setImmediate(tick);
  };
  tick();
  const stuck = setInterval(() => {
    const quiet = performance.now() - Math.max(lastAnswer, dueAt(total));
    if (sent === total && quiet > STUCK_AFTER_MS) finish();
  }, 1000);
  await finished;
  clearInterval(stuck);
  stalls.disable();
  for (const connection of all) connection.close();
  if (answered < total) throw new Error(`${baseUrl}: ${total - answered} requests never answered`);
  if (failures > 0) throw new Error(`${baseUrl}: ${failures} failed requests under paced load`);
  const measured = latencies.subarray(counted).sort();
  const at = (q: number) => measured[Math.min(measured.length - 1, Math.floor(q * measured.length))]!;
  return { p50Ms: at(0.5), p99Ms: at(0.99), sent, generatorStallMs: stalls.max / 1e6 };
}
