import { sql, type Kysely } from 'kysely';

/*
 * Playback: the prepared media of each video, and the playback event log.
 *
 * video_media: one row per video_uuid (an episode's or a clip's). `folder` is where the HLS files
 * live under DATA_DIR/streams; `key_hex` is the AES-128 key the segments are encrypted with,
 * released only against a rights token (it never leaves the database otherwise). A row in
 * `processing` makes the manifest answer S08 (try again shortly); no row at all is S01.
 *
 * video_events: append-only, written in whole batches (one multi-row statement per request), so
 * the table has no foreign keys or triggers to slow ingest. The partial index serves "where did
 * this member stop" for resuming.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create table video_media (
    video_uuid uuid primary key,
    status text not null check (status in ('processing', 'ready', 'failed')),
    folder text not null,
    duration_seconds double precision,
    renditions jsonb not null default '[]',
    key_hex text not null check (key_hex ~ '^[0-9a-f]{32}$'),
    error text,
    created_at timestamptz not null default now(),
    updated_at timestamptz not null default now()
  )`.execute(db);

  await sql`create table video_events (
    id bigint generated always as identity primary key,
    received_at timestamptz not null default now(),
    user_id uuid,
    event_type text not null,
    videotype text not null,
    content_id uuid not null,
    episode text,
    session_id uuid not null,
    client_ts timestamptz not null,
    start_timecode real not null,
    end_timecode real not null,
    container_type text,
    container_uuid uuid,
    page_domain text not null
  )`.execute(db);
  await sql`create index video_events_resume on video_events (user_id, content_id, id desc)
    where user_id is not null`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table video_events`.execute(db);
  await sql`drop table video_media`.execute(db);
}
