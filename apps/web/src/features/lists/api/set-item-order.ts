import type { ListItem, ListItemSort, UserListDetail } from '@fanverse/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { listsKeys } from '../../../components/lists';
import { apiClient } from '../../../lib/api-client';
import { numbered, sortOrderChanges } from '../reorder';

/**
 * PUT /api/lists/2/list/{uuid}/{type}/{contentUuid} with each moved item's new sort_order. The
 * list shows the new order at once and goes back to the old one if any update is refused.
 */
export function useReorderItems(uuid: string, sort: ListItemSort) {
  const queryClient = useQueryClient();
  const key = listsKeys.list(uuid, sort);
  return useMutation({
    mutationFn: async (ordered: ListItem[]) => {
      // One after another: the server bumps the list's updated time per change, and the
      // updates of one move are few (the items between its old and new place).
      for (const { item, sort_order } of sortOrderChanges(ordered)) {
        await apiClient.lists.setItemSortOrder(uuid, item.content_type, item.content_uuid, sort_order);
      }
    },
    onMutate: async (ordered) => {
      await queryClient.cancelQueries({ queryKey: key });
      const previous = queryClient.getQueryData<UserListDetail>(key);
      if (previous) {
        queryClient.setQueryData(key, {
          ...previous,
          items: { ...previous.items, values: numbered(ordered) },
        });
      }
      return { previous };
    },
    onError: (_error, _ordered, context) => {
      if (context?.previous) queryClient.setQueryData(key, context.previous);
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: listsKeys.all() }),
  });
}
