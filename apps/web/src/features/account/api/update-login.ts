import { useMutation } from '@tanstack/react-query';
import { useAccountsApi, useSessionManager } from '../../../lib/session';

/** POST /api/users/me/update_login: a new username; the session's profile follows. */
export function useUpdateLogin() {
  const api = useAccountsApi();
  const session = useSessionManager();
  return useMutation({
    mutationFn: async (username: string) => {
      const profile = await session.call(() => api.accounts.updateLogin(username));
      await session.refreshProfile().catch(() => undefined);
      return profile;
    },
  });
}
