import { useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { retryTransient } from '../../../lib/content-query';
import { useSessionManager } from '../../../lib/session';
import { parentalKeys } from './parental-keys';

/** GET /api/5/viewer/pin: the member's limits and whether a pin is set (never the pin). */
export function useViewerPin() {
  const session = useSessionManager();
  return useQuery({
    queryKey: parentalKeys.pin(),
    queryFn: ({ signal }) => session.call(() => apiClient.viewer.getPin({ signal })),
    retry: retryTransient,
  });
}
