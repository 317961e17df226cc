import { sql, type Kysely } from 'kysely';

/*
 * Viewer controls (parental controls, issue 23): one row per member who set limits. The pin is
 * stored only as an argon2id hash. Wrong pins move `failed_pins` with a guarded update; at the
 * limit `pin_locked_until` is set and each further lock doubles (`pin_locks`). `version` changes
 * with every change of limits or pin, and is signed into each unlock token, so that changing the
 * controls ends every unlock given before.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create table viewer_controls (
    user_id uuid primary key references users(id) on delete cascade,
    country text not null default 'US',
    tv_rating text not null default '',
    age_rating text not null default '',
    pin_hash text not null,
    failed_pins integer not null default 0 check (failed_pins >= 0),
    pin_locks integer not null default 0 check (pin_locks >= 0),
    pin_locked_until timestamptz,
    version integer not null default 1,
    updated_at timestamptz not null default now()
  )`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table if exists viewer_controls`.execute(db);
}
