import type { UserList } from '@fanverse/contract';
import { useQuery } from '@tanstack/react-query';
import { listsKeys } from '../../../components/lists';
import { apiClient } from '../../../lib/api-client';

/** The favourites list first, whatever order the others come in. */
export function favouritesFirst(lists: readonly UserList[]): UserList[] {
  return [...lists].sort((a, b) => Number(b.is_favorites) - Number(a.is_favorites));
}

/** GET /api/lists/1/me: every list of the member. */
export function myListsQueryOptions() {
  return {
    queryKey: listsKeys.mine(),
    queryFn: ({ signal }: { signal: AbortSignal }) => apiClient.lists.userLists(undefined, {}, { signal }),
    staleTime: 15_000,
    retry: false,
  } as const;
}

export function useMyLists() {
  return useQuery(myListsQueryOptions());
}
