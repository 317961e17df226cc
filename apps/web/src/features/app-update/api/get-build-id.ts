import type { BuildId } from '@fanverse/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { BUILD_POLL_INTERVAL_MS } from '../build-update';

/** GET /build-id.json: the id of the build the server is serving now. */
export function fetchBuildId(signal?: AbortSignal): Promise<BuildId> {
  return apiClient.shell.getBuildId({ signal });
}

export function buildIdQueryOptions(pollIntervalMs: number = BUILD_POLL_INTERVAL_MS) {
  return queryOptions({
    queryKey: ['shell', 'build-id'] as const,
    queryFn: ({ signal }) => fetchBuildId(signal),
    staleTime: 0,
    retry: false, // the next poll is the retry
    refetchInterval: pollIntervalMs,
    refetchIntervalInBackground: false,
    refetchOnWindowFocus: true,
  });
}

export function useLatestBuildId({
  pollIntervalMs,
  enabled = true,
}: {
  pollIntervalMs?: number;
  enabled?: boolean;
}) {
  return useQuery({ ...buildIdQueryOptions(pollIntervalMs), enabled });
}
