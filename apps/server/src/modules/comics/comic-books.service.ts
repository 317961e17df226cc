import {
  CatalogueServerCode,
  SERIES_BOOKS_PAGE_SIZE,
  type BookType,
  type ComicBook,
  type Locale,
  type Page,
  type SortOrder,
} from '@fanverse/contract';
import { AppError } from '../../errors/app-error';
import { assertPageExists, pageOffset, toDefaultPage } from '../catalogue/page';
import type { ContentLimits } from '../parental/content-limits';
import { parentalLock } from '../parental/content-ratings';
import type { PageContext } from '../video-catalogue/page-context';
import type { ComicBookRow, ComicBooksRepository, ComicPageRow } from './comic-books.repository';
import { toComicBook } from './comic-book.mapper';
import type { ComicSeriesRepository } from './comic-series.repository';

export const comicNotFound = (what: string) =>
  AppError.notFound(CatalogueServerCode.RESOURCE_NOT_FOUND, `${what} not found`);

/**
 * 403 PARENTAL_LOCK for a comic (book or series) above the caller's limits, naming its rating;
 * nothing when the limits allow it. A book is judged by its own age rating (the catalogue rates
 * every book; an unrated one is the strictest, as everywhere).
 */
export function assertComicAllowed(limits: ContentLimits, item: { age_rating: string }): void {
  if (!limits.allowsComic(item)) throw parentalLock(item.age_rating.trim());
}

/** Comic books: one by uuid, many by uuid (item loaders), a series' books of one type. */
export class ComicBooksService {
  constructor(
    private readonly books: ComicBooksRepository,
    private readonly series: ComicSeriesRepository,
  ) {}

  /** One book; 404 unknown, 403 PARENTAL_LOCK above the limits. */
  async get(uuid: string, lang: Locale, limits: ContentLimits): Promise<ComicBook> {
    const row = await this.books.byUuid(uuid);
    if (!row) throw comicNotFound(`Book ${uuid}`);
    assertComicAllowed(limits, row);
    return (await this.withPages([row], lang))[0]!;
  }

  /** Books by uuid (two queries: books, then their pages), keyed by uuid; unknown ones absent. */
  async byUuids(uuids: readonly string[], lang: Locale): Promise<Map<string, ComicBook>> {
    const books = await this.withPages(await this.books.byUuids(uuids), lang);
    return new Map(books.map((book) => [book.uuid, book]));
  }

  /** Mapped books, each with its pages (one query for all of them). */
  async withPages(rows: readonly ComicBookRow[], lang: Locale): Promise<ComicBook[]> {
    const pages = await this.books.pagesOf(rows.map((row) => row.id));
    const byBook = new Map<number, ComicPageRow[]>();
    for (const page of pages) {
      const list = byBook.get(page.book_id) ?? [];
      list.push(page);
      byBook.set(page.book_id, list);
    }
    return rows.map((row) => toComicBook(row, byBook.get(row.id) ?? [], lang));
  }

  /**
   * GET /api/comics/1/series/{uuid}/books/{bookType}: the series' books of the type by
   * sort_index, SERIES_BOOKS_PAGE_SIZE a page. Unknown series 404; a page past the last 404 code 5.
   * Under parental limits: a series above them 403 PARENTAL_LOCK, and only the books within them
   * are counted and paged.
   */
  async inSeries(
    seriesUuid: string,
    type: BookType,
    request: { page: number; sort: SortOrder },
    lang: Locale,
    context: PageContext,
    limits: ContentLimits,
  ): Promise<Page<ComicBook>> {
    const series = await this.series.byUuid(seriesUuid);
    if (!series) throw comicNotFound(`Comic series ${seriesUuid}`);
    assertComicAllowed(limits, series);
    const pageRequest = { page: request.page, pageSize: SERIES_BOOKS_PAGE_SIZE };
    const count = await this.books.countInSeries(series.id, type, limits);
    assertPageExists(pageRequest, count);
    const rows =
      count === 0
        ? []
        : await this.books.pageInSeries(
            series.id,
            type,
            request.sort,
            pageOffset(pageRequest),
            SERIES_BOOKS_PAGE_SIZE,
            limits,
          );
    return toDefaultPage(await this.withPages(rows, lang), count, pageRequest, context.url, context.query);
  }
}
