import type { ConsumeNextItem, ConsumeNextStatus, Locale } from '@fanverse/contract';
import { artUrl } from '../../catalogue/art-url';
import { translated } from '../../catalogue/translate';
import { comicPaths } from '../../comics/comic-paths';
import { webPaths } from '../../video-catalogue/web-paths';
import type { FeedRow } from './feed.repository';

/**
 * Where consuming an item starts, with the position (agreed with the web app, as webPaths):
 * the watch page at `t` whole seconds, the reader at zero-based `page` and `panel`. No position
 * (0, or nothing started) is the plain address: the start.
 */
export const feedPaths = {
  watch: (uuid: string, seconds: number) =>
    `/watch/episode/${uuid}${seconds >= 1 ? `?t=${Math.floor(seconds)}` : ''}`,
  // A page read whole (no panel) leaves `panel` out: the reader takes a panel as guided view.
  read: (uuid: string, page: number, panel: number | null) =>
    `/comics/read/${uuid}${page > 0 || panel !== null ? `?page=${page}${panel === null ? '' : `&panel=${panel}`}` : ''}`,
  collection: (slug: string) => `/collections/${slug}`,
};

function containerUrl(row: FeedRow): string {
  if (row.container_type === 'series')
    return webPaths.series(row.container_series_id ?? 0, row.container_slug);
  if (row.container_type === 'comicseries') return comicPaths.series(row.container_uuid, row.container_slug);
  return feedPaths.collection(row.container_slug);
}

const clamp01 = (value: number) => (Number.isFinite(value) ? Math.min(1, Math.max(0, value)) : 0);

/**
 * How the next-object call differs from the feed: it names the object itself, so a next item the
 * member has started (and not finished) is theirs to resume (`in_progress`); in the feed a
 * finished container's next item stays `up_next`, at the member's own position if they started it.
 */
export type FeedMode = 'feed' | 'next';

/** A derived row → the wire's consume-next item (catalogue spec §3 "Consume-next item"). */
export function toConsumeNextItem(row: FeedRow, lang: Locale, mode: FeedMode = 'feed'): ConsumeNextItem {
  // The member's own place in the target; a target they finished starts again from the top.
  const started = row.own_finished === false;
  const status: ConsumeNextStatus =
    row.status === 'in_progress' || (mode === 'next' && started) ? 'in_progress' : 'up_next';
  const resume = row.status === 'in_progress' || started;
  const isBook = row.item_type === 'book';
  const seconds = !isBook && resume ? (row.own_position_seconds ?? 0) : 0;
  const page = isBook && resume ? (row.own_page_index ?? 0) : 0;
  const panel = isBook && resume ? row.own_panel_index : null;
  const numPages = row.num_pages ?? 0;
  const duration = row.duration ?? 0;
  let progress = 0;
  if (status === 'in_progress') {
    progress = isBook ? (numPages > 0 ? (page + 1) / numPages : 0) : duration > 0 ? seconds / duration : 0;
  }
  return {
    container_asset_key: row.container_asset_key,
    container_asset_url: containerUrl(row),
    container_title: translated(
      { translations: row.container_translations },
      'title',
      row.container_title,
      lang,
    ),
    container_type: row.container_type,
    container_uuid: row.container_uuid,
    item_type: isBook ? 'Book' : 'Episode',
    last_consumed: row.last_at.toISOString(),
    page_index: isBook ? page : null,
    panel_index: isBook ? panel : null,
    status,
    timestamp: seconds,
    content_id: row.item_uuid,
    title: translated({ translations: row.translations }, 'title', row.title, lang),
    number: row.number,
    thumbnail: isBook ? artUrl('book', row.asset_key, 'thumb') : artUrl('episode', row.asset_key, 'thumb'),
    url: isBook ? feedPaths.read(row.item_uuid, page, panel) : feedPaths.watch(row.item_uuid, seconds),
    progress: clamp01(progress),
    duration: isBook ? null : duration,
    num_pages: isBook ? numPages : null,
  };
}
