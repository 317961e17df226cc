import { useMutation } from '@tanstack/react-query';
import { useAccountsApi } from '../../../lib/session';

/** POST /api/users/forgot_password: the client sends an email-shaped input as email, else as username. */
export function useForgotPassword() {
  const api = useAccountsApi();
  return useMutation({ mutationFn: (identifier: string) => api.accounts.forgotPassword(identifier) });
}
