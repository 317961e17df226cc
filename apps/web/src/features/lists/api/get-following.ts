import { LIST_PAGE_MAX_SIZE } from '@fanverse/contract';
import { useQuery } from '@tanstack/react-query';
import { listsKeys } from '../../../components/lists';
import { apiClient } from '../../../lib/api-client';

/** GET /api/lists/2/following: the lists the member follows. */
export function followingQueryOptions() {
  return {
    queryKey: listsKeys.following(),
    queryFn: ({ signal }: { signal: AbortSignal }) =>
      apiClient.lists.following({ page_size: LIST_PAGE_MAX_SIZE }, { signal }),
    staleTime: 15_000,
    retry: false,
  } as const;
}

export function useFollowing() {
  return useQuery(followingQueryOptions());
}
