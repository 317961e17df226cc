import type { ListItem, ListItemSort, UserListDetail } from '@fanverse/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { listsKeys } from '../../../components/lists';
import { apiClient } from '../../../lib/api-client';

/** DELETE /api/lists/2/list/{uuid}/{type}/{contentUuid}: gone at once, back if refused. */
export function useRemoveItem(uuid: string, sort: ListItemSort) {
  const queryClient = useQueryClient();
  const key = listsKeys.list(uuid, sort);
  return useMutation({
    mutationFn: (item: ListItem) => apiClient.lists.removeItem(uuid, item.content_type, item.content_uuid),
    onMutate: async (item) => {
      await queryClient.cancelQueries({ queryKey: key });
      const previous = queryClient.getQueryData<UserListDetail>(key);
      if (previous) {
        const values = previous.items.values.filter((value) => value.urn !== item.urn);
        queryClient.setQueryData(key, {
          ...previous,
          items_count: Math.max(0, previous.items_count - 1),
          items: { ...previous.items, values, count: Math.max(0, previous.items.count - 1) },
        });
      }
      return { previous };
    },
    onError: (_error, _item, context) => {
      if (context?.previous) queryClient.setQueryData(key, context.previous);
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: listsKeys.all() }),
  });
}
