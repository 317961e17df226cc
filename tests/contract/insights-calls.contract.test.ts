import crypto from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AnalyticsCode, CatalogueServerCode, QUIZ_COMPLETED_EVENT, QUIZ_FAMILIES } from '@fanverse/contract';
import { InsightsRollup } from '../../apps/server/src/modules/analytics/insights/insights-rollup';
import { insertComicFixtures } from '../../apps/server/test/comics/comic-fixtures';
import { FAST_ENV } from '../../apps/server/test/helpers/test-user';
import { expectClientCheck, expectMapped, failure, probe, signUp, type Member } from './accounts-fixtures';
import { startContractServer, type ContractServer } from './contract-server';

/**
 * client.insights through the real server (issue 25; docs/insights.md): a staff member's reads
 * parsed by the client's reply schemas, 7763 for a member who is not staff, 7762 for a range the
 * server refuses (and the client's own checks, which send nothing), 1003 without a session.
 */
let s: ContractServer;
let staff: Member;
let member: Member;
let bookId: string;

const day = (daysAgo: number) => {
  const now = new Date();
  return Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()) - daysAgo * 86_400_000;
};
const dayText = (ms: number) => new Date(ms).toISOString().slice(0, 10);

beforeAll(async () => {
  s = await startContractServer({ ...FAST_ENV });
  staff = await signUp(s);
  member = await signUp(s);
  await s.database.db.updateTable('users').set({ is_staff: true }).where('guid', '=', staff.guid).execute();

  // A little of everything the dashboard counts, yesterday: two quiz completions, a reader who
  // stopped on page 2 of a 3-page book.
  const db = s.database.db;
  const at = new Date(day(1) + 3_600_000);
  await db
    .insertInto('analytics_events')
    .values(
      ['amazons', 'amazons'].map((family) => ({
        event_ts: at,
        type: 'track',
        event: QUIZ_COMPLETED_EVENT,
        message_id: crypto.randomUUID(),
        anonymous_id: crypto.randomUUID(),
        properties: JSON.stringify({ family }),
      })),
    )
    .execute();
  const { books } = await insertComicFixtures(db, { books: [{ pages: 3 }] });
  bookId = books[0]!.uuid;
  await db
    .insertInto('comic_events')
    .values(
      [0, 1].map((page) => ({
        event_type: page === 0 ? 'open' : 'page_view',
        object_type: 'book',
        session_id: crypto.randomUUID(),
        content_uuid: bookId,
        page_index: page,
        view_date: at,
        client_view_date: at,
        is_offline: false,
        persistent_user_cookie: 'contract-reader',
      })),
    )
    .execute();
  await new InsightsRollup(db, { info() {}, error() {} }, { settleMs: 0 }).run();
});
afterAll(async () => s?.app.close());

describe('client.insights for staff', () => {
  it('reads every call, each reply checked by the client against the contract', async () => {
    const c = staff.client.insights;
    const range = { from: dayText(day(6)), to: dayText(day(0)) };
    const overview = await c.overview(range);
    expect(overview.days).toHaveLength(7);
    expect(overview.totals).toMatchObject({ quiz_completions: 2, comics_opened: 1, pages_read: 1 });
    expect(overview.rolled_up_at).not.toBeNull();

    const quiz = await c.quiz(range);
    expect(quiz.families.map((f) => f.family)).toEqual([...QUIZ_FAMILIES]);
    expect(quiz.families.find((f) => f.family === 'amazons')?.completions).toBe(2);

    const books = await c.books(range);
    expect(books.items).toEqual([
      expect.objectContaining({ book_id: bookId, opened: 1, readers: 1, pages_read: 1, completion_rate: 0 }),
    ]);
    const stops = await c.bookStops(bookId, range);
    expect(stops.pages).toEqual([
      { page: 1, reached: 1, stopped: 0 },
      { page: 2, reached: 1, stopped: 1 },
      { page: 3, reached: 0, stopped: 0 },
    ]);

    expect((await c.episodes({ ...range, limit: 5 })).items).toEqual([]);
    expect((await c.funnel(range)).steps.map((x) => x.step)).toEqual(['visit', 'register', 'premium']);
    const experiments = await c.experiments();
    expect(experiments.experiments.length).toBeGreaterThan(0);
    for (const v of experiments.experiments.flatMap((x) => x.variants)) {
      expect(v.ci_low).toBeLessThanOrEqual(v.ci_high);
    }
  });

  it('a book that does not exist: 404 RESOURCE_NOT_FOUND from the server', async () => {
    const e = await failure(staff.client.insights.bookStops(crypto.randomUUID()));
    expect(e.status).toBe(404);
    expect(e.errors[0]?.cause).toMatchObject({ code: CatalogueServerCode.RESOURCE_NOT_FOUND });
  });
});

describe('refusals', () => {
  it('a member who is not staff: 403 INSIGHTS_STAFF_ONLY → 7763 on every call', async () => {
    const c = member.client.insights;
    // One at a time: a refusal waiting unawaited would be an unhandled rejection.
    for (const call of [
      () => c.overview(),
      () => c.episodes(),
      () => c.books(),
      () => c.bookStops(bookId),
      () => c.quiz(),
      () => c.funnel(),
      () => c.experiments(),
    ]) {
      expectMapped(await failure(call()), { status: 403, code: AnalyticsCode.STAFF_ONLY }, 7763);
    }
  });

  it('a range the server refuses: 400 INVALID_INSIGHTS_RANGE → 7762 (a day that does not exist, over 400 days)', async () => {
    const c = staff.client.insights;
    expectMapped(
      await failure(c.overview({ from: '2026-02-30' })),
      { status: 400, code: AnalyticsCode.INVALID_RANGE },
      7762,
    );
    expectMapped(
      await failure(c.funnel({ from: '2024-01-01', to: '2026-01-01' })),
      { status: 400, code: AnalyticsCode.INVALID_RANGE },
      7762,
    );
  });

  it("the client's own checks send nothing: a malformed day or `from` after `to` → 7762, a blank book → 7751", async () => {
    const p = probe(s);
    p.client.setSessionToken(staff.token);
    await expectClientCheck(p, p.client.insights.overview({ from: '1 March' }), 7762);
    await expectClientCheck(p, p.client.insights.quiz({ from: '2026-03-02', to: '2026-03-01' }), 7762);
    await expectClientCheck(p, p.client.insights.bookStops(' '), 7751);
  });

  it('without a session: 401 → 1003', async () => {
    const e = await failure(probe(s).client.insights.overview());
    expect([e.status, e.errors[0]?.code]).toEqual([401, 1003]);
  });
});
