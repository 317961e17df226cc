import { sql, type Kysely } from 'kysely';
import { QUIZ_COMPLETED_EVENT } from '@fanverse/contract';
import type { Database } from '../../../db/schema';
import { METRIC } from './insights-metrics';
import { addBatch, m, utcDay } from './rollup-sql';

/**
 * Rolls up analytics_events rows `lo` < id ≤ `hi` (the Segment-shaped calls the ingest stored),
 * by the UTC day of `event_ts` (when the call happened, as the browser said):
 * - visitors: distinct anonymousIds with a page call; active members: distinct members (user_id)
 *   with any call;
 * - quiz completions: track 'Quiz Completed' with a known `family`, per family and in all;
 * - experiment conversions: a track event that is an experiment's goal_event, by the member
 *   (`m:<guid>`) or the browser (`p:<anonymousId>`), at or after that subject's exposure, sets the
 *   assignment's converted_at (once) and adds one conversion to its variant on its exposure's day.
 *   A member's row that inherited a browser's variant passes its goals to the browser's row: one
 *   person, one exposure, converted once whichever of the two reaches the goal first.
 */
export async function rollUpAnalytics(
  db: Kysely<Database>,
  lo: string,
  hi: string,
  families: readonly string[],
): Promise<void> {
  const inBatch = sql`e.id > ${lo} and e.id <= ${hi}`;
  const day = utcDay(sql`e.event_ts`);
  const quiz =
    families.length > 0
      ? sql`select ${day} as day, v.metric, v.key, 1 as value
        from analytics_events as e
        cross join lateral (values
          (${m(METRIC.QUIZ_FAMILY)}, e.properties ->> 'family'),
          (${m(METRIC.QUIZ_COMPLETIONS)}, '')
        ) as v (metric, key)
        where ${inBatch} and e.type = 'track' and e.event = ${QUIZ_COMPLETED_EVENT}
          and e.properties ->> 'family' in (${sql.join(families)})`
      : undefined;

  await addBatch(db, {
    // Grouped per day, browser and member: a visit's calls become one row.
    with: sql`batch as materialized (
      select ${day} as day, e.anonymous_id, e.user_id::text as member, bool_or(e.type = 'page') as paged
      from analytics_events as e
      where ${inBatch}
      group by 1, 2, 3
    )`,
    distinct: sql`select b.day, v.metric, '' as key, v.subject from batch as b
      cross join lateral (values
        (${m(METRIC.VISITORS)}, case when b.paged then b.anonymous_id end),
        (${m(METRIC.ACTIVE_MEMBERS)}, b.member)
      ) as v (metric, subject)`,
    sums: quiz,
  });

  // Each assignment converts once (converted_at was null), so its exposure day's count is
  // added to here, in the transaction that sets it.
  await sql`
    with goals as (
      select x.name as experiment_name, s.subject, e.event_ts
      from analytics_events as e
      join experiments as x on x.goal_event = e.event
      left join users as u on u.id = e.user_id
      cross join lateral (values ('m:' || u.guid), ('p:' || e.anonymous_id)) as s (subject)
      where ${inBatch} and e.type = 'track' and s.subject is not null
    ),
    firsts as (
      select a.experiment_name, coalesce(a.inherited_from, a.subject) as subject, min(g.event_ts) as ts
      from goals as g
      join experiment_assignments as a on a.experiment_name = g.experiment_name and a.subject = g.subject
      where g.event_ts >= a.exposed_at
      group by 1, 2
    ),
    converted as (
      update experiment_assignments as a set converted_at = f.ts
      from firsts as f
      where a.experiment_name = f.experiment_name and a.subject = f.subject and a.converted_at is null
        and a.inherited_from is null
      returning a.experiment_name, a.variant, a.exposed_at
    )
    insert into insights_daily (day, metric, key, value)
    select ${utcDay(sql`c.exposed_at`)}, ${m(METRIC.EXPERIMENT_CONVERTED)}, c.experiment_name || ':' || c.variant, count(*)
    from converted as c
    group by 1, 3
    on conflict (metric, day, key) do update set value = insights_daily.value + excluded.value
  `.execute(db);
}
