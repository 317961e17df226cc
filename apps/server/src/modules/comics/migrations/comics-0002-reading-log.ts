import { sql, type Kysely } from 'kysely';

/*
 * comic_events: the reading log (POST /api/5/log/comic/), append-only and written in whole
 * batches by binary COPY like video_events, so it has no foreign keys or triggers. view_date is
 * the client's time moved by the X-Client-Time skew; client_view_date keeps what was sent. The
 * partial indexes serve comic history (newest first, per member, per book).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create table comic_events (
    id bigint generated always as identity primary key,
    received_at timestamptz not null default now(),
    user_id uuid,
    event_type text not null,
    object_type text not null,
    session_id uuid not null,
    content_uuid uuid not null,
    series_uuid uuid,
    page_index integer not null,
    panel_index integer,
    view_date timestamptz not null,
    client_view_date timestamptz not null,
    is_offline boolean not null,
    container_type text,
    container_uuid uuid,
    persistent_user_cookie text,
    browser_id text,
    player_version text,
    device_type text,
    device_os text,
    device_model text
  )`.execute(db);
  await sql`create index comic_events_user on comic_events (user_id, view_date desc, id desc)
    where user_id is not null`.execute(db);
  await sql`create index comic_events_user_book on comic_events (user_id, content_uuid, id desc)
    where user_id is not null`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table comic_events`.execute(db);
}
