import type { RightsToken } from '@fanverse/client';
import type { RightsContentType } from '@fanverse/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { userKey } from '../../../lib/query-keys';
import { rightsWithPreview } from '../../../components/purchases/preview-tokens';

/**
 * GET /api/5/1/rights/{contentType}/{uuid}: the signed token saying whether this visitor may
 * watch. It depends on who is signed in, so it lives under the user scope (dropped on sign in
 * and out), and it is never reused from the cache: each visit asks for a fresh one.
 */
const RIGHTS_REUSE_MS = 15_000;

export function fetchRights(
  type: RightsContentType,
  uuid: string,
  signal?: AbortSignal,
): Promise<RightsToken> {
  // A premium preview of this item (features/purchases) travels with the call while it lives.
  return rightsWithPreview(type, uuid, (options) => apiClient.playback.rights(type, uuid, options), {
    signal,
  });
}

export function rightsQueryKey(type: RightsContentType, uuid: string) {
  return userKey('playback', 'rights', type, uuid);
}

export function rightsQueryOptions(type: RightsContentType, uuid: string) {
  return queryOptions({
    queryKey: rightsQueryKey(type, uuid),
    queryFn: ({ signal }) => fetchRights(type, uuid, signal),
    // Fresh for the visit that asked (the watch route asks before the page renders, the page
    // then reuses it), never for a later one.
    staleTime: RIGHTS_REUSE_MS,
    gcTime: RIGHTS_REUSE_MS,
    retry: false,
  });
}

export function useRights(type: RightsContentType, uuid: string, { enabled = true } = {}) {
  return useQuery({ ...rightsQueryOptions(type, uuid), enabled });
}
