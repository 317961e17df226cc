import { sql, type Kysely, type RawBuilder } from 'kysely';
import type { Database } from '../../../db/schema';
import { BOOK_COLUMNS, type ReducedHistoryRow } from '../../comics/reading-log/comic-history.repository';
import type { ContentLimits } from '../../parental/content-limits';
import { comicAllowedSql } from '../../parental/content-ratings';
import { IS_WATCHED } from './watched-rule';

/** What narrows a member's book history. */
export interface BookHistoryFilter {
  userId: string;
  /** Only these books (the history search's `comic_uuids`). */
  uuids?: readonly string[];
  take: number;
  /** The member's parental limits: books above them are left out. */
  limits?: ContentLimits;
}

/**
 * Reads of the member's books in activity_items, as the comic history's reduced rows (one per
 * book, so the comic history's mapper makes the item): the resume point (page_index,
 * panel_index), the book's own series as container, `completed` = the read rule, the latest
 * event's time and id as the row's place. Books no longer in the catalogue drop out; rows the
 * member cleared are left out until their next event.
 */
export class BookHistoryRepository {
  constructor(private readonly db: Kysely<Database>) {}

  async list(filter: BookHistoryFilter): Promise<ReducedHistoryRow[]> {
    const { rows } = await sql<ReducedHistoryRow>`
      select a.last_at as view_date, a.last_id::text as id, coalesce(a.page_index, 0) as page_index,
        a.panel_index, a.container_type, a.container_uuid::text as container_uuid,
        ${IS_WATCHED} as completed, ${BOOK_COLUMNS}
      from activity_items a
      join comic_books b on b.uuid = a.item_uuid
      join comic_series s on s.id = b.series_id
      where ${sql.join(conditions(filter), sql` and `)}
      order by a.last_at desc, a.last_id desc
      limit ${filter.take}`.execute(this.db);
    return rows;
  }
}

function conditions(filter: BookHistoryFilter): RawBuilder<unknown>[] {
  const out = [sql`a.user_id = ${filter.userId}::uuid`, sql`a.item_type = 'book'`, sql`a.hidden_at is null`];
  if (filter.uuids !== undefined) {
    out.push(
      filter.uuids.length === 0
        ? sql`false`
        : sql`a.item_uuid in (${sql.join(filter.uuids.map((uuid) => sql`${uuid}::uuid`))})`,
    );
  }
  if (filter.limits && filter.limits.comicMax !== null) {
    out.push(comicAllowedSql(filter.limits, sql.ref('b.age_rating')));
  }
  return out;
}
