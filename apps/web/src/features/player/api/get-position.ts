import type { PlaybackPosition } from '@fanverse/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { userKey } from '../../../lib/query-keys';

/** Where the signed-in member last stopped in a video (from their playback log); null if never. */
export function fetchPosition(uuid: string, signal?: AbortSignal): Promise<PlaybackPosition | null> {
  return apiClient.playback.position(uuid, { signal });
}

/** Always asked afresh: the position moves every time the member watches. */
export function positionQueryOptions(uuid: string) {
  return queryOptions({
    queryKey: userKey('playback', 'position', uuid),
    queryFn: ({ signal }) => fetchPosition(uuid, signal),
    staleTime: 0,
    gcTime: 0,
    retry: false,
  });
}

export function usePosition(uuid: string, { enabled = true } = {}) {
  return useQuery({ ...positionQueryOptions(uuid), enabled });
}
