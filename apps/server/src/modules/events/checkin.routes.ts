import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  EVENT_NOTE_MAX_LENGTH,
  checkinEventsQuerySchema,
  eventItemChangeSchema,
  eventItemChangesPathSchema,
  eventItemPathSchema,
  eventItemSchema,
  eventItemUpdateBodySchema,
  eventItemsQuerySchema,
  eventPathSchema,
  eventSchema,
  eventUserDetailsSchema,
  memberEventPathSchema,
  memberPathSchema,
  pageQuerySchema,
  pageSchema,
  scanCardBodySchema,
  scannedCardSchema,
} from '@fanverse/contract';
import { failures, privateReply } from '../../http/route-replies';
import { requireUser } from '../auth/auth.plugin';
import type { EventsServices } from './events.factory';
import { pageOf, pathOf } from './route-paging';

const TAGS = ['checkin'];
const SECURITY = [{ sessionToken: [] }];
const BASE = '/api/checkin/1';
const DESK =
  'Event staff only: no session is 401; a member without the `checkin_admin` claim is 403 `MUST_BE_ADMIN` ' +
  '(client 7750) before anything else. Never cached.';
const NOT_FOUND_MEMBER = 'An unknown member guid: 404 `NOT_FOUND` (client 7751).';
const NOT_FOUND_EVENT = 'An unknown or malformed event uuid: 404 `NOT_FOUND` (client 7751).';
const PAGED =
  'Paged (`page`, `page_size` up to 100; the default envelope); a page past the last: 404, a page that is ' +
  'not a number: 400.';

/**
 * Catalogue spec §7 "Check-in" (`/api/checkin/1/…`; contract events/event-calls.ts): thin routes
 * over CheckinService. Every route is `auth: 'checkin'`: the session first (401), then the claim
 * (CheckinAdmins: 403 MUST_BE_ADMIN), checked on the server on every call whatever the web shows.
 */
export const checkinRoutes: FastifyPluginAsyncZod<EventsServices> = async (app, services) => {
  /** The signed-in desk: 401 without a session, 403 without the claim; its replies are private. */
  const desk = async (request: FastifyRequest, reply: FastifyReply) => {
    const user = await requireUser(request, services.sessions);
    privateReply(reply);
    await services.admins.require(user.userId);
    return user;
  };

  app.get(
    `${BASE}/events`,
    {
      config: { auth: 'checkin' },
      schema: {
        tags: TAGS,
        summary: 'Events, for the desk to pick one',
        description:
          '`upcoming` (true: events not over yet, soonest first; otherwise every event, newest start first); ' +
          '`from` (events ending on or after it) and `to` (events starting before it; a `YYYY-MM-DD` day counts ' +
          'whole, in UTC), each an ISO 8601 instant or a `YYYY-MM-DD` date, else 400 `INVALID_DATA` naming the ' +
          'field; `q`: words each found in the name, city or description (case-insensitive, as typed). ' +
          `${PAGED} ${DESK}`,
        security: SECURITY,
        querystring: checkinEventsQuerySchema,
        response: { 200: pageSchema(eventSchema), ...failures(400, 401, 403, 404) },
      },
    },
    async (request, reply) => {
      await desk(request, reply);
      const { upcoming, from, to, q } = request.query;
      return services.checkin.events({ ...pageOf(request.query), upcoming, from, to, q }, pathOf(request));
    },
  );

  app.get(
    `${BASE}/events/:guid`,
    {
      config: { auth: 'checkin' },
      schema: {
        tags: TAGS,
        summary: 'The events a member holds items for',
        description:
          'Events not over yet first (soonest first), then past ones (newest first). ' +
          `${NOT_FOUND_MEMBER} ${PAGED} ${DESK}`,
        security: SECURITY,
        params: memberPathSchema,
        querystring: pageQuerySchema,
        response: { 200: pageSchema(eventSchema), ...failures(400, 401, 403, 404) },
      },
    },
    async (request, reply) => {
      await desk(request, reply);
      return services.checkin.memberEvents(request.params.guid, pageOf(request.query), pathOf(request));
    },
  );

  app.get(
    `${BASE}/events/:guid/:eventUuid`,
    {
      config: { auth: 'checkin' },
      schema: {
        tags: TAGS,
        summary: "A member's items at an event",
        description:
          'The entry first, then perks and signing slots as the event lists them; a member holding nothing ' +
          `there: an empty page. ${NOT_FOUND_MEMBER} ${NOT_FOUND_EVENT} ${PAGED} ${DESK}`,
        security: SECURITY,
        params: memberEventPathSchema,
        querystring: pageQuerySchema,
        response: { 200: pageSchema(eventItemSchema), ...failures(400, 401, 403, 404) },
      },
    },
    async (request, reply) => {
      await desk(request, reply);
      const { guid, eventUuid } = request.params;
      return services.checkin.memberItems(guid, eventUuid, pageOf(request.query), pathOf(request));
    },
  );

  app.post(
    `${BASE}/events/:guid/:eventUuid/:id`,
    {
      config: { auth: 'checkin' },
      schema: {
        tags: TAGS,
        summary: "Changes an attendee's item (check in, note)",
        description:
          'JSON `status` (reserved, checked_in, collected, cancelled) and/or `note` (at most ' +
          `${EVENT_NOTE_MAX_LENGTH} characters, no NUL); \`moddate\`: the item's moddate as the desk saw it; ` +
          '`nonce`: 8–64 letters, digits, `-` or `_`, made by the desk for this update. Neither status nor note, ' +
          'an unknown status, a bad note, moddate or nonce: 400 `INVALID_DATA` (client 7752) naming the field. ' +
          "The item must be that member's at that event, else 404 `NOT_FOUND` (client 7751; an id that is not " +
          'an integer too). A nonce this item already recorded: the update applied before, answered with the ' +
          'item as it is now, nothing changed. With `moddate`, the update applies only if the item is still as ' +
          'seen, else 409 `STALE_MODDATE` (client 7753) saying who changed it and when, with `current`: the ' +
          'item as it is now; never overwritten silently. Every change is kept in the audit trail. Answers the ' +
          `item. ${DESK}`,
        security: SECURITY,
        params: eventItemPathSchema,
        body: eventItemUpdateBodySchema,
        response: { 200: eventItemSchema, ...failures(400, 401, 403, 404, 409) },
      },
    },
    async (request, reply) => {
      const user = await desk(request, reply);
      const { guid, eventUuid, id } = request.params;
      return services.checkin.update(user, guid, eventUuid, id, request.body);
    },
  );

  app.get(
    `${BASE}/event_items/:eventUuid/`,
    {
      config: { auth: 'checkin' },
      schema: {
        tags: TAGS,
        summary: "An event's attendees and their items",
        description:
          'By username (case-insensitive), then as the event lists its items. `q`: found in the username ' +
          '(case-insensitive, as typed); `status`: only items in that status (an unknown one: 400). ' +
          `${NOT_FOUND_EVENT} ${PAGED} ${DESK}`,
        security: SECURITY,
        params: eventPathSchema,
        querystring: eventItemsQuerySchema,
        response: { 200: pageSchema(eventItemSchema), ...failures(400, 401, 403, 404) },
      },
    },
    async (request, reply) => {
      await desk(request, reply);
      const { q, status } = request.query;
      return services.checkin.eventItems(
        request.params.eventUuid,
        { ...pageOf(request.query), q, status },
        pathOf(request),
      );
    },
  );

  app.get(
    `${BASE}/event_items/:eventUuid/:id/changes/`,
    {
      config: { auth: 'checkin' },
      schema: {
        tags: TAGS,
        summary: "An item's audit trail",
        description:
          'Every change of the item, oldest first: when, by whom (a username; empty for an account deleted ' +
          'since), the status before and after, and the note after. An item that is not at that event (or an ' +
          `id that is not an integer): 404 \`NOT_FOUND\`. ${NOT_FOUND_EVENT} ${DESK}`,
        security: SECURITY,
        params: eventItemChangesPathSchema,
        response: { 200: z.array(eventItemChangeSchema), ...failures(400, 401, 403, 404) },
      },
    },
    async (request, reply) => {
      await desk(request, reply);
      return services.checkin.changes(request.params.eventUuid, request.params.id);
    },
  );

  app.get(
    `${BASE}/users/:guid/`,
    {
      config: { auth: 'checkin' },
      schema: {
        tags: TAGS,
        summary: 'Event user details',
        description:
          "The member's username, guid, the day they joined (`member_since`, YYYY-MM-DD), whether premium " +
          '(`premium_status` as the claims say it), in a free trial, and their plan period while premium. ' +
          `${NOT_FOUND_MEMBER} ${DESK}`,
        security: SECURITY,
        params: memberPathSchema,
        response: { 200: eventUserDetailsSchema, ...failures(400, 401, 403, 404) },
      },
    },
    async (request, reply) => {
      await desk(request, reply);
      return services.checkin.userDetails(request.params.guid);
    },
  );

  app.post(
    `${BASE}/cards/`,
    {
      config: { auth: 'checkin' },
      schema: {
        tags: TAGS,
        summary: 'A scanned member card → the member',
        description:
          "JSON `token`: the QR code's text. Answers the member's guid and username. A token that is forged, " +
          `expired or rotated away: 400 \`CARD_INVALID\` (client 7757). ${DESK}`,
        security: SECURITY,
        body: scanCardBodySchema,
        response: { 200: scannedCardSchema, ...failures(400, 401, 403) },
      },
    },
    async (request, reply) => {
      await desk(request, reply);
      return services.cards.resolve(request.body.token);
    },
  );
};
