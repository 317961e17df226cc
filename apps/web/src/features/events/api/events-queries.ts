import { useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { retryTransient } from '../../../lib/content-query';
import { useSessionManager } from '../../../lib/session';
import { cardRefreshDelayMs } from '../events-model';
import { eventsKeys } from './events-keys';

/** Events per page of either list: a phone screen or two. */
export const EVENTS_PAGE_SIZE = 12;

/** GET /api/events/1/events: upcoming events (anyone; `signed_up` is the member's). */
export function useUpcomingEvents(page: number) {
  const session = useSessionManager();
  return useQuery({
    queryKey: eventsKeys.upcoming(page),
    queryFn: ({ signal }) =>
      session.call(() => apiClient.events.list({ page, pageSize: EVENTS_PAGE_SIZE }, { signal })),
    retry: retryTransient,
  });
}

/** GET /api/events/1/mine: the events the member signed up for (only asked while signed in). */
export function useMyEvents(page: number, enabled: boolean) {
  const session = useSessionManager();
  return useQuery({
    queryKey: eventsKeys.mine(page),
    queryFn: ({ signal }) =>
      session.call(() => apiClient.events.mine({ page, pageSize: EVENTS_PAGE_SIZE }, { signal })),
    retry: retryTransient,
    enabled,
  });
}

/** GET /api/events/1/events/{eventUuid}: one event, with the member's items. */
export function useMemberEvent(eventUuid: string) {
  const session = useSessionManager();
  return useQuery({
    queryKey: eventsKeys.event(eventUuid),
    queryFn: ({ signal }) => session.call(() => apiClient.events.get(eventUuid, { signal })),
    retry: retryTransient,
  });
}

/**
 * GET /api/events/1/card: the card's current token, asked again a little before it expires (and
 * every few seconds once it has, while the network is down). Kept while a refresh fails, so the
 * page can still show the last code and say it may be out of date.
 */
export function useMemberCard() {
  const session = useSessionManager();
  return useQuery({
    queryKey: eventsKeys.card(),
    queryFn: ({ signal }) => session.call(() => apiClient.events.card({ signal })),
    retry: retryTransient,
    refetchInterval: (query) => cardRefreshDelayMs(query.state.data, query.state.dataUpdatedAt, Date.now()),
    // Also when the tab is hidden: the phone at the door may have just been unlocked.
    refetchIntervalInBackground: true,
    // A code seen before is worth asking again for whenever the member comes back to the tab.
    staleTime: 0,
  });
}
