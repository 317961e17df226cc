import { useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { retryTransient } from '../../../lib/content-query';
import { useSessionManager } from '../../../lib/session';
import { devicesKeys } from './devices-keys';

/** GET /api/5/sessions/: the member's signed-in devices (a lost session signs out here too). */
export function useSignedInDevices() {
  const session = useSessionManager();
  return useQuery({
    queryKey: devicesKeys.sessions(),
    queryFn: ({ signal }) => session.call(() => apiClient.devices.listSessions({ signal })),
    retry: retryTransient,
  });
}
