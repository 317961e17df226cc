import crypto from 'node:crypto';
import type { LightMyRequestResponse } from 'fastify';
import type { Kysely } from 'kysely';
import { QUIZ_COMPLETED_EVENT, SIGNED_UP_EVENT } from '@fanverse/contract';
import type { Database } from '../../src/db/schema';
import { InsightsRollup, type RollupOptions } from '../../src/modules/analytics/insights/insights-rollup';
import { insertShow, type Show } from '../activity/activity-fixtures';
import { insertComicFixtures, type InsertedBook } from '../comics/comic-fixtures';
import { buildTestApp, type TestApp } from '../helpers/test-app';
import { FAST_ENV, auth, insertSignedInAccounts, type InsertedAccount } from '../helpers/test-user';

/*
 * The insights tests' data: a generated data set written straight into the raw tables (members
 * with their sign-up days, page and track calls, playback and reading logs, a premium start, an
 * experiment with assignments and goal events), and the rollup made as a server instance makes
 * it. What each call should answer is computed in expected-insights.ts from the raw rows, by
 * plain code that shares nothing with the rollup's SQL.
 */

export const DAY_MS = 86_400_000;
export const INSIGHTS = '/api/insights/1';

/** A quiet logger for rollups made by the tests (failures still fail the test: run() rejects). */
export const quietLog = { info() {}, error() {} };

/** A rollup over the test's database, as another server instance would run it. */
export const rollupOf = (t: TestApp, options: RollupOptions = {}) =>
  new InsightsRollup(t.database.db, quietLog, { settleMs: 0, ...options });

/** Midnight UTC `daysAgo` days before today. */
export const dayStart = (daysAgo: number) => {
  const now = new Date();
  return Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()) - daysAgo * DAY_MS;
};
export const dayText = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/** A small seeded generator (mulberry32): the same data set on every run. */
export function seeded(seed: number) {
  let a = seed >>> 0;
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let r = a;
    r = Math.imul(r ^ (r >>> 15), r | 1);
    r ^= r + Math.imul(r ^ (r >>> 7), r | 61);
    return ((r ^ (r >>> 14)) >>> 0) / 4_294_967_296;
  };
  return {
    next,
    int: (n: number) => Math.floor(next() * n),
    pick: <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)]!,
    chance: (p: number) => next() < p,
  };
}
export type Rng = ReturnType<typeof seeded>;

export interface InsightsTestApp extends TestApp {
  staff: InsertedAccount;
  member: InsertedAccount;
}

/** The real app on a fresh database, with a staff account and an ordinary member. */
export async function buildInsightsApp(env: Record<string, string> = {}): Promise<InsightsTestApp> {
  const t = await buildTestApp({ ...FAST_ENV, ...env });
  await t.app.ready();
  const [staff, member] = await insertSignedInAccounts(t.database.db, 2, {
    prefix: `insights_${process.pid}_${crypto.randomBytes(3).toString('hex')}`,
    emailDomain: 'insights.test',
  });
  await t.database.db.updateTable('users').set({ is_staff: true }).where('id', '=', staff!.id).execute();
  return { ...t, staff: staff!, member: member! };
}

/** GET an insights call as `token` (none: anonymous). */
export function insights(
  t: TestApp,
  path: string,
  query: Record<string, string | number | undefined> = {},
  token?: string,
): Promise<LightMyRequestResponse> {
  const qs = new URLSearchParams(
    Object.entries(query)
      .filter(([, v]) => v !== undefined)
      .map(([k, v]): [string, string] => [k, String(v)]),
  ).toString();
  return t.app.inject({
    method: 'GET',
    url: `${INSIGHTS}/${path}${qs ? `?${qs}` : ''}`,
    headers: token ? auth(token) : {},
  });
}

export const errorOf = (res: LightMyRequestResponse) =>
  (res.json() as { errors: { code: unknown; field?: string }[] }).errors[0];

/** What the generated rows are about: people, content and the experiment. */
export interface World {
  members: InsertedAccount[];
  visitors: string[];
  show: Show;
  books: InsertedBook[];
  experiment: string;
  goal: string;
}

/** Members (with sign-up days in the window), browsers, a show, two books and an experiment. */
export async function makeWorld(t: InsightsTestApp, rng: Rng, days: number): Promise<World> {
  const db = t.database.db;
  const members = await insertSignedInAccounts(db, 8, {
    prefix: `insights_m_${process.pid}_${crypto.randomBytes(3).toString('hex')}`,
    emailDomain: 'insights.test',
  });
  for (const member of members) {
    await db
      .updateTable('users')
      .set({ created_at: new Date(dayStart(1 + rng.int(days)) + rng.int(DAY_MS)) })
      .where('id', '=', member.id)
      .execute();
  }
  const visitors = Array.from({ length: 10 }, () => crypto.randomUUID());
  const show = await insertShow(db, {
    seasons: [
      [100, 120],
      [90, 0],
    ],
  });
  const { books } = await insertComicFixtures(db, { books: [{ pages: 6 }, { pages: 4 }] });
  const experiment = `insights-exp-${crypto.randomBytes(3).toString('hex')}`;
  await db
    .insertInto('experiments')
    .values({
      name: experiment,
      enabled: true,
      is_public: true,
      description: 'Hero text',
      goal_event: SIGNED_UP_EVENT,
    })
    .execute();
  await db
    .insertInto('experiment_variants')
    .values([
      { experiment_name: experiment, key: 'classic', weight: 50, payload: '{}', position: 0 },
      { experiment_name: experiment, key: 'fan-first', weight: 50, payload: '{}', position: 1 },
    ])
    .execute();
  return { members, visitors, show, books, experiment, goal: SIGNED_UP_EVENT };
}

/** A moment on the day `daysAgo` days back (never later than a minute ago). */
const momentOn = (rng: Rng, daysAgo: number) =>
  new Date(Math.min(dayStart(daysAgo) + rng.int(DAY_MS), Date.now() - 60_000));

const FAMILIES = ['amazons', 'speedsters', 'rogues', 'atlanteans', 'not-a-family'];

/**
 * One wave of raw rows over the last `days` days (yesterday and before): `scale` sets how many.
 * Called again for the incremental tests: the same people read further, play again, convert
 * (`assign: false`: no new exposures, since a goal event is matched against the assignments that
 * exist when it is rolled up; docs/insights.md).
 */
export async function writeWave(
  db: Kysely<Database>,
  world: World,
  rng: Rng,
  days: number,
  { scale = 1, assign = true }: { scale?: number; assign?: boolean } = {},
) {
  const day = () => 1 + rng.int(days);
  const person = () => (rng.chance(0.5) ? rng.pick(world.members) : null);

  // Experiment assignments first (exposures), for browsers and members not yet assigned.
  const subjects = [...world.visitors.map((v) => `p:${v}`), ...world.members.map((m) => `m:${m.guid}`)];
  const stored = await db
    .selectFrom('experiment_assignments')
    .select(['subject', 'variant', 'exposed_at', 'inherited_from'])
    .where('experiment_name', '=', world.experiment)
    .execute();
  const assigned = new Set(stored.map((r) => r.subject));
  const browsers = stored.filter((r) => r.subject.startsWith('p:'));
  const newAssignments = subjects
    .filter((s) => assign && !assigned.has(s) && rng.chance(0.7))
    .map((subject) => {
      // Some members signed in on a browser that was shown a variant: their row takes the
      // browser's variant and exposure (experiments.service.ts), one person with the browser.
      if (subject.startsWith('m:') && browsers.length > 0 && rng.chance(0.3)) {
        const browser = rng.pick(browsers);
        return {
          experiment_name: world.experiment,
          subject,
          variant: browser.variant,
          assigned_at: new Date(),
          exposed_at: browser.exposed_at,
          inherited_from: browser.subject,
        };
      }
      const row = {
        experiment_name: world.experiment,
        subject,
        variant: rng.chance(0.5) ? 'classic' : 'fan-first',
        assigned_at: new Date(),
        exposed_at: momentOn(rng, day()),
        inherited_from: null,
      };
      if (subject.startsWith('p:')) browsers.push(row);
      return row;
    });
  if (newAssignments.length) await db.insertInto('experiment_assignments').values(newAssignments).execute();

  // Analytics calls: pages, quiz completions (one family unknown), goal events, identifies.
  const calls = Array.from({ length: 120 * scale }, () => {
    const member = person();
    const anonymous = rng.pick(world.visitors);
    const roll = rng.next();
    const type = roll < 0.6 ? 'page' : roll < 0.75 ? 'identify' : 'track';
    const event =
      type !== 'track'
        ? null
        : rng.chance(0.45)
          ? QUIZ_COMPLETED_EVENT
          : rng.chance(0.7)
            ? world.goal
            : 'Clicked';
    return {
      event_ts: momentOn(rng, day()),
      type,
      event,
      name: type === 'page' ? 'Homepage' : null,
      message_id: crypto.randomUUID(),
      anonymous_id: rng.chance(0.9) ? anonymous : null,
      user_id: member?.id ?? null,
      properties: JSON.stringify(event === QUIZ_COMPLETED_EVENT ? { family: rng.pick(FAMILIES) } : {}),
      page_path: type === 'page' ? '/' : null,
      consent_groups: 'C0001:1,C0002:1,C0003:0,C0004:0,C0005:0',
    };
  });
  await db.insertInto('analytics_events').values(calls).execute();

  // Playback: sessions of an episode (sometimes a clip or an unknown video) that play, watch
  // stretches, sometimes finish, sometimes run over midnight into the next day.
  const episodes = world.show.episodes;
  const plays = [];
  for (let s = 0; s < 14 * scale; s++) {
    const member = person();
    const kind = rng.next();
    const episode = rng.pick(episodes);
    const videotype = kind < 0.1 ? 'clip' : 'episode';
    const contentId = kind < 0.1 || kind > 0.93 ? crypto.randomUUID() : episode.uuid;
    const session = crypto.randomUUID();
    const d = day();
    const base = {
      user_id: member?.id ?? null,
      videotype,
      content_id: contentId,
      episode: null,
      session_id: session,
      page_domain: 'insights.test',
    };
    const at = momentOn(rng, d);
    let position = rng.int(20);
    plays.push({
      ...base,
      event_type: 'load',
      client_ts: at,
      start_timecode: position,
      end_timecode: position,
    });
    plays.push({
      ...base,
      event_type: 'play',
      client_ts: at,
      start_timecode: position,
      end_timecode: position,
    });
    const stretches = 1 + rng.int(5);
    for (let i = 0; i < stretches; i++) {
      const end = Math.min(episode.duration || 100, position + 5 + rng.int(40));
      plays.push({
        ...base,
        event_type: 'progress',
        client_ts: new Date(at.getTime() + i * 1000),
        start_timecode: position,
        end_timecode: end,
      });
      position = end;
    }
    if (rng.chance(0.2)) {
      plays.push({
        ...base,
        event_type: 'complete',
        client_ts: at,
        start_timecode: position,
        end_timecode: position,
      });
    }
    if (d > 1 && rng.chance(0.2)) {
      // Resumed the next day: a play (and a stretch) on another day of the same session.
      const next = momentOn(rng, d - 1);
      plays.push({
        ...base,
        event_type: 'play',
        client_ts: next,
        start_timecode: position,
        end_timecode: position,
      });
      plays.push({
        ...base,
        event_type: 'progress',
        client_ts: next,
        start_timecode: position,
        end_timecode: position + 3.5,
      });
    }
  }
  await db.insertInto('video_events').values(plays).execute();

  // Reading: readers open a book and read on; members, browsers (cookie or browser id) and
  // anonymous sessions; some finish, some come back another day and read further.
  const reads = [];
  for (let s = 0; s < 12 * scale; s++) {
    const member = person();
    const book = rng.pick(world.books);
    const who = rng.next();
    const base = {
      user_id: member?.id ?? null,
      object_type: 'book',
      session_id: crypto.randomUUID(),
      content_uuid: rng.chance(0.08) ? crypto.randomUUID() : book.uuid,
      series_uuid: null,
      panel_index: null,
      is_offline: false,
      persistent_user_cookie: !member && who < 0.4 ? `cookie-${rng.int(4)}` : null,
      browser_id: !member && who >= 0.4 && who < 0.7 ? `browser-${rng.int(3)}` : null,
    };
    const at = momentOn(rng, day());
    const stamp = (i: number) => new Date(at.getTime() + i * 1000);
    reads.push({
      ...base,
      event_type: 'open',
      page_index: 0,
      view_date: stamp(0),
      client_view_date: stamp(0),
    });
    const last = rng.int(book.num_pages);
    for (let p = 0; p <= last; p++) {
      reads.push({
        ...base,
        event_type: 'page_view',
        page_index: p,
        view_date: stamp(p + 1),
        client_view_date: stamp(p + 1),
      });
    }
    if (last === book.num_pages - 1 && rng.chance(0.5)) {
      reads.push({
        ...base,
        event_type: 'complete',
        page_index: last,
        view_date: stamp(99),
        client_view_date: stamp(99),
      });
    }
    reads.push({
      ...base,
      event_type: 'close',
      page_index: last,
      view_date: stamp(100),
      client_view_date: stamp(100),
    });
  }
  await db.insertInto('comic_events').values(reads).execute();

  // A premium start for a member without one.
  const subscribed = new Set(
    (await db.selectFrom('subscriptions').select('user_id').execute()).map((r) => r.user_id),
  );
  const free = world.members.find((m) => !subscribed.has(m.id));
  if (free) {
    const product = await db
      .selectFrom('premium_products')
      .select('id')
      .orderBy('id')
      .executeTakeFirstOrThrow();
    const guid = crypto.randomUUID();
    await db
      .insertInto('subscriptions')
      .values({
        guid,
        user_id: free.id,
        subscription_id: `test_${guid}`,
        product_id: product.id,
        currency: 'USD',
        price_minor: 799,
        state: 'Active',
        merchant_type: 'House',
        signup_at: momentOn(rng, day()),
      })
      .execute();
  }
}
