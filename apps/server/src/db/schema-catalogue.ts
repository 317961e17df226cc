import type { ColumnType, Generated } from 'kysely';
import type { ProgramScheduleEntry, ServerItemType } from '@fanverse/contract';

/**
 * Row types of the catalogue tables (migration 0005). jsonb columns are read as parsed values
 * and written as JSON text: node-postgres would turn a JS array into a PostgreSQL array literal,
 * which jsonb refuses, so writers always pass `JSON.stringify(value)`.
 */
export type Json<T> = ColumnType<T, string, string>;
export type JsonDefault<T> = ColumnType<T, string | undefined, string>;

/** {"es": {"title": "..."}}: per language, per field; English is in the plain columns. */
export type Translations = Record<string, Record<string, string>>;

/** Timestamp as stored in `episodes.timestamps`: the button label per language. */
export interface StoredTimestamp {
  label: string;
  start_seconds: number;
  end_seconds: number;
  title: Record<string, string>;
}

export interface SubtitleCue {
  start: number;
  end: number;
  text: string;
}

export interface GenresTable {
  slug: string;
  name: string;
  translations: JsonDefault<Translations>;
}

export interface SeriesTable {
  id: Generated<number>;
  uuid: string;
  slug: string;
  asset_key: string;
  title: string;
  native_lang_title: Generated<string>;
  description: Generated<string>;
  marketing_headline: Generated<string>;
  series_type: Generated<'series' | 'film' | 'animated'>;
  is_exclusive: Generated<boolean>;
  original_content: Generated<boolean>;
  year: number;
  end_year: number | null;
  country: Generated<string>;
  broadcast_language: Generated<string>;
  network: Generated<string>;
  mpaa_rating: Generated<string>;
  tv_rating: Generated<string>;
  avg_rating: Generated<number>;
  fan_count: Generated<number>;
  starring: Generated<string>;
  directors: JsonDefault<string[]>;
  keywords: JsonDefault<string[]>;
  tags: JsonDefault<string[]>;
  subtitle_availability: JsonDefault<string[]>;
  available_in: JsonDefault<string[]>;
  premium_walled_in: JsonDefault<string[]>;
  trailer_clip_uuid: string | null;
  masthead: ColumnType<
    { headline: string; cta_text: string; color: string } | null,
    string | null | undefined,
    string | null
  >;
  translations: JsonDefault<Translations>;
  search: ColumnType<string, never, never>;
  created_at: Generated<Date>;
}

export interface SeriesGenresTable {
  series_id: number;
  genre_slug: string;
  position: Generated<number>;
}

export interface CastMembersTable {
  id: Generated<number>;
  asset_key: string;
  names: string;
  native_lang_name: Generated<string>;
  country: Generated<string>;
  /** YYYY-MM-DD text (see db/database.ts type parsers). */
  dob: string | null;
  silo: Generated<string>;
  translations: JsonDefault<Translations>;
}

export interface SeriesCastTable {
  series_id: number;
  cast_member_id: number;
  character_name: Generated<string>;
  position: Generated<number>;
  translations: JsonDefault<Translations>;
}

export interface SeasonsTable {
  id: Generated<number>;
  uuid: string;
  series_id: number;
  season_number: number;
  asset_key: string;
  title: string;
  description_short: Generated<string>;
  description_long: Generated<string>;
  translations: JsonDefault<Translations>;
}

export interface EpisodesTable {
  id: Generated<number>;
  uuid: string;
  guid: string;
  series_id: number;
  season_id: number;
  season_num: number;
  season_position: number;
  number: number;
  asset_key: string;
  title: string;
  subtitle: Generated<string>;
  description: Generated<string>;
  description_short: Generated<string>;
  air_date: string | null;
  release_date: string | null;
  duration: Generated<number>;
  ad_markers: JsonDefault<number[]>;
  timestamps: JsonDefault<StoredTimestamp[]>;
  has_download_files: Generated<boolean>;
  download_assets: JsonDefault<{ wv_packaged_hdss?: string | null; wv_packaged_sdss?: string | null }>;
  playable_on: JsonDefault<string[]>;
  preview_available_on: JsonDefault<string[]>;
  mpaa_rating: Generated<string>;
  tv_rating: Generated<string>;
  video_uuid: string;
  video_status: Generated<string>;
  wall_type: 0 | 1 | null;
  wall_expires: Date | null;
  wall_restriction: string | null;
  requires_premium_code: Generated<boolean>;
  translations: JsonDefault<Translations>;
  search: ColumnType<string, never, never>;
}

export interface ClipsTable {
  id: Generated<number>;
  uuid: string;
  guid: string;
  asset_key: string;
  clip_type: string;
  title: string;
  description: Generated<string>;
  duration: Generated<number>;
  publish_date: Generated<Date>;
  video_uuid: string;
  program_schedule: JsonDefault<ProgramScheduleEntry[]>;
  series_id: number | null;
  translations: JsonDefault<Translations>;
  search: ColumnType<string, never, never>;
}

export interface ClipOwnersTable {
  clip_id: number;
  object_type: 'series' | 'season' | 'episode' | 'collection';
  object_uuid: string;
  position: Generated<number>;
}

export interface CollectionsTable {
  id: Generated<number>;
  uuid: string;
  slug: string;
  asset_key: string;
  title: string;
  layout: Generated<string>;
  content_type: Generated<string>;
  /** The remaining metadata fields of the wire (container, icon, plan_type, ...). */
  metadata: JsonDefault<Record<string, string | null>>;
  translations: JsonDefault<Translations>;
}

export interface CollectionItemsTable {
  collection_id: number;
  position: number;
  item_type: ServerItemType;
  item_uuid: string;
}

export interface HomepagesTable {
  flavor: string;
  uuid: string;
  title: string;
  collection_id: number;
  translations: JsonDefault<Translations>;
}

export interface JsonbagsTable {
  id: Generated<number>;
  uuid: string;
  slug: string;
  asset_key: string;
  description: Generated<string>;
  metadata: JsonDefault<Record<string, string | boolean>>;
  translations: JsonDefault<Translations>;
}

export interface DatabagsTable {
  id: Generated<number>;
  uuid: string;
  description: Generated<string>;
  title: string;
  collection_id: number;
  start_at: Date | null;
  end_at: Date | null;
  translations: JsonDefault<Translations>;
}

export interface CmsPagesTable {
  uuid: string;
  slug: string;
  title: string;
  description: Generated<string>;
  body: Generated<string>;
  author: Generated<string>;
  cms_page_type: Generated<'page' | 'news' | 'encyclopedia'>;
  template: Generated<string>;
  publish_date: Generated<Date>;
  tags: JsonDefault<string[]>;
  masthead_background: Generated<string>;
  asset_key: string;
  translations: JsonDefault<Translations>;
}

export interface ClickoutObjectsTable {
  uuid: string;
  slug: string;
  title: string;
  description: Generated<string>;
  url: string;
  cta_label: Generated<string>;
  is_approved: Generated<boolean>;
  publish_date: Generated<Date>;
  asset_key: string;
  metadata: JsonDefault<Record<string, string>>;
  tags: JsonDefault<string[]>;
  translations: JsonDefault<Translations>;
}

export interface ShopProductsTable {
  uuid: string;
  name: string;
  asset_key: string;
  title: string;
  description: Generated<string>;
  price_minor: number;
  currency_code: Generated<string>;
  premium_only: Generated<boolean>;
  created_at: Generated<Date>;
  updated_at: Generated<Date>;
  translations: JsonDefault<Translations>;
}

export interface SubtitlesTable {
  video_uuid: string;
  code: string;
  cues: Json<SubtitleCue[]>;
}

export interface ArtAssetsTable {
  asset_type: string;
  asset_key: string;
  spec: Json<Record<string, unknown>>;
}

export interface CatalogueVersionTable {
  id: number;
  /** bigint: read as text by the drivers. */
  version: string;
}

export interface CatalogueTables {
  catalogue_version: CatalogueVersionTable;
  genres: GenresTable;
  series: SeriesTable;
  series_genres: SeriesGenresTable;
  cast_members: CastMembersTable;
  series_cast: SeriesCastTable;
  seasons: SeasonsTable;
  episodes: EpisodesTable;
  clips: ClipsTable;
  clip_owners: ClipOwnersTable;
  collections: CollectionsTable;
  collection_items: CollectionItemsTable;
  homepages: HomepagesTable;
  jsonbags: JsonbagsTable;
  databags: DatabagsTable;
  cms_pages: CmsPagesTable;
  clickout_objects: ClickoutObjectsTable;
  shop_products: ShopProductsTable;
  subtitles: SubtitlesTable;
  art_assets: ArtAssetsTable;
}
