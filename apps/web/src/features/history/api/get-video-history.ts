import type { VideoHistoryList } from '@fanverse/contract';
import { useInfiniteQuery, type InfiniteData } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { historyKeys } from './history-keys';

/** The loaded pages of the video history, as the cache holds them. */
export type VideoHistoryPages = InfiniteData<VideoHistoryList, string | null>;

/**
 * GET /api/5/1/user/history/video/: the member's episodes, newest first, a page at a time. A page's
 * `last_key` is where the next one starts (`start_from`); null after the last page.
 */
export function useVideoHistory() {
  return useInfiniteQuery({
    queryKey: historyKeys.videos(),
    queryFn: ({ pageParam, signal }) =>
      apiClient.activity.videoHistory(pageParam === null ? {} : { start_from: pageParam }, { signal }),
    initialPageParam: null as string | null,
    getNextPageParam: (last: VideoHistoryList) => last.last_key,
    staleTime: 15_000,
    retry: false,
  });
}
