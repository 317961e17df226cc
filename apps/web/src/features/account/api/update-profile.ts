import type { UpdateProfileBody } from '@fanverse/contract';
import { useMutation } from '@tanstack/react-query';
import { useAccountsApi, useSessionManager } from '../../../lib/session';

/**
 * POST /api/users/me/update_profile with the changed fields only, then the session's profile is
 * refreshed so everything showing it (header, banner) follows. Through `session.call`: a session
 * found expired signs the member out here too.
 */
export function useUpdateProfile() {
  const api = useAccountsApi();
  const session = useSessionManager();
  return useMutation({
    mutationFn: async (fields: UpdateProfileBody) => {
      const profile = await session.call(() => api.accounts.updateProfile(fields));
      await session.refreshProfile().catch(() => undefined);
      return profile;
    },
  });
}
