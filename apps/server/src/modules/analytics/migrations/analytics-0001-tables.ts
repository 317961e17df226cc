import { sql, type Kysely } from 'kysely';

/*
 * Consent-checked analytics, experiments and the insights aggregates (issue 25; docs/analytics.md).
 * - analytics_events: the raw calls, written by one binary COPY per batch (like video_events).
 *   No unique index on message_id: a COPY fails whole on one conflict, so duplicates are dropped
 *   before the COPY by the seen-store (ingest/), Redis when several instances run.
 * - experiment_variants: an experiment's variants with integer weights and a JSON payload.
 * - experiment_assignments: one row per experiment and subject (`m:<member guid>` or
 *   `p:<persistentUserId>`): the sticky variant, when it was first exposed and when the subject
 *   first did the experiment's goal event after that (set by the rollup).
 * - insights_daily: counters per UTC day, metric and key (an episode, a book, a family, a
 *   variant…), what every dashboard call reads.
 * - insights_daily_subjects: who was counted once per day, metric and key (distinct counts are
 *   kept exact by inserting here first and counting only rows that were new).
 * - insights_rollup_state: per source, the last row rolled up (a watermark) and when.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create table analytics_events (
    id bigint generated always as identity primary key,
    received_at timestamptz not null default now(),
    event_ts timestamptz not null,
    type text not null,
    event text,
    name text,
    category text,
    message_id text not null,
    anonymous_id text,
    user_id uuid,
    properties jsonb,
    page_path text,
    referrer text,
    locale text,
    user_agent text,
    campaign jsonb,
    consent_groups text
  )`.execute(db);
  await sql`create index analytics_events_ts_idx on analytics_events using brin (event_ts)`.execute(db);

  await sql`alter table experiments add column goal_event text not null default 'Signed Up'`.execute(db);
  await sql`alter table experiments add column updated_at timestamptz not null default now()`.execute(db);
  await sql`create table experiment_variants (
    experiment_name text not null references experiments (name) on delete cascade,
    key text not null,
    weight integer not null check (weight >= 0 and weight <= 1000000),
    payload jsonb not null default '{}'::jsonb,
    position integer not null default 0,
    primary key (experiment_name, key)
  )`.execute(db);
  await sql`create table experiment_assignments (
    experiment_name text not null references experiments (name) on delete cascade,
    subject text not null,
    variant text not null,
    assigned_at timestamptz not null default now(),
    exposed_at timestamptz not null default now(),
    converted_at timestamptz,
    primary key (experiment_name, subject)
  )`.execute(db);
  await sql`create index experiment_assignments_exposed_idx on experiment_assignments (experiment_name, exposed_at)`.execute(
    db,
  );

  await sql`create table insights_daily (
    day date not null,
    metric text not null,
    key text not null default '',
    value double precision not null default 0,
    primary key (metric, day, key)
  )`.execute(db);
  await sql`create table insights_daily_subjects (
    day date not null,
    metric text not null,
    key text not null default '',
    subject text not null,
    primary key (metric, day, key, subject)
  )`.execute(db);
  await sql`create table insights_rollup_state (
    source text primary key,
    last_id bigint not null default 0,
    rolled_up_at timestamptz
  )`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table insights_rollup_state`.execute(db);
  await sql`drop table insights_daily_subjects`.execute(db);
  await sql`drop table insights_daily`.execute(db);
  await sql`drop table experiment_assignments`.execute(db);
  await sql`drop table experiment_variants`.execute(db);
  await sql`alter table experiments drop column updated_at`.execute(db);
  await sql`alter table experiments drop column goal_event`.execute(db);
  await sql`drop table analytics_events`.execute(db);
}
