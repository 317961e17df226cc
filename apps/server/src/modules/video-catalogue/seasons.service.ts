import {
  EPISODES_PAGE_SIZE,
  type Episode,
  type Locale,
  type Page,
  type Season,
  type SortOrder,
} from '@fanverse/contract';
import { assertPageExists, pageOffset, toDefaultPage } from '../catalogue/page';
import { ContentLimits } from '../parental/content-limits';
import type { EpisodesService } from './episodes.service';
import type { EpisodesRepository } from './episodes.repository';
import { notFound } from './not-found';
import type { PageContext } from './page-context';
import { assertSeriesOpen, seriesRating } from './parental-locks';
import type { SeasonsRepository } from './seasons.repository';
import { toSeason } from './season.mapper';
import type { SeriesRepository } from './series.repository';

/** Seasons and season episodes are paged by 20; their calls take no page size (spec §7). */
export const SEASONS_PAGE_SIZE = 20;

export class SeasonsService {
  constructor(
    private readonly seasons: SeasonsRepository,
    private readonly episodes: EpisodesRepository,
    private readonly series: SeriesRepository,
    private readonly episodesService: EpisodesService,
  ) {}

  /** A series' seasons; 403 PARENTAL_LOCK when the series is above the caller's limits. */
  async list(
    seriesId: number,
    page: number,
    lang: Locale,
    context: PageContext,
    limits: ContentLimits = ContentLimits.NONE,
  ): Promise<Page<Season>> {
    await assertSeriesOpen(this.series, seriesId, limits);
    const request = { page, pageSize: SEASONS_PAGE_SIZE };
    const count = await this.seasons.countInSeries(seriesId);
    if (count === undefined) throw notFound.series();
    assertPageExists(request, count);
    const rows =
      count === 0 ? [] : await this.seasons.pageInSeries(seriesId, pageOffset(request), request.pageSize);
    return toDefaultPage(
      rows.map((row) => toSeason(row, lang)),
      count,
      request,
      context.url,
      context.query,
    );
  }

  /**
   * A season's episodes by `season_position`: the same one-statement paging as the series list.
   * Under parental limits, as the series list: 403 when the series is locked, else the episodes
   * above the limits left out before counting and paging.
   */
  async episodesOf(
    seriesId: number,
    seasonNumber: number,
    query: { page: number; sort: SortOrder },
    lang: Locale,
    context: PageContext,
    limits: ContentLimits = ContentLimits.NONE,
  ): Promise<Page<Episode>> {
    const request = { page: query.page, pageSize: EPISODES_PAGE_SIZE };
    const scope = { seriesId, seasonNum: seasonNumber };
    if (limits.videoMax !== null) {
      return this.episodesService.limitedPage(scope, request, query.sort, lang, context, limits);
    }
    const page = await this.episodes.seasonPage(seriesId, seasonNumber, request, query.sort);
    if (!page) throw notFound.series();
    if (!page.seasonFound) throw notFound.season();
    return this.episodesService.numberedPage(scope, page, request, query.sort, lang, context);
  }

  /**
   * Seasons by uuid (one query), keyed by uuid; unknown uuids are absent, and so are seasons
   * whose series is above the caller's `limits` (a Season item does not carry its rating).
   */
  async byUuids(
    uuids: readonly string[],
    lang: Locale,
    limits: ContentLimits = ContentLimits.NONE,
  ): Promise<Map<string, Season>> {
    const rows = await this.seasons.byUuids(uuids);
    return new Map(
      rows
        .filter((row) => limits.allowsVideo(seriesRating(row)))
        .map((row) => [row.uuid, toSeason(row, lang)]),
    );
  }
}
