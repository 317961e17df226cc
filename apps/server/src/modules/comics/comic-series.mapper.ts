import type { ComicSeries, Locale } from '@fanverse/contract';
import { translated } from '../catalogue/translate';
import type { ComicSeriesRow, SeriesBookRow } from './comic-series.repository';
import { comicPaths } from './comic-paths';

/**
 * Series row and its books (in reading order) → wire. `num_books` and `book_uuids` are keyed by
 * the lower-cased book type and list only the types the series has; `issue_numbers` are those of
 * its `issue` books. Translatable: title and description.
 */
export function toComicSeries(
  row: ComicSeriesRow,
  books: readonly SeriesBookRow[],
  lang: Locale,
): ComicSeries {
  const text = (field: string, english: string) => translated(row, field, english, lang);
  const bookUuids: Record<string, string[]> = {};
  const issueNumbers: number[] = [];
  for (const book of books) {
    const key = book.book_type.toLowerCase();
    (bookUuids[key] ??= []).push(book.uuid);
    if (book.book_type === 'issue' && book.issue_number !== null) issueNumbers.push(book.issue_number);
  }
  return {
    uuid: row.uuid,
    slug: row.slug,
    asset_key: row.asset_key,
    title: text('title', row.title),
    description: text('description', row.description),
    age_rating: row.age_rating,
    publisher: row.publisher,
    reading_direction: row.reading_direction,
    tags: row.tags,
    num_books: Object.fromEntries(Object.entries(bookUuids).map(([type, uuids]) => [type, uuids.length])),
    book_uuids: bookUuids,
    issue_numbers: issueNumbers,
    url: comicPaths.series(row.uuid, row.slug),
  };
}
