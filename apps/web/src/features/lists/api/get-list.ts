import { LIST_PAGE_MAX_SIZE, type ListItemSort } from '@fanverse/contract';
import { useQuery } from '@tanstack/react-query';
import { listsKeys } from '../../../components/lists';
import { apiClient } from '../../../lib/api-client';
import { retryTransient } from '../../../lib/content-query';

/**
 * GET /api/lists/2/list/{uuid}: the list and its items, as many as one page holds (the most the
 * server gives), so reordering sees every item it moves between.
 */
export function listQueryOptions(uuid: string, sort: ListItemSort) {
  return {
    queryKey: listsKeys.list(uuid, sort),
    queryFn: ({ signal }: { signal: AbortSignal }) =>
      apiClient.lists.getList(uuid, { sort, page_size: LIST_PAGE_MAX_SIZE }, { signal }),
    staleTime: 15_000,
    retry: retryTransient,
  } as const;
}

export function useList(uuid: string, sort: ListItemSort) {
  return useQuery({ ...listQueryOptions(uuid, sort), enabled: Boolean(uuid) });
}
