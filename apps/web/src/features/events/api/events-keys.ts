import { userKey } from '../../../lib/query-keys';

/**
 * Events queries live under the user scope even though anyone may read the list: each event
 * says whether *this* member is signed up, so signing in, out or as someone else must drop them.
 */
export const eventsKeys = {
  all: () => userKey('events'),
  /** Both lists (upcoming and the member's), refreshed together after a sign-up or a cancel. */
  lists: () => userKey('events', 'lists'),
  upcoming: (page: number) => userKey('events', 'lists', 'upcoming', page),
  mine: (page: number) => userKey('events', 'lists', 'mine', page),
  event: (eventUuid: string) => userKey('events', 'event', eventUuid),
  card: () => userKey('events', 'card'),
};
