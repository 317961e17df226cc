import type { ColumnType } from 'kysely';

/** Row type of insights_book_readers (migrations/insights-0001-book-readers.ts). */
export interface InsightsBookReadersTable {
  book_id: string;
  reader: string;
  furthest_page: number;
  /** A UTC day, read as `YYYY-MM-DD` text. */
  reached_on: ColumnType<string, string, string>;
}

declare module '../../../db/schema' {
  interface Database {
    insights_book_readers: InsightsBookReadersTable;
  }
}
