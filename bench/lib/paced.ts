import net from 'node:net';

export interface PacedResult {
  p50Ms: number;
  p99Ms: number;
  sent: number;
}

const HEADER_END = Buffer.from('\r\n\r\n');
/** As many as a browser-facing load balancer might hold open to one instance. */
const MAX_CONNECTIONS = 256;
const CONTENT_LENGTH = /\r\ncontent-length:\s*(\d+)/i;

/**
 * One keep-alive HTTP/1.1 connection that carries one request at a time. It reads only what it
 * must of each reply (status line, Content-Length, body length): the generator shares a small
 * machine with the server under test, and a full HTTP client (undici) spent enough CPU per
 * request at five thousand a second that its own queue became the p99 it reported.
 */
class Connection {
  private readonly socket: net.Socket;
  private buffered: Buffer | null = null;
  private pending: { resolve: (status: number) => void; reject: (err: Error) => void } | null = null;
  private closedWith: Error | null = null;

  constructor(port: number, host: string, onClose: () => void) {
    this.socket = net.connect({ port, host, noDelay: true });
    this.socket.on('data', (chunk: Buffer) => this.onData(chunk));
    const fail = (err: Error) => {
      this.closedWith = err;
      this.pending?.reject(err);
      this.pending = null;
    };
    this.socket.on('error', fail);
    this.socket.on('close', () => {
      fail(new Error('connection closed'));
      onClose();
    });
  }

  get usable() {
    return this.closedWith === null;
  }

  request(head: string): Promise<number> {
    if (this.closedWith) return Promise.reject(this.closedWith);
    return new Promise((resolve, reject) => {
      this.pending = { resolve, reject };
      this.socket.write(head);
    });
  }

  private onData(chunk: Buffer) {
    this.buffered = this.buffered ? Buffer.concat([this.buffered, chunk]) : chunk;
    const end = this.buffered.indexOf(HEADER_END);
    if (end < 0) return;
    const head = this.buffered.toString('latin1', 0, end);
    const length = Number(CONTENT_LENGTH.exec(head)?.[1] ?? 0);
    const total = end + HEADER_END.length + length;
    if (this.buffered.length < total) return;
    this.buffered = this.buffered.length > total ? this.buffered.subarray(total) : null;
    const status = Number(head.slice(9, 12));
    const pending = this.pending;
    this.pending = null;
    pending?.resolve(status);
  }

  close() {
    this.socket.destroy();
  }
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
