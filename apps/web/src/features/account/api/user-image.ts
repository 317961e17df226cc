import { useMutation } from '@tanstack/react-query';
import { useAccountsApi, useSessionManager } from '../../../lib/session';
import type { ImageKind } from '../image-rules';

/**
 * POST /api/users/me/upload_{avatar|banner} (multipart) and remove_{avatar|banner}; the session's
 * profile is refreshed after either, so the header avatar changes at once.
 */
export function useUserImage(kind: ImageKind) {
  const api = useAccountsApi();
  const session = useSessionManager();
  const refresh = () => session.refreshProfile().catch(() => undefined);
  const upload = useMutation({
    mutationFn: async (file: File) => {
      await session.call<unknown>(() =>
        kind === 'avatar' ? api.uploads.uploadAvatar(file) : api.uploads.uploadBanner(file),
      );
      await refresh();
    },
  });
  const remove = useMutation({
    mutationFn: async () => {
      await session.call(() => (kind === 'avatar' ? api.uploads.removeAvatar() : api.uploads.removeBanner()));
      await refresh();
    },
  });
  return { upload, remove };
}
