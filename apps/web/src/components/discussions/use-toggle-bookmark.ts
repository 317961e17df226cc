import { DISCUSSION_ERROR } from '@fanverse/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../lib/api-client';
import { hasCode } from './discussion-errors';
import { bookmarksKeys } from './discussions-keys';

/**
 * Bookmarks the thread at `path`, or removes the bookmark, showing the change at once. The two
 * codes that only say the server was already there (1052 already bookmarked, 1053 no such
 * bookmark) count as success; any other refusal puts the toggle back and is the mutation's
 * error, for the toggle to show. The Bookmarks page is refreshed after either outcome.
 */
export function useToggleBookmark(path: string) {
  const queryClient = useQueryClient();
  const key = bookmarksKeys.path(path);
  return useMutation({
    mutationFn: async (add: boolean): Promise<void> => {
      try {
        if (add) await apiClient.bookmarks.addBookmark(path);
        else await apiClient.bookmarks.removeBookmark(path);
      } catch (error) {
        const already = add
          ? hasCode(error, DISCUSSION_ERROR.ALREADY_BOOKMARKED)
          : hasCode(error, DISCUSSION_ERROR.BOOKMARK_NOT_FOUND);
        if (!already) throw error;
      }
    },
    onMutate: async (add) => {
      await queryClient.cancelQueries({ queryKey: key });
      const previous = queryClient.getQueryData<boolean>(key);
      queryClient.setQueryData(key, add);
      return { previous };
    },
    onError: (_error, _add, context) => {
      queryClient.setQueryData(key, context?.previous ?? false);
    },
    onSettled: () =>
      queryClient.invalidateQueries({
        queryKey: bookmarksKeys.all(),
        // The toggle's own state is what the member just chose (or put back): asking again
        // right away would only race the answer it already has.
        predicate: (query) => query.queryKey[2] !== 'path' || query.queryKey[3] !== path,
      }),
  });
}
