import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  HISTORY_COMMANDS,
  VIDEO_HISTORY_DEFAULT_LIMIT,
  VIDEO_HISTORY_MAX_LIMIT,
  WATCHED_FRACTION,
  historyItemParamsSchema,
  historyMarkParamsSchema,
  historySearchBodySchema,
  historySearchReplySchema,
  transQuerySchema,
  userHistorySchema,
  videoHistoryItemSchema,
  videoHistoryListSchema,
  videoHistoryQuerySchema,
} from '@fanverse/contract';
import { failures, noContent, privateReply } from '../../../http/route-replies';
import { withTrans } from '../../../http/route-schemas';
import { requireUser } from '../../auth/auth.plugin';
import type { ActivityServices } from '../activity.factory';
import { ACTIVITY_TAGS, SESSION_SECURITY } from '../activity-openapi';
import type { HistoryCaller } from './history.service';
import { markParamsCodes, readMarkTarget } from './mark-params';

const WATCHED =
  `An episode is watched (\`is_watched\`) once the member reached ${WATCHED_FRACTION * 100}% of it or the ` +
  'start of its credits, whichever is earlier, or its player sent `complete`, or they marked it watched; ' +
  'marking it unwatched undoes all of that until it is finished again. `slider` is the resume point (the ' +
  'latest event’s end), `timestamp`/`view_date` when it was last watched, `is_visible` whether the member ' +
  'may still watch it (walls, regions, status: the rights rule). `box_art` and `thumbnail` are the ' +
  'series’ art, `ep_thumb` and `asset_key` the episode’s.';
const MEMBER_ONLY =
  'Only the caller’s own history; items they cleared are left out until their next event, and items above ' +
  'their parental limits while the pin has not unlocked them. No session: 401 ' +
  '`UNAUTHENTICATED` (an expired one `SESSION_EXPIRED`). Never cached (`private, no-store`).';

/** Catalogue spec §7 "User activity": the history, its search, marks, and clearing an item. */
export const historyRoutes: FastifyPluginAsyncZod<ActivityServices> = async (app, deps) => {
  const caller = async (request: FastifyRequest): Promise<HistoryCaller> => ({
    userId: (await requireUser(request, deps.sessions)).userId,
    country: deps.viewerCountryOf(request),
    limits: await deps.limitsOf(request),
  });

  app.get(
    '/api/5/user/history',
    {
      config: { auth: 'session' },
      schema: {
        tags: ACTIVITY_TAGS,
        summary: 'The signed-in member’s latest videos and comics',
        description:
          `The ${VIDEO_HISTORY_DEFAULT_LIMIT} episodes and the ${VIDEO_HISTORY_DEFAULT_LIMIT} books the member ` +
          'consumed last, each list newest first: `videos` as the video history’s items, `comics` as the comic ' +
          'history’s (one per book: `page_index`/`panel_index` its resume point, `is_watched` once its last ' +
          `page was read or it was completed). ${WATCHED} ${MEMBER_ONLY}`,
        security: SESSION_SECURITY,
        querystring: transQuerySchema,
        response: { 200: userHistorySchema, ...failures(400, 401) },
      },
    },
    async (request, reply) => {
      const who = await caller(request);
      privateReply(reply);
      return deps.history.overview(who, request.lang);
    },
  );

  app.get(
    '/api/5/1/user/history/video/',
    {
      config: { auth: 'session' },
      schema: {
        tags: ACTIVITY_TAGS,
        summary: 'The signed-in member’s video history, a page at a time',
        description:
          'One item per episode, newest first. Query: `series_id` (a series’ numeric id), `episode_number` ' +
          '(that episode of it), `skip_completed` (leave out watched episodes), `skip_completed_val` (1 to 100: ' +
          'leave out episodes whose furthest position reached that percentage of their length), `limit` (1 to ' +
          `${VIDEO_HISTORY_MAX_LIMIT}, default ${VIDEO_HISTORY_DEFAULT_LIMIT}), \`start_from\` (the previous ` +
          'reply’s `last_key`; null on the last page; a page never repeats nor skips an item that did not ' +
          `move), \`trans\`. ${WATCHED} A bad \`series_id\` answers 400 \`INVALID_SERIES_ID\`, a bad ` +
          '`episode_number` `INVALID_EPISODE_NUMBER`, any other bad value or a `start_from` that is not a ' +
          `\`last_key\` 400 code 8. ${MEMBER_ONLY}`,
        security: SESSION_SECURITY,
        querystring: withTrans(videoHistoryQuerySchema),
        response: { 200: videoHistoryListSchema, ...failures(400, 401) },
      },
    },
    async (request, reply) => {
      const who = await caller(request);
      privateReply(reply);
      return deps.history.list(who, request.query, request.lang);
    },
  );

  app.post(
    '/api/5/1/user/history/video/:key/:command',
    {
      // Validation is attached, not answered: a refused path answers spec §5's own codes
      // (mark-params.ts) before the handler runs.
      ...markParamsCodes,
      config: { auth: 'session' },
      schema: {
        tags: ACTIVITY_TAGS,
        summary: 'Marks an episode watched or unwatched',
        description:
          '`{key}` is `{series}.{episode}`: the series’ numeric id and the episode’s number; `{command}` one of ' +
          `${HISTORY_COMMANDS.join(', ')}. Logged as an event of the member’s own (so it orders with what they ` +
          'watch): `watched` counts the episode watched and moves its series on to the next episode; ' +
          '`unwatched` takes that away until it is finished again. Answers the episode’s history item as it ' +
          'now is. A part left out (`/video/.3/watched`, `/video/12./watched`, `/video/12.3/`) answers 400 ' +
          'code 6000 naming it (`series_id`, `episode_number`, `command`); a part that is not a whole number ' +
          'or another command, 6001. No such series or episode: 404 `RESOURCE_NOT_FOUND`; an episode above the ' +
          'member’s parental limits: 403 `PARENTAL_LOCK` (with its `rating`), nothing logged. No session: 401.',
        security: SESSION_SECURITY,
        params: historyMarkParamsSchema,
        querystring: transQuerySchema,
        response: { 200: videoHistoryItemSchema, ...failures(400, 401, 403, 404) },
      },
    },
    async (request, reply) => {
      const who = await caller(request);
      const target = readMarkTarget(request.params.key, request.params.command);
      privateReply(reply);
      return deps.history.mark(who, target, request.lang);
    },
  );

  app.post(
    '/api/5/1/user/history/search',
    {
      config: { auth: 'session', changesMember: false },
      schema: {
        tags: ACTIVITY_TAGS,
        summary: 'What the signed-in member did with the items named',
        description:
          '`video_ids`: episodes, by their uuid or their video’s uuid; `comic_uuids`: books. Answers the ' +
          'history item of each one the member consumed (items never consumed, or cleared, are absent), ' +
          `newest first. Naming nothing (neither list, or both empty) answers 400 code 6000. ${WATCHED} ` +
          MEMBER_ONLY,
        security: SESSION_SECURITY,
        querystring: transQuerySchema,
        body: historySearchBodySchema,
        response: { 200: historySearchReplySchema, ...failures(400, 401) },
      },
    },
    async (request, reply) => {
      const who = await caller(request);
      privateReply(reply);
      return deps.history.search(who, request.body, request.lang);
    },
  );

  app.delete(
    '/api/5/user/history/:type/:uuid',
    {
      config: { auth: 'session' },
      schema: {
        tags: ACTIVITY_TAGS,
        summary: 'Clears an episode or a book from the signed-in member’s history',
        description:
          'Our own call. The item leaves the history (and its search) until the member watches or reads it ' +
          'again; nothing else changes (watched, the resume point and the feed stay). 204. `type` is episode ' +
          'or book (else 400 code 8), a malformed uuid 400 `INVALID_UUID`; an item not in the member’s ' +
          'history 404 `RESOURCE_NOT_FOUND`. No session: 401.',
        security: SESSION_SECURITY,
        params: historyItemParamsSchema,
        response: { 204: noContent, ...failures(400, 401, 404) },
      },
    },
    async (request, reply) => {
      const user = await requireUser(request, deps.sessions);
      await deps.history.clear(user.userId, request.params.type, request.params.uuid);
      return reply.code(204).send();
    },
  );
};
