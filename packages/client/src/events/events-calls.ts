import { lazySchema, memberCardSchema, memberEventSchema, pageSchema } from '@fanverse/contract';
import { isBlank } from '../accounts/client-checks';
import type { Area, CallOptions } from '../area/area-context';
import { areaTools } from '../area/area-tools';
import { query, segment } from '../discussions/path-parts';
import { memberEventsMapping } from '../mappings/event-mappings';
import type { EventsCalls } from './events-types';

const EVENTS = '/api/events/1';

const memberEventsPage = lazySchema(() => pageSchema(memberEventSchema));

const paging = (q: { page?: number; pageSize?: number }) => query({ page: q.page, page_size: q.pageSize });

/**
 * `client.events`; see `EventsCalls` (events-types.ts) for the paths and codes. Every call
 * rethrows and stores nothing: the event page and the card show the failure they get.
 */
export const createEventsCalls: Area<EventsCalls> = (context) => {
  const tools = areaTools(context);

  /**
   * An event's path. A missing or blank uuid names no event (7751, as the server answers an
   * unknown one) and is not sent: `/events//signup` would reach no route, `/events/` the list.
   */
  const event = (eventUuid: unknown, options: CallOptions): string => {
    if (typeof eventUuid !== 'string' || isBlank(eventUuid)) {
      throw tools.fail(7751, 'eventUuid', options);
    }
    return `${EVENTS}/events/${segment(eventUuid)}`;
  };

  return {
    list: async (q = {}, options = {}) =>
      tools.get(
        `${EVENTS}/events`,
        { query: paging(q), schema: memberEventsPage, mapping: memberEventsMapping },
        options,
      ),

    get: async (eventUuid, options = {}) =>
      tools.get(
        event(eventUuid, options),
        { schema: memberEventSchema, mapping: memberEventsMapping },
        options,
      ),

    signUp: async (eventUuid, options = {}) =>
      tools.post(
        `${event(eventUuid, options)}/signup`,
        { schema: memberEventSchema, mapping: memberEventsMapping },
        options,
      ),

    cancel: async (eventUuid, options = {}) =>
      tools.request(
        {
          method: 'DELETE',
          path: `${event(eventUuid, options)}/signup`,
          schema: memberEventSchema,
          mapping: memberEventsMapping,
        },
        options,
      ),

    mine: async (q = {}, options = {}) =>
      tools.get(
        `${EVENTS}/mine`,
        { query: paging(q), schema: memberEventsPage, mapping: memberEventsMapping },
        options,
      ),

    card: async (options = {}) =>
      tools.get(`${EVENTS}/card`, { schema: memberCardSchema, mapping: memberEventsMapping }, options),

    rotateCard: async (options = {}) =>
      tools.post(
        `${EVENTS}/card/rotate`,
        { schema: memberCardSchema, mapping: memberEventsMapping },
        options,
      ),
  };
};
