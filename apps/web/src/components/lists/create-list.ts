import type { CreateListInput } from '@fanverse/client';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../lib/api-client';
import { listsKeys } from './lists-keys';

/** POST /api/lists/1/me: a new list of the member; every list view is refreshed after. */
export function useCreateList() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: CreateListInput) => apiClient.lists.create(input),
    onSettled: () => queryClient.invalidateQueries({ queryKey: listsKeys.all() }),
  });
}
