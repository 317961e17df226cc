import { useMutation } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { useSessionManager } from '../../../lib/session';

/** POST /api/checkin/1/cards/: a scanned member card → whose it is (7757 for a bad card). */
export function useScanCard() {
  const session = useSessionManager();
  return useMutation({
    mutationFn: (token: string) => session.call(() => apiClient.checkin.scanCard(token)),
  });
}
