import type { ColumnType, Generated } from 'kysely';
import type { BookType, ProgramScheduleEntry, ReadingDirection } from '@fanverse/contract';
import type { JsonDefault, Translations } from '../../db/schema-catalogue';

/** Row types of the comics tables (migrations/comics-0001-catalogue.ts, comics-0002-reading-log.ts). */
export interface ComicSeriesTable {
  id: Generated<number>;
  uuid: string;
  slug: string;
  asset_key: string;
  title: string;
  description: Generated<string>;
  age_rating: Generated<string>;
  publisher: Generated<string>;
  reading_direction: Generated<ReadingDirection>;
  tags: JsonDefault<string[]>;
  translations: JsonDefault<Translations>;
  search: ColumnType<string, never, never>;
  created_at: Generated<Date>;
}

/** `date` columns are read as `YYYY-MM-DD` text through a cast in the repository. */
type DateColumn = ColumnType<Date | string | null, string | null | undefined, string | null>;

export interface ComicBooksTable {
  id: Generated<number>;
  uuid: string;
  series_id: number;
  book_type: BookType;
  slug: string;
  asset_key: string;
  title: string;
  description: Generated<string>;
  age_rating: Generated<string>;
  authors: JsonDefault<string[]>;
  pencillers: JsonDefault<string[]>;
  inkers: JsonDefault<string[]>;
  colorists: JsonDefault<string[]>;
  cover_artists: JsonDefault<string[]>;
  imprint: Generated<string>;
  publisher: Generated<string>;
  issue_number: number | null;
  series_index: Generated<number>;
  sort_index: Generated<number>;
  reading_direction: Generated<ReadingDirection>;
  release_date: DateColumn;
  first_released: DateColumn;
  preorder_date: DateColumn;
  print_release: DateColumn;
  available_formats: JsonDefault<string[]>;
  available_plans: JsonDefault<string[]>;
  exclusive_to_plans: JsonDefault<string[]>;
  est_available: Generated<boolean>;
  preview_count: Generated<number>;
  tags: JsonDefault<string[]>;
  metadata: JsonDefault<Record<string, unknown>>;
  wall_type: 0 | 1 | null;
  wall_expires: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  program_schedule: JsonDefault<ProgramScheduleEntry[]>;
  available_in: JsonDefault<string[]>;
  premium_walled_in: JsonDefault<string[]>;
  job_id: Generated<string>;
  modified_on: Generated<Date>;
  translations: JsonDefault<Translations>;
  search: ColumnType<string, never, never>;
}

export interface ComicPagesTable {
  book_id: number;
  page_number: number;
  width: number;
  height: number;
}

export interface ComicPanelsTable {
  book_id: number;
  page_number: number;
  panel_index: number;
  start_x: number;
  start_y: number;
  size_x: number;
  size_y: number;
  mask_color: string;
}

export interface ComicEventsTable {
  id: Generated<string>;
  received_at: Generated<Date>;
  user_id: string | null;
  event_type: string;
  object_type: string;
  session_id: string;
  content_uuid: string;
  series_uuid: string | null;
  page_index: number;
  panel_index: number | null;
  view_date: Date;
  client_view_date: Date;
  is_offline: boolean;
  container_type: string | null;
  container_uuid: string | null;
  persistent_user_cookie: string | null;
  browser_id: string | null;
  player_version: string | null;
  device_type: string | null;
  device_os: string | null;
  device_model: string | null;
}

declare module '../../db/schema' {
  interface Database {
    comic_series: ComicSeriesTable;
    comic_books: ComicBooksTable;
    comic_pages: ComicPagesTable;
    comic_panels: ComicPanelsTable;
    comic_events: ComicEventsTable;
  }
}
