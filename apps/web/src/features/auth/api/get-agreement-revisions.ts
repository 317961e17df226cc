import { useQuery } from '@tanstack/react-query';
import { useAccountsApi } from '../../../lib/session';

export interface AgreementRevisions {
  terms: number | null;
  privacy: number | null;
}

/**
 * GET /api/agreements/terms and /privacy, for the revisions the registration notice refers to:
 * creating the account accepts exactly those. A revision that cannot be loaded is null (the
 * agreements prompt asks for it after sign-up instead).
 */
export function useAgreementRevisions(lang: string) {
  const api = useAccountsApi();
  return useQuery({
    queryKey: ['auth', 'agreement-revisions', lang] as const,
    queryFn: async (): Promise<AgreementRevisions> => {
      const [terms, privacy] = await Promise.all([api.agreements.getTerms(), api.agreements.getPrivacy()]);
      return { terms: terms?.revisionId ?? null, privacy: privacy?.revisionId ?? null };
    },
    staleTime: 5 * 60_000,
  });
}
