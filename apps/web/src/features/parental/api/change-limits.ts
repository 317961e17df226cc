import type { ViewerPin, ViewerPinBody } from '@fanverse/contract';
import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { forgetUnlock } from '../../../components/parental';
import { apiClient } from '../../../lib/api-client';
import { useSessionManager } from '../../../lib/session';
import { parentalKeys } from './parental-keys';

/**
 * After the limits changed: an unlock given under the old ones no longer counts (the server
 * ends it), and everything the member sees is asked for again under the new limits.
 */
async function limitsChanged(queryClient: QueryClient, pin: ViewerPin | null) {
  apiClient.viewer.clearUnlock();
  forgetUnlock();
  if (pin) queryClient.setQueryData(parentalKeys.pin(), pin);
  await queryClient.invalidateQueries();
}

/**
 * POST /api/5/viewer/pin: limits and pin; the account password once controls exist. The client
 * refuses a pin over 4 characters (1070) and maps the server's messages to 1072, 1071 and 1070,
 * a wrong password to 1009.
 */
export function useSaveLimits() {
  const queryClient = useQueryClient();
  const session = useSessionManager();
  return useMutation({
    mutationFn: (body: ViewerPinBody) => session.call(() => apiClient.viewer.setPin(body)),
    onSuccess: (pin) => limitsChanged(queryClient, pin),
  });
}

/** DELETE /api/5/viewer/pin: limits and pin go, with the account password. */
export function useRemoveLimits() {
  const queryClient = useQueryClient();
  const session = useSessionManager();
  return useMutation({
    mutationFn: (password: string) => session.call(() => apiClient.viewer.removePin(password)),
    onSuccess: () => limitsChanged(queryClient, null),
  });
}
