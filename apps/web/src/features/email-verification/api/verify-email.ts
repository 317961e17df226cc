import { useQuery } from '@tanstack/react-query';
import { useAccountsApi, useSessionManager, useSignedIn } from '../../../lib/session';

/**
 * POST /api/users/me/verify_email, once per token, as soon as the page opens. Held as a query
 * (keyed by the token) rather than a mutation so that it runs exactly once however often the
 * page renders: a token is single-use, a second attempt would report a failure. The link may be
 * opened signed out (the token alone proves the address); a signed-in member's profile is
 * refreshed so the verification banner goes away.
 */
export function useVerifyEmail(token: string) {
  const api = useAccountsApi();
  const session = useSessionManager();
  const signedIn = useSignedIn();
  return useQuery({
    queryKey: ['email-verification', 'verify', token] as const,
    queryFn: async () => {
      const result = await api.accounts.verifyEmail(token);
      if (signedIn) await session.refreshProfile().catch(() => undefined);
      return result;
    },
    enabled: token !== '',
    retry: false,
    staleTime: Infinity,
    gcTime: Infinity,
    refetchOnMount: false,
    refetchOnWindowFocus: false,
    refetchOnReconnect: false,
  });
}
