import { useMutation, useQueryClient } from '@tanstack/react-query';
import { DISCUSSIONS_ROOT_KEY } from '../../../components/discussions/discussion-queries';

/**
 * A discussion write: once it settles, every discussion read is stale (a reply moves its thread
 * to the top of the board, changes counts and the last activity). The reads on screen are asked
 * again at once, unless `refetchNow` is false: a deleted thread's page is about to be left, and
 * asking for it again would only flash "not found" first.
 */
export function useDiscussionMutation<TInput, TResult>(
  call: (input: TInput) => Promise<TResult>,
  { refetchNow = true }: { refetchNow?: boolean } = {},
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSettled: () =>
      queryClient.invalidateQueries({
        queryKey: DISCUSSIONS_ROOT_KEY,
        refetchType: refetchNow ? 'active' : 'none',
      }),
  });
}
