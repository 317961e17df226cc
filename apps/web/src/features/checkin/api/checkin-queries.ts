import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { retryTransient } from '../../../lib/content-query';
import { useSessionManager } from '../../../lib/session';
import { checkinKeys } from './checkin-keys';

/** Events in one desk list: enough for any real day at the door, sorted on the desk. */
const EVENTS_PAGE_SIZE = 50;
/** Attendees shown for one search: the desk narrows it by typing. */
const ATTENDEES_PAGE_SIZE = 30;

/**
 * GET /api/checkin/1/events: the events the desk can work (`q` searches names). Also the desk's
 * access check: a member without desk rights gets 7750 here, whatever the claims say.
 */
export function useDeskEvents(q: string) {
  const session = useSessionManager();
  return useQuery({
    queryKey: checkinKeys.events(q),
    queryFn: ({ signal }) =>
      session.call(() =>
        apiClient.checkin.events({ q: q || undefined, pageSize: EVENTS_PAGE_SIZE }, { signal }),
      ),
    placeholderData: keepPreviousData,
    retry: retryTransient,
  });
}

/** GET /api/checkin/1/event_items/{eventUuid}/?q: attendees' items matching the typed name. */
export function useAttendeeSearch(eventUuid: string, q: string) {
  const session = useSessionManager();
  return useQuery({
    queryKey: checkinKeys.eventItemsFor(eventUuid, q),
    queryFn: ({ signal }) =>
      session.call(() =>
        apiClient.checkin.eventItems(
          eventUuid,
          { q: q || undefined, pageSize: ATTENDEES_PAGE_SIZE },
          { signal },
        ),
      ),
    placeholderData: keepPreviousData,
    retry: retryTransient,
  });
}

/** GET /api/checkin/1/events/{guid}/{eventUuid}: the attendee's items at this event. */
export function useMemberItems(guid: string, eventUuid: string) {
  const session = useSessionManager();
  return useQuery({
    queryKey: checkinKeys.memberItems(guid, eventUuid),
    queryFn: ({ signal }) =>
      session.call(() => apiClient.checkin.memberItems(guid, eventUuid, { pageSize: 50 }, { signal })),
    retry: retryTransient,
  });
}

/** GET /api/checkin/1/users/{guid}/: premium status and membership, for perks at the door. */
export function useUserDetails(guid: string) {
  const session = useSessionManager();
  return useQuery({
    queryKey: checkinKeys.userDetails(guid),
    queryFn: () => session.call(() => apiClient.checkin.userDetails(guid)),
    retry: retryTransient,
  });
}
