import type { UpdateListInput } from '@fanverse/client';
import type { UserLists } from '@fanverse/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { listsKeys } from '../../../components/lists';
import { apiClient } from '../../../lib/api-client';

/**
 * PUT /api/lists/2/list/{uuid} with the changed fields only. The member's lists show the change
 * at once and go back if the server refuses.
 */
export function useUpdateList() {
  const queryClient = useQueryClient();
  const key = listsKeys.mine();
  return useMutation({
    mutationFn: ({ uuid, fields }: { uuid: string; fields: UpdateListInput }) =>
      apiClient.lists.update(uuid, fields),
    onMutate: async ({ uuid, fields }) => {
      await queryClient.cancelQueries({ queryKey: key });
      const previous = queryClient.getQueryData<UserLists>(key);
      if (previous) {
        const values = previous.values.map((list) => (list.uuid === uuid ? { ...list, ...fields } : list));
        queryClient.setQueryData(key, { ...previous, values });
      }
      return { previous };
    },
    onError: (_error, _input, context) => {
      if (context?.previous) queryClient.setQueryData(key, context.previous);
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: listsKeys.all() }),
  });
}
