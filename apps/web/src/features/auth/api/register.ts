import { useMutation, useQueryClient } from '@tanstack/react-query';
import { analyticsMemberOf, trackRegistration } from '../../../lib/analytics';
import { userKey } from '../../../lib/query-keys';
import { useAccountsApi, useSessionManager, type RegisterInput } from '../../../lib/session';
import type { AgreementRevisions } from './get-agreement-revisions';

export interface RegisterRequest {
  input: Omit<RegisterInput, 'login_on_success' | 'additional_traits'>;
  /** The marketing opt-in box; the server mails a double opt-in link when it is ticked. */
  optIn: boolean;
  /** The terms and privacy revisions the form's notice referred to. */
  agreements: AgreementRevisions | undefined;
}

/**
 * POST /api/users/register through the session manager, asking to be signed in at once
 * (`login_on_success: 'true'`), so the new member lands signed in. The opt-in travels as an
 * additional trait: the server saves it and sends the double opt-in mail.
 *
 * The form says that creating the account accepts the Terms of Use and acknowledges the Privacy
 * Policy, so the revisions it referred to are then accepted on the member's behalf (the server
 * does not do it at registration). A failure there is not the registration's: the agreements
 * prompt asks for whatever is still unaccepted.
 */
export function useRegister() {
  const session = useSessionManager();
  const api = useAccountsApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ input, optIn, agreements }: RegisterRequest) => {
      const result = await session.register({
        ...input,
        login_on_success: 'true',
        ...(optIn ? { additional_traits: { opt_in: true } } : {}),
      });
      if (session.getState().user) {
        // The new member to analytics: alias, identify, 'Signed Up' (consent decides what is sent).
        const member = analyticsMemberOf(session.getState());
        if (member) trackRegistration(member);
        await Promise.allSettled([
          agreements?.terms ? api.agreements.acceptTerms(agreements.terms) : undefined,
          agreements?.privacy ? api.agreements.acceptPrivacy(agreements.privacy) : undefined,
        ]);
        // The prompt may have loaded them before the acceptance: load them again.
        await queryClient.invalidateQueries({ queryKey: userKey('agreements') });
      }
      return result;
    },
  });
}
