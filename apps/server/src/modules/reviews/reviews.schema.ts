import type { ColumnType } from 'kysely';
import type { DiscussedContentType } from '@fanverse/contract';

/** Row type of the reviews table (migrations/reviews-0001-tables.ts). */
export interface ReviewsTable {
  uuid: string;
  user_id: string;
  content_type: DiscussedContentType;
  content_uuid: string;
  rating: number;
  subject: ColumnType<string, string | undefined, string>;
  comment: ColumnType<string, string | undefined, string>;
  created_at: ColumnType<Date, Date | undefined, never>;
  updated_at: ColumnType<Date, Date | undefined, Date>;
}

declare module '../../db/schema' {
  interface Database {
    reviews: ReviewsTable;
  }
}
