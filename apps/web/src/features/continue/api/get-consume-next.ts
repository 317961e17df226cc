import { queryOptions, useQuery } from '@tanstack/react-query';
import { activityKeys } from '../../../components/activity';
import { apiClient } from '../../../lib/api-client';
import { useSignedIn } from '../../../lib/session';
import { useSessionKnown } from '../../../lib/session/session-known';

/** Tiles the Continue rail holds: a row's worth on a TV, a few swipes on a phone. */
export const CONTINUE_RAIL_LIMIT = 20;

const RAIL_QUERY = { limit: CONTINUE_RAIL_LIMIT } as const;

/**
 * GET /api/5/2/user/consume_next?limit=20: what the member is in the middle of or has next, across
 * video and comics, the most recent first. In the user scope, refreshed after the member watches
 * or reads (refreshActivity), so coming back home shows where they just stopped.
 */
export function consumeNextQueryOptions() {
  return queryOptions({
    queryKey: activityKeys.feed(RAIL_QUERY),
    queryFn: ({ signal }) => apiClient.activity.consumeNext(RAIL_QUERY, { signal }),
    staleTime: 30_000,
    retry: false,
  });
}

/**
 * The feed for the signed-in member; nothing is asked for visitors, nor before the session is
 * known (a server-rendered home is hydrated as the visitor's page first).
 */
export function useConsumeNext() {
  const signedIn = useSignedIn();
  const known = useSessionKnown();
  return useQuery({ ...consumeNextQueryOptions(), enabled: signedIn && known });
}
