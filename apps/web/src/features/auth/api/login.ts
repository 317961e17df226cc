import { useMutation } from '@tanstack/react-query';
import { analyticsMemberOf, identifyMember } from '../../../lib/analytics';
import { useSessionManager, type LoginInput } from '../../../lib/session';

/**
 * POST /api/users/login through the session manager: on success the visitor is signed in, and
 * analytics is told who they are (spec accounts §7 identify; consent decides whether it is sent).
 */
export function useLogin() {
  const session = useSessionManager();
  return useMutation({
    mutationFn: async (input: LoginInput) => {
      const result = await session.login(input);
      const member = analyticsMemberOf(session.getState());
      if (member) identifyMember(member);
      return result;
    },
  });
}
