import type { ColumnType } from 'kysely';
import type { LikeContentType } from '@fanverse/contract';

/**
 * Row types of the activity tables (migrations/activity-0001-tables.ts). The triggers on the two
 * logs write activity_items and activity_containers; the services only read them, but for
 * `ignored_at` (the ignore call), `hidden_at` (clearing a history item) and the likes.
 */
export interface ActivityItemsTable {
  user_id: string;
  item_type: 'episode' | 'book';
  /** The episode's or the book's uuid. */
  item_uuid: string;
  /** The item's own series: `series` for an episode, `comicseries` for a book. */
  container_type: 'series' | 'comicseries';
  container_uuid: string;
  first_at: Date;
  /** The latest event's consumed time (video: received; comic: view date). */
  last_at: Date;
  /** The latest event's id in its log (video_events for episodes, comic_events for books). */
  last_id: string;
  /** Video: the latest event's end timecode (the resume point), and the furthest reached. */
  position_seconds: number | null;
  furthest_seconds: number | null;
  /** Book: the latest event's page and panel (the resume point), and the furthest page. */
  page_index: number | null;
  panel_index: number | null;
  furthest_page: number | null;
  /** Whether the latest event finished the item (the feed then offers the next one). */
  last_finished: boolean;
  /** Watched/read: completed_id is not null and greater than unwatched_id (if any). */
  completed_id: string | null;
  unwatched_id: string | null;
  /** Set when the member clears it from their history; cleared by its next event. */
  hidden_at: Date | null;
}

export interface ActivityContainersTable {
  user_id: string;
  container_type: 'series' | 'comicseries' | 'collection';
  container_uuid: string;
  /** The item consumed last from the container. */
  item_type: 'episode' | 'book';
  item_uuid: string;
  last_at: Date;
  last_id: string;
  /** Set by the ignore call; cleared by the next event of the container. */
  ignored_at: Date | null;
}

export interface LikesTable {
  user_id: string;
  content_type: LikeContentType;
  content_uuid: string;
  created_at: ColumnType<Date, Date | undefined, never>;
}

/** Kept by the likes_count trigger; read only. */
export interface LikeCountsTable {
  content_type: LikeContentType;
  content_uuid: string;
  likes: number;
}

declare module '../../db/schema' {
  interface Database {
    activity_items: ActivityItemsTable;
    activity_containers: ActivityContainersTable;
    likes: LikesTable;
    like_counts: LikeCountsTable;
  }
}
