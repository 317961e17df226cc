import { sql, type Kysely } from 'kysely';
import type { BookType, ComicFilterKey, ComicSort, SortOrder } from '@fanverse/contract';
import type { Database } from '../../db/schema';
import type { ContentLimits } from '../parental/content-limits';
import { comicAllowedSql } from '../parental/content-ratings';

/** A `date` column as `YYYY-MM-DD` text (the wire's date format), null when unset. */
const day = (column: string) => sql<string | null>`to_char(${sql.ref(column)}, 'YYYY-MM-DD')`;

/** The filters of a browse query, each optional. */
export type BookFilters = Partial<Record<ComicFilterKey, string>>;

/** Whether book `b` is within the caller's parental limits: its own age rating (issue 23). */
const bookAllowed = (limits: ContentLimits) => comicAllowedSql(limits, sql.ref('b.age_rating'));

/**
 * Comic books with what their reply needs of the series (uuid, title and its translations),
 * their pages and the panels drawn on them. Reads only: the demo generator writes the rows.
 * Every read that lists books takes the caller's parental limits and leaves out the books above
 * them in SQL (issue 23), so counts and pages stay right; reads by uuid answer every book and
 * the services decide (a locked fetch is 403, not 404).
 */
export class ComicBooksRepository {
  constructor(private readonly db: Kysely<Database>) {}

  private books() {
    return this.db
      .selectFrom('comic_books as b')
      .innerJoin('comic_series as s', 's.id', 'b.series_id')
      .select([
        'b.id',
        'b.uuid',
        'b.slug',
        'b.asset_key',
        'b.title',
        'b.description',
        'b.book_type',
        'b.age_rating',
        'b.authors',
        'b.pencillers',
        'b.inkers',
        'b.colorists',
        'b.cover_artists',
        'b.imprint',
        'b.publisher',
        'b.issue_number',
        'b.series_index',
        'b.sort_index',
        'b.reading_direction',
        day('b.release_date').as('release_date'),
        day('b.first_released').as('first_released'),
        day('b.preorder_date').as('preorder_date'),
        day('b.print_release').as('print_release'),
        'b.available_formats',
        'b.available_plans',
        'b.exclusive_to_plans',
        'b.est_available',
        'b.preview_count',
        'b.tags',
        'b.metadata',
        'b.wall_type',
        'b.wall_expires',
        'b.program_schedule',
        'b.available_in',
        'b.premium_walled_in',
        'b.job_id',
        'b.modified_on',
        'b.translations',
        's.uuid as series_uuid',
        's.title as series_title',
        's.translations as series_translations',
      ]);
  }

  byUuids(uuids: readonly string[]) {
    if (uuids.length === 0) return Promise.resolve([]);
    return this.books().where('b.uuid', 'in', uuids).execute();
  }

  async byUuid(uuid: string) {
    const [row] = await this.byUuids([uuid]);
    return row;
  }

  /** The pages of the books, in page order. */
  pagesOf(bookIds: readonly number[]) {
    if (bookIds.length === 0) return Promise.resolve([]);
    return this.db
      .selectFrom('comic_pages')
      .select(['book_id', 'page_number', 'width', 'height'])
      .where('book_id', 'in', bookIds)
      .orderBy('book_id')
      .orderBy('page_number')
      .execute();
  }

  /** Pages `from`..`to` of one book with their panels (in panel order). */
  async pageRange(bookId: number, from: number, to: number) {
    const [pages, panels] = await Promise.all([
      this.db
        .selectFrom('comic_pages')
        .select(['page_number', 'width', 'height'])
        .where('book_id', '=', bookId)
        .where('page_number', '>=', from)
        .where('page_number', '<=', to)
        .orderBy('page_number')
        .execute(),
      this.db
        .selectFrom('comic_panels')
        .select(['page_number', 'start_x', 'start_y', 'size_x', 'size_y', 'mask_color'])
        .where('book_id', '=', bookId)
        .where('page_number', '>=', from)
        .where('page_number', '<=', to)
        .orderBy('page_number')
        .orderBy('panel_index')
        .execute(),
    ]);
    return { pages, panels };
  }

  async pageCount(bookId: number): Promise<number> {
    const row = await this.db
      .selectFrom('comic_pages')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('book_id', '=', bookId)
      .executeTakeFirstOrThrow();
    return Number(row.n);
  }

  /** How many books of a type the series has (within the limits). */
  async countInSeries(seriesId: number, type: BookType, limits: ContentLimits): Promise<number> {
    const row = await this.db
      .selectFrom('comic_books as b')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('b.series_id', '=', seriesId)
      .where('b.book_type', '=', type)
      .where(bookAllowed(limits))
      .executeTakeFirstOrThrow();
    return Number(row.n);
  }

  /** One page of a series' books of a type, by sort_index (ties by id, the same way round). */
  pageInSeries(
    seriesId: number,
    type: BookType,
    sort: SortOrder,
    offset: number,
    limit: number,
    limits: ContentLimits,
  ) {
    return this.books()
      .where('b.series_id', '=', seriesId)
      .where('b.book_type', '=', type)
      .where(bookAllowed(limits))
      .orderBy('b.sort_index', sort)
      .orderBy('b.id', sort)
      .offset(offset)
      .limit(limit)
      .execute();
  }

  private filtered(filters: BookFilters, limits: ContentLimits) {
    let query = this.books().where(bookAllowed(limits));
    if (filters.book_type) query = query.where('b.book_type', '=', filters.book_type as BookType);
    if (filters.publisher) query = query.where('b.publisher', '=', filters.publisher);
    if (filters.age_rating) query = query.where('b.age_rating', '=', filters.age_rating);
    if (filters.reading_direction) {
      query = query.where('b.reading_direction', '=', filters.reading_direction as never);
    }
    if (filters.tag) query = query.where(sql<boolean>`b.tags @> ${JSON.stringify([filters.tag])}::jsonb`);
    return query;
  }

  /** Books matching the filters (within the limits): how many, and one page of them in the asked order. */
  async browse(filters: BookFilters, sort: ComicSort, offset: number, limit: number, limits: ContentLimits) {
    const base = this.filtered(filters, limits);
    const countRow = await this.db
      .selectFrom(base.as('f'))
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    let ordered = base;
    switch (sort) {
      case 'newest':
        ordered = ordered.orderBy(sql`b.release_date desc nulls last`).orderBy('b.id', 'desc');
        break;
      case 'oldest':
        ordered = ordered.orderBy(sql`b.release_date asc nulls last`).orderBy('b.id', 'asc');
        break;
      case 'title':
        ordered = ordered.orderBy('b.title', 'asc').orderBy('b.id', 'asc');
        break;
      case '-title':
        ordered = ordered.orderBy('b.title', 'desc').orderBy('b.id', 'desc');
        break;
      case 'series':
        ordered = ordered.orderBy('s.title', 'asc').orderBy('b.sort_index', 'asc').orderBy('b.id', 'asc');
        break;
    }
    const rows = await ordered.offset(offset).limit(limit).execute();
    return { count: Number(countRow.n), rows };
  }

  /** How many books (within the limits) carry each value of a plain column (filter section counts). */
  valueCounts(column: 'book_type' | 'publisher' | 'age_rating' | 'reading_direction', limits: ContentLimits) {
    const ref = sql.ref(`b.${column}`);
    return this.db
      .selectFrom('comic_books as b')
      .select([sql<string>`${ref}::text`.as('value'), (eb) => eb.fn.countAll<number>().as('n')])
      .where(ref, '<>', '')
      .where(bookAllowed(limits))
      .groupBy(ref)
      .orderBy('n', 'desc')
      .orderBy('value')
      .execute();
  }

  /** How many books (within the limits) carry each tag. */
  async tagCounts(limits: ContentLimits) {
    const result = await sql<{ value: string; n: number }>`
      select t.value, count(*)::int as n
      from comic_books b, jsonb_array_elements_text(b.tags) as t(value)
      where ${bookAllowed(limits)}
      group by t.value order by n desc, t.value`.execute(this.db);
    return result.rows;
  }
}

export type ComicBookRow = Awaited<ReturnType<ComicBooksRepository['byUuids']>>[number];
export type ComicPageRow = Awaited<ReturnType<ComicBooksRepository['pagesOf']>>[number];
