import { sql } from 'kysely';
import type { VideoDb } from './video-db';

const SEASON_COLUMNS = [
  'se.id',
  'se.uuid',
  'se.asset_key',
  'se.season_number',
  'se.series_id',
  'se.title',
  'se.description_short',
  'se.description_long',
  'se.translations',
  's.title as series_title',
  's.translations as series_translations',
  // A season is rated by its series (parental controls).
  's.tv_rating as series_tv_rating',
  's.mpaa_rating as series_mpaa_rating',
] as const;

/** Season reads; approved episode counts come from the per-season counters (migration 0006). */
export class SeasonsRepository {
  constructor(private readonly db: VideoDb) {}

  private seasons() {
    return this.db
      .selectFrom('seasons as se')
      .innerJoin('series as s', 's.id', 'se.series_id')
      .leftJoin('episode_counts as c', (join) =>
        join.onRef('c.series_id', '=', 'se.series_id').onRef('c.season_num', '=', 'se.season_number'),
      )
      .select(SEASON_COLUMNS)
      .select(sql<number>`coalesce(c.approved, 0)`.as('approved_episodes'));
  }

  /** The number of seasons of a series; undefined when the series is unknown. */
  async countInSeries(seriesId: number): Promise<number | undefined> {
    const row = await this.db
      .selectFrom('series as s')
      .where('s.id', '=', seriesId)
      .select((eb) =>
        eb
          .selectFrom('seasons as se')
          .whereRef('se.series_id', '=', 's.id')
          .select(sql<number>`count(*)::int`.as('n'))
          .as('n'),
      )
      .executeTakeFirst();
    return row && (row.n ?? 0);
  }

  pageInSeries(seriesId: number, offset: number, limit: number) {
    return this.seasons()
      .where('se.series_id', '=', seriesId)
      .orderBy('se.season_number')
      .limit(limit)
      .offset(offset)
      .execute();
  }

  byUuids(uuids: readonly string[]) {
    if (uuids.length === 0) return Promise.resolve([]);
    return this.seasons().where('se.uuid', 'in', uuids).execute();
  }
}

export type SeasonRow = Awaited<ReturnType<SeasonsRepository['byUuids']>>[number];
