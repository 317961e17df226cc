import { sql } from 'kysely';
import { jsonArrayFrom } from 'kysely/helpers/postgres';
import type { SortOrder } from '@fanverse/contract';
import type { Translations } from '../../db/schema-catalogue';
import { pageOffset, type PageRequest } from '../catalogue/page';
import type { ContentLimits } from '../parental/content-limits';
import { videoAllowedSql } from '../parental/content-ratings';
import type { NumberedBounds } from './page-window';
import type { VideoDb } from './video-db';

/** The episode's own columns an Episode reply needs. */
const OWN_COLUMNS = [
  'e.id',
  'e.uuid',
  'e.guid',
  'e.asset_key',
  'e.title',
  'e.subtitle',
  'e.description',
  'e.description_short',
  'e.number',
  'e.season_id',
  'e.season_num',
  'e.season_position',
  'e.series_id',
  'e.air_date',
  'e.release_date',
  'e.duration',
  'e.ad_markers',
  'e.timestamps',
  'e.has_download_files',
  'e.download_assets',
  'e.playable_on',
  'e.preview_available_on',
  'e.mpaa_rating',
  'e.tv_rating',
  'e.video_uuid',
  'e.video_status',
  'e.wall_type',
  'e.wall_expires',
  'e.wall_restriction',
  'e.requires_premium_code',
  'e.translations',
] as const;

/** What an Episode reply takes from its series and season. */
export interface EpisodeContext {
  series_slug: string;
  series_title: string;
  series_translations: Translations;
  season_title: string;
  season_translations: Translations;
}

/** Episodes whose own rating (TV, else film) is within the limits; an `e` alias in the query. */
const allowedEpisode = (limits: ContentLimits) =>
  videoAllowedSql(limits, sql.ref('e.tv_rating'), sql.ref('e.mpaa_rating'));

/** Which numbering a list pages along: episode `number` in a series, `season_position` in a season. */
type NumberingColumn = 'e.number' | 'e.season_position';

/** A series' episodes, or one season's (by its number in the series). */
export interface EpisodeScope {
  seriesId: number;
  seasonNum?: number;
}

export interface EpisodePage {
  bounds: NumberedBounds;
  /** The page, read on the assumption that the numbering has no gaps (see page-window.ts). */
  rows: EpisodeRow[];
}

/**
 * Episode reads. Every list is one indexed read of one page: by (series_id, number), by
 * (series_id, season_num, season_position) or by (release_date, id), and no query per row.
 *
 * The series and season pages are what the benchmark measures, so each is one statement shaped
 * to be cheap to plan and to decode on PGlite: the number bounds come from one lateral min/max
 * (two index probes), the page is a single-table index range read, the series' fields are read
 * once (not joined into every row), and rows travel as one JSON array (`json_agg`) rather than
 * 36 columns × 20 rows, which PGlite decodes about a third faster. Timestamps then arrive as ISO
 * text; the mapper accepts either form.
 */
export class EpisodesRepository {
  constructor(private readonly db: VideoDb) {}

  private own() {
    return this.db.selectFrom('episodes as e').select(OWN_COLUMNS);
  }

  /** Episodes with their series and season fields, by primary-key joins (for look-ups by uuid). */
  private withContext() {
    return this.db
      .selectFrom('episodes as e')
      .innerJoin('series as s', 's.id', 'e.series_id')
      .innerJoin('seasons as se', 'se.id', 'e.season_id')
      .select(OWN_COLUMNS)
      .select([
        's.slug as series_slug',
        's.title as series_title',
        's.translations as series_translations',
        'se.title as season_title',
        'se.translations as season_translations',
      ]);
  }

  private async rows(query: ReturnType<EpisodesRepository['withContext']>): Promise<EpisodeRow[]> {
    const row = await this.db.selectNoFrom(jsonArrayFrom(query).as('rows')).executeTakeFirstOrThrow();
    return row.rows as EpisodeRow[];
  }

  /**
   * The page as a range of the numbering column counted from the lateral bounds `b` (from the
   * first number ascending, down from the last descending): an index range read however deep.
   */
  private anchoredPage(
    query: ReturnType<EpisodesRepository['own']>,
    column: NumberingColumn,
    request: PageRequest,
    sort: SortOrder,
  ) {
    const offset = pageOffset(request);
    const last = offset + request.pageSize - 1;
    const [low, high] =
      sort === 'asc'
        ? [sql<number>`b.first + ${offset}`, sql<number>`b.first + ${last}`]
        : [sql<number>`b.last - ${last}`, sql<number>`b.last - ${offset}`];
    return query.where(column, '>=', low).where(column, '<=', high).orderBy(column, sort);
  }

  /**
   * A series' episode count (the sum of its season counters, migration 0006), its first and last
   * number and, in the same statement, the page it would be if numbers run without gaps.
   * Undefined when the series is unknown.
   */
  async seriesPage(
    seriesId: number,
    request: PageRequest,
    sort: SortOrder,
  ): Promise<EpisodePage | undefined> {
    const row = await this.db
      .selectFrom('series as s')
      .innerJoinLateral(
        (eb) =>
          eb
            .selectFrom('episodes')
            .where('series_id', '=', seriesId)
            .select((b) => [b.fn.min('number').as('first'), b.fn.max('number').as('last')])
            .as('b'),
        (join) => join.onTrue(),
      )
      .where('s.id', '=', seriesId)
      .select((eb) => [
        's.slug',
        's.title',
        's.translations',
        'b.first',
        'b.last',
        eb
          .selectFrom('episode_counts as c')
          .where('c.series_id', '=', seriesId)
          .select(sql<number>`coalesce(sum(c.total), 0)::int`.as('v'))
          .as('count'),
        jsonArrayFrom(
          eb.selectFrom('seasons').where('series_id', '=', seriesId).select(['id', 'title', 'translations']),
        ).as('seasons'),
        jsonArrayFrom(
          this.anchoredPage(this.own().where('e.series_id', '=', seriesId), 'e.number', request, sort),
        ).as('rows'),
      ])
      .executeTakeFirst();
    if (!row) return undefined;
    const seasons = new Map(row.seasons.map((season) => [season.id, season]));
    const rows = (row.rows as OwnRow[]).map((episode) => ({
      ...episode,
      series_slug: row.slug,
      series_title: row.title,
      series_translations: row.translations,
      season_title: seasons.get(episode.season_id)?.title ?? '',
      season_translations: seasons.get(episode.season_id)?.translations ?? {},
    }));
    return { bounds: { count: row.count ?? 0, first: row.first, last: row.last }, rows };
  }

  /**
   * As seriesPage for one season, along `season_position`. Undefined when the series is
   * unknown; `seasonFound` is false when it has no season of that number.
   */
  async seasonPage(
    seriesId: number,
    seasonNum: number,
    request: PageRequest,
    sort: SortOrder,
  ): Promise<(EpisodePage & { seasonFound: boolean }) | undefined> {
    const row = await this.db
      .selectFrom('series as s')
      .leftJoin('seasons as se', (join) =>
        join.onRef('se.series_id', '=', 's.id').on('se.season_number', '=', seasonNum),
      )
      .innerJoinLateral(
        (eb) =>
          eb
            .selectFrom('episodes')
            .where('series_id', '=', seriesId)
            .where('season_num', '=', seasonNum)
            .select((b) => [b.fn.min('season_position').as('first'), b.fn.max('season_position').as('last')])
            .as('b'),
        (join) => join.onTrue(),
      )
      .where('s.id', '=', seriesId)
      .select((eb) => [
        's.slug',
        's.title',
        's.translations',
        'se.id as season_id',
        'se.title as season_title',
        'se.translations as season_translations',
        'b.first',
        'b.last',
        eb
          .selectFrom('episode_counts as c')
          .where('c.series_id', '=', seriesId)
          .where('c.season_num', '=', seasonNum)
          .select('c.total')
          .as('count'),
        jsonArrayFrom(
          this.anchoredPage(
            this.own().where('e.series_id', '=', seriesId).where('e.season_num', '=', seasonNum),
            'e.season_position',
            request,
            sort,
          ),
        ).as('rows'),
      ])
      .executeTakeFirst();
    if (!row) return undefined;
    const rows = (row.rows as OwnRow[]).map((episode) => ({
      ...episode,
      series_slug: row.slug,
      series_title: row.title,
      series_translations: row.translations,
      season_title: row.season_title ?? '',
      season_translations: row.season_translations ?? {},
    }));
    return {
      seasonFound: row.season_id !== null,
      bounds: { count: row.count ?? 0, first: row.first, last: row.last },
      rows,
    };
  }

  /**
   * The page by OFFSET, for numbering with gaps (correct whatever the numbers), and for a caller
   * under parental `limits`: the episodes above them are left out before paging, so a page is
   * never short (the number ranges of the one-statement page would count them).
   */
  pageByOffset(
    scope: EpisodeScope,
    request: PageRequest,
    sort: SortOrder,
    limits?: ContentLimits,
  ): Promise<EpisodeRow[]> {
    const column: NumberingColumn = scope.seasonNum === undefined ? 'e.number' : 'e.season_position';
    return this.rows(
      this.withContext()
        .where('e.series_id', '=', scope.seriesId)
        .$if(scope.seasonNum !== undefined, (qb) => qb.where('e.season_num', '=', scope.seasonNum!))
        .$if(limits?.videoMax != null, (qb) => qb.where(allowedEpisode(limits!)))
        .orderBy(column, sort)
        .limit(request.pageSize)
        .offset(pageOffset(request)),
    );
  }

  /**
   * For a caller under parental limits: how many of a series' (or one season's) episodes are
   * within them, and whether the season exists (true without a season number).
   */
  async allowedCount(
    scope: EpisodeScope,
    limits: ContentLimits,
  ): Promise<{ count: number; seasonFound: boolean }> {
    const row = await this.db
      .selectNoFrom((eb) => [
        eb
          .selectFrom('episodes as e')
          .where('e.series_id', '=', scope.seriesId)
          .$if(scope.seasonNum !== undefined, (qb) => qb.where('e.season_num', '=', scope.seasonNum!))
          .where(allowedEpisode(limits))
          .select(sql<number>`count(*)::int`.as('n'))
          .as('count'),
        scope.seasonNum === undefined
          ? sql<boolean>`true`.as('season_found')
          : eb
              .exists(
                eb
                  .selectFrom('seasons')
                  .where('series_id', '=', scope.seriesId)
                  .where('season_number', '=', scope.seasonNum)
                  .select(sql.lit(1).as('one')),
              )
              .as('season_found'),
      ])
      .executeTakeFirstOrThrow();
    return { count: row.count ?? 0, seasonFound: Boolean(row.season_found) };
  }

  async byNumber(seriesId: number, number: number): Promise<EpisodeRow | undefined> {
    const [row] = await this.rows(
      this.withContext().where('e.series_id', '=', seriesId).where('e.number', '=', number),
    );
    return row;
  }

  byUuids(uuids: readonly string[]): Promise<EpisodeRow[]> {
    if (uuids.length === 0) return Promise.resolve([]);
    return this.rows(this.withContext().where('e.uuid', 'in', uuids));
  }

  /**
   * Released episodes (release date on or before `today`), at most `cap` of them; under parental
   * `limits`, only those within them (the rail is then the newest `cap` the caller may see).
   */
  async countReleased(today: string, cap: number, limits?: ContentLimits): Promise<number> {
    const row = await this.db
      .selectFrom((eb) =>
        eb
          .selectFrom('episodes as e')
          .where('e.release_date', '<=', today)
          .$if(limits?.videoMax != null, (qb) => qb.where(allowedEpisode(limits!)))
          .orderBy('e.release_date', (ob) => ob.desc().nullsLast())
          .orderBy('e.id', 'desc')
          .limit(cap)
          .select('e.id')
          .as('released'),
      )
      .select(sql<number>`count(*)::int`.as('n'))
      .executeTakeFirstOrThrow();
    return row.n;
  }

  /** Released episodes newest first, along the `episodes_latest` index (within `limits`, if any). */
  latest(today: string, offset: number, limit: number, limits?: ContentLimits): Promise<EpisodeRow[]> {
    return this.rows(
      this.withContext()
        .where('e.release_date', '<=', today)
        .$if(limits?.videoMax != null, (qb) => qb.where(allowedEpisode(limits!)))
        .orderBy('e.release_date', (ob) => ob.desc().nullsLast())
        .orderBy('e.id', 'desc')
        .limit(limit)
        .offset(offset),
    );
  }
}

type OwnSelection = Awaited<ReturnType<ReturnType<EpisodesRepository['own']>['executeTakeFirstOrThrow']>>;

/**
 * An episode's own columns as decoded from JSON: timestamps arrive as ISO text rather than
 * Date; every other column keeps its type (dates are YYYY-MM-DD text either way).
 */
type OwnRow = Omit<OwnSelection, 'wall_expires'> & { wall_expires: string | Date | null };

export type EpisodeRow = OwnRow & EpisodeContext;
