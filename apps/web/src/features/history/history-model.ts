import type { ComicHistoryItem, HistoryItemType, VideoHistoryItem } from '@fanverse/contract';

/** Which list the History page shows; the address holds it (`?show=comics`). */
export const HISTORY_FILTERS = ['video', 'comics'] as const;
export type HistoryFilter = (typeof HISTORY_FILTERS)[number];
export const FILTER_PARAM = 'show';

export function readFilter(search: URLSearchParams): HistoryFilter {
  return search.get(FILTER_PARAM) === 'comics' ? 'comics' : 'video';
}

/** One history item the member asked to remove. */
export interface Removal {
  type: HistoryItemType;
  uuid: string;
  /** For the notice: "“Episode 3” removed from your history." */
  title: string;
}

export const removalKey = ({ type, uuid }: Pick<Removal, 'type' | 'uuid'>) => `${type}:${uuid}`;

function share(part: number, whole: number): number {
  if (!(whole > 0) || !Number.isFinite(part)) return 0;
  return Math.min(Math.max(part / whole, 0), 1);
}

/** How far into the episode the member is (its resume point over its length), 0 to 1. */
export function videoProgress(item: VideoHistoryItem): number {
  return item.is_watched ? 1 : share(item.slider, item.duration);
}

/** How far into the book: page_index is zero-based, so on page 5 of 22 five pages are seen. */
export function comicProgress(item: ComicHistoryItem): number {
  return item.is_watched ? 1 : share(item.page_index + 1, item.book.num_pages);
}
