import { useMutation } from '@tanstack/react-query';
import { useAccountsApi, useSessionManager } from '../../../lib/session';

/**
 * POST /api/users/me/update_password. The server ends every other session of the member and
 * keeps this one, so the member stays signed in here.
 */
export function useUpdatePassword() {
  const api = useAccountsApi();
  const session = useSessionManager();
  return useMutation({
    mutationFn: ({ current, next }: { current: string; next: string }) =>
      session.call(() => api.accounts.updatePassword(current, next)),
  });
}
