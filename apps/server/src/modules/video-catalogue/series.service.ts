import type { CastMember, Locale, Series } from '@fanverse/contract';
import { ContentLimits } from '../parental/content-limits';
import type { CastRepository } from './cast.repository';
import { toCastMember } from './cast.mapper';
import { notFound } from './not-found';
import { assertSeriesOpen, assertVideoAllowed } from './parental-locks';
import type { SeriesRepository } from './series.repository';
import { toSeries } from './series.mapper';

export class SeriesService {
  constructor(
    private readonly series: SeriesRepository,
    private readonly castMembers: CastRepository,
  ) {}

  async get(id: number, lang: Locale, limits: ContentLimits = ContentLimits.NONE): Promise<Series> {
    const row = await this.series.findById(id);
    if (!row) throw notFound.series();
    assertVideoAllowed(limits, row);
    return toSeries(row, lang);
  }

  async cast(
    seriesId: number,
    lang: Locale,
    limits: ContentLimits = ContentLimits.NONE,
  ): Promise<CastMember[]> {
    await assertSeriesOpen(this.series, seriesId, limits);
    const rows = await this.castMembers.forSeries(seriesId);
    if (!rows) throw notFound.series();
    return rows.map((row) => toCastMember(row, lang));
  }

  /** Series by uuid (one query), keyed by uuid; unknown uuids are absent. */
  async byUuids(uuids: readonly string[], lang: Locale): Promise<Map<string, Series>> {
    const rows = await this.series.byUuids(uuids);
    return new Map(rows.map((row) => [row.uuid, toSeries(row, lang)]));
  }
}
