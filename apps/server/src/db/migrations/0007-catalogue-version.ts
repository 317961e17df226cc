import { sql, type Kysely } from 'kysely';

/*
 * One counter that moves whenever any catalogue table changes.
 *
 * Why: public catalogue replies are cached in each server's memory (plugins/reply-cache.ts).
 * Rather than guessing a lifetime, every instance reads this one row once a second and drops its
 * cache when the number moved, so an edit is visible everywhere within about a second while
 * unchanged pages never go back to the database. Statement-level triggers: a bulk insert of
 * 5,000 episodes bumps the counter once.
 */
const TABLES = [
  'genres',
  'series',
  'series_genres',
  'cast_members',
  'series_cast',
  'seasons',
  'episodes',
  'clips',
  'clip_owners',
  'collections',
  'collection_items',
  'homepages',
  'jsonbags',
  'databags',
  'cms_pages',
  'clickout_objects',
  'shop_products',
  'subtitles',
  'shop_destinations',
];

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create table catalogue_version (
    id integer primary key default 1 check (id = 1),
    version bigint not null default 0
  )`.execute(db);
  await sql`insert into catalogue_version (id, version) values (1, 0)`.execute(db);
  await sql`create function bump_catalogue_version() returns trigger language plpgsql as $$
  begin
    update catalogue_version set version = version + 1 where id = 1;
    return null;
  end $$`.execute(db);
  for (const table of TABLES) {
    await sql
      .raw(
        `create trigger ${table}_catalogue_version after insert or update or delete or truncate
          on ${table} for each statement execute function bump_catalogue_version()`,
      )
      .execute(db);
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of TABLES) {
    await sql.raw(`drop trigger if exists ${table}_catalogue_version on ${table}`).execute(db);
  }
  await sql`drop function if exists bump_catalogue_version()`.execute(db);
  await sql`drop table if exists catalogue_version`.execute(db);
}
