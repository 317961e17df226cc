import type { LikeContentType, Likes } from '@fanverse/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../lib/api-client';
import { userKey } from '../../lib/query-keys';

/**
 * Query keys of likes. They sit in the user scope although anyone may read a count: `liked` is
 * the caller's own, so signing in, out or as someone else must ask again (SessionBridge resets
 * the scope).
 */
export const likesKeys = {
  all: () => userKey('activity', 'likes'),
  one: (type: LikeContentType, uuid: string) => userKey('activity', 'likes', type, uuid),
};

/** GET /api/5/user/likes/{type}/{uuid}/: the count, and whether the caller liked it. */
export function likesQueryOptions(type: LikeContentType, uuid: string) {
  return {
    queryKey: likesKeys.one(type, uuid),
    queryFn: ({ signal }: { signal: AbortSignal }) => apiClient.activity.likes(type, uuid, { signal }),
    staleTime: 30_000,
    retry: false,
  } as const;
}

/** The count and state of one content's likes; `enabled` false until the session is known. */
export function useLikes(type: LikeContentType, uuid: string, enabled: boolean) {
  return useQuery({ ...likesQueryOptions(type, uuid), enabled: enabled && Boolean(uuid) });
}

/** What a like or unlike is expected to leave, before the server says (its reply is exact). */
export function expectedLikes(current: Likes, like: boolean): Likes {
  if (current.liked === like) return current;
  return { ...current, liked: like, likes: Math.max(0, current.likes + (like ? 1 : -1)) };
}

/**
 * Likes or unlikes, showing the change at once: the count moves by one and the heart fills. The
 * server's reply (the exact count, other members' likes included) replaces the guess; a refusal
 * puts back what was there and is the mutation's error, for the button to show.
 */
export function useToggleLike(type: LikeContentType, uuid: string) {
  const queryClient = useQueryClient();
  const key = likesKeys.one(type, uuid);
  return useMutation({
    mutationFn: (like: boolean) =>
      like ? apiClient.activity.like(type, uuid) : apiClient.activity.unlike(type, uuid),
    onMutate: async (like) => {
      await queryClient.cancelQueries({ queryKey: key });
      const previous = queryClient.getQueryData<Likes>(key);
      if (previous) queryClient.setQueryData(key, expectedLikes(previous, like));
      return { previous };
    },
    onSuccess: (reply) => queryClient.setQueryData(key, reply),
    onError: (_error, _like, context) => {
      if (context?.previous) queryClient.setQueryData(key, context.previous);
    },
  });
}
