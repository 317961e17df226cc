import { sql, type Kysely } from 'kysely';
import type { Database } from '../../../db/schema';
import { METRIC } from './insights-metrics';
import { m, replaceDays, utcDay } from './rollup-sql';

/*
 * The sources without a growing id (users, subscriptions, experiment_assignments) are recounted
 * per day instead of added to: every pass recounts the days its rows touched since the previous
 * pass. Their watermark is the newest creation time seen (epoch milliseconds), and a pass
 * recounts from RECOUNT_MARGIN_MS before it, so a row whose transaction committed late (its
 * timestamp is its transaction's start) is still counted, and a row deleted meanwhile (a signup
 * whose first charge failed) is uncounted. A recount replaces the days' rows whole: exact, and
 * the same after any number of passes.
 */

/** How far before the watermark a pass starts recounting. */
export const RECOUNT_MARGIN_MS = 60 * 60 * 1000;

/** Where a recount starts: the watermark (ms) less the margin, as a timestamp; null: every row. */
const since = (watermarkMs: number | null) =>
  watermarkMs === null ? null : new Date(watermarkMs - RECOUNT_MARGIN_MS);

/** The UTC day of a date, `YYYY-MM-DD`. */
const dayOf = (at: Date) => at.toISOString().slice(0, 10);

/** Midnight UTC starting `day` (a `YYYY-MM-DD` parameter), as a timestamptz. */
const dayStart = (day: string) => sql`(${day}::date)::timestamp at time zone 'UTC'`;

/** The newest value of a timestamptz column, in epoch milliseconds (null for an empty table). */
async function newest(
  db: Kysely<Database>,
  table: 'users' | 'subscriptions' | 'experiment_assignments',
  column: string,
): Promise<number | null> {
  const { rows } = await sql<{
    at: Date | null;
  }>`select max(${sql.ref(column)}) as at from ${sql.table(table)}`.execute(db);
  const at = rows[0]?.at;
  return at ? new Date(at).getTime() : null;
}

/** Sign-ups per day: accounts by users.created_at. Answers the new watermark. */
export async function recountSignUps(
  db: Kysely<Database>,
  watermarkMs: number | null,
): Promise<number | null> {
  const from = since(watermarkMs);
  const fromDay = from ? dayOf(from) : null;
  const after = fromDay ? sql`where u.created_at >= ${dayStart(fromDay)}` : sql``;
  await replaceDays(
    db,
    [METRIC.SIGN_UPS],
    fromDay,
    sql`select ${utcDay(sql`u.created_at`)} as day, ${m(METRIC.SIGN_UPS)} as metric, '' as key, count(*) as value
      from users as u ${after}
      group by 1`,
  );
  return newest(db, 'users', 'created_at');
}

/**
 * Premium starts per day: subscriptions by signup_at (trials and comps included: each is a
 * subscription begun). Touched days: those of the subscriptions created since the watermark
 * (less the margin), and every day from there on. Answers the new watermark (created_at).
 */
export async function recountPremiumStarts(
  db: Kysely<Database>,
  watermarkMs: number | null,
): Promise<number | null> {
  const from = since(watermarkMs);
  let fromDay: string | null = null;
  if (from) {
    const { rows } = await sql<{ first: string | null }>`
      select ${utcDay(sql`min(s.signup_at)`)}::text as first from subscriptions as s where s.created_at >= ${from}
    `.execute(db);
    const first = rows[0]?.first ?? null;
    fromDay = first && first < dayOf(from) ? first : dayOf(from);
  }
  const after = fromDay ? sql`where s.signup_at >= ${dayStart(fromDay)}` : sql``;
  await replaceDays(
    db,
    [METRIC.PREMIUM_STARTS],
    fromDay,
    sql`select ${utcDay(sql`s.signup_at`)} as day, ${m(METRIC.PREMIUM_STARTS)} as metric, '' as key,
        count(*) as value
      from subscriptions as s ${after}
      group by 1`,
  );
  return newest(db, 'subscriptions', 'created_at');
}

/**
 * Exposures and conversions per experiment variant, by the UTC day of exposed_at, for the days
 * `fromDay`..`toDay` (every day when both are null). A member's row that inherited a browser's
 * variant is the same person and exposure as the browser's row: only the browser's is counted
 * (its conversion is the person's, rollup-analytics.ts).
 */
export async function recountExposures(
  db: Kysely<Database>,
  fromDay: string | null,
  toDay: string | null,
): Promise<void> {
  const range = sql.join(
    [
      sql`a.inherited_from is null`,
      ...(fromDay ? [sql`a.exposed_at >= ${dayStart(fromDay)}`] : []),
      ...(toDay ? [sql`a.exposed_at < ${dayStart(toDay)} + interval '1 day'`] : []),
    ],
    sql` and `,
  );
  await replaceDays(
    db,
    [METRIC.EXPERIMENT_EXPOSED, METRIC.EXPERIMENT_CONVERTED],
    fromDay,
    sql`select g.day, v.metric, g.key, v.value
      from (
        select ${utcDay(sql`a.exposed_at`)} as day, a.experiment_name || ':' || a.variant as key,
          count(*) as exposed, count(a.converted_at) as converted
        from experiment_assignments as a
        where ${range}
        group by 1, 2
      ) as g
      cross join lateral (values
        (${m(METRIC.EXPERIMENT_EXPOSED)}, g.exposed),
        (${m(METRIC.EXPERIMENT_CONVERTED)}, g.converted)
      ) as v (metric, value)`,
    toDay,
  );
}

/**
 * The exposure days touched since the watermark (assignments made or moved since it, less the
 * margin: a member inheriting a browser's variant keeps the browser's older exposed_at), recounted.
 * Answers the new watermark (assigned_at).
 */
export async function recountTouchedExposures(
  db: Kysely<Database>,
  watermarkMs: number | null,
): Promise<number | null> {
  const from = since(watermarkMs);
  if (!from) {
    await recountExposures(db, null, null);
  } else {
    const { rows } = await sql<{ first: string | null; last: string | null }>`
      select ${utcDay(sql`min(a.exposed_at)`)}::text as first, ${utcDay(sql`max(a.exposed_at)`)}::text as last
      from experiment_assignments as a where a.assigned_at >= ${from}
    `.execute(db);
    const { first, last } = rows[0] ?? { first: null, last: null };
    if (first && last) await recountExposures(db, first, last);
  }
  return newest(db, 'experiment_assignments', 'assigned_at');
}
