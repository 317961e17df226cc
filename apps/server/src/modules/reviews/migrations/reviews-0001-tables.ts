import { sql, type Kysely } from 'kysely';

/*
 * Ratings and reviews of series and comic series: one per member per title (the unique key
 * makes a second one a conflict, 1030, whatever the timing), editable. A series' `avg_rating`
 * and `fan_count` are kept from these rows by the reviews service (docs/discussions.md).
 *
 * Those two columns change with every rating, and any member can rate: if their update moved the
 * catalogue version (core migration 0007), every member could empty every server's catalogue
 * reply cache once per request. So an update of `series` moves the version only when something
 * else than the rating figures changed; a cached series reply shows new figures within
 * CATALOGUE_CACHE_SECONDS (the rating summary call is never cached).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create table reviews (
    uuid uuid primary key,
    user_id uuid not null references users (id) on delete cascade,
    content_type text not null check (content_type in ('series', 'comicseries')),
    content_uuid uuid not null,
    rating smallint not null check (rating between 1 and 5),
    subject text not null default '',
    comment text not null default '',
    created_at timestamptz not null default now(),
    updated_at timestamptz not null default now(),
    unique (user_id, content_type, content_uuid)
  )`.execute(db);
  await sql`create index reviews_content on reviews (content_type, content_uuid, updated_at desc)`.execute(
    db,
  );

  await sql`create function bump_catalogue_version_unless_ratings() returns trigger language plpgsql as $$
    begin
      if exists (
        select 1 from old_rows o full join new_rows n on n.id = o.id
        where o.id is null or n.id is null
          or (to_jsonb(o) - 'avg_rating' - 'fan_count') is distinct from (to_jsonb(n) - 'avg_rating' - 'fan_count')
      ) then
        update catalogue_version set version = version + 1 where id = 1;
      end if;
      return null;
    end $$`.execute(db);
  await sql`drop trigger series_catalogue_version on series`.execute(db);
  await sql`create trigger series_catalogue_version after insert or delete or truncate on series
    for each statement execute function bump_catalogue_version()`.execute(db);
  await sql`create trigger series_catalogue_version_update after update on series
    referencing old table as old_rows new table as new_rows
    for each statement execute function bump_catalogue_version_unless_ratings()`.execute(db);
}
