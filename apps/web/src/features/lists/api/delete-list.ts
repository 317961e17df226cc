import { useMutation, useQueryClient } from '@tanstack/react-query';
import { listsKeys } from '../../../components/lists';
import { apiClient } from '../../../lib/api-client';

/** DELETE /api/lists/2/list/{uuid} (sent once the undo time is over: use-undo-delete.ts). */
export function useDeleteList() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (uuid: string) => apiClient.lists.remove(uuid),
    onSettled: () => queryClient.invalidateQueries({ queryKey: listsKeys.all() }),
  });
}
