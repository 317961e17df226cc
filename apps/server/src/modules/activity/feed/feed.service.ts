import {
  CatalogueServerCode,
  type ActivityContainerType,
  type ConsumeNextItem,
  type Locale,
  type NextObjectType,
} from '@fanverse/contract';
import { AppError } from '../../../errors/app-error';
import type { PremiumStateOf } from '../../claims/premium-state';
import type { ContentLimits } from '../../parental/content-limits';
import { contentKey, parentalLock, type ContentRatings } from '../../parental/content-ratings';
import { ActivityVisibility, type ActivityViewer } from '../activity-visibility';
import { toConsumeNextItem } from './feed.mapper';
import type { FeedKey, FeedRepository, FeedRow } from './feed.repository';

export interface FeedQuery {
  includeVideos: boolean;
  includeBooks: boolean;
  includeCollections: boolean;
  limit: number;
  page: number;
}

export interface FeedPage {
  items: ConsumeNextItem[];
  hasMore: boolean;
}

/**
 * Rows read per batch beyond what the page still needs: a few containers that turn out walled
 * then cost no second round trip.
 */
const BATCH_MARGIN = 8;

/**
 * The consume-next feed (catalogue spec §4 "Continue-watching feed", docs/activity.md): the
 * member's containers, newest first, each as the item to consume next from it. The derivation
 * (current or next item, the joins to titles and art) is SQL, a batch per statement; whether the
 * member may still see an item is the contract's access rule, here, so a page is counted over
 * the items that stay (a walled container leaves no hole in a page). Parental limits (issue 23)
 * are one more such rule: a container whose item (current or up next) is above the member's
 * limits leaves the feed, and the next-object call answers 403 PARENTAL_LOCK for it, so "up next"
 * never offers a locked episode or book.
 */
export class FeedService {
  constructor(
    private readonly feeds: FeedRepository,
    private readonly premiumStateOf: PremiumStateOf,
    private readonly ratings: ContentRatings,
    private readonly now: () => number = Date.now,
  ) {}

  async page(
    userId: string,
    country: string,
    query: FeedQuery,
    lang: Locale,
    limits: ContentLimits,
  ): Promise<FeedPage> {
    const types: ActivityContainerType[] = [];
    if (query.includeVideos) types.push('series');
    if (query.includeBooks) types.push('comicseries');
    if (query.includeCollections) types.push('collection');
    const access = this.access({ userId, country });
    const skip = (query.page - 1) * query.limit;
    // One row past the page says whether another page follows.
    const want = skip + query.limit + 1;
    const kept: FeedRow[] = [];
    let seen = 0;
    let after: FeedKey | null = null;
    for (;;) {
      const take = want - seen + BATCH_MARGIN;
      const rows = await this.feeds.feed(userId, types, take, after);
      // One look-up per batch, and none without limits.
      const locked = await this.locked(rows, limits);
      for (const row of rows) {
        if (!this.wanted(row, query) || locked.has(keyOf(row)) || !(await access.allows(row))) continue;
        // Rows before the page are only counted.
        if (seen >= skip && kept.length <= query.limit) kept.push(row);
        seen += 1;
        if (seen >= want) break;
      }
      const last = rows.at(-1);
      if (seen >= want || rows.length < take || !last) break;
      after = {
        lastAt: last.last_at_key,
        containerType: last.container_type,
        containerUuid: last.container_uuid,
      };
    }
    return {
      items: kept.slice(0, query.limit).map((row) => toConsumeNextItem(row, lang)),
      hasMore: kept.length > query.limit,
    };
  }

  /**
   * The member's item for each named container that has one, in the order asked; containers
   * they never consumed from, finished or no longer see are left out. Ignoring a container takes
   * it out of the feed only: a container's own page still asks what comes next in it.
   */
  async bulk(
    userId: string,
    country: string,
    refs: readonly { type: ActivityContainerType; uuid: string }[],
    lang: Locale,
    limits: ContentLimits,
  ): Promise<ConsumeNextItem[]> {
    const rows = await this.feeds.containers(userId, refs);
    const locked = await this.locked(rows, limits);
    const access = this.access({ userId, country });
    const byRef = new Map(rows.map((row) => [`${row.container_type}:${row.container_uuid}`, row]));
    const items: ConsumeNextItem[] = [];
    const done = new Set<string>();
    for (const ref of refs) {
      const key = `${ref.type}:${ref.uuid.toLowerCase()}`;
      const row = byRef.get(key);
      if (!row || done.has(key) || locked.has(keyOf(row)) || !(await access.allows(row))) continue;
      done.add(key);
      items.push(toConsumeNextItem(row, lang));
    }
    return items;
  }

  /**
   * What follows `object` in the container, for anyone; a member gets their own place in it.
   * 404 RESOURCE_NOT_FOUND when the container or the object does not exist, the object is not
   * in the container, nothing follows it, or what follows is not for this viewer; 403
   * PARENTAL_LOCK when what follows is above the caller's limits (the pin may lift them).
   */
  async next(
    viewer: ActivityViewer,
    container: { type: ActivityContainerType; uuid: string },
    object: { type: NextObjectType; uuid: string },
    lang: Locale,
    limits: ContentLimits,
  ): Promise<ConsumeNextItem> {
    const row = await this.feeds.next(viewer.userId, container, object);
    const rating = row ? (await this.locked([row], limits)).get(keyOf(row)) : undefined;
    if (rating !== undefined) throw parentalLock(rating);
    if (!row || !(await this.access(viewer).allows(row))) {
      throw AppError.notFound(
        CatalogueServerCode.RESOURCE_NOT_FOUND,
        `Nothing follows ${object.type} ${object.uuid} in ${container.type} ${container.uuid}`,
      );
    }
    return toConsumeNextItem(row, lang, 'next');
  }

  /** Takes the container out of the member's feed until their next event of it. */
  async ignore(userId: string, type: ActivityContainerType, uuid: string): Promise<void> {
    if (!(await this.feeds.ignore(userId, type, uuid))) {
      throw AppError.notFound(
        CatalogueServerCode.RESOURCE_NOT_FOUND,
        `Nothing of ${type} ${uuid} is in your activity`,
      );
    }
  }

  /** The rows' targets above the limits (keyed as keyOf), with their ratings. */
  private locked(rows: readonly FeedRow[], limits: ContentLimits): Promise<Map<string, string>> {
    return this.ratings.locks(
      limits,
      rows.map((row) => ({ type: row.item_type, uuid: row.item_uuid })),
    );
  }

  /** The include_* flags also apply to the item: a collection's book is a book. */
  private wanted(row: FeedRow, query: FeedQuery): boolean {
    return row.item_type === 'book' ? query.includeBooks : query.includeVideos;
  }

  /** Whether the viewer may still see a row's target: rows refused leave the feed. */
  private access(viewer: ActivityViewer) {
    const visibility = new ActivityVisibility(viewer, this.premiumStateOf, this.now());
    return { allows: (row: FeedRow) => visibility.allows(row.item_type, row) };
  }
}

/** A row's target as ContentRatings keys it. */
const keyOf = (row: FeedRow) => contentKey({ type: row.item_type, uuid: row.item_uuid });
