import { sql, type Kysely } from 'kysely';

/*
 * The comics catalogue (catalogue spec §3 "Comics"): series, books, pages and the panels drawn on
 * each page. English text is in the plain columns, other languages in `translations`
 * ({"es": {"title": ...}}), as for video. Panels are in pixels of the page's full size, exactly
 * the rectangles the demo renderer drew. Page images live under DATA_DIR/comics/<book uuid>/ and
 * are served at signed, expiring addresses; the rows say what exists, never where.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create table comic_series (
    id serial primary key,
    uuid uuid not null unique,
    slug text not null unique,
    asset_key text not null,
    title text not null,
    description text not null default '',
    age_rating text not null default '',
    publisher text not null default '',
    reading_direction text not null default 'ltr' check (reading_direction in ('ltr', 'rtl', 'vertical')),
    tags jsonb not null default '[]',
    translations jsonb not null default '{}',
    search tsvector generated always as (
      to_tsvector('simple', title || ' ' || coalesce(translations->'es'->>'title', ''))
    ) stored,
    created_at timestamptz not null default now()
  )`.execute(db);
  await sql`create index comic_series_search on comic_series using gin (search)`.execute(db);

  await sql`create table comic_books (
    id serial primary key,
    uuid uuid not null unique,
    series_id integer not null references comic_series(id) on delete cascade,
    book_type text not null check (book_type in ('issue', 'annual', 'collected')),
    slug text not null,
    asset_key text not null,
    title text not null,
    description text not null default '',
    age_rating text not null default '',
    authors jsonb not null default '[]',
    pencillers jsonb not null default '[]',
    inkers jsonb not null default '[]',
    colorists jsonb not null default '[]',
    cover_artists jsonb not null default '[]',
    imprint text not null default '',
    publisher text not null default '',
    issue_number integer,
    series_index integer not null default 0,
    sort_index integer not null default 0,
    reading_direction text not null default 'ltr' check (reading_direction in ('ltr', 'rtl', 'vertical')),
    release_date date,
    first_released date,
    preorder_date date,
    print_release date,
    available_formats jsonb not null default '["SD","HD"]',
    available_plans jsonb not null default '[]',
    exclusive_to_plans jsonb not null default '[]',
    est_available boolean not null default false,
    preview_count integer not null default 4 check (preview_count between 0 and 20),
    tags jsonb not null default '[]',
    metadata jsonb not null default '{}',
    wall_type smallint check (wall_type in (0, 1)),
    wall_expires timestamptz,
    program_schedule jsonb not null default '[]',
    available_in jsonb not null default '[]',
    premium_walled_in jsonb not null default '[]',
    job_id text not null default '',
    modified_on timestamptz not null default now(),
    translations jsonb not null default '{}',
    search tsvector generated always as (
      to_tsvector('simple', title || ' ' || coalesce(translations->'es'->>'title', ''))
    ) stored,
    unique (series_id, slug)
  )`.execute(db);
  await sql`create index comic_books_series on comic_books (series_id, book_type, sort_index)`.execute(db);
  await sql`create index comic_books_search on comic_books using gin (search)`.execute(db);

  await sql`create table comic_pages (
    book_id integer not null references comic_books(id) on delete cascade,
    page_number integer not null check (page_number >= 1),
    width integer not null check (width > 0),
    height integer not null check (height > 0),
    primary key (book_id, page_number)
  )`.execute(db);

  await sql`create table comic_panels (
    book_id integer not null,
    page_number integer not null,
    panel_index integer not null check (panel_index >= 0),
    start_x integer not null,
    start_y integer not null,
    size_x integer not null check (size_x > 0),
    size_y integer not null check (size_y > 0),
    mask_color text not null check (mask_color ~ '^#[0-9a-f]{6}$'),
    primary key (book_id, page_number, panel_index),
    foreign key (book_id, page_number) references comic_pages (book_id, page_number) on delete cascade
  )`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table comic_panels`.execute(db);
  await sql`drop table comic_pages`.execute(db);
  await sql`drop table comic_books`.execute(db);
  await sql`drop table comic_series`.execute(db);
}
