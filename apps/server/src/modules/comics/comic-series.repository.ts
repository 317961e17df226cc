import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/schema';

/** Comic series and the summary of their books (types, order, issue numbers). */
export class ComicSeriesRepository {
  constructor(private readonly db: Kysely<Database>) {}

  private series() {
    return this.db
      .selectFrom('comic_series')
      .select([
        'id',
        'uuid',
        'slug',
        'asset_key',
        'title',
        'description',
        'age_rating',
        'publisher',
        'reading_direction',
        'tags',
        'translations',
      ]);
  }

  byUuids(uuids: readonly string[]) {
    if (uuids.length === 0) return Promise.resolve([]);
    return this.series().where('uuid', 'in', uuids).execute();
  }

  async byUuid(uuid: string) {
    const [row] = await this.byUuids([uuid]);
    return row;
  }

  /** The books of the series, in reading order (sort_index, then id). */
  booksOf(seriesIds: readonly number[]) {
    if (seriesIds.length === 0) return Promise.resolve([]);
    return this.db
      .selectFrom('comic_books')
      .select(['series_id', 'uuid', 'book_type', 'issue_number'])
      .where('series_id', 'in', seriesIds)
      .orderBy('series_id')
      .orderBy('sort_index')
      .orderBy('id')
      .execute();
  }

  /**
   * The featured series of the comics home: the one whose newest book is the newest of all (ties
   * by the most books), so the masthead follows what was just released.
   */
  async featured() {
    const newest = await this.db
      .selectFrom('comic_books')
      .select('series_id')
      .groupBy('series_id')
      .orderBy(sql`max(release_date) desc nulls last`)
      .orderBy(sql`count(*) desc`)
      .orderBy('series_id')
      .limit(1)
      .executeTakeFirst();
    if (!newest) return undefined;
    return this.series().where('id', '=', newest.series_id).executeTakeFirst();
  }
}

export type ComicSeriesRow = Awaited<ReturnType<ComicSeriesRepository['byUuids']>>[number];
export type SeriesBookRow = Awaited<ReturnType<ComicSeriesRepository['booksOf']>>[number];
