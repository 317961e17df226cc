import type { ColumnType } from 'kysely';

/** Row type of the bookmarks table (migrations/bookmarks-0001-tables.ts). */
export interface ThreadBookmarksTable {
  user_id: string;
  thread_uuid: string;
  created_at: ColumnType<Date, Date | undefined, never>;
}

declare module '../../db/schema' {
  interface Database {
    thread_bookmarks: ThreadBookmarksTable;
  }
}
