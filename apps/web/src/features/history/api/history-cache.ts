import type { UserHistory, VideoHistoryItem } from '@fanverse/contract';
import type { QueryClient } from '@tanstack/react-query';
import { historyKeys } from './history-keys';
import type { VideoHistoryPages } from './get-video-history';

/**
 * Edits of the History page's cached answers, so a change shows at once without asking the server
 * for every loaded page again. Each takes the cache as it is now (another change may have landed
 * since the last render) and leaves the other entries alone.
 */

function mapVideoPages(pages: VideoHistoryPages, edit: (items: VideoHistoryItem[]) => VideoHistoryItem[]) {
  return { ...pages, pages: pages.pages.map((page) => ({ ...page, history: edit(page.history) })) };
}

/** Applies `change` to the episode `uuid` wherever the page's answers hold it. */
export function updateVideo(
  queryClient: QueryClient,
  uuid: string,
  change: (item: VideoHistoryItem) => VideoHistoryItem,
) {
  const edit = (items: VideoHistoryItem[]) => items.map((item) => (item.uuid === uuid ? change(item) : item));
  queryClient.setQueryData<VideoHistoryPages>(historyKeys.videos(), (pages) =>
    pages ? mapVideoPages(pages, edit) : pages,
  );
  queryClient.setQueryData<UserHistory>(historyKeys.overview(), (overview) =>
    overview ? { ...overview, videos: edit(overview.videos) } : overview,
  );
}

/** Whether the episode `uuid` is watched in the cached video history (undefined: not there). */
export function cachedWatched(queryClient: QueryClient, uuid: string): boolean | undefined {
  const pages = queryClient.getQueryData<VideoHistoryPages>(historyKeys.videos());
  for (const page of pages?.pages ?? []) {
    const item = page.history.find((entry) => entry.uuid === uuid);
    if (item) return item.is_watched;
  }
  return undefined;
}

/** Takes the episode or book `uuid` out of the page's answers (it was cleared from the history). */
export function dropItem(queryClient: QueryClient, type: 'episode' | 'book', uuid: string) {
  if (type === 'episode') {
    const edit = (items: VideoHistoryItem[]) => items.filter((item) => item.uuid !== uuid);
    queryClient.setQueryData<VideoHistoryPages>(historyKeys.videos(), (pages) =>
      pages ? mapVideoPages(pages, edit) : pages,
    );
    queryClient.setQueryData<UserHistory>(historyKeys.overview(), (overview) =>
      overview ? { ...overview, videos: edit(overview.videos) } : overview,
    );
    return;
  }
  queryClient.setQueryData<UserHistory>(historyKeys.overview(), (overview) =>
    overview ? { ...overview, comics: overview.comics.filter((item) => item.book_uuid !== uuid) } : overview,
  );
}
