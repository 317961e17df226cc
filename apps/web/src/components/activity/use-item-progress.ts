import { HISTORY_SEARCH_MAX_IDS, type HistorySearchReply } from '@fanverse/contract';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { apiClient } from '../../lib/api-client';
import { useSignedIn } from '../../lib/session';
import { activityKeys } from './activity-keys';

/** What the member did with one episode or book. */
export interface ItemProgress {
  /** How far, 0 to 1 (an episode's furthest second of its length, a book's furthest page). */
  progress: number;
  /** Watched (an episode) or read (a book), by the server's rule (spec §3 "Activity"). */
  done: boolean;
}

export type ProgressByUuid = Readonly<Record<string, ItemProgress>>;

export interface ItemsOnScreen {
  /** Episode uuids (the history search's `video_ids`). */
  videoIds?: readonly string[];
  /** Book uuids. */
  comicUuids?: readonly string[];
}

export interface ItemProgressAnswer {
  /** The member's progress on `uuid`; undefined when never started, for visitors, or still asking. */
  of: (uuid: string) => ItemProgress | undefined;
  isPending: boolean;
  isError: boolean;
}

const EMPTY: ProgressByUuid = {};

function share(part: number, whole: number | null | undefined): number {
  if (!whole || whole <= 0 || !Number.isFinite(part)) return 0;
  return Math.min(Math.max(part / whole, 0), 1);
}

/** Keeps the further of two answers about one item (a book may come back once per reading). */
function keep(into: Record<string, ItemProgress>, uuid: string, next: ItemProgress) {
  const known = into[uuid];
  into[uuid] = known
    ? { progress: Math.max(known.progress, next.progress), done: known.done || next.done }
    : next;
}

/** The search's reply as progress per uuid: episodes by their uuid, books by theirs. */
export function progressFromReply(reply: HistorySearchReply): ProgressByUuid {
  const found: Record<string, ItemProgress> = {};
  for (const video of reply.videos) {
    keep(found, video.uuid, { progress: share(video.slider, video.duration), done: video.is_watched });
  }
  for (const comic of reply.comics) {
    // page_index is zero-based: on page 5 of 22 the member has seen 5 pages.
    keep(found, comic.book_uuid, {
      progress: share(comic.page_index + 1, comic.book.num_pages),
      done: comic.is_watched,
    });
  }
  return found;
}

/**
 * Asks about every id, HISTORY_SEARCH_MAX_IDS at a time (a page of episodes is far fewer; a long
 * "load more" list may not be), and merges the answers.
 */
export async function searchProgress(
  videoIds: readonly string[],
  comicUuids: readonly string[],
  signal?: AbortSignal,
): Promise<ProgressByUuid> {
  const ids = [
    ...videoIds.map((id) => ({ id, video: true })),
    ...comicUuids.map((id) => ({ id, video: false })),
  ];
  const found: Record<string, ItemProgress> = {};
  for (let start = 0; start < ids.length; start += HISTORY_SEARCH_MAX_IDS) {
    const chunk = ids.slice(start, start + HISTORY_SEARCH_MAX_IDS);
    const videos = chunk.filter((entry) => entry.video).map((entry) => entry.id);
    const comics = chunk.filter((entry) => !entry.video).map((entry) => entry.id);
    // An empty list is left out: the server refuses a search naming nothing (6000).
    const reply = await apiClient.activity.searchHistory(
      {
        ...(videos.length > 0 ? { video_ids: videos } : {}),
        ...(comics.length > 0 ? { comic_uuids: comics } : {}),
      },
      { signal },
    );
    for (const [uuid, progress] of Object.entries(progressFromReply(reply))) keep(found, uuid, progress);
  }
  return found;
}

/** Distinct and sorted: the same items in another order are the same question (one cache entry). */
function normalise(ids: readonly string[] | undefined): string[] {
  return [...new Set((ids ?? []).filter(Boolean))].sort();
}

/**
 * For a list of episode or book tiles: how far the signed-in member got with each, in one
 * history search for the whole list (not one per tile). Visitors get nothing and no call; the
 * answer is kept in the user scope, so it goes with the member on sign-out, and it is refreshed
 * with the rest of the activity after the member watches or reads (refreshActivity).
 */
export function useItemProgress({ videoIds, comicUuids }: ItemsOnScreen): ItemProgressAnswer {
  const signedIn = useSignedIn();
  const videos = useMemo(() => normalise(videoIds), [videoIds]);
  const comics = useMemo(() => normalise(comicUuids), [comicUuids]);
  const asking = signedIn && videos.length + comics.length > 0;
  const query = useQuery({
    queryKey: activityKeys.progress(videos, comics),
    queryFn: ({ signal }) => searchProgress(videos, comics, signal),
    enabled: asking,
    staleTime: 30_000,
    retry: false,
  });
  const data = query.data ?? EMPTY;
  return {
    of: (uuid) => data[uuid],
    isPending: asking && query.isPending,
    isError: query.isError,
  };
}
