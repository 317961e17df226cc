import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  MEMBER_CARD_GRACE_PERIODS,
  MEMBER_CARD_PREFIX,
  MEMBER_CARD_ROTATE_SECONDS,
  eventPathSchema,
  memberCardSchema,
  memberEventSchema,
  pageQuerySchema,
  pageSchema,
} from '@fanverse/contract';
import { failures, privateReply } from '../../http/route-replies';
import { requireUser, userOrAnonymous } from '../auth/auth.plugin';
import type { EventsServices } from './events.factory';
import { pageOf, pathOf } from './route-paging';

const EVENTS = '/api/events/1';
const TAGS = ['events'];
const SESSION_SECURITY = [{ sessionToken: [] }];
/** Anonymous visitors are answered too: a session only adds what the member holds. */
const LENIENT_SECURITY: Record<string, string[]>[] = [{ sessionToken: [] }, {}];

const PAGING = '`page`, `page_size` (1-100, default 20; else 400 code 4); a page past the last: 404 code 5.';
const EVENT_ID = 'An `eventUuid` that is not a uuid or names no event: 404 `NOT_FOUND`.';
const MEMBER_EVENT =
  'Each event with `seats_left`, `signed_up` (the caller holds its entry), `signup_open` (before ' +
  '`start_date`) and `items`, what the caller holds there (not cancelled; [] for a visitor).';
const CARD =
  `\`token\` is \`${MEMBER_CARD_PREFIX}\`, the card's id and the period signed by the server: it never ` +
  `holds the guid or username. It changes every ${MEMBER_CARD_ROTATE_SECONDS} s (\`expires_at\` ends the ` +
  `current period; ask again before it) and is accepted at the desk for its period and ` +
  `${MEMBER_CARD_GRACE_PERIODS} after. Never cached. No session: 401.`;

/**
 * Members' event calls (`/api/events/1/…`; contract events/event-calls.ts): upcoming events,
 * sign-up and cancel, the member's events, and the member card. Every reply depends on who asks
 * (what they hold, their card), so none is kept by a shared cache.
 */
export const memberEventsRoutes: FastifyPluginAsyncZod<EventsServices> = async (app, services) => {
  const { sessions, signups, cards } = services;
  /** Whoever asks (a bad or expired token reads as no session); the reply is theirs, so private. */
  const visitor = async (request: FastifyRequest, reply: FastifyReply) => {
    const viewer = await userOrAnonymous(request, sessions);
    privateReply(reply);
    return viewer;
  };
  /** The signed-in member (401 without a session); the reply is theirs, so private. */
  const member = async (request: FastifyRequest, reply: FastifyReply) => {
    const viewer = await requireUser(request, sessions);
    privateReply(reply);
    return viewer;
  };

  app.get(
    `${EVENTS}/events`,
    {
      config: { auth: 'lenient' },
      schema: {
        tags: TAGS,
        summary: 'Upcoming events',
        description:
          `Events that have not ended, soonest first, in the default page envelope. ${MEMBER_EVENT} ${PAGING} ` +
          'A bad or expired session token is read as no session.',
        security: LENIENT_SECURITY,
        querystring: pageQuerySchema,
        response: { 200: pageSchema(memberEventSchema), ...failures(400, 404) },
      },
    },
    async (request, reply) => {
      const viewer = await visitor(request, reply);
      return signups.list(viewer, pageOf(request.query), pathOf(request));
    },
  );

  app.get(
    `${EVENTS}/events/:eventUuid`,
    {
      config: { auth: 'lenient' },
      schema: {
        tags: TAGS,
        summary: 'One event',
        description: `Any event, past ones too. ${MEMBER_EVENT} ${EVENT_ID}`,
        security: LENIENT_SECURITY,
        params: eventPathSchema,
        response: { 200: memberEventSchema, ...failures(400, 404) },
      },
    },
    async (request, reply) => {
      const viewer = await visitor(request, reply);
      return signups.get(viewer, request.params.eventUuid);
    },
  );

  app.post(
    `${EVENTS}/events/:eventUuid/signup`,
    {
      config: { auth: 'session' },
      schema: {
        tags: TAGS,
        summary: 'Sign up for an event',
        description:
          'Reserves the entry and takes a seat, in one transaction; with the entry come the perks and signing ' +
          'slots for everyone and, for a premium member, the premium-only ones. Idempotent: a member who holds ' +
          'the entry gets the event as it is (no second seat). A cancelled sign-up is reserved again. Answers ' +
          `the event as the member now sees it. Every place taken: 409 \`EVENT_FULL\`. The event started: 409 ` +
          `\`SIGNUP_CLOSED\`. ${EVENT_ID} No session: 401.`,
        security: SESSION_SECURITY,
        params: eventPathSchema,
        response: { 200: memberEventSchema, ...failures(400, 401, 404, 409) },
      },
    },
    async (request, reply) => {
      const viewer = await member(request, reply);
      return signups.signUp(viewer, request.params.eventUuid);
    },
  );

  app.delete(
    `${EVENTS}/events/:eventUuid/signup`,
    {
      config: { auth: 'session' },
      schema: {
        tags: TAGS,
        summary: 'Cancel a sign-up',
        description:
          'Cancels every item the member holds at the event and frees the seat, in one transaction. Answers the ' +
          'event as the member now sees it. No entry held: 404 `NOT_SIGNED_UP`. The entry already checked in ' +
          `or collected: 409 \`ALREADY_CHECKED_IN\`. The event started: 409 \`SIGNUP_CLOSED\`. ${EVENT_ID} ` +
          'No session: 401.',
        security: SESSION_SECURITY,
        params: eventPathSchema,
        response: { 200: memberEventSchema, ...failures(400, 401, 404, 409) },
      },
    },
    async (request, reply) => {
      const viewer = await member(request, reply);
      return signups.cancel(viewer, request.params.eventUuid);
    },
  );

  app.get(
    `${EVENTS}/mine`,
    {
      config: { auth: 'session' },
      schema: {
        tags: TAGS,
        summary: "The member's events",
        description:
          `Events the member holds an entry for (past ones too), soonest first. ${MEMBER_EVENT} ${PAGING} ` +
          'No session: 401.',
        security: SESSION_SECURITY,
        querystring: pageQuerySchema,
        response: { 200: pageSchema(memberEventSchema), ...failures(400, 401, 404) },
      },
    },
    async (request, reply) => {
      const viewer = await member(request, reply);
      return signups.mine(viewer, pageOf(request.query), pathOf(request));
    },
  );

  app.get(
    `${EVENTS}/card`,
    {
      config: { auth: 'session' },
      schema: {
        tags: TAGS,
        summary: "The member card's current token",
        description: `The token to show as a QR code at the event's door (the card is made on first use). ${CARD}`,
        security: SESSION_SECURITY,
        response: { 200: memberCardSchema, ...failures(401) },
      },
    },
    async (request, reply) => {
      const viewer = await member(request, reply);
      return cards.current(viewer.userId);
    },
  );

  app.post(
    `${EVENTS}/card/rotate`,
    {
      config: { auth: 'session' },
      schema: {
        tags: TAGS,
        summary: 'A new member card',
        description: `Replaces the member's card: every earlier token is refused at once. Answers the new one. ${CARD}`,
        security: SESSION_SECURITY,
        response: { 200: memberCardSchema, ...failures(401) },
      },
    },
    async (request, reply) => {
      const viewer = await member(request, reply);
      return cards.rotate(viewer.userId);
    },
  );
};
