import type { MemberEvent } from '@fanverse/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { useSessionManager } from '../../../lib/session';
import { eventsKeys } from './events-keys';

/**
 * The reply of a sign-up or a cancel is the event as it now is: shown at once, and the lists
 * (seats left, "Signed up") asked again whatever the outcome; after a refusal, the event too.
 */
function useSignupChange(call: (eventUuid: string) => Promise<MemberEvent>) {
  const session = useSessionManager();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (eventUuid: string) => session.call(() => call(eventUuid)),
    onSuccess: (event, eventUuid) => queryClient.setQueryData(eventsKeys.event(eventUuid), event),
    onSettled: async (_event, error, eventUuid) => {
      // A refusal (full, closed, checked in) means the event shown is out of date: ask again.
      if (error) await queryClient.invalidateQueries({ queryKey: eventsKeys.event(eventUuid) });
      await queryClient.invalidateQueries({ queryKey: eventsKeys.lists() });
    },
  });
}

/** POST /api/events/1/events/{eventUuid}/signup (idempotent: a double click signs up once). */
export function useSignUp() {
  return useSignupChange((eventUuid) => apiClient.events.signUp(eventUuid));
}

/** DELETE /api/events/1/events/{eventUuid}/signup. */
export function useCancelSignUp() {
  return useSignupChange((eventUuid) => apiClient.events.cancel(eventUuid));
}

/** POST /api/events/1/card/rotate: a new card; every code shown before stops working. */
export function useRotateCard() {
  const session = useSessionManager();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => session.call(() => apiClient.events.rotateCard()),
    onSuccess: (card) => queryClient.setQueryData(eventsKeys.card(), card),
  });
}
