import { useMutation } from '@tanstack/react-query';
import { useAccountsApi } from '../../../lib/session';

/** POST /api/users/reset_password with the token from the mail link. */
export function useResetPassword() {
  const api = useAccountsApi();
  return useMutation({
    mutationFn: (input: { token: string; password: string }) => api.accounts.resetPassword(input),
  });
}
