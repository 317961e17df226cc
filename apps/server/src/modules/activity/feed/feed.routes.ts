import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  bulkConsumeNextBodySchema,
  consumeNextItemSchema,
  consumeNextListSchema,
  consumeNextQuerySchema,
  containerParamsSchema,
  HAS_MORE_HEADER,
  nextObjectParamsSchema,
  REQUEST_ID_HEADER,
  transQuerySchema,
  VIEWER_UNLOCK_HEADER,
} from '@fanverse/contract';
import { scopes } from '../../../http/member-cache/change-generations';
import type { MemberReplyKey } from '../../../http/member-cache/private-reply-cache';
import { failures, noContent, privateReply } from '../../../http/route-replies';
import { withTrans } from '../../../http/route-schemas';
import { optionalUser, requireUser } from '../../auth/auth.plugin';
import type { ActivityServices } from '../activity.factory';
import { ACTIVITY_TAGS, OPTIONAL_SECURITY, SESSION_SECURITY } from '../activity-openapi';
import { containerCodes, nextParamsCodes, parseContainerRefs } from './feed-params';

const ITEM =
  'Each item: the container (`container_type` series, comicseries or collection, its uuid, title, art key and ' +
  'page), `item_type` Episode or Book, `content_id` (its uuid), `status` `in_progress` (resume it: `timestamp` ' +
  'seconds for a video, `page_index`/`panel_index` for a book) or `up_next` (start it), `last_consumed`, the ' +
  "item's `title`, `number`, `thumbnail`, `duration` (videos) or `num_pages` (books), `progress` 0 to 1, and " +
  '`url`, the watch page (`?t=` seconds) or the reader (`?page=&panel=`, zero-based) at that position.';

/** The consume-next feed and its companions (catalogue spec §4, §5, §7 "User activity"; docs/activity.md). */
export const feedRoutes: FastifyPluginAsyncZod<ActivityServices> = async (app, deps) => {
  // The same member asking again (the home page, the bench) is answered from memory until their
  // activity, their account or the catalogue changes (docs/member-cache.md).
  const feedReply: MemberReplyKey = {
    key: async (request) => [
      (await requireUser(request, deps.sessions)).sessionId,
      deps.viewerCountryOf(request),
      request.headers[VIEWER_UNLOCK_HEADER],
    ],
    headers: (request, reply) => {
      privateReply(reply);
      // The app sets x-request-id to the request's own id for every reply; a given one replaces it.
      const given = (request.query as { request_id?: unknown }).request_id;
      reply.header(REQUEST_ID_HEADER, typeof given === 'string' ? given : request.id);
    },
  };

  app.get(
    '/api/5/2/user/consume_next',
    {
      config: { auth: 'session', memberReply: feedReply },
      schema: {
        tags: ACTIVITY_TAGS,
        summary: "The signed-in member's continue-watching and continue-reading feed",
        description:
          "The member's series, comic series and collections, most recently consumed first, each as the item to " +
          'consume next from it: the current item while unfinished, else the next one in the catalogue order (the ' +
          "next episode by number across seasons, the next book of the same type, the collection's next entry). A " +
          'container whose last item is finished with nothing after it, that the member ignored, or whose item they ' +
          'may no longer see (walls, region, removed, or above their parental limits unless the pin unlocked them) ' +
          'is left out, and pages count only what is shown. ' +
          '`include_videos`, `include_books`, `include_collections` (default true) filter containers and items by ' +
          'kind; `limit` (default 25, at most 100) and `page` (from 1). Headers: `x-has-more` `true` or `false`, ' +
          "`x-request-id` the `request_id` given (1 to 100 letters, digits and `._:~-`), else the request's own id. " +
          `${ITEM} Bad flags or limit: 400 code 8; bad page: 400 code 4.`,
        security: SESSION_SECURITY,
        querystring: withTrans(consumeNextQuerySchema),
        response: { 200: consumeNextListSchema, ...failures(400, 401) },
      },
    },
    async (request, reply) => {
      const keyParts = await feedReply.key(request);
      feedReply.headers(request, reply);
      if (await deps.replies.answer(request, reply, keyParts)) return reply;
      const user = await requireUser(request, deps.sessions);
      const q = request.query;
      const page = await deps.feed.page(
        user.userId,
        deps.viewerCountryOf(request),
        {
          includeVideos: q.include_videos,
          includeBooks: q.include_books,
          includeCollections: q.include_collections,
          limit: q.limit,
          page: q.page,
        },
        request.lang,
        await deps.limitsOf(request),
      );
      reply.header(HAS_MORE_HEADER, String(page.hasMore));
      deps.replies.keep(request, [scopes.member(user.userId)], [HAS_MORE_HEADER]);
      return page.items;
    },
  );

  app.get(
    '/api/5/2/:containerType/:containerUuid/:objectType/:objectUuid/next',
    {
      // Validation is attached rather than answered, so the spec's codes (7900, 1715) can be given.
      ...nextParamsCodes,
      config: { auth: 'optional' },
      schema: {
        tags: ACTIVITY_TAGS,
        summary: 'The item that follows an object in its container',
        description:
          'Anyone may ask. The next episode of a series by number (across seasons), the next book of a comic ' +
          "series of the object's type, a collection's next episode or book entry; `status` `up_next`, or " +
          '`in_progress` at their own position for a member who started it. A `containerType` other than series, ' +
          'comicseries or collection, or an `objectType` other than episode or book: 400 code 7900 (checked ' +
          'first); a malformed uuid: 400 code 1715; an unknown container or object, an object outside the ' +
          'container, nothing after it, or an item the caller may not see: 404 `RESOURCE_NOT_FOUND`; a next item ' +
          "above the caller's parental limits: 403 `PARENTAL_LOCK` (with its `rating`). " +
          ITEM,
        security: OPTIONAL_SECURITY,
        params: nextObjectParamsSchema,
        querystring: transQuerySchema,
        response: { 200: consumeNextItemSchema, ...failures(400, 401, 403, 404) },
      },
    },
    async (request, reply) => {
      const user = await optionalUser(request, deps.sessions);
      const p = request.params;
      const item = await deps.feed.next(
        { userId: user?.userId ?? null, country: deps.viewerCountryOf(request) },
        { type: p.containerType, uuid: p.containerUuid },
        { type: p.objectType, uuid: p.objectUuid },
        request.lang,
        await deps.limitsOf(request),
      );
      privateReply(reply);
      return item;
    },
  );

  app.post(
    '/api/5/2/bulk/user/consume_next',
    {
      ...containerCodes,
      config: { auth: 'session', changesMember: false },
      schema: {
        tags: ACTIVITY_TAGS,
        summary: "The member's next item in each of several containers",
        description:
          'A JSON list of `type:uuid` strings (type series, comicseries or collection; at most 100): the ' +
          "member's consume-next item for each named container that has one, in the order asked. Containers " +
          'the member never consumed from, finished, or whose next item they may not see (parental limits too) ' +
          'are left out; an ' +
          'ignored container is still answered (ignoring only takes it out of the feed). A string that is not ' +
          `\`type:uuid\`, or a body that is not such a list: 400 code 5008. ${ITEM}`,
        security: SESSION_SECURITY,
        querystring: transQuerySchema,
        body: bulkConsumeNextBodySchema,
        response: { 200: consumeNextListSchema, ...failures(400, 401) },
      },
    },
    async (request, reply) => {
      const user = await requireUser(request, deps.sessions);
      const refs = parseContainerRefs(request.body);
      const items = await deps.feed.bulk(
        user.userId,
        deps.viewerCountryOf(request),
        refs,
        request.lang,
        await deps.limitsOf(request),
      );
      privateReply(reply);
      return items;
    },
  );

  app.post(
    '/api/5/2/:containerType/:containerUuid/ignore',
    {
      ...containerCodes,
      config: { auth: 'session' },
      schema: {
        tags: ACTIVITY_TAGS,
        summary: "Takes a container out of the member's feed",
        description:
          'Until the member next consumes anything of it (their next event of it brings it back). Answers 204. ' +
          'A `containerType` other than series, comicseries or collection, or a malformed uuid: 400 code 5008; ' +
          'a container the member never consumed from: 404 `RESOURCE_NOT_FOUND`.',
        security: SESSION_SECURITY,
        params: containerParamsSchema,
        response: { 204: noContent, ...failures(400, 401, 404) },
      },
    },
    async (request, reply) => {
      const user = await requireUser(request, deps.sessions);
      await deps.feed.ignore(user.userId, request.params.containerType, request.params.containerUuid);
      privateReply(reply);
      return reply.code(204).send();
    },
  );
};
