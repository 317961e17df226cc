import type { UserListDetail } from '@fanverse/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { listsKeys } from '../../../components/lists';
import { apiClient } from '../../../lib/api-client';

/**
 * POST or DELETE /api/lists/2/list/{uuid}/follow. The button and the follower count change at
 * once; the server's answer (the exact count) replaces the guess, a refusal puts it back.
 */
export function useFollowList(uuid: string) {
  const queryClient = useQueryClient();
  const prefix = [...listsKeys.all(), 'list', uuid] as const;
  const patch = (change: (list: UserListDetail) => UserListDetail) =>
    queryClient.setQueriesData<UserListDetail>({ queryKey: prefix }, (list) => list && change(list));
  return useMutation({
    mutationFn: (follow: boolean) => (follow ? apiClient.lists.follow(uuid) : apiClient.lists.unfollow(uuid)),
    onMutate: async (follow) => {
      await queryClient.cancelQueries({ queryKey: prefix });
      const previous = queryClient.getQueriesData<UserListDetail>({ queryKey: prefix });
      patch((list) => ({
        ...list,
        is_following: follow,
        follower_count: Math.max(0, list.follower_count + (follow ? 1 : -1)),
      }));
      return { previous };
    },
    onSuccess: (state) =>
      patch((list) => ({ ...list, is_following: state.is_following, follower_count: state.follower_count })),
    onError: (_error, _follow, context) => {
      for (const [key, data] of context?.previous ?? []) queryClient.setQueryData(key, data);
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: listsKeys.following() }),
  });
}
