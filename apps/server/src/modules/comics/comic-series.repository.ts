import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { ContentLimits } from '../parental/content-limits';
import { comicAllowedSql } from '../parental/content-ratings';

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

  /**
   * The books of the series within the limits (the summary a series reply lists), in reading
   * order (sort_index, then id).
   */
  booksOf(seriesIds: readonly number[], limits: ContentLimits = ContentLimits.NONE) {
    if (seriesIds.length === 0) return Promise.resolve([]);
    return this.db
      .selectFrom('comic_books as b')
      .select(['b.series_id', 'b.uuid', 'b.book_type', 'b.issue_number'])
      .where('b.series_id', 'in', seriesIds)
      .where(comicAllowedSql(limits, sql.ref('b.age_rating')))
      .orderBy('b.series_id')
      .orderBy('b.sort_index')
      .orderBy('b.id')
      .execute();
  }

  /**
   * The featured series of the comics home: the one whose newest book is the newest of all (ties
   * by the most books), so the masthead follows what was just released. Under parental limits,
   * among the series and books within them only.
   */
  async featured(limits: ContentLimits) {
    const newest = await this.db
      .selectFrom('comic_books as b')
      .innerJoin('comic_series as s', 's.id', 'b.series_id')
      .select('b.series_id')
      .where(comicAllowedSql(limits, sql.ref('b.age_rating')))
      .where(comicAllowedSql(limits, sql.ref('s.age_rating')))
      .groupBy('b.series_id')
      .orderBy(sql`max(b.release_date) desc nulls last`)
      .orderBy(sql`count(*) desc`)
      .orderBy('b.series_id')
      .limit(1)
      .executeTakeFirst();
    if (!newest) return undefined;
    return this.series().where('id', '=', newest.series_id).executeTakeFirst();
  }
}

export type ComicSeriesRow = Awaited<ReturnType<ComicSeriesRepository['byUuids']>>[number];
export type SeriesBookRow = Awaited<ReturnType<ComicSeriesRepository['booksOf']>>[number];
