import { sql, type Kysely } from 'kysely';
import { QUIZ_SLUG, isRecord } from '@fanverse/contract';
import type { Database } from '../../../db/schema';
import { GAP_NEW, METRIC, gapMetric, type GAP_METRICS } from './insights-metrics';

/** A range of UTC days, `YYYY-MM-DD`, both included. */
export interface DayRange {
  from: string;
  to: string;
}

/** One stored counter: a metric's value for a day and key. */
export interface DailyValue {
  day: string;
  metric: string;
  key: string;
  value: number;
}

/**
 * The dashboard's reads: only the aggregates (insights_daily; insights_daily_subjects for a count
 * of distinct subjects over the range) and the titles of what they count. Every query is on the
 * aggregates' primary keys (metric, day, key[, subject]).
 */
export class InsightsRepository {
  constructor(private readonly db: Kysely<Database>) {}

  /** The day-level counters (key '') of `metrics` in the range. */
  async dayValues(metrics: readonly string[], range: DayRange): Promise<DailyValue[]> {
    const rows = await this.db
      .selectFrom('insights_daily')
      .select(['day', 'metric', 'key', 'value'])
      .where('metric', 'in', [...metrics])
      .where('day', '>=', range.from)
      .where('day', '<=', range.to)
      .where('key', '=', '')
      .execute();
    return rows.map((r) => ({ ...r, value: Number(r.value) }));
  }

  /** Per key, `metrics`' sums over the range (only `keys` when given). */
  async keyedSums(
    metrics: readonly string[],
    range: DayRange,
    keys?: readonly string[],
  ): Promise<{ key: string; metric: string; value: number }[]> {
    if (keys?.length === 0) return [];
    let query = this.db
      .selectFrom('insights_daily')
      .select(['key', 'metric', sql<number>`sum(value)`.as('value')])
      .where('metric', 'in', [...metrics])
      .where('day', '>=', range.from)
      .where('day', '<=', range.to)
      .where('key', '<>', '');
    // Equality on the key (insights_daily_by_key), whatever the database's collation.
    if (keys) query = query.where('key', 'in', [...keys]);
    const rows = await query.groupBy(['key', 'metric']).execute();
    return rows.map((r) => ({ ...r, value: Number(r.value) }));
  }

  /**
   * Distinct subjects of a day-level metric over the range (visitors, active members), from its
   * gap counts: each subject counts on the first day of the range it was seen, the day whose gap
   * to its previous day reaches back before the range (`new`: no previous day within GAP_CAP).
   * A few hundred rows a day at most, however many subjects.
   */
  async distinctOverRange(metric: (typeof GAP_METRICS)[number], range: DayRange): Promise<number> {
    const { rows } = await sql<{ n: string | number | null }>`
      select sum(d.value) as n from insights_daily as d
      where d.metric = ${gapMetric(metric)} and d.day >= ${range.from}::date and d.day <= ${range.to}::date
        and case when d.key = ${GAP_NEW} then true else d.key::int > d.day - ${range.from}::date end
    `.execute(this.db);
    return Math.round(Number(rows[0]?.n ?? 0));
  }

  /**
   * Per key of `keys`, distinct subjects of a keyed metric over the range (viewers, readers):
   * read by key and subject (insights_daily_subjects_by_subject), each key's subjects once.
   */
  async distinctPerKey(
    metric: string,
    keys: readonly string[],
    range: DayRange,
  ): Promise<Map<string, number>> {
    if (keys.length === 0) return new Map();
    const { rows } = await sql<{ key: string; n: string | number }>`
      select s.key, count(distinct s.subject) as n from insights_daily_subjects as s
      where s.metric = ${metric} and s.key in (${sql.join(keys)})
        and s.day >= ${range.from}::date and s.day <= ${range.to}::date
      group by s.key
    `.execute(this.db);
    return new Map(rows.map((r) => [r.key, Number(r.n)]));
  }

  /**
   * The top `limit` keys of `rank` over the range (ties by key), with their sums of `rank` and
   * `others`. The ranking reads insights_daily_by_key alone, in key order; the others only the
   * chosen keys' days.
   */
  async topKeys(
    rank: string,
    others: readonly string[],
    range: DayRange,
    limit: number,
  ): Promise<{ key: string; values: Map<string, number> }[]> {
    const ranked = await this.db
      .selectFrom('insights_daily')
      .select(['key', sql<number>`sum(value)`.as('value')])
      .where('metric', '=', rank)
      .where('day', '>=', range.from)
      .where('day', '<=', range.to)
      .where('key', '<>', '')
      .groupBy('key')
      .orderBy(sql`sum(value)`, 'desc')
      .orderBy(sql`key collate "C"`)
      .limit(limit)
      .execute();
    const top = ranked.map((r) => ({ key: r.key, values: new Map([[rank, Number(r.value)]]) }));
    if (top.length === 0 || others.length === 0) return top;
    const byKey = new Map(top.map((t) => [t.key, t.values]));
    for (const row of await this.keyedSums(others, range, [...byKey.keys()])) {
      byKey.get(row.key)?.set(row.metric, row.value);
    }
    return top;
  }

  /** The furthest page any reader reached in a book (0: none yet). */
  async furthestStop(bookId: string): Promise<number> {
    const row = await this.db
      .selectFrom('insights_book_readers')
      .select(sql<number | null>`max(furthest_page)`.as('page'))
      .where('book_id', '=', bookId)
      .executeTakeFirst();
    return Number(row?.page ?? 0);
  }

  /** Episodes by uuid: title and series title. */
  async episodeTitles(uuids: readonly string[]) {
    if (uuids.length === 0) return new Map<string, { title: string; series_title: string | null }>();
    const rows = await this.db
      .selectFrom('episodes as e')
      .leftJoin('series as s', 's.id', 'e.series_id')
      .select(['e.uuid', 'e.title', 's.title as series_title'])
      .where('e.uuid', 'in', [...uuids])
      .execute();
    return new Map(rows.map((r) => [r.uuid, { title: r.title, series_title: r.series_title }]));
  }

  /** Books by uuid: title, series title and page count. */
  async books(uuids: readonly string[]) {
    if (uuids.length === 0)
      return new Map<string, { title: string; series_title: string | null; page_count: number }>();
    const rows = await this.db
      .selectFrom('comic_books as b')
      .leftJoin('comic_series as s', 's.id', 'b.series_id')
      .select([
        'b.uuid',
        'b.title',
        's.title as series_title',
        (eb) =>
          eb
            .selectFrom('comic_pages as p')
            .select(sql<number>`count(*)`.as('n'))
            .whereRef('p.book_id', '=', 'b.id')
            .as('page_count'),
      ])
      .where('b.uuid', 'in', [...uuids])
      .execute();
    return new Map(
      rows.map((r) => [
        r.uuid,
        { title: r.title, series_title: r.series_title, page_count: Number(r.page_count ?? 0) },
      ]),
    );
  }

  /** The quiz's result titles by family (English, as stored); empty when the quiz is missing. */
  async quizTitles(): Promise<Map<string, string>> {
    const row = await this.db
      .selectFrom('jsonbags')
      .select('metadata')
      .where('slug', '=', QUIZ_SLUG)
      .executeTakeFirst();
    const quiz = row && isRecord(row.metadata) ? row.metadata.quiz : undefined;
    const results = isRecord(quiz) && Array.isArray(quiz.results) ? quiz.results : [];
    const titles = new Map<string, string>();
    for (const result of results) {
      if (isRecord(result) && typeof result.id === 'string' && typeof result.title === 'string') {
        titles.set(result.id, result.title);
      }
    }
    return titles;
  }

  /** Every experiment with its variants (in the operator's order). */
  async experiments() {
    const experiments = await this.db
      .selectFrom('experiments')
      .select(['name', 'description', 'enabled', 'goal_event'])
      .orderBy('name')
      .execute();
    const variants = await this.db
      .selectFrom('experiment_variants')
      .select(['experiment_name', 'key', 'weight'])
      .orderBy('experiment_name')
      .orderBy('position')
      .orderBy('key')
      .execute();
    return experiments.map((e) => ({
      ...e,
      variants: variants.filter((v) => v.experiment_name === e.name),
    }));
  }

  /** The keyed experiment counters over the range, by `<experiment>:<variant>`. */
  experimentCounts(range: DayRange) {
    return this.keyedSums([METRIC.EXPERIMENT_EXPOSED, METRIC.EXPERIMENT_CONVERTED], range);
  }
}
