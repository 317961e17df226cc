// One endpoint of ours against a bare node:http server answering the very bytes of one of our
// replies: what user-list, catalogue and consume-next each measure (requests per second in
// interleaved rounds, then p99 under an evenly paced load at 70% of our maximum).
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import type { ChildProcess } from 'node:child_process';
import { interleaved, measure, median, type Rounds } from './load';
import { measurePaced, type PacedResult } from './paced';
import { freePort, startProcess, stopProcess } from './processes';

/** Headers node writes on its own for any server: everything else is copied into the baseline. */
export const TRANSPORT_HEADERS = new Set([
  'date',
  'connection',
  'keep-alive',
  'content-length',
  'content-type',
  'transfer-encoding',
]);
/** What Chromium sends: replies go out compressed as a browser gets them. */
export const BROWSER_HEADERS = { 'accept-encoding': 'gzip, deflate, br, zstd' };
export const LOAD_SHARE = 0.7;
const SETTLE_SECONDS = 3;
const PACED_RUNS = Number(process.env.BENCH_PACED_RUNS ?? 3);

export interface RawReply {
  status: number;
  headers: http.IncomingHttpHeaders;
  /** The bytes on the wire, not decoded (fetch would decode them). */
  body: Buffer;
}

export function rawGet(url: string, headers: Record<string, string> = {}): Promise<RawReply> {
  return new Promise((resolve, reject) => {
    http
      .get(url, { headers }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () =>
          resolve({ status: res.statusCode!, headers: res.headers, body: Buffer.concat(chunks) }),
        );
        res.on('error', reject);
      })
      .on('error', reject);
  });
}

/** A JSON call through the API, as a client makes it (registering, signing in, setting up). */
export async function api<T>(
  base: string,
  method: string,
  url: string,
  token?: string,
  body?: object,
): Promise<T> {
  const res = await fetch(base + url, {
    method,
    headers: {
      ...(body ? { 'content-type': 'application/json' } : {}),
      ...(token ? { authorization: `Token ${token}` } : {}),
    },
    ...(body ? { body: JSON.stringify(body) } : {}),
  });
  if (!res.ok) throw new Error(`${method} ${url}: ${res.status} ${await res.text()}`);
  return (await res.json()) as T;
}

/** A member made through the real routes (argon2id hash, session row): their session token. */
export async function registerMember(base: string, username: string, password: string): Promise<string> {
  const email = `${username}@bench.example`;
  await api(base, 'POST', '/api/users/register', undefined, { username, email, password });
  const { session_id } = await api<{ session_id: string }>(base, 'POST', '/api/users/login', undefined, {
    username,
    password,
  });
  return session_id;
}

export const formatRuns = (runs: PacedResult[]) =>
  runs
    .map((run) => `${run.p99Ms.toFixed(1)} ms (generator paused up to ${run.generatorStallMs.toFixed(0)} ms)`)
    .join(', ');

export interface Baseline {
  url: string;
  stop: () => Promise<void>;
}

/**
 * Starts bench/baseline-http-server.ts answering `sample`'s bytes with its headers (a fresh
 * request id when ours sends one), on `cpus` when given.
 */
export async function startBaseline(root: string, sample: RawReply, cpus?: string): Promise<Baseline> {
  const headers = Object.fromEntries(
    Object.entries(sample.headers)
      .filter(([k]) => !TRANSPORT_HEADERS.has(k))
      .map(([k, v]) => [k, String(v)]),
  );
  const bodyDir = fs.mkdtempSync(path.join(os.tmpdir(), 'fv-bench-body-'));
  const bodyFile = path.join(bodyDir, 'reply.body');
  fs.writeFileSync(bodyFile, sample.body);
  const port = await freePort();
  let child: ChildProcess;
  try {
    child = await startProcess(path.join(root, 'node_modules/.bin/tsx'), ['bench/baseline-http-server.ts'], {
      cwd: root,
      env: { PORT: String(port), BASELINE_HEADERS: JSON.stringify(headers), BASELINE_BODY_FILE: bodyFile },
      readyUrl: `http://127.0.0.1:${port}/`,
      cpus,
    });
  } catch (error) {
    fs.rmSync(bodyDir, { recursive: true, force: true });
    throw error;
  }
  return {
    url: `http://127.0.0.1:${port}/`,
    stop: async () => {
      await stopProcess(child);
      fs.rmSync(bodyDir, { recursive: true, force: true });
    },
  };
}

export interface AgainstBaseline {
  rps: Rounds;
  baselineRps: Rounds;
  /** The paced rate: LOAD_SHARE of our median maximum. */
  rate: number;
  p99: number;
  baselineP99: number;
  oursRuns: PacedResult[];
  baselineRuns: PacedResult[];
}

/**
 * Requests per second of ours (`nextPath` for each request) and of the baseline in interleaved
 * rounds after a one-second warm-up each (JIT, database caches); then latency at a steady
 * LOAD_SHARE of our median, requests evenly spaced (lib/paced.ts), the baseline at the same rate.
 * The full-speed rounds leave garbage in the server's heap, which is a transient of the bench and
 * not of a service at 70%: a few unrecorded seconds at the steady rate settle each side first. On
 * a shared two-core VM a single run's p99 is now and then a stall of the machine that the bare
 * baseline shows too, so each side's p99 is the median of BENCH_PACED_RUNS runs taken in turns.
 */
export async function measureAgainstBaseline(
  base: string,
  baselineUrl: string,
  opts: { seconds: number; rounds: number; headers: Record<string, string>; nextPath: () => string },
): Promise<AgainstBaseline> {
  const load = { seconds: opts.seconds, headers: opts.headers };
  const nextPath = opts.nextPath;
  await measure(base, { ...load, seconds: 1, nextPath });
  await measure(baselineUrl, { ...load, seconds: 1 });
  const rounds = await interleaved(
    {
      ours: async () => (await measure(base, { ...load, nextPath })).rps,
      baseline: async () => (await measure(baselineUrl, load)).rps,
    },
    opts.rounds,
  );
  // A rate of zero (no reply within a round: an overloaded machine, a one-second smoke round)
  // would never schedule its first request (lib/paced.ts), and the paced run would spin forever.
  if (!(rounds.ours.median > 0)) throw new Error(`${base}: no reply within a round of ${opts.seconds} s`);
  const steady = { seconds: opts.seconds * 2, rate: rounds.ours.median * LOAD_SHARE, headers: opts.headers };
  await measurePaced(base, { ...steady, seconds: SETTLE_SECONDS, nextPath });
  await measurePaced(baselineUrl, { ...steady, seconds: SETTLE_SECONDS, nextPath: () => '/' });
  const oursRuns: PacedResult[] = [];
  const baselineRuns: PacedResult[] = [];
  for (let i = 0; i < PACED_RUNS; i++) {
    oursRuns.push(await measurePaced(base, { ...steady, nextPath }));
    baselineRuns.push(await measurePaced(baselineUrl, { ...steady, nextPath: () => '/' }));
  }
  return {
    rps: rounds.ours,
    baselineRps: rounds.baseline,
    rate: steady.rate,
    p99: median(oursRuns.map((r) => r.p99Ms)),
    baselineP99: median(baselineRuns.map((r) => r.p99Ms)),
    oursRuns,
    baselineRuns,
  };
}
