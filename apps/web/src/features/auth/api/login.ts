import { useMutation } from '@tanstack/react-query';
import { useSessionManager, type LoginInput } from '../../../lib/session';

/** POST /api/users/login through the session manager: on success the visitor is signed in. */
export function useLogin() {
  const session = useSessionManager();
  return useMutation({ mutationFn: (input: LoginInput) => session.login(input) });
}
