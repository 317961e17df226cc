import type { AgreementType } from '@fanverse/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AccountsApi, Agreement } from '../../../lib/session';
import { useAccountsApi, useSignedIn } from '../../../lib/session';
import { userKey } from '../../../lib/query-keys';

/**
 * GET /api/agreements/{terms|privacy}: the latest revision, in the current language, with
 * whether the signed-in member accepted it. Kept per user (the key starts with `me`), so a new
 * sign-in asks again. A failure resolves `null` (the client keeps the error, spec §8): an
 * agreement that cannot be loaded never locks a member out.
 */
export function agreementQueryOptions(
  api: AccountsApi,
  type: AgreementType,
  lang: string,
  signedIn: boolean,
) {
  return queryOptions({
    queryKey: signedIn ? userKey('agreements', type, lang) : (['agreements', 'public', type, lang] as const),
    queryFn: async (): Promise<Agreement | null> =>
      (await (type === 'terms' ? api.agreements.getTerms() : api.agreements.getPrivacy())) ?? null,
    staleTime: 5 * 60_000,
  });
}

export function useAgreement(type: AgreementType, lang: string, { enabled = true } = {}) {
  const api = useAccountsApi();
  const signedIn = useSignedIn();
  return useQuery({ ...agreementQueryOptions(api, type, lang, signedIn), enabled });
}
