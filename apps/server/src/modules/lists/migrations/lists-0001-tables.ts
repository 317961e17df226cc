import { sql, type Kysely } from 'kysely';

/*
 * User lists (accounts spec §3 "User list"): lists, their items and their followers.
 *
 * - Counters (follower_count, items_count and one count per content type) live on the list row
 *   and move in the same transaction as the row they count, with `n = n + 1` updates: the
 *   update takes the list row's lock, so concurrent follows and adds queue on it and every
 *   count stays exact; the items limit is checked in that same update (`where items_count < N`).
 * - One favourites list per member (partial unique index): made on first use with
 *   `on conflict do nothing`, so two first requests at once cannot make two.
 * - A public list's title, description or visibility changing (or the list going away) moves
 *   the catalogue version: a collection or rail that features the list is cached with it.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create table user_lists (
    uuid uuid primary key,
    user_id uuid not null references users (id) on delete cascade,
    title text not null,
    description text not null default '',
    is_public boolean not null default false,
    is_favorites boolean not null default false,
    is_pull_list boolean not null default false,
    follower_count integer not null default 0 check (follower_count >= 0),
    items_count integer not null default 0 check (items_count >= 0),
    series_count integer not null default 0,
    episode_count integer not null default 0,
    clip_count integer not null default 0,
    comicseries_count integer not null default 0,
    book_count integer not null default 0,
    collection_count integer not null default 0,
    created_at timestamptz not null default now(),
    updated_at timestamptz not null default now()
  )`.execute(db);
  await sql`create unique index user_lists_one_favorites on user_lists (user_id) where is_favorites`.execute(
    db,
  );
  await sql`create index user_lists_owner on user_lists (user_id, updated_at desc)`.execute(db);

  await sql`create table user_list_items (
    list_uuid uuid not null references user_lists (uuid) on delete cascade,
    content_type text not null
      check (content_type in ('series', 'episode', 'clip', 'comicseries', 'book', 'collection')),
    content_uuid uuid not null,
    title text not null default '',
    sort_order integer not null default 0,
    created_at timestamptz not null default now(),
    primary key (list_uuid, content_type, content_uuid)
  )`.execute(db);
  await sql`create index user_list_items_order on user_list_items (list_uuid, sort_order, created_at)`.execute(
    db,
  );
  await sql`create index user_list_items_content on user_list_items (content_uuid)`.execute(db);

  await sql`create table user_list_follows (
    list_uuid uuid not null references user_lists (uuid) on delete cascade,
    user_id uuid not null references users (id) on delete cascade,
    created_at timestamptz not null default now(),
    primary key (list_uuid, user_id)
  )`.execute(db);
  await sql`create index user_list_follows_follower on user_list_follows (user_id, created_at desc)`.execute(
    db,
  );

  await sql`create trigger user_lists_catalogue_version
    after update of title, description, is_public or delete on user_lists
    for each statement execute function bump_catalogue_version()`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table if exists user_list_follows`.execute(db);
  await sql`drop table if exists user_list_items`.execute(db);
  await sql`drop table if exists user_lists`.execute(db);
}
