import { useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { userKey } from '../../../lib/query-keys';
import { useSignedIn } from '../../../lib/session';

/**
 * GET /api/comics/1/user/history/comic/reduced/?series_uuid=&limit=1: the book of this series the
 * member read last (newest first) and how far. Members only: a visitor has no history, and the
 * server never renders it (the session is the browser's).
 */
export function seriesReadingQueryOptions(seriesUuid: string) {
  return {
    queryKey: userKey('comics', 'series-reading', seriesUuid),
    queryFn: ({ signal }: { signal: AbortSignal }) =>
      apiClient.comics.historyReduced({ series_uuid: seriesUuid, limit: 1 }, { signal }),
    staleTime: 30_000,
    retry: false,
  } as const;
}

export function useSeriesReading(seriesUuid: string) {
  const signedIn = useSignedIn();
  return useQuery({ ...seriesReadingQueryOptions(seriesUuid), enabled: signedIn && Boolean(seriesUuid) });
}
