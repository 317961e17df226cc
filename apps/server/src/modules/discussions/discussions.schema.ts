import type { ColumnType, Generated } from 'kysely';
import type { BoardKind } from '@fanverse/contract';

/** Row types of the discussion tables (migrations/discussions-0001-tables.ts). */
export interface DiscussionBoardsTable {
  uuid: string;
  slug: string;
  title: string;
  description: Generated<string>;
  /** `{"es": {"title", "description"}}`, as the catalogue's translations. */
  translations: Generated<Record<string, { title?: string; description?: string }>>;
  kind: BoardKind;
  content_uuid: string | null;
  sort_index: Generated<number>;
  thread_count: Generated<number>;
  created_at: ColumnType<Date, Date | undefined, never>;
}

export interface DiscussionThreadsTable {
  uuid: string;
  board_uuid: string;
  author_id: string;
  title: string;
  body: string;
  reply_count: Generated<number>;
  is_locked: Generated<boolean>;
  is_hidden: Generated<boolean>;
  created_at: ColumnType<Date, Date | undefined, never>;
  edited_at: Date | null;
  last_activity_at: Generated<Date>;
  deleted_at: Date | null;
}

export interface DiscussionRepliesTable {
  uuid: string;
  thread_uuid: string;
  author_id: string;
  body: string;
  is_hidden: Generated<boolean>;
  created_at: ColumnType<Date, Date | undefined, never>;
  edited_at: Date | null;
  deleted_at: Date | null;
}

declare module '../../db/schema' {
  interface Database {
    discussion_boards: DiscussionBoardsTable;
    discussion_threads: DiscussionThreadsTable;
    discussion_replies: DiscussionRepliesTable;
  }
}
