import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyReply, FastifyRequest } from 'fastify';
import {
  DEFAULT_ITEM_SORT_ORDER,
  MAX_ITEMS_PER_LIST,
  MAX_LISTS_PER_USER,
  createListBodySchema,
  errorEnvelopeSchema,
  followStateSchema,
  followingPageSchema,
  followingQuerySchema,
  followingUuidsQuerySchema,
  followingUuidsSchema,
  listDeletedSchema,
  listItemParamsSchema,
  listItemSchema,
  listItemUrnsSchema,
  listItemUuidsSchema,
  listOwnerParamsSchema,
  listQuerySchema,
  listUuidParamsSchema,
  setItemSortOrderBodySchema,
  transQuerySchema,
  updateListBodySchema,
  userListDetailSchema,
  userListSchema,
  userListsQuerySchema,
  userListsSchema,
  VIEWER_UNLOCK_HEADER,
} from '@fanverse/contract';
import { scopes } from '../../http/member-cache/change-generations';
import type { MemberReplyKey } from '../../http/member-cache/private-reply-cache';
import { withTrans } from '../../http/route-schemas';
import { optionalUser, requireUser } from '../auth/auth.plugin';
import { answerListFieldErrors } from './list-validation';
import type { ListsServices } from './lists.factory';

const failure = errorEnvelopeSchema;
const fail = (...statuses: number[]) => Object.fromEntries(statuses.map((s) => [s, failure]));
const security = [{ sessionToken: [] }];

const RIGHTS =
  "A call without rights (someone else's private list, another member's list to change, an anonymous " +
  "caller's `me` or `favorites`) answers 403 with the message `Not authorized` (client 2200).";
const LIMITS =
  "Items above the caller's parental limits (the pin not entered) are left out, whoever owns the list, and " +
  'the counts count only what is shown.';
const LOCKED = "Content above the caller's parental limits: 403 `PARENTAL_LOCK` (with its `rating`).";
const ITEM_PATH =
  '`type` is one of series, episode, clip, comicseries, book, collection (else 400 code 2203); ' +
  '`contentUuid` a uuid (else 400 code 2204); `uuid` a list uuid or `favorites` (else 400 code 2202).';

/** The request's path without its query: the `url` of page links. */
const pathOf = (request: FastifyRequest) => request.url.split('?')[0]!;
/** List replies depend on the caller (is_following, private lists): never kept by a shared cache. */
const privateReply = (reply: FastifyReply) => reply.header('cache-control', 'private, no-store');

/** User lists (accounts spec §7 "Lists"); the rules are in docs/lists.md. */
export const listsRoutes: FastifyPluginAsyncZod<ListsServices> = async (app, deps) => {
  answerListFieldErrors(app);

  app.get(
    '/api/lists/2/following',
    {
      config: { auth: 'session' },
      schema: {
        tags: ['lists'],
        summary: 'Public lists the signed-in member follows',
        description:
          '`contains` filters by title (case-insensitive), `sort` is created, updated or title, `-` first for ' +
          'descending (default `-updated`; else 400 code 10), `page`/`page_size` (1-100, default 20; else 400 code ' +
          '4; a page past the last 404 code 5). A followed list made private since is left out. ' +
          LIMITS,
        security,
        querystring: withTrans(followingQuerySchema),
        response: { 200: followingPageSchema, ...fail(400, 401, 404) },
      },
    },
    async (request, reply) => {
      const user = await requireUser(request, deps.sessions);
      privateReply(reply);
      const { page, page_size, contains, sort } = request.query;
      return deps.lists.following(
        user,
        { page, pageSize: page_size, contains, sort },
        pathOf(request),
        await deps.limitsOf(request),
      );
    },
  );

  app.get(
    '/api/lists/2/following/uuids',
    {
      config: { auth: 'session' },
      schema: {
        tags: ['lists'],
        summary: 'Uuids of the public lists the signed-in member follows',
        description:
          'Most recently followed first; `uuids` and `pagination` (count, num_pages, page_number, per_page, links).',
        security,
        querystring: withTrans(followingUuidsQuerySchema),
        response: { 200: followingUuidsSchema, ...fail(400, 401, 404) },
      },
    },
    async (request, reply) => {
      const user = await requireUser(request, deps.sessions);
      privateReply(reply);
      const { page, page_size } = request.query;
      return deps.lists.followingUuids(user, { page, pageSize: page_size }, pathOf(request));
    },
  );

  // Read again and again (a shared list, the owner's own page): answered from memory until the
  // list, its owner, the caller or the catalogue changes (docs/member-cache.md).
  const listReply: MemberReplyKey = {
    key: async (request) => [
      (await optionalUser(request, deps.sessions))?.sessionId ?? null,
      request.headers[VIEWER_UNLOCK_HEADER],
    ],
    headers: (_request, reply) => privateReply(reply),
  };

  app.get(
    '/api/lists/2/list/:uuid',
    {
      config: { auth: 'optional', memberReply: listReply },
      schema: {
        tags: ['lists'],
        summary: 'A list and one page of its items',
        description:
          '`favorites` is the caller’s favourites list (made on first use). Items carry `content_type`, ' +
          '`content_uuid`, `urn`, `sort_order`, `created_at` and `content`, the catalogue entity in the `trans` ' +
          'language; content no longer published is left out. Filters: `content_type`, `object_uuid` (is this ' +
          'content in the list?). `sort`: sort_order (default), created or title, `-` first for descending. ' +
          `A list that does not exist: 404 code 2202. ${RIGHTS} ${LIMITS}`,
        params: listUuidParamsSchema,
        querystring: withTrans(listQuerySchema),
        response: { 200: userListDetailSchema, ...fail(400, 401, 403, 404) },
      },
    },
    async (request, reply) => {
      const keyParts = await listReply.key(request);
      listReply.headers(request, reply);
      if (await deps.replies.answer(request, reply, keyParts)) return reply;
      const user = await optionalUser(request, deps.sessions);
      const { page, page_size, ...filter } = request.query;
      const read = await deps.items.list(
        request.params.uuid,
        user,
        { ...filter, page, pageSize: page_size },
        request.lang,
        pathOf(request),
        await deps.limitsOf(request),
      );
      deps.replies.keep(request, [
        scopes.member(read.ownerId),
        scopes.list(read.listUuid),
        ...(user ? [scopes.member(user.userId)] : []),
      ]);
      return read.detail;
    },
  );

  app.get(
    '/api/lists/2/list/:uuid/item-urns',
    {
      config: { auth: 'optional' },
      schema: {
        tags: ['lists'],
        summary: 'Item URNs of a list',
        description: `\`urn:{type}:{uuid}\` of every item, in the owner's order. A list that does not exist: 404 (client 2206). ${RIGHTS} ${LIMITS}`,
        params: listUuidParamsSchema,
        response: { 200: listItemUrnsSchema, ...fail(400, 401, 403, 404) },
      },
    },
    async (request, reply) => {
      const user = await optionalUser(request, deps.sessions);
      privateReply(reply);
      return deps.items.urns(request.params.uuid, user, await deps.limitsOf(request));
    },
  );

  app.get(
    '/api/lists/1/:guid',
    {
      config: { auth: 'optional' },
      schema: {
        tags: ['lists'],
        summary: 'Lists of a member',
        description:
          '`me` is the caller: all of their lists, the favourites list first (made if missing); anyone else’s: ' +
          'their public lists only. `contains` filters by title; `sort` as for following. An unknown member: 404 ' +
          `with the message \`Not authorized\` (client 2200). ${RIGHTS} ${LIMITS}`,
        params: listOwnerParamsSchema,
        querystring: withTrans(userListsQuerySchema),
        response: { 200: userListsSchema, ...fail(400, 401, 403, 404) },
      },
    },
    async (request, reply) => {
      const user = await optionalUser(request, deps.sessions);
      privateReply(reply);
      const { contains, sort } = request.query;
      return deps.lists.ofMember(request.params.guid, user, { contains, sort }, await deps.limitsOf(request));
    },
  );

  app.get(
    '/api/lists/1/:guid/item-uuids',
    {
      config: { auth: 'optional' },
      schema: {
        tags: ['lists'],
        summary: 'Content uuids in each list of a member',
        description:
          'Per list the caller may see (`me`: all of their own), its uuid, title, `is_favorites` and the content ' +
          `uuids it holds: which lists already hold an item. An unknown member: 404 (client 2206). ${RIGHTS} ${LIMITS}`,
        params: listOwnerParamsSchema,
        response: { 200: listItemUuidsSchema, ...fail(400, 401, 403, 404) },
      },
    },
    async (request, reply) => {
      const user = await optionalUser(request, deps.sessions);
      privateReply(reply);
      return deps.lists.itemUuids(request.params.guid, user, await deps.limitsOf(request));
    },
  );

  app.post(
    '/api/lists/1/:guid',
    {
      config: { auth: 'session' },
      schema: {
        tags: ['lists'],
        summary: 'Create a list',
        description:
          '`guid` is `me` or the caller’s own guid. `title` required, 1-100 characters, not blank (else 400 code ' +
          '2201); `description` up to 1000; `is_public` (default false) needs a verified email address ' +
          `(claim can_create_public_userlists). At most ${MAX_LISTS_PER_USER} lists per member (400 code 2208). ${RIGHTS}`,
        security,
        params: listOwnerParamsSchema,
        body: createListBodySchema,
        response: { 200: userListSchema, ...fail(400, 401, 403) },
      },
    },
    async (request) => {
      const user = await requireUser(request, deps.sessions);
      return deps.lists.create(request.params.guid, user, request.body);
    },
  );

  app.put(
    '/api/lists/2/list/:uuid',
    {
      config: { auth: 'session' },
      schema: {
        tags: ['lists'],
        summary: 'Change a list',
        description:
          'Only the fields sent change: `title` (string, not blank, else 2201), `description` (string), ' +
          '`is_public` (boolean; making a list public needs a verified email address). A list that does not ' +
          `exist: 404 code 2202. ${RIGHTS}`,
        security,
        params: listUuidParamsSchema,
        body: updateListBodySchema,
        response: { 200: userListSchema, ...fail(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const user = await requireUser(request, deps.sessions);
      return deps.lists.update(request.params.uuid, user, request.body, await deps.limitsOf(request));
    },
  );

  app.delete(
    '/api/lists/2/list/:uuid',
    {
      config: { auth: 'session' },
      schema: {
        tags: ['lists'],
        summary: 'Delete a list',
        description: `Its items and follows go with it. The favourites list cannot be deleted (403). A list that does not exist: 404 code 2202. ${RIGHTS}`,
        security,
        params: listUuidParamsSchema,
        response: { 200: listDeletedSchema, ...fail(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const user = await requireUser(request, deps.sessions);
      return deps.lists.delete(request.params.uuid, user);
    },
  );

  app.post(
    '/api/lists/2/list/:uuid/follow',
    {
      config: { auth: 'session' },
      schema: {
        tags: ['lists'],
        summary: 'Follow a list',
        description:
          'A toggle: following again changes nothing. Answers `is_following` and the exact `follower_count`. ' +
          `One's own list: 400 code 2207. A list that does not exist: 404 code 2202. ${RIGHTS}`,
        security,
        params: listUuidParamsSchema,
        response: { 200: followStateSchema, ...fail(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const user = await requireUser(request, deps.sessions);
      const state = await deps.follows.follow(request.params.uuid, user);
      // The list's follower count moved: kept copies of it are stale for every reader.
      deps.changes.bump(scopes.list(state.uuid));
      return state;
    },
  );

  app.delete(
    '/api/lists/2/list/:uuid/follow',
    {
      config: { auth: 'session' },
      schema: {
        tags: ['lists'],
        summary: 'Unfollow a list',
        description:
          'A toggle: unfollowing a list not followed changes nothing; a list made private since can still be ' +
          "unfollowed. One's own list: 400 code 2207. A list that does not exist: 404 code 2202.",
        security,
        params: listUuidParamsSchema,
        response: { 200: followStateSchema, ...fail(400, 401, 404) },
      },
    },
    async (request) => {
      const user = await requireUser(request, deps.sessions);
      const state = await deps.follows.unfollow(request.params.uuid, user);
      // The list's follower count moved: kept copies of it are stale for every reader.
      deps.changes.bump(scopes.list(state.uuid));
      return state;
    },
  );

  app.post(
    '/api/lists/2/list/:uuid/:type/:contentUuid',
    {
      config: { auth: 'session' },
      schema: {
        tags: ['lists'],
        summary: 'Add an item to a list',
        description:
          `${ITEM_PATH} Content that does not exist or is not published: 404 code 2204; already in the list: 409 ` +
          `code 2205; a list holding ${MAX_ITEMS_PER_LIST} items: 400 code 2209. Answers the item with its content. ${RIGHTS} ${LOCKED}`,
        security,
        params: listItemParamsSchema,
        querystring: transQuerySchema,
        response: { 200: listItemSchema, ...fail(400, 401, 403, 404, 409) },
      },
    },
    async (request) => {
      const user = await requireUser(request, deps.sessions);
      const { uuid, type, contentUuid } = request.params;
      return deps.items.add(
        uuid,
        type,
        contentUuid.toLowerCase(),
        user,
        request.lang,
        await deps.limitsOf(request),
      );
    },
  );

  app.put(
    '/api/lists/2/list/:uuid/:type/:contentUuid',
    {
      config: { auth: 'session' },
      schema: {
        tags: ['lists'],
        summary: "Set an item's sort order",
        description: `${ITEM_PATH} \`sort_order\`: an integer, default 0. An item not in the list: 404 code 2204. ${RIGHTS} ${LOCKED}`,
        security,
        params: listItemParamsSchema,
        querystring: transQuerySchema,
        // No body at all is sort_order 0 (spec §9 "default item sort_order 0").
        body: setItemSortOrderBodySchema.nullish(),
        response: { 200: listItemSchema, ...fail(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const user = await requireUser(request, deps.sessions);
      const { uuid, type, contentUuid } = request.params;
      return deps.items.setSortOrder(
        uuid,
        type,
        contentUuid.toLowerCase(),
        request.body?.sort_order ?? DEFAULT_ITEM_SORT_ORDER,
        user,
        request.lang,
        await deps.limitsOf(request),
      );
    },
  );

  app.delete(
    '/api/lists/2/list/:uuid/:type/:contentUuid',
    {
      config: { auth: 'session' },
      schema: {
        tags: ['lists'],
        summary: 'Remove an item from a list',
        description: `${ITEM_PATH} An item not in the list: 404 code 2204. ${RIGHTS}`,
        security,
        params: listItemParamsSchema,
        response: { 200: listDeletedSchema, ...fail(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const user = await requireUser(request, deps.sessions);
      const { uuid, type, contentUuid } = request.params;
      return deps.items.remove(uuid, type, contentUuid.toLowerCase(), user);
    },
  );
};
