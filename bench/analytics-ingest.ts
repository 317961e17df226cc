import crypto from 'node:crypto';
import path from 'node:path';
import {
  ANALYTICS_MAX_BATCH_EVENTS,
  CONSENT_VERSION,
  DEFAULT_CONSENT_GROUPS,
  formatConsentGroups,
  formatOptanonConsent,
  type AnalyticsEvent,
} from '@fanverse/contract';
import { registerMember } from './lib/endpoint';
import { Connection } from './lib/http-connection';
import { interleaved, reportRounds } from './lib/load';
import { freePort, ourServerArgs, profileFlags, startProcess, stopProcess } from './lib/processes';
import { copyLines, createScratchDatabase, dropScratchDatabase, field, withClient } from './lib/scratch-db';

const DB_NAME = 'fanverse_bench_analytics_ingest';
const BATCH = Number(process.env.BENCH_ANALYTICS_BATCH ?? 100);
const CONNECTIONS = Number(process.env.BENCH_ANALYTICS_CONNECTIONS ?? 8);
/** Signed-in members: every other batch is one of theirs (their session checked per request). */
const MEMBERS = Number(process.env.BENCH_ANALYTICS_MEMBERS ?? 8);
const PASSWORD = 'Violet-Harbor-91';
const COLUMNS = [
  'received_at',
  'event_ts',
  'type',
  'event',
  'name',
  'category',
  'message_id',
  'anonymous_id',
  'user_id',
  'properties',
  'page_path',
  'referrer',
  'locale',
  'user_agent',
  'campaign',
  'consent_groups',
] as const;

/** Performance consent, as the web app writes the cookie once a visitor allowed it. */
const GROUPS = { ...DEFAULT_CONSENT_GROUPS, C0002: true };
const CONSENT = formatOptanonConsent({
  datestamp: new Date().toString(),
  version: CONSENT_VERSION,
  consentId: crypto.randomUUID(),
  interactionCount: 1,
  isGpcEnabled: false,
  isIABGlobal: false,
  landingPath: '/',
  groups: GROUPS,
});
const USER_AGENT =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Safari/537.36';
const PAGES = [
  '/',
  '/series/starfall',
  '/series/starfall/episodes/3',
  '/comics/moonlit',
  '/quiz',
  '/premium',
];
const TRACKS = [
  ['Video Content Playing', { series: 'starfall', episode: 3, position: 120 }],
  ['Comic Page Viewed', { book: 'moonlit-1', page: 7 }],
  ['Quiz Completed', { family: 'heroes' }],
  ['Experiment Viewed', { experiment: 'home-hero-text', variant: 'fan-first' }],
] as const;

interface Member {
  id: string;
  token: string;
}

/** One request's worth: a visitor's batch, a member's every other one. */
interface Batch {
  member: number | null;
  events: AnalyticsEvent[];
}

/**
 * Batches as the web app sends them: a visitor's page calls (named per spec §4, with the page,
 * locale, user agent, a campaign on landing pages) and track calls with small properties,
 * 60 / 40, each with a fresh messageId.
 */
function makeBatches(count: number): Batch[] {
  const now = Date.now();
  const batches: Batch[] = [];
  for (let i = 0, b = 0; i < count; b++) {
    const member = b % 2 === 1 && MEMBERS > 0 ? b % MEMBERS : null;
    const anonymousId = crypto.randomUUID();
    const events: AnalyticsEvent[] = [];
    for (let j = 0; j < BATCH && i < count; j++, i++) {
      const pagePath = PAGES[(b + j) % PAGES.length]!;
      const context: AnalyticsEvent['context'] = {
        page: {
          path: pagePath,
          referrer: 'https://search.example/',
          title: 'Fanverse',
          url: `https://fanverse.example${pagePath}`,
        },
        locale: j % 3 ? 'en-US' : 'es-MX',
        userAgent: USER_AGENT,
        library: { name: 'fanverse-web', version: '1.0.0' },
        ...(j % 10 === 0 ? { campaign: { name: 'spring', source: 'newsletter', medium: 'email' } } : {}),
      };
      const base = {
        messageId: crypto.randomUUID(),
        anonymousId,
        timestamp: new Date(now + i).toISOString(),
        context,
      };
      if (j % 5 < 3) {
        events.push({
          ...base,
          type: 'page',
          name: pagePath === '/' ? 'Homepage' : 'Series',
          category: 'content',
        });
      } else {
        const [event, properties] = TRACKS[(b + j) % TRACKS.length]!;
        events.push({ ...base, type: 'track', event, properties: { ...properties } });
      }
    }
    batches.push({ member, events });
  }
  return batches;
}

/** The rows ours stores for these batches, as text COPY lines (received_at: now). */
function* batchLines(batches: Batch[], members: Member[]): Generator<string> {
  const receivedAt = new Date().toISOString();
  const consentGroups = formatConsentGroups(GROUPS);
  for (const { member, events } of batches) {
    const userId = member === null ? null : members[member]!.id;
    for (const e of events) {
      const campaign = e.context?.campaign;
      yield [
        receivedAt,
        e.timestamp,
        e.type,
        e.event,
        e.name,
        e.category,
        e.messageId,
        e.anonymousId,
        userId,
        e.properties ? JSON.stringify(e.properties) : null,
        e.context?.page?.path,
        e.context?.page?.referrer,
        e.context?.locale,
        e.context?.userAgent,
        campaign ? JSON.stringify(campaign) : null,
        consentGroups,
      ]
        .map(field)
        .join('\t')
        .concat('\n');
    }
  }
}

async function countRows(url: string): Promise<number> {
  return withClient(url, async (c) =>
    Number((await c.query('select count(*) from analytics_events')).rows[0].count),
  );
}

/**
 * Posts every batch over CONNECTIONS keep-alive connections (ready-made request bytes over raw
 * sockets, as bench/video-log.ts does), each with the consent cookie and, for a member's batch,
 * the session; answers events/s.
 */
async function ingest(base: string, batches: Batch[], members: Member[]): Promise<number> {
  const url = new URL(base);
  let events = 0;
  const requests = batches.map((batch) => {
    events += batch.events.length;
    const body = Buffer.from(JSON.stringify({ batch: batch.events, sentAt: new Date().toISOString() }));
    const session = batch.member === null ? '' : `Authorization: Token ${members[batch.member]!.token}\r\n`;
    const head =
      `POST /api/analytics/1/batch HTTP/1.1\r\nHost: ${url.host}\r\nContent-Type: text/plain;charset=UTF-8\r\n` +
      `Cookie: OptanonConsent=${CONSENT}\r\nUser-Agent: ${USER_AGENT}\r\n${session}Content-Length: ${body.length}\r\n\r\n`;
    return Buffer.concat([Buffer.from(head, 'latin1'), body]);
  });
  let next = 0;
  const worker = async () => {
    const connection = new Connection(Number(url.port), url.hostname, () => {});
    try {
      while (next < requests.length) {
        const status = await connection.request(requests[next++]!);
        if (status !== 200) throw new Error(`analytics batch answered ${status}`);
      }
    } finally {
      connection.close();
    }
  };
  const started = performance.now();
  await Promise.all(Array.from({ length: CONNECTIONS }, worker));
  return events / ((performance.now() - started) / 1000);
}

/** One bulk COPY of the same rows into the same table; answers rows/s. */
async function copyBaseline(url: string, lines: string[]): Promise<number> {
  return withClient(url, async (client) => {
    const started = performance.now();
    await copyLines(client, 'analytics_events', COLUMNS, lines);
    return lines.length / ((performance.now() - started) / 1000);
  });
}

async function makeMembers(base: string, dbUrl: string): Promise<Member[]> {
  const stamp = Date.now() % 1_000_000;
  const names = Array.from({ length: MEMBERS }, (_, i) => `bench_an_${stamp}_${i}`);
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
 * Analytics ingest (issue 25): events per second stored through POST /api/analytics/1/batch
 * (batches of BENCH_ANALYTICS_BATCH Segment-shaped calls as `text/plain` beacons with the consent
 * cookie, half of them signed in: parsed, size- and schema-checked, consent re-checked per event,
 * messageIds claimed in the seen-store, written by coalesced binary COPYs, acknowledged after
 * commit) divided by one bulk COPY of the same rows into the same table of the same PostgreSQL,
 * in the same run. Target >= 0.6. Needs the PostgreSQL of BENCH_PG_ADMIN_URL (a scratch database
 * is created and dropped).
 */
export async function benchAnalyticsIngest(root: string, opts: { rounds: number }) {
  if (BATCH > ANALYTICS_MAX_BATCH_EVENTS)
    throw new Error(`BENCH_ANALYTICS_BATCH must be <= ${ANALYTICS_MAX_BATCH_EVENTS}`);
  const total = Number(process.env.BENCH_ANALYTICS_EVENTS ?? 200_000);
  const dbUrl = await createScratchDatabase(DB_NAME);
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const tsx = path.join(root, 'node_modules/.bin/tsx');
  try {
    const server = await startProcess(tsx, ourServerArgs(root, profileFlags()), {
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
        // The rollup reads what the bench writes; it has a bench of its own (insights).
        ANALYTICS_ROLLUP_SECONDS: '0',
      },
      readyUrl: `${base}/readyz`,
    });
    try {
      const members = await makeMembers(base, dbUrl);
      // Warm-up: JIT, plans, the members' sessions.
      await ingest(base, makeBatches(BATCH * CONNECTIONS * 8), members);
      let lines: string[] = [];
      const rounds = await interleaved(
        {
          ours: async () => {
            const batches = makeBatches(total);
            lines = [...batchLines(batches, members)];
            const before = await countRows(dbUrl);
            const rate = await ingest(base, batches, members);
            const stored = (await countRows(dbUrl)) - before;
            if (stored !== total) throw new Error(`ingest acknowledged ${total} events but stored ${stored}`);
            return rate;
          },
          baseline: () => copyBaseline(dbUrl, lines),
        },
        opts.rounds,
      );
      console.error(
        `analytics-ingest: ${total} events a round in batches of ${BATCH} over ${CONNECTIONS} connections, ` +
          `every other batch of one of ${MEMBERS} signed-in members`,
      );
      reportRounds(
        `analytics-ingest (batches of ${BATCH})`,
        rounds.ours,
        rounds.baseline,
        'events/s',
        '>= 0.6',
        'rows/s (COPY)',
      );
    } finally {
      await stopProcess(server);
    }
  } finally {
    await dropScratchDatabase(DB_NAME);
  }
}
