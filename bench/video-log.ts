import crypto from 'node:crypto';
import path from 'node:path';
import { LOG_BATCH_MAX, type VideoLogEvent } from '@fanverse/contract';
import { registerMember } from './lib/endpoint';
import { Connection } from './lib/http-connection';
import { interleaved, reportRounds } from './lib/load';
import { freePort, ourServerArgs, profileFlags, startProcess, stopProcess } from './lib/processes';
import { copyLines, createScratchDatabase, dropScratchDatabase, field, withClient } from './lib/scratch-db';
import { insertSyntheticCatalogue, type SyntheticEpisode } from './lib/synthetic-catalogue';

const DB_NAME = 'fanverse_bench_video_log';
const BATCH = Number(process.env.BENCH_LOG_BATCH ?? 250);
const CONNECTIONS = Number(process.env.BENCH_LOG_CONNECTIONS ?? 8);
/** Signed-in members sending the events, each with a session of its own (real register + login). */
const MEMBERS = Number(process.env.BENCH_LOG_MEMBERS ?? 16);
const PASSWORD = 'Violet-Harbor-91';
const COLUMNS = [
  'user_id',
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

interface Member {
  id: string;
  token: string;
}

/** One request's worth: a member's player batch. */
interface Batch {
  member: number;
  events: VideoLogEvent[];
}

/**
 * Batches as members' players send them, each member's in turn: a player session per episode,
 * going through the episodes of a series with timecodes moving on a minute an event, so some
 * episodes are watched past 90% or their credits (finished, the series moves on) and others
 * stopped part way. Every event is of a member and a real episode: each batch feeds
 * activity_items and activity_containers through the log's trigger.
 */
function makeBatches(count: number, episodes: SyntheticEpisode[], members: number): Batch[] {
  const types = ['progress', 'progress', 'progress', 'play', 'pause', 'seek'] as const;
  const now = Date.now();
  const batches: Batch[] = [];
  for (let i = 0, b = 0; i < count; b++) {
    const member = b % members;
    const events: VideoLogEvent[] = [];
    // Each batch starts at its own episode, 25 events (minutes) an episode.
    let episodeAt = (b * 7) % episodes.length;
    let session = crypto.randomUUID();
    for (let j = 0; j < BATCH && i < count; j++, i++) {
      if (j > 0 && j % 25 === 0) {
        episodeAt = (episodeAt + 1) % episodes.length;
        session = crypto.randomUUID();
      }
      const episode = episodes[episodeAt]!;
      const minute = j % 25;
      events.push({
        event_type: types[j % types.length]!,
        videotype: 'episode',
        content_id: episode.uuid,
        episode: `${episode.seriesId}.${episode.number}`,
        session_id: session,
        timestamp: now + i,
        start_timecode: minute * 60,
        end_timecode: Math.min(episode.duration, minute * 60 + 60),
        container_type: 'series',
        container_uuid: episode.seriesUuid,
      });
    }
    batches.push({ member, events });
  }
  return batches;
}

/** The same rows as text COPY lines, each with its member. */
function* batchLines(batches: Batch[], members: Member[], pageDomain: string): Generator<string> {
  for (const { member, events } of batches) {
    const userId = members[member]!.id;
    for (const e of events) {
      yield [
        userId,
        e.event_type,
        e.videotype,
        e.content_id,
        e.episode,
        e.session_id,
        new Date(e.timestamp).toISOString(),
        e.start_timecode,
        e.end_timecode,
        e.container_type,
        e.container_uuid,
        pageDomain,
      ]
        .map(field)
        .join('\t')
        .concat('\n');
    }
  }
}

async function countRows(url: string): Promise<number> {
  return withClient(url, async (c) =>
    Number((await c.query('select count(*) from video_events')).rows[0].count),
  );
}

/**
 * Posts every batch over CONNECTIONS keep-alive connections, each with its member's session;
 * answers events/s. The requests are ready-made bytes sent over raw sockets
 * (bench/lib/http-connection): the generator shares the machine with the server and PostgreSQL,
 * and undici spent a fifth of a core on it.
 */
async function ingest(
  base: string,
  batches: Batch[],
  members: Member[],
  pageDomain: string,
): Promise<number> {
  const url = new URL(base);
  let events = 0;
  const requests = batches.map((batch) => {
    events += batch.events.length;
    const body = Buffer.from(JSON.stringify({ events: batch.events, page_domain: pageDomain }));
    const head =
      `POST /api/5/log/ HTTP/1.1\r\nHost: ${url.host}\r\nContent-Type: application/json\r\n` +
      `Authorization: Token ${members[batch.member]!.token}\r\nContent-Length: ${body.length}\r\n\r\n`;
    return Buffer.concat([Buffer.from(head, 'latin1'), body]);
  });
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
  return events / ((performance.now() - started) / 1000);
}

/**
 * One bulk COPY of the same rows into the same table; answers rows/s. The table's activity
 * trigger fires for it as for ours (it is the table's cost); `triggers: false` switches it off
 * for this session (session_replication_role), for the reference figure of what the model costs.
 */
async function copyBaseline(url: string, lines: string[], opts: { triggers: boolean }): Promise<number> {
  return withClient(url, async (client) => {
    if (!opts.triggers) await client.query('set session_replication_role = replica');
    const started = performance.now();
    await copyLines(client, 'video_events', COLUMNS, lines);
    return lines.length / ((performance.now() - started) / 1000);
  });
}

/** Members made through the real register and login routes: their ids and session tokens. */
async function makeMembers(base: string, dbUrl: string): Promise<Member[]> {
  const stamp = Date.now() % 1_000_000;
  const names = Array.from({ length: MEMBERS }, (_, i) => `bench_${stamp}_${i}`);
  const tokens = await Promise.all(names.map((name) => registerMember(base, name, PASSWORD)));
  const { rows } = await withClient(dbUrl, (c) =>
    c.query<{ id: string; username: string }>('select id, username from users where username = any($1)', [
      names,
    ]),
  );
  const ids = new Map(rows.map((r) => [r.username, r.id]));
  return names.map((name, i) => ({ id: ids.get(name)!, token: tokens[i]! }));
}

/**
 * Playback log ingest (issues 5 and 20): events per second stored through POST /api/5/log/ (JSON
 * batches of BENCH_LOG_BATCH events of signed-in members on real episodes, validated, written by
 * coalesced COPYs whose activity trigger updates each member's history and feed, acknowledged
 * after commit) divided by a bulk COPY of the same rows into the same table of the same
 * PostgreSQL (trigger included), measured in one run. Target >= 0.6. A reference line gives the
 * COPY with the trigger off. Needs the PostgreSQL of BENCH_PG_ADMIN_URL (a scratch database is
 * created and dropped).
 */
export async function benchVideoLog(root: string, opts: { rounds: number }) {
  if (BATCH > LOG_BATCH_MAX) throw new Error(`BENCH_LOG_BATCH must be <= ${LOG_BATCH_MAX}`);
  const total = Number(process.env.BENCH_LOG_EVENTS ?? 200_000);
  const dbUrl = await createScratchDatabase(DB_NAME);
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const tsx = path.join(root, 'node_modules/.bin/tsx');
  const args = ourServerArgs(root, profileFlags());
  try {
    const server = await startProcess(tsx, args, {
      cwd: root,
      env: {
        NODE_ENV: 'production',
        PORT: String(port),
        HOST: '127.0.0.1',
        DATABASE_URL: dbUrl,
        DEMO_CONTENT: 'off',
        DEMO_MEDIA: 'off',
        LOG_LEVEL: 'warn',
        RATE_LIMIT_MAX: '1000000',
      },
      readyUrl: `${base}/readyz`,
    });
    try {
      // A few series of numbered episodes with lengths and credits, inserted by SQL.
      const catalogue = await withClient(dbUrl, (client) =>
        insertSyntheticCatalogue(client, {
          series: 20,
          episodesPerSeries: 10,
          seasonSize: 5,
          comicSeries: 0,
          booksPerSeries: 0,
          pagesPerBook: 0,
          premiumEvery: 0,
        }),
      );
      const episodes = catalogue.series.flat();
      const members = await makeMembers(base, dbUrl);
      const pageDomain = 'bench.fanverse.example';
      // Warm-up: JIT, plans, and every member's activity rows exist before the first round.
      await ingest(base, makeBatches(BATCH * CONNECTIONS * 4, episodes, MEMBERS), members, pageDomain);
      // Every side stores the same events of a round: ours first, then the COPYs.
      let lines: string[] = [];
      const rounds = await interleaved(
        {
          ours: async () => {
            const batches = makeBatches(total, episodes, MEMBERS);
            lines = [...batchLines(batches, members, pageDomain)];
            const before = await countRows(dbUrl);
            const rate = await ingest(base, batches, members, pageDomain);
            const stored = (await countRows(dbUrl)) - before;
            if (stored !== total) throw new Error(`ingest acknowledged ${total} events but stored ${stored}`);
            return rate;
          },
          baseline: () => copyBaseline(dbUrl, lines, { triggers: true }),
          bare: () => copyBaseline(dbUrl, lines, { triggers: false }),
        },
        opts.rounds,
      );
      const model = await withClient(dbUrl, async (c) => {
        const { rows } = await c.query<{ items: string; containers: string }>(
          `select (select count(*) from activity_items) as items,
            (select count(*) from activity_containers) as containers`,
        );
        return rows[0]!;
      });
      console.error(
        `video-log: ${MEMBERS} members over ${CONNECTIONS} connections on ${episodes.length} episodes; ` +
          `activity_items ${model.items}, activity_containers ${model.containers}`,
      );
      reportRounds(
        `video-log-ingest (batches of ${BATCH}, activity model on)`,
        rounds.ours,
        rounds.baseline,
        'events/s',
        '>= 0.6',
        'rows/s (COPY)',
      );
      reportRounds(
        `video-log-ingest (reference: COPY with the activity trigger off)`,
        rounds.ours,
        rounds.bare,
        'events/s',
        'none (reported)',
        'rows/s (COPY)',
      );
    } finally {
      await stopProcess(server);
    }
  } finally {
    await dropScratchDatabase(DB_NAME);
  }
}
