import {
  QUIZ_FAMILIES,
  CatalogueServerCode,
  type InsightsBookStops,
  type InsightsBooks,
  type InsightsDay,
  type InsightsEpisodes,
  type InsightsExperiments,
  type InsightsFunnel,
  type InsightsOverview,
  type InsightsQuiz,
  type InsightsRangeQuery,
} from '@fanverse/contract';
import { AppError } from '../../../errors/app-error';
import { DAY_FIELDS, METRIC, stopKey, variantKey } from './insights-metrics';
import { daysOf, resolveRange } from './insights-range';
import type { InsightsRepository } from './insights.repository';
import type { InsightsStaff } from './insights-staff';
import type { RollupStateRepository } from './rollup-state.repository';
import { wilsonInterval } from './wilson';

/** The per-episode and per-book lists' length when the query gives no `limit`. */
export const INSIGHTS_DEFAULT_LIMIT = 20;

type DayCounts = Omit<InsightsDay, 'day'>;
const FIELDS = Object.keys(DAY_FIELDS) as (keyof DayCounts)[];

const zeroDay = (): DayCounts =>
  Object.fromEntries(FIELDS.map((field) => [field, 0])) as unknown as DayCounts;

/** Minutes to the hundredth (sums of float seconds); counts are whole. */
const minutes = (value: number) => Math.round(value * 100) / 100;
const whole = (value: number) => Math.max(0, Math.round(value));
const share = (part: number, of: number) => (of > 0 ? Math.min(1, Math.max(0, part / of)) : 0);

/** `key`'s value of `metric` in rows of keyed sums. */
function byKey(rows: readonly { key: string; metric: string; value: number }[]) {
  const table = new Map<string, Map<string, number>>();
  for (const row of rows) {
    const metrics = table.get(row.key) ?? new Map<string, number>();
    metrics.set(row.metric, (metrics.get(row.metric) ?? 0) + row.value);
    table.set(row.key, metrics);
  }
  return table;
}

/**
 * The staff dashboard's reads (issue 25; contract analytics/insights-calls.ts, docs/insights.md):
 * each checks staff first (403 INSIGHTS_STAFF_ONLY), then the range (400 INVALID_INSIGHTS_RANGE),
 * and answers from the daily aggregates only, with when they were last brought up to date.
 */
export class InsightsService {
  constructor(
    private readonly repo: InsightsRepository,
    private readonly state: RollupStateRepository,
    private readonly staff: InsightsStaff,
    private readonly now: () => Date,
  ) {}

  /** The staff check, then the range with its `rolled_up_at`. */
  private async begin(userId: string, query: InsightsRangeQuery) {
    await this.staff.require(userId);
    const range = resolveRange(query, this.now());
    const rolledUpAt = await this.state.rolledUpAt();
    return { range, head: { ...range, rolled_up_at: rolledUpAt ? rolledUpAt.toISOString() : null } };
  }

  async overview(userId: string, query: InsightsRangeQuery): Promise<InsightsOverview> {
    const { range, head } = await this.begin(userId, query);
    const [values, activeMembers, visitors] = await Promise.all([
      this.repo.dayValues(Object.values(DAY_FIELDS), range),
      this.repo.distinctOverRange(METRIC.ACTIVE_MEMBERS, range),
      this.repo.distinctOverRange(METRIC.VISITORS, range),
    ]);
    const days = new Map(daysOf(range).map((day) => [day, zeroDay()]));
    const fieldOf = new Map(FIELDS.map((field) => [DAY_FIELDS[field] as string, field]));
    for (const { day, metric, value } of values) {
      const field = fieldOf.get(metric);
      const counts = days.get(day);
      if (field && counts) counts[field] += value;
    }
    const totals = zeroDay();
    for (const counts of days.values()) {
      for (const field of FIELDS) {
        counts[field] = field === 'minutes_watched' ? minutes(counts[field]) : whole(counts[field]);
        totals[field] += counts[field];
      }
    }
    totals.minutes_watched = minutes(totals.minutes_watched);
    // Distinct over the range, not the sum of each day's distinct counts.
    totals.active_members = activeMembers;
    totals.visitors = visitors;
    return { ...head, days: [...days].map(([day, counts]) => ({ day, ...counts })), totals };
  }

  async episodes(userId: string, query: InsightsRangeQuery): Promise<InsightsEpisodes> {
    const { range, head } = await this.begin(userId, query);
    // The top by plays (ties by uuid), shown by plays, then minutes.
    const top = await this.repo.topKeys(
      METRIC.EPISODE_PLAYS,
      [METRIC.EPISODE_MINUTES, METRIC.EPISODE_COMPLETIONS],
      range,
      query.limit ?? INSIGHTS_DEFAULT_LIMIT,
    );
    const ranked = top
      .map(({ key, values }) => ({
        key,
        plays: whole(values.get(METRIC.EPISODE_PLAYS) ?? 0),
        minutes: minutes(values.get(METRIC.EPISODE_MINUTES) ?? 0),
        completions: whole(values.get(METRIC.EPISODE_COMPLETIONS) ?? 0),
      }))
      .sort((a, b) => b.plays - a.plays || b.minutes - a.minutes);
    const keys = ranked.map((r) => r.key);
    const [viewers, titles] = await Promise.all([
      this.repo.distinctPerKey(METRIC.EPISODE_VIEWERS, keys, range),
      this.repo.episodeTitles(keys),
    ]);
    return {
      ...head,
      items: ranked.map((r) => ({
        content_id: r.key,
        // An episode removed from the catalogue since keeps its numbers, named by its uuid.
        title: titles.get(r.key)?.title ?? r.key,
        series_title: titles.get(r.key)?.series_title ?? null,
        plays: r.plays,
        viewers: viewers.get(r.key) ?? 0,
        minutes_watched: r.minutes,
        completion_rate: share(r.completions, r.plays),
      })),
    };
  }

  async books(userId: string, query: InsightsRangeQuery): Promise<InsightsBooks> {
    const { range, head } = await this.begin(userId, query);
    // The top by openings (ties by uuid), shown by openings, then pages read.
    const top = await this.repo.topKeys(
      METRIC.BOOK_OPENED,
      [METRIC.BOOK_PAGES],
      range,
      query.limit ?? INSIGHTS_DEFAULT_LIMIT,
    );
    const ranked = top
      .map(({ key, values }) => ({
        key,
        opened: whole(values.get(METRIC.BOOK_OPENED) ?? 0),
        pages: whole(values.get(METRIC.BOOK_PAGES) ?? 0),
      }))
      .sort((a, b) => b.opened - a.opened || b.pages - a.pages);
    const keys = ranked.map((r) => r.key);
    const [readers, completers, books] = await Promise.all([
      this.repo.distinctPerKey(METRIC.BOOK_READERS, keys, range),
      this.repo.distinctPerKey(METRIC.BOOK_COMPLETERS, keys, range),
      this.repo.books(keys),
    ]);
    return {
      ...head,
      items: ranked.map((r) => {
        const readerCount = readers.get(r.key) ?? 0;
        return {
          book_id: r.key,
          title: books.get(r.key)?.title ?? r.key,
          series_title: books.get(r.key)?.series_title ?? null,
          opened: r.opened,
          readers: readerCount,
          pages_read: r.pages,
          completion_rate: share(completers.get(r.key) ?? 0, readerCount),
        };
      }),
    };
  }

  /**
   * Where readers stop in one book: per page, the readers whose furthest page (reached in the
   * range) is that page, and those who reached it or further. 404 for a book that does not exist.
   */
  async bookStops(userId: string, bookUuid: string, query: InsightsRangeQuery): Promise<InsightsBookStops> {
    const { range, head } = await this.begin(userId, query);
    // Keys hold the uuid as PostgreSQL writes it (lower case); the path may have any case.
    const bookId = bookUuid.toLowerCase();
    const book = (await this.repo.books([bookId])).get(bookId);
    if (!book) throw AppError.notFound(CatalogueServerCode.RESOURCE_NOT_FOUND, 'Book not found');
    // Pages past the book's last (it was shortened since) still show whoever stopped there.
    const last = Math.max(book.page_count, await this.repo.furthestStop(bookId));
    const pageNumbers = Array.from({ length: last }, (_, i) => i + 1);
    const keyOf = new Map(pageNumbers.map((page) => [stopKey(bookId, page), page]));
    const stops = new Map<number, number>();
    for (const row of await this.repo.keyedSums([METRIC.BOOK_STOP], range, [...keyOf.keys()])) {
      stops.set(keyOf.get(row.key)!, whole(row.value));
    }
    const pages: InsightsBookStops['pages'] = [];
    let reached = [...stops.values()].reduce((a, b) => a + b, 0);
    for (let page = 1; page <= last; page++) {
      const stopped = stops.get(page) ?? 0;
      pages.push({ page, reached, stopped });
      reached -= stopped;
    }
    return { ...head, book_id: bookId, title: book.title, page_count: book.page_count, pages };
  }

  async quiz(userId: string, query: InsightsRangeQuery): Promise<InsightsQuiz> {
    const { range, head } = await this.begin(userId, query);
    const [sums, titles] = await Promise.all([
      this.repo.keyedSums([METRIC.QUIZ_FAMILY], range),
      this.repo.quizTitles(),
    ]);
    const counts = new Map(sums.map((r) => [r.key, whole(r.value)]));
    return {
      ...head,
      families: QUIZ_FAMILIES.map((family) => ({
        family,
        title: titles.get(family) ?? family,
        completions: counts.get(family) ?? 0,
      })),
    };
  }

  /**
   * Visit → register → premium in the range: distinct visitors (browsers with a page call, under
   * performance consent), sign-ups (accounts created) and premium starts (subscriptions begun).
   * Counts of the range's activity, not a cohort followed through: sign-ups of visitors who
   * declined analytics count as sign-ups but not as visits.
   */
  async funnel(userId: string, query: InsightsRangeQuery): Promise<InsightsFunnel> {
    const { range, head } = await this.begin(userId, query);
    const [visitors, values] = await Promise.all([
      this.repo.distinctOverRange(METRIC.VISITORS, range),
      this.repo.dayValues([METRIC.SIGN_UPS, METRIC.PREMIUM_STARTS], range),
    ]);
    const sum = (metric: string) =>
      whole(values.filter((v) => v.metric === metric).reduce((a, v) => a + v.value, 0));
    return {
      ...head,
      steps: [
        { step: 'visit', count: visitors },
        { step: 'register', count: sum(METRIC.SIGN_UPS) },
        { step: 'premium', count: sum(METRIC.PREMIUM_STARTS) },
      ],
    };
  }

  /** Each experiment's variants: exposed in the range, converted of those, the rate and its 95 % interval. */
  async experiments(userId: string, query: InsightsRangeQuery): Promise<InsightsExperiments> {
    const { range, head } = await this.begin(userId, query);
    const [experiments, counts] = await Promise.all([
      this.repo.experiments(),
      this.repo.experimentCounts(range),
    ]);
    const table = byKey(counts);
    return {
      ...head,
      experiments: experiments.map((e) => ({
        name: e.name,
        description: e.description,
        enabled: e.enabled,
        goal_event: e.goal_event,
        variants: e.variants.map((v) => {
          const row = table.get(variantKey(e.name, v.key));
          const exposed = whole(row?.get(METRIC.EXPERIMENT_EXPOSED) ?? 0);
          const converted = Math.min(exposed, whole(row?.get(METRIC.EXPERIMENT_CONVERTED) ?? 0));
          const ci = wilsonInterval(converted, exposed);
          return {
            key: v.key,
            weight: v.weight,
            exposed,
            converted,
            rate: share(converted, exposed),
            ci_low: ci.low,
            ci_high: ci.high,
          };
        }),
      })),
    };
  }
}
