import { useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { historyKeys } from './history-keys';

/**
 * GET /api/5/user/history: the member's latest episodes and books (the server's overview, 20 of
 * each). The page's Comics list reads it: unlike the comics area's reading-log history, it
 * leaves out books the member cleared from the history, and shows each book once, at its resume
 * point.
 */
export function useHistoryOverview(enabled = true) {
  return useQuery({
    queryKey: historyKeys.overview(),
    queryFn: ({ signal }) => apiClient.activity.history({ signal }),
    staleTime: 15_000,
    retry: false,
    enabled,
  });
}
