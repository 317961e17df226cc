import { sql, type Kysely } from 'kysely';

/*
 * The catalogue (catalogue spec §3 "Video content", "Collections and other items").
 *
 * Translatable text: English lives in the plain columns; other languages in `translations`,
 * shaped {"es": {"title": "...", "description": "..."}}. The service picks the request's
 * language per field and falls back to English, so adding a language needs no migration.
 *
 * Collection items are polymorphic (item_type + item_uuid): every type of spec §3 is allowed,
 * including Book, ComicSeries and UserList, whose tables arrive with their issues; the items
 * service resolves each type through a registry of loaders.
 */
const ITEM_TYPES = `'Series','Episode','Collection','Clip','Databag','Book','Season','CMSPage',
  'ComicSeries','ShopifyProduct','Jsonbag','ClickoutObject','UserList'`;

const statements = [
  `create table genres (
    slug text primary key,
    name text not null,
    translations jsonb not null default '{}'
  )`,
  `create table series (
    id serial primary key,
    uuid uuid not null unique,
    slug text not null unique,
    asset_key text not null,
    title text not null,
    native_lang_title text not null default '',
    description text not null default '',
    marketing_headline text not null default '',
    series_type text not null default 'series' check (series_type in ('series', 'film', 'animated')),
    is_exclusive boolean not null default false,
    original_content boolean not null default true,
    year integer not null,
    end_year integer,
    country text not null default '',
    broadcast_language text not null default 'en',
    network text not null default '',
    mpaa_rating text not null default '',
    tv_rating text not null default '',
    avg_rating real not null default 0,
    fan_count integer not null default 0,
    starring text not null default '',
    directors jsonb not null default '[]',
    keywords jsonb not null default '[]',
    tags jsonb not null default '[]',
    subtitle_availability jsonb not null default '[]',
    available_in jsonb not null default '[]',
    premium_walled_in jsonb not null default '[]',
    trailer_clip_uuid uuid,
    masthead jsonb,
    translations jsonb not null default '{}',
    search tsvector generated always as (
      to_tsvector('simple', title || ' ' || coalesce(translations->'es'->>'title', ''))
    ) stored,
    created_at timestamptz not null default now()
  )`,
  `create index series_search on series using gin (search)`,
  `create table series_genres (
    series_id integer not null references series(id) on delete cascade,
    genre_slug text not null references genres(slug) on delete cascade,
    position integer not null default 0,
    primary key (series_id, genre_slug)
  )`,
  `create index series_genres_genre on series_genres (genre_slug, series_id)`,
  `create table cast_members (
    id serial primary key,
    asset_key text not null,
    names text not null,
    native_lang_name text not null default '',
    country text not null default '',
    dob date,
    silo text not null default 'cast',
    translations jsonb not null default '{}'
  )`,
  `create table series_cast (
    series_id integer not null references series(id) on delete cascade,
    cast_member_id integer not null references cast_members(id) on delete cascade,
    character_name text not null default '',
    position integer not null default 0,
    translations jsonb not null default '{}',
    primary key (series_id, cast_member_id)
  )`,
  `create table seasons (
    id serial primary key,
    uuid uuid not null unique,
    series_id integer not null references series(id) on delete cascade,
    season_number integer not null,
    asset_key text not null,
    title text not null,
    description_short text not null default '',
    description_long text not null default '',
    translations jsonb not null default '{}',
    unique (series_id, season_number)
  )`,
  `create table episodes (
    id serial primary key,
    uuid uuid not null unique,
    guid text not null unique,
    series_id integer not null references series(id) on delete cascade,
    season_id integer not null references seasons(id) on delete cascade,
    season_num integer not null,
    season_position integer not null,
    number integer not null,
    asset_key text not null,
    title text not null,
    subtitle text not null default '',
    description text not null default '',
    description_short text not null default '',
    air_date date,
    release_date date,
    duration integer not null default 0,
    ad_markers jsonb not null default '[]',
    timestamps jsonb not null default '[]',
    has_download_files boolean not null default false,
    download_assets jsonb not null default '{}',
    playable_on jsonb not null default '["web"]',
    preview_available_on jsonb not null default '[]',
    mpaa_rating text not null default '',
    tv_rating text not null default '',
    video_uuid uuid not null,
    video_status text not null default 'approved',
    wall_type smallint check (wall_type in (0, 1)),
    wall_expires timestamptz,
    wall_restriction text,
    requires_premium_code boolean not null default false,
    translations jsonb not null default '{}',
    search tsvector generated always as (
      to_tsvector('simple', title || ' ' || coalesce(translations->'es'->>'title', ''))
    ) stored,
    unique (series_id, number)
  )`,
  `create index episodes_season on episodes (series_id, season_num, season_position)`,
  `create index episodes_latest on episodes (release_date desc nulls last, id desc)`,
  `create index episodes_search on episodes using gin (search)`,
  `create table clips (
    id serial primary key,
    uuid uuid not null unique,
    guid text not null unique,
    asset_key text not null,
    clip_type text not null,
    title text not null,
    description text not null default '',
    duration integer not null default 0,
    publish_date timestamptz not null default now(),
    video_uuid uuid not null,
    program_schedule jsonb not null default '[]',
    series_id integer references series(id) on delete set null,
    translations jsonb not null default '{}',
    search tsvector generated always as (
      to_tsvector('simple', title || ' ' || coalesce(translations->'es'->>'title', ''))
    ) stored
  )`,
  `create index clips_search on clips using gin (search)`,
  // Which objects (series, season, episode, collection) a clip belongs to.
  `create table clip_owners (
    clip_id integer not null references clips(id) on delete cascade,
    object_type text not null check (object_type in ('series', 'season', 'episode', 'collection')),
    object_uuid uuid not null,
    position integer not null default 0,
    primary key (object_type, object_uuid, clip_id)
  )`,
  `create table collections (
    id serial primary key,
    uuid uuid not null unique,
    slug text not null unique,
    asset_key text not null,
    title text not null,
    layout text not null default 'rail',
    content_type text not null default 'mixed',
    metadata jsonb not null default '{}',
    translations jsonb not null default '{}'
  )`,
  `create table collection_items (
    collection_id integer not null references collections(id) on delete cascade,
    position integer not null,
    item_type text not null check (item_type in (${ITEM_TYPES})),
    item_uuid uuid not null,
    primary key (collection_id, position)
  )`,
  // The rails of a homepage are the items of one collection.
  `create table homepages (
    flavor text primary key,
    uuid uuid not null unique,
    title text not null,
    collection_id integer not null references collections(id) on delete cascade,
    translations jsonb not null default '{}'
  )`,
  `create table jsonbags (
    id serial primary key,
    uuid uuid not null unique,
    slug text not null unique,
    asset_key text not null,
    description text not null default '',
    metadata jsonb not null default '{}',
    translations jsonb not null default '{}'
  )`,
  `create table databags (
    id serial primary key,
    uuid uuid not null unique,
    description text not null default '',
    title text not null,
    collection_id integer not null references collections(id) on delete cascade,
    start_at timestamptz,
    end_at timestamptz,
    translations jsonb not null default '{}'
  )`,
  `create table cms_pages (
    uuid uuid primary key,
    slug text not null unique,
    title text not null,
    description text not null default '',
    body text not null default '',
    author text not null default '',
    cms_page_type text not null default 'page' check (cms_page_type in ('page', 'news', 'encyclopedia')),
    template text not null default 'page',
    publish_date timestamptz not null default now(),
    tags jsonb not null default '[]',
    masthead_background text not null default '',
    asset_key text not null,
    translations jsonb not null default '{}'
  )`,
  `create table clickout_objects (
    uuid uuid primary key,
    slug text not null unique,
    title text not null,
    description text not null default '',
    url text not null,
    cta_label text not null default '',
    is_approved boolean not null default true,
    publish_date timestamptz not null default now(),
    asset_key text not null,
    metadata jsonb not null default '{}',
    tags jsonb not null default '[]',
    translations jsonb not null default '{}'
  )`,
  `create table shop_products (
    uuid uuid primary key,
    name text not null unique,
    asset_key text not null,
    title text not null,
    description text not null default '',
    price_minor integer not null check (price_minor >= 0),
    currency_code text not null default 'USD',
    premium_only boolean not null default false,
    created_at timestamptz not null default now(),
    updated_at timestamptz not null default now(),
    translations jsonb not null default '{}'
  )`,
  // Subtitle cues per video and language; files (srt, vtt) are written from them on request.
  `create table subtitles (
    video_uuid uuid not null,
    code text not null,
    cues jsonb not null,
    primary key (video_uuid, code)
  )`,
  // How to draw each piece of demo or imported art; rendered per kind and format on request.
  `create table art_assets (
    asset_type text not null,
    asset_key text not null,
    spec jsonb not null,
    primary key (asset_type, asset_key)
  )`,
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of statements) await sql.raw(statement).execute(db);
}

const tables = [
  'art_assets',
  'subtitles',
  'shop_products',
  'clickout_objects',
  'cms_pages',
  'databags',
  'jsonbags',
  'homepages',
  'collection_items',
  'collections',
  'clip_owners',
  'clips',
  'episodes',
  'seasons',
  'series_cast',
  'cast_members',
  'series_genres',
  'series',
  'genres',
];

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of tables) await sql.raw(`drop table if exists ${table}`).execute(db);
}
