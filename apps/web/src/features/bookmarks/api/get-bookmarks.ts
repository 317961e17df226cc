import { DISCUSSION_ERROR, type BookmarkedThreadsPage } from '@fanverse/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { bookmarksKeys, hasCode } from '../../../components/discussions';
import { apiClient } from '../../../lib/api-client';

/**
 * One page of the member's bookmarked threads, or the last page when `page` is past the end
 * (1055: bookmarks were removed since the address was made, here or elsewhere). Page 1 always
 * answers, so it tells how many pages there are now.
 */
export async function bookmarksPageOrLast(page: number): Promise<BookmarkedThreadsPage> {
  try {
    return await apiClient.bookmarks.getBookmarks(page);
  } catch (error) {
    if (page <= 1 || !hasCode(error, DISCUSSION_ERROR.PAGE_OUT_OF_BOUNDS)) throw error;
    const first = await apiClient.bookmarks.getBookmarks(1);
    return first.num_pages <= 1 ? first : apiClient.bookmarks.getBookmarks(first.num_pages);
  }
}

/** GET /api/muut/1/lists/?page=: the reply's `page` says which page it really is (see above). */
export function useBookmarksPage(page: number) {
  return useQuery({
    queryKey: bookmarksKeys.page(page),
    queryFn: () => bookmarksPageOrLast(page),
    // Moving between pages keeps the current one on screen until the next arrives.
    placeholderData: keepPreviousData,
    staleTime: 15_000,
    retry: false,
  });
}
