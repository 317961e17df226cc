import type { ColumnType, Generated } from 'kysely';
import type { ListContentType } from '@fanverse/contract';

/** Row types of the lists tables (migrations/lists-0001-tables.ts). */
export interface UserListsTable {
  uuid: string;
  user_id: string;
  title: string;
  description: Generated<string>;
  is_public: Generated<boolean>;
  is_favorites: Generated<boolean>;
  is_pull_list: Generated<boolean>;
  follower_count: Generated<number>;
  items_count: Generated<number>;
  series_count: Generated<number>;
  episode_count: Generated<number>;
  clip_count: Generated<number>;
  comicseries_count: Generated<number>;
  book_count: Generated<number>;
  collection_count: Generated<number>;
  created_at: Generated<Date>;
  updated_at: Generated<Date>;
}

export interface UserListItemsTable {
  list_uuid: string;
  content_type: ListContentType;
  content_uuid: string;
  /** The content's title when added: the `title` sort key (catalogue titles live in many tables). */
  title: string;
  sort_order: Generated<number>;
  created_at: Generated<Date>;
}

export interface UserListFollowsTable {
  list_uuid: string;
  user_id: string;
  created_at: ColumnType<Date, Date | undefined, never>;
}

declare module '../../db/schema' {
  interface Database {
    user_lists: UserListsTable;
    user_list_items: UserListItemsTable;
    user_list_follows: UserListFollowsTable;
  }
}
