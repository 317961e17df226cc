import type { Episode, Locale, Page, SortOrder } from '@fanverse/contract';
import { assertPageExists, pageOffset, toDefaultPage, type PageRequest } from '../catalogue/page';
import { ContentLimits } from '../parental/content-limits';
import type { EpisodePage, EpisodeRow, EpisodeScope, EpisodesRepository } from './episodes.repository';
import { toEpisode } from './episode.mapper';
import { notFound } from './not-found';
import type { PageContext } from './page-context';
import { assertSeriesOpen, assertVideoAllowed } from './parental-locks';
import { isGapless } from './page-window';
import type { SeriesRepository } from './series.repository';

/** Latest episodes is a rail of what came out recently, not an archive: its newest 200. */
export const LATEST_EPISODES = 200;

export interface EpisodesServiceOptions {
  /** Today's date (YYYY-MM-DD, UTC); replaceable so tests can pin "released". */
  today?: () => string;
}

export class EpisodesService {
  private readonly today: () => string;

  constructor(
    private readonly episodes: EpisodesRepository,
    private readonly series: SeriesRepository,
    options: EpisodesServiceOptions = {},
  ) {
    this.today = options.today ?? (() => new Date().toISOString().slice(0, 10));
  }

  /**
   * A page of a series' episodes by number: one statement whatever the series' size or the page
   * (the count, the number bounds and the page as an index range); a second one, by OFFSET, only
   * when the numbers have gaps. Under parental limits: 403 when the series is locked, else the
   * episodes above the limits are left out, counted and paged by OFFSET (see limitedPage).
   */
  async listForSeries(
    seriesId: number,
    request: PageRequest & { sort: SortOrder },
    lang: Locale,
    context: PageContext,
    limits: ContentLimits = ContentLimits.NONE,
  ): Promise<Page<Episode>> {
    const scope = { seriesId };
    if (limits.videoMax !== null)
      return this.limitedPage(scope, request, request.sort, lang, context, limits);
    const page = await this.episodes.seriesPage(seriesId, request, request.sort);
    if (!page) throw notFound.series();
    return this.numberedPage(scope, page, request, request.sort, lang, context);
  }

  /**
   * The page a one-statement read found (the count, the number bounds and the page as an index
   * range), as a series' or a season's list answers it; read again by OFFSET only when the
   * numbers have gaps (the range is then not the page). The caller has checked the series and
   * season exist.
   */
  async numberedPage(
    scope: EpisodeScope,
    read: EpisodePage,
    request: PageRequest,
    sort: SortOrder,
    lang: Locale,
    context: PageContext,
  ): Promise<Page<Episode>> {
    assertPageExists(request, read.bounds.count);
    const rows = isGapless(read.bounds) ? read.rows : await this.episodes.pageByOffset(scope, request, sort);
    return toEpisodePage(rows, read.bounds.count, request, lang, context);
  }

  /**
   * The page of a series' (or a season's) episodes for a caller under parental limits: 403 when
   * the series is locked, else the episodes above them are left out in SQL before counting and
   * paging, so counts and pages stay right. Paged by OFFSET: the number-range fast path assumes
   * every number is on the page. A missing season answers SEASON_NOT_FOUND.
   */
  async limitedPage(
    scope: EpisodeScope,
    request: PageRequest,
    sort: SortOrder,
    lang: Locale,
    context: PageContext,
    limits: ContentLimits,
  ): Promise<Page<Episode>> {
    await assertSeriesOpen(this.series, scope.seriesId, limits);
    const { count, seasonFound } = await this.episodes.allowedCount(scope, limits);
    if (!seasonFound) throw notFound.season();
    assertPageExists(request, count);
    const rows = count === 0 ? [] : await this.episodes.pageByOffset(scope, request, sort, limits);
    return toEpisodePage(rows, count, request, lang, context);
  }

  /**
   * By its number in the series; an unknown series answers SERIES_NOT_FOUND, not EPISODE_NOT_FOUND.
   * An episode above the caller's limits (by its own rating) answers 403 PARENTAL_LOCK.
   */
  async byNumber(
    seriesId: number,
    number: number,
    lang: Locale,
    limits: ContentLimits = ContentLimits.NONE,
  ): Promise<Episode> {
    const row = await this.episodes.byNumber(seriesId, number);
    if (row) {
      assertVideoAllowed(limits, row);
      return toEpisode(row, lang);
    }
    throw (await this.series.exists(seriesId)) ? notFound.episode() : notFound.series();
  }

  async byUuid(uuid: string, lang: Locale, limits: ContentLimits = ContentLimits.NONE): Promise<Episode> {
    const [row] = await this.episodes.byUuids([uuid]);
    if (!row) throw notFound.episode();
    assertVideoAllowed(limits, row);
    return toEpisode(row, lang);
  }

  /**
   * Episodes by uuid (one query), keyed by uuid; unknown uuids are absent (item loaders: the
   * registry leaves out those above the caller's limits by their wire rating).
   */
  async byUuids(uuids: readonly string[], lang: Locale): Promise<Map<string, Episode>> {
    const rows = await this.episodes.byUuids(uuids);
    return new Map(rows.map((row) => [row.uuid, toEpisode(row, lang)]));
  }

  /**
   * Released episodes (release date today or earlier, UTC), newest first; under parental limits
   * only those within them, counted in SQL (so "recently added" never holds a locked title).
   */
  async latest(
    request: PageRequest,
    lang: Locale,
    context: PageContext,
    limits: ContentLimits = ContentLimits.NONE,
  ): Promise<Page<Episode>> {
    const today = this.today();
    const count = await this.episodes.countReleased(today, LATEST_EPISODES, limits);
    assertPageExists(request, count);
    const offset = pageOffset(request);
    const limit = Math.max(0, Math.min(request.pageSize, count - offset));
    const rows = limit === 0 ? [] : await this.episodes.latest(today, offset, limit, limits);
    return toEpisodePage(rows, count, request, lang, context);
  }
}

/** Episode rows as one page of a list call, its links pointing back where it was asked. */
function toEpisodePage(
  rows: EpisodeRow[],
  count: number,
  request: PageRequest,
  lang: Locale,
  context: PageContext,
): Page<Episode> {
  return toDefaultPage(
    rows.map((row) => toEpisode(row, lang)),
    count,
    request,
    context.url,
    context.query,
  );
}
