import { ApiError, codedError } from '@fanverse/client';
import type { AgreementType } from '@fanverse/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useAccountsApi, useOperationErrors, useSessionManager, type Agreement } from '../../../lib/session';
import { userKey } from '../../../lib/query-keys';

/**
 * POST /api/agreements/{terms|privacy} with the revision the member read. The client resolves
 * undefined on failure and keeps the error under acceptTerms / acceptPrivacy; it is turned back
 * into an ApiError here so the dialog can show it. On success the cached revision (in every
 * language) is marked accepted from the server's answer, which closes the prompt or moves it on.
 */
export function useAcceptAgreement() {
  const api = useAccountsApi();
  const errors = useOperationErrors();
  const session = useSessionManager();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ type, revisionId }: { type: AgreementType; revisionId: number }) => {
      const op = type === 'terms' ? 'acceptTerms' : 'acceptPrivacy';
      const accepted = await session.call(() =>
        type === 'terms' ? api.agreements.acceptTerms(revisionId) : api.agreements.acceptPrivacy(revisionId),
      );
      if (!accepted) {
        const kept = errors.get(op);
        const list = kept.length > 0 ? [...kept] : [codedError(9999, undefined)];
        throw new ApiError({ errors: list, sessionExpired: false, networkError: false });
      }
      return accepted;
    },
    onSuccess: (accepted: Agreement, { type }) => {
      queryClient.setQueriesData<Agreement | null>({ queryKey: userKey('agreements', type) }, (current) =>
        current && current.revisionId === accepted.revisionId
          ? { ...current, accepted: true, dateAccepted: accepted.dateAccepted }
          : current,
      );
    },
  });
}
