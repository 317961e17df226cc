import crypto from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  AnalyticsCode,
  INSIGHTS_DEFAULT_RANGE_DAYS,
  QUIZ_FAMILIES,
  type InsightsOverview,
} from '@fanverse/contract';
import { promoteListedStaff } from '../../src/modules/analytics/insights/insights-staff';
import { insertComicFixtures } from '../comics/comic-fixtures';
import { auth, insertSignedInAccounts } from '../helpers/test-user';
import {
  DAY_MS,
  buildInsightsApp,
  dayStart,
  dayText,
  errorOf,
  insights,
  rollupOf,
  type InsightsTestApp,
} from './insights-fixtures';

/*
 * Who may read insights (staff; STAFF_EMAILS for listed, verified accounts) and the range rules
 * every call shares. The numbers themselves are insights-rollup.test.ts's.
 */
const LISTED = `boss-${crypto.randomBytes(3).toString('hex')}@insights.test`;
const CALLS = ['overview', 'episodes', 'books', 'quiz', 'funnel', 'experiments'];
let t: InsightsTestApp;

beforeAll(async () => {
  t = await buildInsightsApp({ STAFF_EMAILS: `someone@else.test, ${LISTED.toUpperCase()}` });
});
afterAll(async () => t?.app.close());

const today = () => dayText(dayStart(0));

describe('access', () => {
  it('answers 401 without a session and 403 INSIGHTS_STAFF_ONLY to a member who is not staff', async () => {
    const book = `books/${crypto.randomUUID()}/stops`;
    for (const path of [...CALLS, book]) {
      const anonymous = await insights(t, path);
      expect(anonymous.statusCode, path).toBe(401);
      const member = await insights(t, path, {}, t.member.token);
      expect(member.statusCode, path).toBe(403);
      expect(errorOf(member)?.code, path).toBe(AnalyticsCode.STAFF_ONLY);
      expect(member.headers['cache-control']).toBe('private, no-store');
    }
  });

  it('checks staff before the range: a member with a bad range is still 403', async () => {
    const res = await insights(t, 'overview', { from: '2026-02-30' }, t.member.token);
    expect(res.statusCode).toBe(403);
  });

  it('lets staff in, with private replies', async () => {
    const res = await insights(t, 'overview', {}, t.staff.token);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['cache-control']).toBe('private, no-store');
  });

  it('STAFF_EMAILS: a listed account is staff once its address is verified, not before', async () => {
    const [listed] = await insertSignedInAccounts(t.database.db, 1, {
      prefix: `listed_${crypto.randomBytes(3).toString('hex')}`,
      emailDomain: 'x.test',
    });
    await t.database.db
      .updateTable('users')
      .set({ email: LISTED, email_verified: false })
      .where('id', '=', listed!.id)
      .execute();
    const before = await insights(t, 'quiz', {}, listed!.token);
    expect(before.statusCode).toBe(403);
    const staffFlag = async () =>
      (
        await t.database.db
          .selectFrom('users')
          .select('is_staff')
          .where('id', '=', listed!.id)
          .executeTakeFirstOrThrow()
      ).is_staff;
    expect(await staffFlag()).toBe(false);

    await t.database.db
      .updateTable('users')
      .set({ email_verified: true })
      .where('id', '=', listed!.id)
      .execute();
    const after = await insights(t, 'quiz', {}, listed!.token);
    expect(after.statusCode, after.body).toBe(200);
    // Persisted on that first call: the claim and the web's link follow the flag.
    expect(await staffFlag()).toBe(true);
  });

  it('STAFF_EMAILS at start: only verified listed accounts are promoted, once', async () => {
    const people = await insertSignedInAccounts(t.database.db, 3, {
      prefix: `seed_${crypto.randomBytes(3).toString('hex')}`,
      emailDomain: 'x.test',
    });
    const emails = people.map((_, i) => `seeded-${i}-${crypto.randomBytes(3).toString('hex')}@insights.test`);
    for (const [i, p] of people.entries()) {
      await t.database.db
        .updateTable('users')
        .set({ email: emails[i]!, email_verified: i !== 1 })
        .where('id', '=', p.id)
        .execute();
    }
    const listed = [emails[0]!.toUpperCase(), ` ${emails[1]} `];
    expect(await promoteListedStaff(t.database.db, listed)).toEqual([people[0]!.username]);
    expect(await promoteListedStaff(t.database.db, listed)).toEqual([]);
    const flags = await t.database.db
      .selectFrom('users')
      .select(['id', 'is_staff'])
      .where(
        'id',
        'in',
        people.map((p) => p.id),
      )
      .execute();
    const staff = new Map(flags.map((f) => [f.id, f.is_staff]));
    expect(people.map((p) => staff.get(p.id))).toEqual([true, false, false]);
  });
});

describe('range', () => {
  const bad = async (query: Record<string, string>, field: string) => {
    for (const path of CALLS) {
      const res = await insights(t, path, query, t.staff.token);
      expect(res.statusCode, `${path} ${JSON.stringify(query)}`).toBe(400);
      expect(errorOf(res), `${path} ${JSON.stringify(query)}`).toMatchObject({
        code: AnalyticsCode.INVALID_RANGE,
        field,
      });
    }
  };

  it('defaults to the last 30 days through today (UTC)', async () => {
    const res = await insights(t, 'overview', {}, t.staff.token);
    const body = res.json() as InsightsOverview;
    expect(body.to).toBe(today());
    expect(body.from).toBe(dayText(dayStart(INSIGHTS_DEFAULT_RANGE_DAYS - 1)));
    expect(body.days).toHaveLength(INSIGHTS_DEFAULT_RANGE_DAYS);
    expect(body.days[0]!.day).toBe(body.from);
    expect(body.days.at(-1)!.day).toBe(body.to);
  });

  it('takes one end alone: `from` through today, or 30 days ending at `to`', async () => {
    const only = (await insights(t, 'funnel', { from: dayText(dayStart(3)) }, t.staff.token)).json();
    expect([only.from, only.to]).toEqual([dayText(dayStart(3)), today()]);
    const ending = (await insights(t, 'funnel', { to: '2026-03-31' }, t.staff.token)).json();
    expect([ending.from, ending.to]).toEqual(['2026-03-02', '2026-03-31']);
    const one = (
      await insights(t, 'overview', { from: '2026-03-31', to: '2026-03-31' }, t.staff.token)
    ).json();
    expect(one.days.map((d: { day: string }) => d.day)).toEqual(['2026-03-31']);
  });

  it('refuses a day that does not exist or is not YYYY-MM-DD: 400 INVALID_INSIGHTS_RANGE naming it', async () => {
    await bad({ from: '2026-02-30' }, 'from');
    await bad({ to: '2026-13-01' }, 'to');
    await bad({ from: 'yesterday' }, 'from');
    await bad({ to: '2026-1-5' }, 'to');
    await bad({ from: '' }, 'from');
  });

  it('refuses `from` after `to`', async () => {
    await bad({ from: '2026-03-02', to: '2026-03-01' }, 'from');
  });

  it('refuses more than 400 days, and takes exactly 400', async () => {
    await bad({ from: '2025-01-01', to: '2026-02-05' }, 'from');
    const ok = await insights(t, 'overview', { from: '2025-01-01', to: '2026-02-04' }, t.staff.token);
    expect(ok.statusCode, ok.body).toBe(200);
    expect((ok.json() as InsightsOverview).days).toHaveLength(400);
  });

  it('refuses a bad limit with a 400, never a 5xx', async () => {
    for (const limit of ['0', '101', 'ten', '2.5']) {
      const res = await insights(t, 'episodes', { limit }, t.staff.token);
      expect(res.statusCode, limit).toBe(400);
    }
  });
});

describe('replies', () => {
  it('answer empty before any data, rolled_up_at null before the first pass and set after', async () => {
    const fresh = await buildInsightsApp();
    try {
      const res = await insights(fresh, 'quiz', {}, fresh.staff.token);
      expect(res.statusCode, res.body).toBe(200);
      const body = res.json();
      expect(body.rolled_up_at).toBeNull();
      expect(body.families.map((f: { family: string }) => f.family)).toEqual([...QUIZ_FAMILIES]);
      expect(body.families.every((f: { completions: number }) => f.completions === 0)).toBe(true);
      const started = Date.now();
      await rollupOf(fresh).run();
      const after = (await insights(fresh, 'quiz', {}, fresh.staff.token)).json();
      expect(Date.parse(after.rolled_up_at)).toBeGreaterThanOrEqual(started - 5000);
      const episodes = (await insights(fresh, 'episodes', {}, fresh.staff.token)).json();
      expect(episodes.items).toEqual([]);
    } finally {
      await fresh.app.close();
    }
  });

  it('quiz families carry their result titles from the stored quiz', async () => {
    const body = (await insights(t, 'quiz', {}, t.staff.token)).json();
    const amazons = body.families.find((f: { family: string }) => f.family === 'amazons');
    expect(amazons.title).not.toBe('amazons');
    expect(amazons.title.length).toBeGreaterThan(0);
  });

  it('where readers stop: 404 for a book that does not exist or an id that is not a uuid', async () => {
    const unknown = await insights(t, `books/${crypto.randomUUID()}/stops`, {}, t.staff.token);
    expect(unknown.statusCode).toBe(404);
    const malformed = await insights(t, 'books/not-a-uuid/stops', {}, t.staff.token);
    expect(malformed.statusCode).toBe(404);
  });

  it('where readers stop: every page of a book nobody read yet, at zero; the id in any case', async () => {
    const { books } = await insertComicFixtures(t.database.db, { books: [{ pages: 3 }] });
    const res = await insights(t, `books/${books[0]!.uuid.toUpperCase()}/stops`, {}, t.staff.token);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      book_id: books[0]!.uuid,
      page_count: 3,
      pages: [
        { page: 1, reached: 0, stopped: 0 },
        { page: 2, reached: 0, stopped: 0 },
        { page: 3, reached: 0, stopped: 0 },
      ],
    });
  });

  it('experiments list each variant with its weight and an interval even without exposures', async () => {
    const name = `calls-exp-${crypto.randomBytes(3).toString('hex')}`;
    await t.database.db
      .insertInto('experiments')
      .values({ name, enabled: false, is_public: false, description: 'd', goal_event: 'Bought' })
      .execute();
    await t.database.db
      .insertInto('experiment_variants')
      .values([
        { experiment_name: name, key: 'b', weight: 30, payload: '{}', position: 1 },
        { experiment_name: name, key: 'a', weight: 70, payload: '{}', position: 0 },
      ])
      .execute();
    const exposedAt = new Date(dayStart(1) + 1000);
    await t.database.db
      .insertInto('experiment_assignments')
      .values([
        {
          experiment_name: name,
          subject: 'p:one',
          variant: 'a',
          exposed_at: exposedAt,
          converted_at: new Date(exposedAt.getTime() + DAY_MS / 2),
        },
        { experiment_name: name, subject: 'p:two', variant: 'a', exposed_at: exposedAt },
      ])
      .execute();
    await rollupOf(t).run();
    const body = (await insights(t, 'experiments', {}, t.staff.token)).json();
    const x = body.experiments.find((e: { name: string }) => e.name === name);
    expect(x).toMatchObject({ enabled: false, goal_event: 'Bought', description: 'd' });
    expect(x.variants.map((v: { key: string; weight: number }) => [v.key, v.weight])).toEqual([
      ['a', 70],
      ['b', 30],
    ]);
    expect(x.variants[0]).toMatchObject({ exposed: 2, converted: 1, rate: 0.5 });
    expect(x.variants[1]).toMatchObject({ exposed: 0, converted: 0, rate: 0, ci_low: 0, ci_high: 1 });
    expect(x.variants[0].ci_low).toBeGreaterThan(0);
    expect(x.variants[0].ci_high).toBeLessThan(1);
  });

  it('a session token of another kind is no staff session', async () => {
    const res = await t.app.inject({ url: '/api/insights/1/overview', headers: auth('nope') });
    expect(res.statusCode).toBe(401);
  });
});
