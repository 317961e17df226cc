import { z } from 'zod';
import {
  eventItemChangeSchema,
  eventItemSchema,
  eventSchema,
  eventUserDetailsSchema,
  lazySchema,
  pageSchema,
  scannedCardSchema,
  type CatalogueCode,
} from '@fanverse/contract';
import type { Area, CallOptions } from '../area/area-context';
import { areaTools } from '../area/area-tools';
import { query } from '../discussions/path-parts';
import { checkinMapping } from '../mappings/event-mappings';
import { checkinChecks } from './checkin-checks';
import type { CheckinCalls, EventItemUpdate } from './checkin-types';

const CHECKIN = '/api/checkin/1';

const eventsPage = lazySchema(() => pageSchema(eventSchema));
const itemsPage = lazySchema(() => pageSchema(eventItemSchema));
const itemChanges = lazySchema(() => z.array(eventItemChangeSchema));

const paging = (q: { page?: number; pageSize?: number }) => ({ page: q.page, page_size: q.pageSize });

/**
 * Only the fields given, each only as a string: an update names what it changes, and a field
 * left out is left as it is on the server (a note is never blanked by a status change).
 */
function updateBody(update: EventItemUpdate): EventItemUpdate {
  const body: EventItemUpdate = {};
  for (const key of ['status', 'note', 'moddate', 'nonce'] as const) {
    const value = update[key];
    if (typeof value === 'string') body[key] = value;
  }
  return body;
}

/**
 * `client.checkin`; see `CheckinCalls` (checkin-types.ts) for the paths, checks and codes. Every
 * call rethrows and stores nothing: the desk shows the failure it gets (and, on 7753, the item as
 * it is now, `checkinConflict(error)`).
 */
export const createCheckinCalls: Area<CheckinCalls> = (context) => {
  const tools = areaTools(context);
  const checks = (options: CallOptions) =>
    checkinChecks((code: CatalogueCode, field: string) => tools.fail(code, field, options));

  return {
    events: async (q = {}, options = {}) =>
      tools.get(
        `${CHECKIN}/events`,
        {
          query: {
            ...query({ ...paging(q), from: q.from, to: q.to, q: q.q }),
            upcoming: q.upcoming,
          },
          schema: eventsPage,
          mapping: checkinMapping,
        },
        options,
      ),

    memberEvents: async (guid, q = {}, options = {}) => {
      const path = `${CHECKIN}/events/${checks(options).guid(guid)}`;
      return tools.get(
        path,
        { query: query(paging(q)), schema: eventsPage, mapping: checkinMapping },
        options,
      );
    },

    memberItems: async (guid, eventUuid, q = {}, options = {}) => {
      const check = checks(options);
      const path = `${CHECKIN}/events/${check.guid(guid)}/${check.eventUuid(eventUuid)}`;
      return tools.get(
        path,
        { query: query(paging(q)), schema: itemsPage, mapping: checkinMapping },
        options,
      );
    },

    eventItems: async (eventUuid, q = {}, options = {}) => {
      const path = `${CHECKIN}/event_items/${checks(options).eventUuid(eventUuid)}/`;
      return tools.get(
        path,
        {
          query: query({ ...paging(q), q: q.q, status: q.status }),
          schema: itemsPage,
          mapping: checkinMapping,
        },
        options,
      );
    },

    userDetails: async (guid, options = {}) =>
      tools.get(
        `${CHECKIN}/users/${checks(options).userGuid(guid)}/`,
        { schema: eventUserDetailsSchema, mapping: checkinMapping },
        options,
      ),

    updateItem: async (guid, eventUuid, id, update, options = {}) => {
      const check = checks(options);
      const path = `${CHECKIN}/events/${check.guid(guid)}/${check.eventUuid(eventUuid)}/${check.itemId(id)}`;
      return tools.post(
        path,
        { body: updateBody(update ?? {}), schema: eventItemSchema, mapping: checkinMapping },
        options,
      );
    },

    scanCard: async (token, options = {}) =>
      tools.post(
        `${CHECKIN}/cards/`,
        {
          body: { token: checks(options).cardToken(token) },
          schema: scannedCardSchema,
          mapping: checkinMapping,
        },
        options,
      ),

    itemChanges: async (eventUuid, id, options = {}) => {
      const check = checks(options);
      const path = `${CHECKIN}/event_items/${check.eventUuid(eventUuid)}/${check.itemId(id)}/changes/`;
      return tools.get(path, { schema: itemChanges, mapping: checkinMapping }, options);
    },
  };
};
