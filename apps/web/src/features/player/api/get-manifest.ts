import type { VideoManifest } from '@fanverse/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { isPreparing } from '../logic/playback-outcome';
import { preparingRetryDelay, shouldRetryPreparing } from '../logic/preparing-retry';

/**
 * GET /api/5/1/video_manifest_from_jwt/?st=hls&drm=default&cdn=default&subs=…, authorised by
 * the rights token (X-Auth-JWT): the signed, expiring address of the HLS master playlist.
 */
export function fetchManifest(jwt: string, subs: string, signal?: AbortSignal): Promise<VideoManifest> {
  return apiClient.playback.manifest(jwt, { st: 'hls', drm: 'default', cdn: 'default', subs }, { signal });
}

/**
 * Keyed by the token: a renewed token asks again. While the media is still being prepared
 * (1710) the call is repeated, every 2 s at first and less often later, for about ten minutes
 * (logic/preparing-retry.ts); any other failure is final. The address is never taken from the cache of an earlier visit.
 */
export const MANIFEST_QUERY_PREFIX = ['playback', 'manifest'] as const;

export function manifestQueryKey(jwt: string, subs: string) {
  return [...MANIFEST_QUERY_PREFIX, jwt, subs] as const;
}

export function manifestQueryOptions(jwt: string, subs: string) {
  return queryOptions({
    queryKey: manifestQueryKey(jwt, subs),
    queryFn: ({ signal }) => fetchManifest(jwt, subs, signal),
    staleTime: Infinity,
    // Kept briefly with no page watching it: the watch route asks before the page renders.
    gcTime: 15_000,
    retry: (retries, error) => isPreparing(error) && shouldRetryPreparing(retries),
    retryDelay: preparingRetryDelay,
  });
}

/**
 * While a renewed token's manifest loads, the previous address stays (the player keeps its
 * picture and swaps source only when the new address is there).
 */
export function useManifest(jwt: string | null, subs: string) {
  return useQuery({
    ...manifestQueryOptions(jwt ?? '', subs),
    enabled: jwt !== null,
    placeholderData: keepPreviousData,
  });
}
