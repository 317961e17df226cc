import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../lib/api-client';
import { selectSessionId, useSession, useSessionManager } from '../../lib/session';
import { keepUnlock } from './unlock-storage';

/**
 * POST /api/5/viewer/pin/unlock: a correct pin answers a signed unlock that the client then sends
 * on every call (`X-Viewer-Unlock`) until it expires. It is kept for the tab, and every query is
 * asked again: the locked page opens, and lists and rails hold what the limits left out.
 */
export function usePinUnlock() {
  const queryClient = useQueryClient();
  const session = useSessionManager();
  const sessionId = useSession(selectSessionId);
  return useMutation({
    mutationFn: (pin: string) => session.call(() => apiClient.viewer.unlock(pin)),
    onSuccess: async (unlock) => {
      keepUnlock(unlock, sessionId);
      await queryClient.invalidateQueries();
    },
  });
}
