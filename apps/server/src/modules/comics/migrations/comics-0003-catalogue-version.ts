import { sql, type Kysely } from 'kysely';

/*
 * The comics catalogue moves the catalogue's change counter (core migration 0007) like every
 * video table: the reply cache serves the public comics replies (books, series, browse) and
 * drops them as soon as a comic row changes, instead of serving stale ones for
 * CATALOGUE_CACHE_SECONDS after an edit or a demo regeneration.
 */
const TABLES = ['comic_series', 'comic_books', 'comic_pages', 'comic_panels'];

export async function up(db: Kysely<unknown>): Promise<void> {
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
}
