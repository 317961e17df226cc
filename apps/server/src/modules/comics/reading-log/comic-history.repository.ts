import { sql, type Kysely, type RawBuilder } from 'kysely';
import type { BookType } from '@fanverse/contract';
import type { Translations } from '../../../db/schema-catalogue';
import type { Database } from '../../../db/schema';
import type { ContentLimits } from '../../parental/content-limits';
import { comicAllowedSql } from '../../parental/content-ratings';
import type { HistoryKey } from './history-key';

/** What narrows a member's history; every filter is optional but the member. */
export interface HistoryFilter {
  userId: string;
  /** The caller's parental limits: books above them are left out (issue 23). */
  limits: ContentLimits;
  seriesUuid?: string;
  contentUuid?: string;
  /** Events strictly before this instant (ISO 8601 in UTC, within the years the log stores). */
  before?: string;
  /** Events strictly after this instant (ISO 8601 in UTC, within the years the log stores). */
  after?: string;
  /** The previous page's last row: this page starts strictly after it (newest first). */
  key?: HistoryKey;
  /** Rows to read: the page size plus one, which says whether another page follows. */
  take: number;
}

/** The book (and its series) a history row names. */
export interface HistoryBookRow {
  book_uuid: string;
  book_slug: string;
  book_title: string;
  book_translations: Translations;
  asset_key: string;
  book_type: BookType;
  issue_number: number | null;
  /** YYYY-MM-DD or null. */
  release_date: string | null;
  series_uuid: string;
  series_title: string;
  series_translations: Translations;
  num_pages: number;
}

interface PositionRow {
  /** The row's place in the order: (view_date, id). */
  view_date: Date;
  id: string;
  page_index: number;
  panel_index: number | null;
  container_type: string | null;
  container_uuid: string | null;
}

/** One logged event. */
export interface HistoryEventRow extends HistoryBookRow, PositionRow {
  event_type: string;
}

/** One book: its furthest page and panel, its latest event, whether it was completed. */
export interface ReducedHistoryRow extends HistoryBookRow, PositionRow {
  completed: boolean;
}

/** The book and series columns of HistoryBookRow, for `b` (comic_books) and `s` (comic_series). */
export const BOOK_COLUMNS = sql`
  b.uuid::text as book_uuid, b.slug as book_slug, b.title as book_title,
  b.translations as book_translations, b.asset_key, b.book_type, b.issue_number,
  to_char(b.release_date, 'YYYY-MM-DD') as release_date,
  s.uuid::text as series_uuid, s.title as series_title, s.translations as series_translations,
  (select count(*) from comic_pages p where p.book_id = b.id)::int as num_pages`;

/**
 * Comic history reads (catalogue spec §3 "Comic history item"): only ever one member's rows
 * (`user_id` first in every condition, so the partial indexes comic_events_user and
 * comic_events_user_book serve them), newest first by (view_date, id), a page at a time from a
 * key rather than an offset, joined to the catalogue so a book that no longer exists drops out.
 */
export class ComicHistoryRepository {
  constructor(private readonly db: Kysely<Database>) {}

  async events(filter: HistoryFilter): Promise<HistoryEventRow[]> {
    const conditions = [...eventConditions(filter), ...bookConditions(filter)];
    if (filter.key)
      conditions.push(
        sql`(e.view_date, e.id) < (${filter.key.viewDate.toISOString()}::timestamptz, ${filter.key.id}::bigint)`,
      );
    const { rows } = await sql<HistoryEventRow>`
      select e.view_date, e.id::text as id, e.event_type, e.page_index, e.panel_index,
        e.container_type, e.container_uuid::text as container_uuid, ${BOOK_COLUMNS}
      from comic_events e
      join comic_books b on b.uuid = e.content_uuid
      join comic_series s on s.id = b.series_id
      where ${sql.join(conditions, sql` and `)}
      order by e.view_date desc, e.id desc
      limit ${filter.take}`.execute(this.db);
    return rows;
  }

  /**
   * One row per book read: the furthest page, the furthest panel on that page (a page read
   * without guided view has none), the latest event (its time and id place the row in the order,
   * its container is where the member last read it) and whether a `complete` was logged.
   */
  async reduced(filter: HistoryFilter): Promise<ReducedHistoryRow[]> {
    const outer = bookConditions(filter);
    if (filter.key)
      outer.push(
        sql`(r.view_date, r.last_id) < (${filter.key.viewDate.toISOString()}::timestamptz, ${filter.key.id}::bigint)`,
      );
    const { rows } = await sql<ReducedHistoryRow>`
      select r.view_date, r.last_id::text as id, r.page_index, r.panel_index, r.container_type,
        r.container_uuid::text as container_uuid, r.completed, ${BOOK_COLUMNS}
      from (
        select e.content_uuid,
          max(e.page_index) as page_index,
          (array_agg(e.panel_index order by e.page_index desc, e.panel_index desc nulls last))[1] as panel_index,
          max(e.view_date) as view_date,
          (array_agg(e.id order by e.view_date desc, e.id desc))[1] as last_id,
          (array_agg(e.container_type order by e.view_date desc, e.id desc))[1] as container_type,
          (array_agg(e.container_uuid order by e.view_date desc, e.id desc))[1] as container_uuid,
          bool_or(e.event_type = 'complete') as completed
        from comic_events e
        where ${sql.join(eventConditions(filter), sql` and `)}
        group by e.content_uuid
      ) r
      join comic_books b on b.uuid = r.content_uuid
      join comic_series s on s.id = b.series_id
      ${outer.length > 0 ? sql`where ${sql.join(outer, sql` and `)}` : sql``}
      order by r.view_date desc, r.last_id desc
      limit ${filter.take}`.execute(this.db);
    return rows;
  }
}

/** The member, and the filters that apply to single events (aliased `e`). */
function eventConditions(filter: HistoryFilter): RawBuilder<unknown>[] {
  const conditions = [sql`e.user_id = ${filter.userId}::uuid`];
  if (filter.contentUuid) conditions.push(sql`e.content_uuid = ${filter.contentUuid}::uuid`);
  if (filter.before) conditions.push(sql`e.view_date < ${filter.before}::timestamptz`);
  if (filter.after) conditions.push(sql`e.view_date > ${filter.after}::timestamptz`);
  return conditions;
}

/**
 * The conditions on the book (`b`) and its series (`s`): the series as the catalogue has it (not
 * the series_uuid the reader sent), and the book within the parental limits, when there are any.
 */
function bookConditions(filter: HistoryFilter): RawBuilder<unknown>[] {
  const conditions: RawBuilder<unknown>[] = [];
  if (filter.seriesUuid) conditions.push(sql`s.uuid = ${filter.seriesUuid}::uuid`);
  if (filter.limits.comicMax !== null)
    conditions.push(comicAllowedSql(filter.limits, sql.ref('b.age_rating')));
  return conditions;
}
