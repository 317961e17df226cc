import { sql, type Kysely } from 'kysely';

/*
 * Linked devices are sessions (issue 23): each session says what kind of device holds it and a
 * name to show in the account's device list ("Living-room TV", "Chrome on macOS"). Pending device
 * codes are not here: they live in Redis (REDIS_URL) or in process, for ten minutes.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table user_sessions add column device_kind text not null default 'browser'`.execute(db);
  await sql`alter table user_sessions add column device_name text not null default ''`.execute(db);
  await sql`create index user_sessions_live_by_user on user_sessions (user_id) where revoked_at is null`.execute(
    db,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop index if exists user_sessions_live_by_user`.execute(db);
  await sql`alter table user_sessions drop column if exists device_name`.execute(db);
  await sql`alter table user_sessions drop column if exists device_kind`.execute(db);
}
