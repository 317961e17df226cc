import { userKey } from '../../../lib/query-keys';

/** The desk's reads: under the user scope, dropped when the desk account signs out or changes. */
export const checkinKeys = {
  all: () => userKey('checkin'),
  events: (q: string) => userKey('checkin', 'events', q),
  eventItems: (eventUuid: string) => userKey('checkin', 'event-items', eventUuid),
  eventItemsFor: (eventUuid: string, q: string) => userKey('checkin', 'event-items', eventUuid, q),
  memberItems: (guid: string, eventUuid: string) => userKey('checkin', 'member-items', guid, eventUuid),
  userDetails: (guid: string) => userKey('checkin', 'user', guid),
};
