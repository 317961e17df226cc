import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import {
  DISCUSSIONS_API,
  POSTING_LIMIT,
  POSTING_WINDOW_SECONDS,
  POST_BODY_MAX_LENGTH,
  THREAD_TITLE_MAX_LENGTH,
  boardPageSchema,
  boardSchema,
  boardSlugParamsSchema,
  boardsQuerySchema,
  discussedContentParamsSchema,
  discussionReplySchema,
  discussionThreadSchema,
  errorEnvelopeSchema,
  newThreadBodySchema,
  replyBodySchema,
  replyModerationBodySchema,
  replyPageSchema,
  replyParamsSchema,
  repliesQuerySchema,
  threadDetailSchema,
  threadEditBodySchema,
  threadModerationBodySchema,
  threadPageSchema,
  threadParamsSchema,
  threadsQuerySchema,
  transQuerySchema,
} from '@fanverse/contract';
import { withTrans } from '../../http/route-schemas';
import { optionalUser, requireUser } from '../auth/auth.plugin';
import { answerDiscussionFieldErrors } from './discussion-validation';
import type { DiscussionsServices } from './discussions.factory';

const failure = errorEnvelopeSchema;
const fail = (...statuses: number[]) => Object.fromEntries(statuses.map((s) => [s, failure]));
const security = [{ sessionToken: [] }];
const noContent = z.undefined().describe('No content');

const HIDDEN =
  'Hidden threads and replies answer 404 (2301, 2302) to everyone but staff, and are left out of their ' +
  'lists; deleted ones answer 404 to everyone.';
const TEXTS =
  `Texts are trimmed and stored exactly as written (plain text, never HTML): a title of 1-${THREAD_TITLE_MAX_LENGTH} ` +
  `characters (else 400 code 2306), a post of 1-${POST_BODY_MAX_LENGTH} (else 400 code 2307).`;
const LIMIT = `At most ${POSTING_LIMIT} posts (threads and replies) per member in ${POSTING_WINDOW_SECONDS / 60} minutes: 429 code 2305.`;
const LOCKED =
  "A board of a series or comic series above the caller's parental limits (the pin not entered), its threads " +
  'and their replies: 403 `PARENTAL_LOCK` with the title’s `rating`.';
const AUTHOR =
  "Only the author (another member's post, even for staff: 403 code 2303); in a locked thread only staff (409 code 2304).";

/** The request's path without its query: the `url` of page links. */
const pathOf = (request: FastifyRequest) => request.url.split('?')[0]!;
/**
 * Replies depend on the caller (is_own, staff see hidden posts, parental limits): never kept by a
 * shared cache.
 */
const privateReply = (reply: FastifyReply) => reply.header('cache-control', 'private, no-store');

/** Discussion boards, threads and replies; the rules are in docs/discussions.md. */
export const discussionsRoutes: FastifyPluginAsyncZod<DiscussionsServices> = async (app, deps) => {
  answerDiscussionFieldErrors(app);

  /** The caller as the rules see them: anonymous, a member, or staff, with their parental limits. */
  const viewerOf = async (request: FastifyRequest) =>
    deps.viewers.of(await optionalUser(request, deps.sessions), await deps.limitsOf(request));
  const memberOf = async (request: FastifyRequest) =>
    (await deps.viewers.of(await requireUser(request, deps.sessions), await deps.limitsOf(request)))!;
  const staffOf = async (request: FastifyRequest) =>
    deps.viewers.staff(await requireUser(request, deps.sessions), await deps.limitsOf(request));

  app.get(
    `${DISCUSSIONS_API}/boards`,
    {
      config: { auth: 'optional' },
      schema: {
        tags: ['discussions'],
        summary: 'Discussion boards',
        description:
          'General boards first (in their set order), then the boards of series and comic series by title. ' +
          '`trans` translates titles and descriptions; `page`/`page_size` (1-100, default 20; else 400 code 4; ' +
          "a page past the last 404 code 5). Boards of titles above the caller's parental limits (the pin not " +
          'entered) are left out, and the count with them.',
        querystring: withTrans(boardsQuerySchema),
        response: { 200: boardPageSchema, ...fail(400, 401, 404) },
      },
    },
    async (request, reply) => {
      await optionalUser(request, deps.sessions);
      privateReply(reply);
      const { page, page_size } = request.query;
      return deps.boards.list(
        { page, pageSize: page_size },
        request.lang,
        pathOf(request),
        await deps.limitsOf(request),
      );
    },
  );

  app.get(
    `${DISCUSSIONS_API}/boards/:slug`,
    {
      config: { auth: 'optional' },
      schema: {
        tags: ['discussions'],
        summary: 'A discussion board',
        description: `An unknown or malformed slug: 404 code 2300. ${LOCKED}`,
        params: boardSlugParamsSchema,
        querystring: transQuerySchema,
        response: { 200: boardSchema, ...fail(400, 401, 403, 404) },
      },
    },
    async (request, reply) => {
      await optionalUser(request, deps.sessions);
      privateReply(reply);
      return deps.boards.bySlug(request.params.slug, request.lang, await deps.limitsOf(request));
    },
  );

  app.get(
    `${DISCUSSIONS_API}/content/:type/:uuid/board`,
    {
      config: { auth: 'optional' },
      schema: {
        tags: ['discussions'],
        summary: 'The board of a series or comic series',
        description:
          '`type` is series or comicseries. A title that does not exist (or a bad type or uuid): 404 code 1061; ' +
          `a title without a board: 404 code 2300. ${LOCKED}`,
        params: discussedContentParamsSchema,
        querystring: transQuerySchema,
        response: { 200: boardSchema, ...fail(400, 401, 403, 404) },
      },
    },
    async (request, reply) => {
      await optionalUser(request, deps.sessions);
      privateReply(reply);
      const { type, uuid } = request.params;
      return deps.boards.byContent(type, uuid.toLowerCase(), request.lang, await deps.limitsOf(request));
    },
  );

  app.get(
    `${DISCUSSIONS_API}/boards/:slug/threads`,
    {
      config: { auth: 'optional' },
      schema: {
        tags: ['discussions'],
        summary: "A board's threads",
        description:
          'Newest activity first (a reply moves its thread up). `page`/`page_size` (1-100, default 20; else 400 ' +
          `code 4; a page past the last 404 code 5). An unknown board: 404 code 2300. ${HIDDEN} ${LOCKED}`,
        params: boardSlugParamsSchema,
        querystring: withTrans(threadsQuerySchema),
        response: { 200: threadPageSchema, ...fail(400, 401, 403, 404) },
      },
    },
    async (request, reply) => {
      const viewer = await viewerOf(request);
      privateReply(reply);
      const { page, page_size } = request.query;
      return deps.threads.list(
        request.params.slug,
        viewer,
        { page, pageSize: page_size },
        request.lang,
        pathOf(request),
      );
    },
  );

  app.post(
    `${DISCUSSIONS_API}/boards/:slug/threads`,
    {
      config: { auth: 'session' },
      schema: {
        tags: ['discussions'],
        summary: 'Start a thread',
        description: `Answers 201 with the thread. ${TEXTS} ${LIMIT} An unknown board: 404 code 2300. ${LOCKED}`,
        security,
        params: boardSlugParamsSchema,
        querystring: transQuerySchema,
        body: newThreadBodySchema,
        response: { 201: discussionThreadSchema, ...fail(400, 401, 403, 404, 429) },
      },
    },
    async (request, reply) => {
      const viewer = await memberOf(request);
      const thread = await deps.threads.create(request.params.slug, viewer, request.body, request.lang);
      return reply.code(201).send(thread);
    },
  );

  app.get(
    `${DISCUSSIONS_API}/threads/:uuid`,
    {
      config: { auth: 'optional' },
      schema: {
        tags: ['discussions'],
        summary: 'A thread and its board',
        description: `An unknown thread: 404 code 2301. ${HIDDEN} ${LOCKED}`,
        params: threadParamsSchema,
        querystring: transQuerySchema,
        response: { 200: threadDetailSchema, ...fail(400, 401, 403, 404) },
      },
    },
    async (request, reply) => {
      const viewer = await viewerOf(request);
      privateReply(reply);
      return deps.threads.detail(request.params.uuid.toLowerCase(), viewer, request.lang);
    },
  );

  app.patch(
    `${DISCUSSIONS_API}/threads/:uuid`,
    {
      config: { auth: 'session' },
      schema: {
        tags: ['discussions'],
        summary: 'Edit a thread',
        description: `Only the fields sent change; \`edited_at\` is set. ${AUTHOR} ${TEXTS} ${HIDDEN} ${LOCKED}`,
        security,
        params: threadParamsSchema,
        querystring: transQuerySchema,
        body: threadEditBodySchema,
        response: { 200: discussionThreadSchema, ...fail(400, 401, 403, 404, 409) },
      },
    },
    async (request) => {
      const viewer = await memberOf(request);
      return deps.threads.edit(request.params.uuid.toLowerCase(), viewer, request.body, request.lang);
    },
  );

  app.delete(
    `${DISCUSSIONS_API}/threads/:uuid`,
    {
      config: { auth: 'session' },
      schema: {
        tags: ['discussions'],
        summary: 'Delete a thread',
        description: `The author or staff (anyone else: 403 code 2303). Answers 204; the thread then answers 404 code 2301. ${HIDDEN} Parental limits do not stop a delete.`,
        security,
        params: threadParamsSchema,
        response: { 204: noContent, ...fail(400, 401, 403, 404) },
      },
    },
    async (request, reply) => {
      const viewer = await memberOf(request);
      await deps.threads.delete(request.params.uuid.toLowerCase(), viewer);
      return reply.code(204).send();
    },
  );

  app.put(
    `${DISCUSSIONS_API}/threads/:uuid/moderation`,
    {
      config: { auth: 'staff' },
      schema: {
        tags: ['discussions'],
        summary: 'Hide or lock a thread (staff)',
        description:
          '`is_hidden`, `is_locked`: the fields sent change. Staff only (a member: 403 code 2309). An unknown ' +
          `or deleted thread: 404 code 2301. ${LOCKED}`,
        security,
        params: threadParamsSchema,
        querystring: transQuerySchema,
        body: threadModerationBodySchema,
        response: { 200: discussionThreadSchema, ...fail(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const staff = await staffOf(request);
      return deps.threads.moderate(request.params.uuid.toLowerCase(), staff, request.body, request.lang);
    },
  );

  app.get(
    `${DISCUSSIONS_API}/threads/:uuid/replies`,
    {
      config: { auth: 'optional' },
      schema: {
        tags: ['discussions'],
        summary: "A thread's replies",
        description:
          'Oldest first. `page`/`page_size` (1-100, default 50; else 400 code 4; a page past the last 404 code 5). ' +
          `An unknown thread: 404 code 2301. ${HIDDEN} ${LOCKED}`,
        params: threadParamsSchema,
        querystring: repliesQuerySchema,
        response: { 200: replyPageSchema, ...fail(400, 401, 403, 404) },
      },
    },
    async (request, reply) => {
      const viewer = await viewerOf(request);
      privateReply(reply);
      const { page, page_size } = request.query;
      return deps.replies.list(
        request.params.uuid.toLowerCase(),
        viewer,
        { page, pageSize: page_size },
        pathOf(request),
      );
    },
  );

  app.post(
    `${DISCUSSIONS_API}/threads/:uuid/replies`,
    {
      config: { auth: 'session' },
      schema: {
        tags: ['discussions'],
        summary: 'Reply to a thread',
        description:
          `Answers 201 with the reply. ${TEXTS} ${LIMIT} A locked thread: 409 code 2304 (staff may still reply). ` +
          `An unknown thread: 404 code 2301. ${HIDDEN} ${LOCKED}`,
        security,
        params: threadParamsSchema,
        body: replyBodySchema,
        response: { 201: discussionReplySchema, ...fail(400, 401, 403, 404, 409, 429) },
      },
    },
    async (request, reply) => {
      const viewer = await memberOf(request);
      const created = await deps.replies.create(request.params.uuid.toLowerCase(), viewer, request.body);
      return reply.code(201).send(created);
    },
  );

  app.patch(
    `${DISCUSSIONS_API}/replies/:uuid`,
    {
      config: { auth: 'session' },
      schema: {
        tags: ['discussions'],
        summary: 'Edit a reply',
        description: `\`edited_at\` is set. ${AUTHOR} ${TEXTS} An unknown reply: 404 code 2302. ${HIDDEN} ${LOCKED}`,
        security,
        params: replyParamsSchema,
        body: replyBodySchema,
        response: { 200: discussionReplySchema, ...fail(400, 401, 403, 404, 409) },
      },
    },
    async (request) => {
      const viewer = await memberOf(request);
      return deps.replies.edit(request.params.uuid.toLowerCase(), viewer, request.body);
    },
  );

  app.delete(
    `${DISCUSSIONS_API}/replies/:uuid`,
    {
      config: { auth: 'session' },
      schema: {
        tags: ['discussions'],
        summary: 'Delete a reply',
        description: `The author or staff (anyone else: 403 code 2303). Answers 204; the reply then answers 404 code 2302. ${HIDDEN} Parental limits do not stop a delete.`,
        security,
        params: replyParamsSchema,
        response: { 204: noContent, ...fail(400, 401, 403, 404) },
      },
    },
    async (request, reply) => {
      const viewer = await memberOf(request);
      await deps.replies.delete(request.params.uuid.toLowerCase(), viewer);
      return reply.code(204).send();
    },
  );

  app.put(
    `${DISCUSSIONS_API}/replies/:uuid/moderation`,
    {
      config: { auth: 'staff' },
      schema: {
        tags: ['discussions'],
        summary: 'Hide or show a reply (staff)',
        description: `Staff only (a member: 403 code 2309). An unknown or deleted reply: 404 code 2302. ${LOCKED}`,
        security,
        params: replyParamsSchema,
        body: replyModerationBodySchema,
        response: { 200: discussionReplySchema, ...fail(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const staff = await staffOf(request);
      return deps.replies.moderate(request.params.uuid.toLowerCase(), staff, request.body);
    },
  );
};
