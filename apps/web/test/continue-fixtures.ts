import type { ConsumeNextPage } from '@fanverse/client';
import type { ComicHistoryItem, ConsumeNextItem, VideoHistoryItem } from '@fanverse/contract';
import { comicItem, videoItem } from './history-fixtures';

/** Consume-next items and history rows as the server answers them, for the activity web tests. */

export const SERIES_UUID = '1a2b3c4d-5e6f-4a7b-8c9d-00000000000a';
export const COMIC_SERIES_UUID = '1a2b3c4d-5e6f-4a7b-8c9d-00000000000b';
export const EPISODE_UUID = '2a2b3c4d-5e6f-4a7b-8c9d-000000000001';
export const BOOK_UUID = '3a2b3c4d-5e6f-4a7b-8c9d-000000000001';

/** Episode 3 of Moon Harbor, 20 minutes long, watched to 8 minutes. */
export function episodeItem(overrides: Partial<ConsumeNextItem> = {}): ConsumeNextItem {
  return {
    container_asset_key: 'moon-harbor',
    container_asset_url: '/series/12/moon-harbor',
    container_title: 'Moon Harbor',
    container_type: 'series',
    container_uuid: SERIES_UUID,
    item_type: 'Episode',
    last_consumed: '2026-03-01T10:00:00Z',
    page_index: null,
    panel_index: null,
    status: 'in_progress',
    timestamp: 480,
    content_id: EPISODE_UUID,
    title: 'Low Tide',
    number: 3,
    thumbnail: '/art/episode/moon-harbor-e3/thumb.jpg',
    url: `/watch/episode/${EPISODE_UUID}?t=480`,
    progress: 0.4,
    duration: 1200,
    num_pages: null,
    ...overrides,
  };
}

/** Issue 2 of Ember Tales, 22 pages, open on page 5. */
export function bookItem(overrides: Partial<ConsumeNextItem> = {}): ConsumeNextItem {
  return {
    container_asset_key: 'ember-tales',
    container_asset_url: '/comics/series/ember-tales',
    container_title: 'Ember Tales',
    container_type: 'comicseries',
    container_uuid: COMIC_SERIES_UUID,
    item_type: 'Book',
    last_consumed: '2026-03-01T09:00:00Z',
    page_index: 4,
    panel_index: null,
    status: 'in_progress',
    timestamp: 0,
    content_id: BOOK_UUID,
    title: 'First Light',
    number: 2,
    thumbnail: '/art/book/ember-tales-2/thumb.jpg',
    url: `/comics/read/${BOOK_UUID}?page=5`,
    progress: 5 / 22,
    duration: null,
    num_pages: 22,
    ...overrides,
  };
}

export function feedPage(items: ConsumeNextItem[], hasMore = false): ConsumeNextPage {
  return { items, hasMore, requestId: null };
}

/** The history search's row of one episode: `slider` (360) seconds of `duration` (1440) reached. */
export function videoRow(uuid: string, overrides: Partial<VideoHistoryItem> = {}): VideoHistoryItem {
  return videoItem(3, { slider: 360, duration: 1440, uuid, ...overrides });
}

/** The history search's row of one book: on `page_index` (zero-based, 0) of `numPages` (3). */
export function comicRow(
  uuid: string,
  { numPages = 3, ...overrides }: Partial<ComicHistoryItem> & { numPages?: number } = {},
): ComicHistoryItem {
  const item = comicItem(1, { page_index: 0 });
  return {
    ...item,
    book: { ...item.book, uuid, num_pages: numPages },
    book_uuid: uuid,
    ...overrides,
  };
}
