import type { Episode, Locale, Page, SortOrder } from '@fanverse/contract';
import { assertPageExists, pageOffset, toDefaultPage, type PageRequest } from '../catalogue/page';
import type { EpisodesRepository } from './episodes.repository';
import { toEpisode } from './episode.mapper';
import { notFound } from './not-found';
import type { PageContext } from './page-context';
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
   * when the numbers have gaps.
   */
  async listForSeries(
    seriesId: number,
    request: PageRequest & { sort: SortOrder },
    lang: Locale,
    context: PageContext,
  ): Promise<Page<Episode>> {
    const page = await this.episodes.seriesPage(seriesId, request, request.sort);
    if (!page) throw notFound.series();
    assertPageExists(request, page.bounds.count);
    const rows = isGapless(page.bounds)
      ? page.rows
      : await this.episodes.pageByOffset({ seriesId }, request, request.sort);
    return toDefaultPage(
      rows.map((row) => toEpisode(row, lang)),
      page.bounds.count,
      request,
      context.url,
      context.query,
    );
  }

  /** By its number in the series; an unknown series answers SERIES_NOT_FOUND, not EPISODE_NOT_FOUND. */
  async byNumber(seriesId: number, number: number, lang: Locale): Promise<Episode> {
    const row = await this.episodes.byNumber(seriesId, number);
    if (row) return toEpisode(row, lang);
    throw (await this.series.exists(seriesId)) ? notFound.episode() : notFound.series();
  }

  async byUuid(uuid: string, lang: Locale): Promise<Episode> {
    const [row] = await this.episodes.byUuids([uuid]);
    if (!row) throw notFound.episode();
    return toEpisode(row, lang);
  }

  /** Episodes by uuid (one query), keyed by uuid; unknown uuids are absent. */
  async byUuids(uuids: readonly string[], lang: Locale): Promise<Map<string, Episode>> {
    const rows = await this.episodes.byUuids(uuids);
    return new Map(rows.map((row) => [row.uuid, toEpisode(row, lang)]));
  }

  /** Released episodes (release date today or earlier, UTC), newest first. */
  async latest(request: PageRequest, lang: Locale, context: PageContext): Promise<Page<Episode>> {
    const today = this.today();
    const count = await this.episodes.countReleased(today, LATEST_EPISODES);
    assertPageExists(request, count);
    const offset = pageOffset(request);
    const limit = Math.max(0, Math.min(request.pageSize, count - offset));
    const rows = limit === 0 ? [] : await this.episodes.latest(today, offset, limit);
    return toDefaultPage(
      rows.map((row) => toEpisode(row, lang)),
      count,
      request,
      context.url,
      context.query,
    );
  }
}
