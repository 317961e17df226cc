import { FAVORITES_LIST, type ListContentType, type ListItemUuids } from '@fanverse/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../lib/api-client';
import { useSignedIn } from '../../lib/session';
import { listsKeys } from './lists-keys';

/** GET /api/lists/1/me/item-uuids: the member's lists and what each holds. */
export function itemUuidsQueryOptions() {
  return {
    queryKey: listsKeys.itemUuids(),
    queryFn: ({ signal }: { signal: AbortSignal }) => apiClient.lists.itemUuids(undefined, { signal }),
    staleTime: 30_000,
    retry: false,
  } as const;
}

export function useItemUuids() {
  const signedIn = useSignedIn();
  return useQuery({ ...itemUuidsQueryOptions(), enabled: signedIn });
}

/** One change of membership: put the item in the list, or take it out. */
export interface MembershipChange {
  /** The list's uuid; `favorites` for the favourites list, even before it exists. */
  list: string;
  add: boolean;
}

/** Whether `list` (a uuid or `favorites`) holds `contentUuid` in the member's item-uuids. */
export function holds(data: ListItemUuids | undefined, list: string, contentUuid: string): boolean {
  const entry = data?.values.find((value) =>
    list === FAVORITES_LIST ? value.is_favorites : value.uuid === list,
  );
  return entry?.item_uuids.includes(contentUuid) ?? false;
}

/** The item-uuids reply with one membership changed (the optimistic view of a change). */
export function withMembership(
  data: ListItemUuids,
  { list, add }: MembershipChange,
  contentUuid: string,
): ListItemUuids {
  let found = false;
  const values = data.values.map((value) => {
    const match = list === FAVORITES_LIST ? value.is_favorites : value.uuid === list;
    if (!match) return value;
    found = true;
    const rest = value.item_uuids.filter((uuid) => uuid !== contentUuid);
    return { ...value, item_uuids: add ? [...rest, contentUuid] : rest };
  });
  // Favourites are made on first use: until then the list is not in the reply at all.
  if (!found && add && list === FAVORITES_LIST) {
    values.unshift({ uuid: FAVORITES_LIST, title: '', is_favorites: true, item_uuids: [contentUuid] });
  }
  return { values };
}

/**
 * Adds an item to a list or takes it out, showing the change at once and putting it back when
 * the server refuses (the error is the mutation's, for the control to show). Every list view is
 * refreshed after either outcome.
 */
export function useToggleMembership(type: ListContentType, contentUuid: string) {
  const queryClient = useQueryClient();
  const key = listsKeys.itemUuids();
  return useMutation({
    mutationFn: async ({ list, add }: MembershipChange): Promise<void> => {
      if (add) await apiClient.lists.addItem(type, contentUuid, list);
      else await apiClient.lists.removeItem(list, type, contentUuid);
    },
    onMutate: async (change) => {
      await queryClient.cancelQueries({ queryKey: key });
      const previous = queryClient.getQueryData<ListItemUuids>(key);
      if (previous) queryClient.setQueryData(key, withMembership(previous, change, contentUuid));
      return { previous };
    },
    onError: (_error, _change, context) => {
      if (context?.previous) queryClient.setQueryData(key, context.previous);
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: listsKeys.all() }),
  });
}
