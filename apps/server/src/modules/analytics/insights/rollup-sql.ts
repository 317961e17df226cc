import { sql, type Kysely, type RawBuilder } from 'kysely';
import type { Database } from '../../../db/schema';
import { GAP_CAP, GAP_METRICS, GAP_NEW } from './insights-metrics';

/*
 * How the rollup adds a batch of source rows to insights_daily (docs/insights.md "Exactness"):
 * - the batch is first grouped to the coarsest rows the metrics need (a playback session's day,
 *   a visit's day…): one read of the source rows, and every metric after it reads a few
 *   thousand grouped rows instead of fifty thousand events;
 * - sums (minutes, pages read…) are added to the stored value;
 * - distinct counts (visitors, viewers…) insert their (day, metric, key, subject) rows into
 *   insights_daily_subjects first, ON CONFLICT DO NOTHING RETURNING, and count only the rows that
 *   were new, so a subject seen again the same day (in this batch, or one rolled up before) is
 *   never counted twice;
 * - `deltas` are signed changes computed by the source itself (a reader's stop moving).
 * All of it is one statement, in the transaction that moves the source's watermark, so each
 * source row is added exactly once. Sources are SELECTs written by the rollup itself (no
 * caller's text). Metric names are the code's constants, written as literals (`m`): a bare
 * parameter in a select list has no type PostgreSQL can infer.
 */

/** A metric name (a constant of insights-metrics.ts) as an SQL text literal. */
export const m = (metric: string) => sql.lit(metric);

/** The UTC calendar day of a timestamptz column or expression. */
export const utcDay = (expression: RawBuilder<unknown>) => sql`(${expression} at time zone 'UTC')::date`;

export interface BatchRollup {
  /** CTEs (`name as (…)`, comma separated) the selects below read: the batch, grouped. */
  with: RawBuilder<unknown>;
  /** (day, metric, key, subject) rows counted once each per day, metric and key. */
  distinct: RawBuilder<unknown>;
  /**
   * For a keyed distinct metric, the day-level metric (key '') its new rows also add to (an
   * episode's new plays are also the day's plays).
   */
  totals?: Readonly<Record<string, string>>;
  /** (day, metric, key, value) rows added as they are. */
  sums?: RawBuilder<unknown>;
}

/**
 * The gap counts of GAP_METRICS (insights-metrics.ts) as changed by the batch's new subject
 * rows: for each subject with a new day, its days' gaps before (the stored days, as the
 * statement's snapshot sees them: without the new rows) are taken away and its days' gaps after
 * (stored and new) are added. Only the day after a new one changes in fact (its gap shrinks), and
 * new days arriving late, before days already counted, come out right the same way.
 */
const gapCounts = sql`
  gap_subjects as (
    select distinct f.metric, f.key, f.subject from fresh as f where f.metric in (${sql.join(GAP_METRICS.map(m))})
  ),
  stored_days as (
    select s.metric, s.key, s.subject, s.day from insights_daily_subjects as s
    join gap_subjects as g on g.metric = s.metric and g.key = s.key and g.subject = s.subject
  ),
  gap_rows as (
    select o.metric, o.day, o.day - lag(o.day) over (partition by o.metric, o.key, o.subject order by o.day) as gap,
      -1 as sign
    from stored_days as o
    union all
    select n.metric, n.day, n.day - lag(n.day) over (partition by n.metric, n.key, n.subject order by n.day), 1
    from (
      select d.metric, d.key, d.subject, d.day from stored_days as d
      union all
      select f.metric, f.key, f.subject, f.day from fresh as f
      join gap_subjects as g on g.metric = f.metric and g.key = f.key and g.subject = f.subject
    ) as n
  ),
  gap_deltas (day, metric, key, value) as (
    select r.day, r.metric || '_gap',
      case when r.gap is null or r.gap >= ${sql.lit(GAP_CAP)} then ${m(GAP_NEW)} else r.gap::text end,
      sum(r.sign)::float8
    from gap_rows as r
    group by 1, 2, 3
  )`;

/** Adds one batch's distinct counts and sums to insights_daily, in one statement. */
export async function addBatch(db: Kysely<Database>, batch: BatchRollup): Promise<void> {
  const pairs = Object.entries(batch.totals ?? {});
  const totals = pairs.length
    ? sql`union all
      select f.day, t.total, '', count(*) from fresh as f
      join (values ${sql.join(pairs.map(([metric, total]) => sql`(${m(metric)}, ${m(total)})`))}) as t (metric, total)
        on t.metric = f.metric
      group by f.day, t.total`
    : sql``;
  const sums = batch.sums
    ? sql`union all select s.day, s.metric, s.key, s.value::float8 from (${batch.sums}) as s`
    : sql``;
  await sql`
    with ${batch.with},
    fresh as (
      insert into insights_daily_subjects (day, metric, key, subject)
      select distinct s.day, s.metric, s.key, s.subject from (${batch.distinct}) as s
      where s.subject is not null and s.key is not null
      on conflict do nothing
      returning day, metric, key, subject
    ),
    ${gapCounts},
    counts (day, metric, key, value) as (
      select f.day, f.metric, f.key, count(*)::float8 from fresh as f group by f.day, f.metric, f.key
      ${totals}
      ${sums}
      union all select g.day, g.metric, g.key, g.value from gap_deltas as g
    )
    insert into insights_daily (day, metric, key, value)
    select c.day, c.metric, c.key, sum(c.value) from counts as c
    where c.key is not null
    group by c.day, c.metric, c.key
    having sum(c.value) <> 0
    on conflict (metric, day, key) do update set value = insights_daily.value + excluded.value
  `.execute(db);
}

/**
 * Replaces `metrics`' rows of the days from `fromDay` (every day when null) through `toDay`
 * (every later day when null) by `source`'s (day, metric, key, value) rows: the sources without
 * a growing id recount the days they touched.
 */
export async function replaceDays(
  db: Kysely<Database>,
  metrics: readonly string[],
  fromDay: string | null,
  source: RawBuilder<unknown>,
  toDay: string | null = null,
): Promise<void> {
  const from = fromDay === null ? sql`` : sql`and day >= ${fromDay}::date`;
  const to = toDay === null ? sql`` : sql`and day <= ${toDay}::date`;
  await sql`delete from insights_daily where metric in (${sql.join(metrics)}) ${from} ${to}`.execute(db);
  await sql`
    insert into insights_daily (day, metric, key, value)
    select s.day, s.metric, s.key, s.value from (${source}) as s where s.value <> 0
  `.execute(db);
}
