import type { ConsumeNextItem } from '@fanverse/contract';
import type { TFunction } from 'i18next';
import { artRefFromPath, type ArtRef } from '../../components/catalogue';
import { formatDuration } from '../../lib/i18n/duration';

/**
 * The tile's status line: where the member is in the item, or which item is next.
 * - an episode under way: "Resume · 12 min left" ("Resume" when its length is unknown);
 * - a book under way: "Page 5 of 22" (page_index is zero-based);
 * - the next item after a finished one: "Up next: Episode 4" / "Up next: Issue 2" (its title when
 *   it has no number).
 */
export function statusLine(item: ConsumeNextItem, t: TFunction, lang: string): string {
  const episode = item.item_type === 'Episode';
  if (item.status === 'up_next') {
    if (item.number === null) return t('continue.status.upNextTitle', { title: item.title });
    return episode
      ? t('continue.status.upNextEpisode', { number: item.number })
      : t('continue.status.upNextIssue', { number: item.number });
  }
  if (episode) {
    if (!item.duration || item.duration <= 0) return t('continue.status.resume');
    const left = Math.max(item.duration - item.timestamp, 0);
    return t('continue.status.resumeLeft', { time: formatDuration(left, lang, 'up') });
  }
  const page = (item.page_index ?? 0) + 1;
  return item.num_pages
    ? t('continue.status.page', { page: Math.min(page, item.num_pages), total: item.num_pages })
    : t('continue.status.pageOnly', { page });
}

/** The item's own line: "Ep. 3 · The Harbor", "#2 · First Light", or its title alone. */
export function itemLine(item: ConsumeNextItem, t: TFunction): string {
  if (item.number === null) return item.title;
  return item.item_type === 'Episode'
    ? t('continue.episodeLine', { number: item.number, title: item.title })
    : t('continue.issueLine', { number: item.number, title: item.title });
}

/** The art kind of the item's own picture in a tile (an episode still, a book's small cover). */
const ITEM_ART = { Episode: 'episode', Book: 'book' } as const;
/** The container's picture when the item's own is missing: a landscape one, like the tiles. */
const CONTAINER_ART = {
  series: { assetType: 'series', kind: 'thumb' },
  comicseries: { assetType: 'comicseries', kind: 'hero' },
  collection: { assetType: 'collection', kind: 'thumb' },
} as const;

/**
 * The tile's picture: the item's own (its `thumbnail`, an art path the reply carries) when it is
 * art of the item's kind, else its container's art by `container_asset_key`.
 */
export function tileArt(item: ConsumeNextItem): ArtRef | null {
  const own = artRefFromPath(item.thumbnail);
  if (own && own.assetType === ITEM_ART[item.item_type]) return { ...own, kind: 'thumb' };
  if (!item.container_asset_key) return null;
  const container = CONTAINER_ART[item.container_type];
  return { assetType: container.assetType, assetKey: item.container_asset_key, kind: container.kind };
}
