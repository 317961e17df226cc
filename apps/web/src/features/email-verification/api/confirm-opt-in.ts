import { useQuery } from '@tanstack/react-query';
import { useSessionManager } from '../../../lib/session';

/**
 * POST /api/users/{guid}/confirm_double_opt_in/ once per link, as the page opens (see
 * useVerifyEmail for why a query). Through the session manager, which keeps the status.
 */
export function useConfirmOptIn(guid: string, token: string) {
  const session = useSessionManager();
  return useQuery({
    queryKey: ['email-verification', 'confirm-opt-in', guid, token] as const,
    queryFn: () => session.confirmDoubleOptIn(guid, token),
    retry: false,
    staleTime: Infinity,
    gcTime: Infinity,
    refetchOnMount: false,
    refetchOnWindowFocus: false,
    refetchOnReconnect: false,
  });
}
