import type { Clip, ClipType, Locale, Page } from '@fanverse/contract';
import { assertPageExists, pageOffset, toDefaultPage, type PageRequest } from '../catalogue/page';
import type { ClipOwner, ClipsRepository } from './clips.repository';
import { toClip } from './clip.mapper';
import { notFound } from './not-found';
import type { PageContext } from './page-context';

export interface ClipsQuery extends PageRequest {
  clipType?: ClipType;
}

export class ClipsService {
  constructor(private readonly clips: ClipsRepository) {}

  async get(uuid: string, lang: Locale): Promise<Clip> {
    const [row] = await this.clips.byUuids([uuid]);
    if (!row) throw notFound.clip();
    return toClip(row, lang);
  }

  /** Clips by uuid (one query), keyed by uuid; unknown uuids are absent. */
  async byUuids(uuids: readonly string[], lang: Locale): Promise<Map<string, Clip>> {
    const rows = await this.clips.byUuids(uuids);
    return new Map(rows.map((row) => [row.uuid, toClip(row, lang)]));
  }

  /** The clips an object owns (`clip_owners`), optionally of one clip type. */
  async forOwner(
    owner: ClipOwner,
    query: ClipsQuery,
    lang: Locale,
    context: PageContext,
  ): Promise<Page<Clip>> {
    const { found, count } = await this.clips.ownerClipCount(owner, query.clipType);
    if (!found) throw notFound.resource(`${owner.type} ${owner.uuid}`);
    assertPageExists(query, count);
    const rows =
      count === 0
        ? []
        : await this.clips.pageForOwner(owner, query.clipType, pageOffset(query), query.pageSize);
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
  ): Promise<Page<Clip>> {
    if (!(await this.clips.holds(container, owner))) {
      throw notFound.resource(`${owner.type} ${owner.uuid} in ${container.type} ${container.uuid}`);
    }
    return this.forOwner(owner, query, lang, context);
  }
}
