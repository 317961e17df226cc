import type { ComicSeries, Locale } from '@fanverse/contract';
import { comicNotFound } from './comic-books.service';
import type { ComicSeriesRepository, SeriesBookRow } from './comic-series.repository';
import { toComicSeries } from './comic-series.mapper';

/** Comic series: one by uuid, many by uuid (item loaders). */
export class ComicSeriesService {
  constructor(private readonly series: ComicSeriesRepository) {}

  async get(uuid: string, lang: Locale): Promise<ComicSeries> {
    // Postgres answers uuids lower-cased; the pattern lets either case in.
    const key = uuid.toLowerCase();
    const series = (await this.byUuids([key], lang)).get(key);
    if (!series) throw comicNotFound(`Comic series ${uuid}`);
    return series;
  }

  /** Series by uuid with their books' summary (two queries), keyed by uuid. */
  async byUuids(uuids: readonly string[], lang: Locale): Promise<Map<string, ComicSeries>> {
    const rows = await this.series.byUuids(uuids);
    const books = await this.series.booksOf(rows.map((row) => row.id));
    const bySeries = new Map<number, SeriesBookRow[]>();
    for (const book of books) {
      const list = bySeries.get(book.series_id) ?? [];
      list.push(book);
      bySeries.set(book.series_id, list);
    }
    return new Map(rows.map((row) => [row.uuid, toComicSeries(row, bySeries.get(row.id) ?? [], lang)]));
  }
}
