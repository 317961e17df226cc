import { normalizeShortCode } from '@fanverse/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { useSessionManager } from '../../../lib/session';
import { devicesKeys } from './devices-keys';

/**
 * GET /api/5/device/link/pending: which device asked for a code, and when, so the member can
 * tell their own TV from a code someone else sent them before anything is linked.
 */
export function useLookUpDevice() {
  const session = useSessionManager();
  return useMutation({
    mutationFn: (code: string) => session.call(() => apiClient.devices.getPending(normalizeShortCode(code))),
  });
}

/** POST /api/5/device/link: the confirmed code is linked to the member; their devices list changes. */
export function useLinkDevice() {
  const session = useSessionManager();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (code: string) => session.call(() => apiClient.devices.link(normalizeShortCode(code))),
    onSettled: () => queryClient.invalidateQueries({ queryKey: devicesKeys.sessions() }),
  });
}

/** DELETE /api/5/sessions/{id}/: one of the member's other devices is signed out. */
export function useSignOutDevice() {
  const session = useSessionManager();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => session.call(() => apiClient.devices.signOut(id)),
    onSettled: () => queryClient.invalidateQueries({ queryKey: devicesKeys.sessions() }),
  });
}
