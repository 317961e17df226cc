import { DISCUSSION_ERROR, type BookmarkedThreadsPage, type DiscussionThread } from '@fanverse/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { bookmarksKeys, hasCode } from '../../../components/discussions';
import { apiClient } from '../../../lib/api-client';

/**
 * DELETE /api/muut/1/lists{path}: the thread leaves the page at once and comes back if the server
 * refuses; 1053 (not bookmarked any more, say from another tab) is the outcome wanted anyway.
 * Afterwards the pages are asked again, so the next bookmark moves up into the gap.
 */
export function useRemoveBookmark(page: number) {
  const queryClient = useQueryClient();
  const key = bookmarksKeys.page(page);
  return useMutation({
    mutationFn: async (thread: DiscussionThread) => {
      try {
        await apiClient.bookmarks.removeBookmark(thread.path);
      } catch (error) {
        if (!hasCode(error, DISCUSSION_ERROR.BOOKMARK_NOT_FOUND)) throw error;
      }
    },
    onMutate: async (thread) => {
      await queryClient.cancelQueries({ queryKey: key });
      const previous = queryClient.getQueryData<BookmarkedThreadsPage>(key);
      if (previous) {
        const values = previous.values.filter((value) => value.path !== thread.path);
        queryClient.setQueryData(key, { ...previous, values });
      }
      queryClient.setQueryData(bookmarksKeys.path(thread.path), false);
      return { previous };
    },
    onError: (_error, thread, context) => {
      if (context?.previous) queryClient.setQueryData(key, context.previous);
      queryClient.setQueryData(bookmarksKeys.path(thread.path), true);
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: bookmarksKeys.all() }),
  });
}

/**
 * Undo of a removal: POST /api/muut/1/lists{path} again (the removal was already sent, so the
 * server holds the truth at every moment, other tabs included). 1052 means it is back already.
 */
export function useRestoreBookmark() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (thread: DiscussionThread) => {
      try {
        await apiClient.bookmarks.addBookmark(thread.path);
      } catch (error) {
        if (!hasCode(error, DISCUSSION_ERROR.ALREADY_BOOKMARKED)) throw error;
      }
    },
    onSuccess: (_result, thread) => queryClient.setQueryData(bookmarksKeys.path(thread.path), true),
    onSettled: () => queryClient.invalidateQueries({ queryKey: bookmarksKeys.all() }),
  });
}
