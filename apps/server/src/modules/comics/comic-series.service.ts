import type { ComicSeries, Locale } from '@fanverse/contract';
import { ContentLimits } from '../parental/content-limits';
import { assertComicAllowed, comicNotFound } from './comic-books.service';
import type { ComicSeriesRepository, SeriesBookRow } from './comic-series.repository';
import { toComicSeries } from './comic-series.mapper';

/** Comic series: one by uuid, many by uuid (item loaders). */
export class ComicSeriesService {
  constructor(private readonly series: ComicSeriesRepository) {}

  /**
   * One series; 404 unknown, 403 PARENTAL_LOCK above the limits. Its books' summary (`num_books`,
   * `book_uuids`, `issue_numbers`) lists only the books within the limits.
   */
  async get(uuid: string, lang: Locale, limits: ContentLimits): Promise<ComicSeries> {
    // Postgres answers uuids lower-cased; the pattern lets either case in.
    const key = uuid.toLowerCase();
    const series = (await this.byUuids([key], lang, limits)).get(key);
    if (!series) throw comicNotFound(`Comic series ${uuid}`);
    assertComicAllowed(limits, series);
    return series;
  }

  /**
   * Series by uuid with their books' summary (two queries), keyed by uuid; the summary lists the
   * books within `limits` (a series above them is the caller's to refuse or leave out).
   */
  async byUuids(
    uuids: readonly string[],
    lang: Locale,
    limits: ContentLimits = ContentLimits.NONE,
  ): Promise<Map<string, ComicSeries>> {
    const rows = await this.series.byUuids(uuids);
    const books = await this.series.booksOf(
      rows.map((row) => row.id),
      limits,
    );
    const bySeries = new Map<number, SeriesBookRow[]>();
    for (const book of books) {
      const list = bySeries.get(book.series_id) ?? [];
      list.push(book);
      bySeries.set(book.series_id, list);
    }
    return new Map(rows.map((row) => [row.uuid, toComicSeries(row, bySeries.get(row.id) ?? [], lang)]));
  }
}
