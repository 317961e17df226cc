import { sql, type ExpressionBuilder } from 'kysely';
import { jsonArrayFrom } from 'kysely/helpers/postgres';
import type { VideoDatabase, VideoDb } from './video-db';

/** How many cast members a Series reply lists in `actors` (the cast call has them all). */
export const SERIES_ACTORS = 5;

const SERIES_COLUMNS = [
  's.id',
  's.uuid',
  's.slug',
  's.asset_key',
  's.title',
  's.native_lang_title',
  's.description',
  's.marketing_headline',
  's.series_type',
  's.is_exclusive',
  's.original_content',
  's.year',
  's.end_year',
  's.country',
  's.broadcast_language',
  's.network',
  's.mpaa_rating',
  's.tv_rating',
  's.avg_rating',
  's.fan_count',
  's.starring',
  's.directors',
  's.keywords',
  's.tags',
  's.subtitle_availability',
  's.available_in',
  's.premium_walled_in',
  's.trailer_clip_uuid',
  's.masthead',
  's.translations',
] as const;

type SeriesScope = ExpressionBuilder<VideoDatabase & { s: VideoDatabase['series'] }, 's'>;

/**
 * Counts, actors and genres of each series as correlated subqueries: one statement for one
 * series or a whole rail of them. Episode counts come from the per-season counters (migration
 * 0006), so a series of 100,000 episodes costs what a series of ten does.
 */
function seriesDetails(eb: SeriesScope) {
  return [
    eb
      .selectFrom('seasons as se')
      .whereRef('se.series_id', '=', 's.id')
      .select(sql<number>`count(*)::int`.as('n'))
      .as('num_seasons'),
    eb
      .selectFrom('episode_counts as c')
      .whereRef('c.series_id', '=', 's.id')
      .select(sql<number>`coalesce(sum(c.total), 0)::int`.as('n'))
      .as('total_episodes'),
    eb
      .selectFrom('episode_counts as c')
      .whereRef('c.series_id', '=', 's.id')
      .select(sql<number>`coalesce(sum(c.approved), 0)::int`.as('n'))
      .as('approved_episodes'),
    jsonArrayFrom(
      eb
        .selectFrom('series_cast as sc')
        .innerJoin('cast_members as cm', 'cm.id', 'sc.cast_member_id')
        .whereRef('sc.series_id', '=', 's.id')
        .orderBy('sc.position')
        .orderBy('cm.id')
        .limit(SERIES_ACTORS)
        .select(['cm.id', 'cm.asset_key', 'cm.names', 'sc.character_name', 'sc.translations']),
    ).as('actors'),
    jsonArrayFrom(
      eb
        .selectFrom('series_genres as sg')
        .innerJoin('genres as g', 'g.slug', 'sg.genre_slug')
        .whereRef('sg.series_id', '=', 's.id')
        .orderBy('sg.position')
        .orderBy('g.slug')
        .select(['g.slug', 'g.name', 'g.translations']),
    ).as('genres'),
  ];
}

export class SeriesRepository {
  constructor(private readonly db: VideoDb) {}

  private series() {
    return this.db
      .selectFrom('series as s')
      .select(SERIES_COLUMNS)
      .select((eb) => seriesDetails(eb));
  }

  findById(id: number) {
    return this.series().where('s.id', '=', id).executeTakeFirst();
  }

  byUuids(uuids: readonly string[]) {
    if (uuids.length === 0) return Promise.resolve([]);
    return this.series().where('s.uuid', 'in', uuids).execute();
  }

  /** A series' rating columns (what parental controls judge it by); undefined when it is unknown. */
  rating(id: number) {
    return this.db
      .selectFrom('series')
      .where('id', '=', id)
      .select(['tv_rating', 'mpaa_rating'])
      .executeTakeFirst();
  }

  async exists(id: number): Promise<boolean> {
    const row = await this.db.selectFrom('series').where('id', '=', id).select('id').executeTakeFirst();
    return row !== undefined;
  }
}

export type SeriesRow = NonNullable<Awaited<ReturnType<SeriesRepository['findById']>>>;
