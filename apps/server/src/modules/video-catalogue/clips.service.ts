import type { Clip, ClipType, Locale, Page } from '@fanverse/contract';
import { assertPageExists, pageOffset, toDefaultPage, type PageRequest } from '../catalogue/page';
import { ContentLimits } from '../parental/content-limits';
import type { ClipOwner, ClipsRepository } from './clips.repository';
import { toClip } from './clip.mapper';
import { notFound } from './not-found';
import type { PageContext } from './page-context';
import { assertVideoAllowed, seriesRating } from './parental-locks';

export interface ClipsQuery extends PageRequest {
  clipType?: ClipType;
}

export class ClipsService {
  constructor(private readonly clips: ClipsRepository) {}

  /** A clip; 403 PARENTAL_LOCK when its series is above the caller's limits (or it has none). */
  async get(uuid: string, lang: Locale, limits: ContentLimits = ContentLimits.NONE): Promise<Clip> {
    const [row] = await this.clips.byUuids([uuid]);
    if (!row) throw notFound.clip();
    assertVideoAllowed(limits, seriesRating(row));
    return toClip(row, lang);
  }

  /**
   * Clips by uuid (one query), keyed by uuid; unknown uuids are absent, and so are clips above the
   * caller's `limits` by their series' rating (a Clip item does not carry it).
   */
  async byUuids(
    uuids: readonly string[],
    lang: Locale,
    limits: ContentLimits = ContentLimits.NONE,
  ): Promise<Map<string, Clip>> {
    const rows = await this.clips.byUuids(uuids);
    return new Map(
      rows.filter((row) => limits.allowsVideo(seriesRating(row))).map((row) => [row.uuid, toClip(row, lang)]),
    );
  }

  /**
   * The clips an object owns (`clip_owners`), optionally of one clip type; under parental limits
   * only those within them, left out in SQL before counting and paging.
   */
  async forOwner(
    owner: ClipOwner,
    query: ClipsQuery,
    lang: Locale,
    context: PageContext,
    limits: ContentLimits = ContentLimits.NONE,
  ): Promise<Page<Clip>> {
    const { found, count } = await this.clips.ownerClipCount(owner, query.clipType, limits);
    if (!found) throw notFound.resource(`${owner.type} ${owner.uuid}`);
    assertPageExists(query, count);
    const rows =
      count === 0
        ? []
        : await this.clips.pageForOwner(owner, query.clipType, pageOffset(query), query.pageSize, limits);
    return toDefaultPage(
      rows.map((row) => toClip(row, lang)),
      count,
      query,
      context.url,
      context.query,
    );
  }

  /** As forOwner, once the object is known to belong to the container (else 404). */
  async forOwnerIn(
    container: ClipOwner,
    owner: ClipOwner,
    query: ClipsQuery,
    lang: Locale,
    context: PageContext,
    limits: ContentLimits = ContentLimits.NONE,
  ): Promise<Page<Clip>> {
    if (!(await this.clips.holds(container, owner))) {
      throw notFound.resource(`${owner.type} ${owner.uuid} in ${container.type} ${container.uuid}`);
    }
    return this.forOwner(owner, query, lang, context, limits);
  }
}
