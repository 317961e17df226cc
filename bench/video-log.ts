import crypto from 'node:crypto';
import path from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import pg from 'pg';
import { from as copyFrom } from 'pg-copy-streams';
import { LOG_BATCH_MAX, type VideoLogEvent } from '@fanverse/contract';
import { Connection } from './lib/http-connection';
import { interleaved, reportRounds } from './lib/load';
import { freePort, ourServerArgs, startProcess, stopProcess } from './lib/processes';

const ADMIN_URL = process.env.BENCH_PG_ADMIN_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const DB_NAME = 'fanverse_bench_video_log';
const BATCH = Number(process.env.BENCH_LOG_BATCH ?? 250);
const CONNECTIONS = Number(process.env.BENCH_LOG_CONNECTIONS ?? 8);
const COLUMNS = [
  'event_type',
  'videotype',
  'content_id',
  'episode',
  'session_id',
  'client_ts',
  'start_timecode',
  'end_timecode',
  'container_type',
  'container_uuid',
  'page_domain',
] as const;

/** Events as a player sends them: a few sessions over a few videos, timecodes moving on. */
function makeEvents(count: number): VideoLogEvent[] {
  const contents = Array.from({ length: 20 }, () => crypto.randomUUID());
  const sessions = Array.from({ length: 200 }, () => crypto.randomUUID());
  const types = ['progress', 'progress', 'progress', 'play', 'pause', 'seek'] as const;
  const now = Date.now();
  return Array.from({ length: count }, (_, i) => ({
    event_type: types[i % types.length]!,
    videotype: 'episode' as const,
    content_id: contents[i % contents.length]!,
    episode: `${1 + (i % 6)}.${1 + (i % 12)}`,
    session_id: sessions[i % sessions.length]!,
    timestamp: now + i,
    start_timecode: (i % 60) * 1.5,
    end_timecode: (i % 60) * 1.5 + 15,
    container_type: 'series' as const,
    container_uuid: contents[(i + 7) % contents.length]!,
  }));
}

/** The same rows as text COPY lines (tab separated, \N for null). */
function copyLines(events: VideoLogEvent[], pageDomain: string): string[] {
  return events.map(
    (e) =>
      [
        e.event_type,
        e.videotype,
        e.content_id,
        e.episode ?? '\\N',
        e.session_id,
        new Date(e.timestamp).toISOString(),
        e.start_timecode,
        e.end_timecode,
        e.container_type ?? '\\N',
        e.container_uuid ?? '\\N',
        pageDomain,
      ].join('\t') + '\n',
  );
}

async function withClient<T>(url: string, fn: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await fn(client);
  } finally {
    await client.end();
  }
}

async function countRows(url: string): Promise<number> {
  return withClient(url, async (c) =>
    Number((await c.query('select count(*) from video_events')).rows[0].count),
  );
}

/**
 * Posts every event in batches over CONNECTIONS keep-alive connections; answers events/s. The
 * requests are ready-made bytes sent over raw sockets (bench/lib/http-connection): the generator
 * shares the machine with the server and PostgreSQL, and undici spent a fifth of a core on it.
 */
async function ingest(base: string, events: VideoLogEvent[], pageDomain: string): Promise<number> {
  const url = new URL(base);
  const requests: Buffer[] = [];
  for (let i = 0; i < events.length; i += BATCH) {
    const body = Buffer.from(JSON.stringify({ events: events.slice(i, i + BATCH), page_domain: pageDomain }));
    const head =
      `POST /api/5/log/ HTTP/1.1\r\nHost: ${url.host}\r\nContent-Type: application/json\r\n` +
      `Content-Length: ${body.length}\r\n\r\n`;
    requests.push(Buffer.concat([Buffer.from(head, 'latin1'), body]));
  }
  let next = 0;
  const worker = async () => {
    const connection = new Connection(Number(url.port), url.hostname, () => {});
    try {
      while (next < requests.length) {
        const status = await connection.request(requests[next++]!);
        if (status !== 202) throw new Error(`log batch answered ${status}`);
      }
    } finally {
      connection.close();
    }
  };
  const started = performance.now();
  await Promise.all(Array.from({ length: CONNECTIONS }, worker));
  return events.length / ((performance.now() - started) / 1000);
}

/** Lines joined into 64 kB chunks: one CopyData message each, not one per row. */
function* chunked(lines: string[]): Generator<string> {
  let chunk = '';
  for (const line of lines) {
    chunk += line;
    if (chunk.length >= 65_536) {
      yield chunk;
      chunk = '';
    }
  }
  if (chunk) yield chunk;
}

/** One bulk COPY of the same rows into the same table; answers rows/s. */
async function copyBaseline(url: string, events: VideoLogEvent[], pageDomain: string): Promise<number> {
  const lines = copyLines(events, pageDomain);
  return withClient(url, async (client) => {
    const started = performance.now();
    const sink = client.query(copyFrom(`copy video_events (${COLUMNS.join(', ')}) from stdin`));
    await pipeline(Readable.from(chunked(lines)), sink);
    return events.length / ((performance.now() - started) / 1000);
  });
}

/** BENCH_CPU_PROF=<folder>: the server writes a V8 CPU profile there when it stops. */
function profileFlags(): string[] {
  const folder = process.env.BENCH_CPU_PROF;
  return folder ? ['--cpu-prof', `--cpu-prof-dir=${path.resolve(folder)}`] : [];
}

/**
 * Playback log ingest (issue 5): events per second stored through POST /api/5/log/ (JSON batches
 * of BENCH_LOG_BATCH events, validated, one multi-row statement per batch, acknowledged after
 * commit) divided by a bulk COPY of the same rows into the same table of the same PostgreSQL,
 * measured in one run. Target >= 0.6. Needs the PostgreSQL of BENCH_PG_ADMIN_URL (a scratch
 * database is created and dropped).
 */
export async function benchVideoLog(root: string, opts: { rounds: number }) {
  if (BATCH > LOG_BATCH_MAX) throw new Error(`BENCH_LOG_BATCH must be <= ${LOG_BATCH_MAX}`);
  const total = Number(process.env.BENCH_LOG_EVENTS ?? 200_000);
  const dbUrl = new URL(ADMIN_URL);
  dbUrl.pathname = `/${DB_NAME}`;
  await withClient(ADMIN_URL, async (c) => {
    await c.query(`drop database if exists ${DB_NAME}`);
    await c.query(`create database ${DB_NAME}`);
  });
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const tsx = path.join(root, 'node_modules/.bin/tsx');
  const args = ourServerArgs(root, profileFlags());
  const server = await startProcess(tsx, args, {
    cwd: root,
    env: {
      NODE_ENV: 'production',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATABASE_URL: dbUrl.toString(),
      DEMO_CONTENT: 'off',
      DEMO_MEDIA: 'off',
      LOG_LEVEL: 'warn',
      RATE_LIMIT_MAX: '1000000',
    },
    readyUrl: `${base}/readyz`,
  });
  try {
    const pageDomain = 'bench.fanverse.example';
    await ingest(base, makeEvents(BATCH * CONNECTIONS * 4), pageDomain); // warm-up: JIT, plans
    // Both sides store the same events of a round: ours first, then the COPY.
    let events: VideoLogEvent[] = [];
    const rounds = await interleaved(
      {
        ours: async () => {
          events = makeEvents(total);
          const before = await countRows(dbUrl.toString());
          const rate = await ingest(base, events, pageDomain);
          const stored = (await countRows(dbUrl.toString())) - before;
          if (stored !== events.length)
            throw new Error(`ingest acknowledged ${events.length} events but stored ${stored}`);
          return rate;
        },
        baseline: () => copyBaseline(dbUrl.toString(), events, pageDomain),
      },
      opts.rounds,
    );
    reportRounds(
      `video-log-ingest (batches of ${BATCH})`,
      rounds.ours,
      rounds.baseline,
      'events/s',
      '>= 0.6',
      'rows/s (COPY)',
    );
  } finally {
    await stopProcess(server);
    await withClient(ADMIN_URL, (c) => c.query(`drop database if exists ${DB_NAME}`));
  }
}
