import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import {
  BOOKMARK_CHECK_MAX_PATHS,
  BOOKMARKS_API,
  BOOKMARKS_PAGE_SIZE,
  bookmarkCheckBodySchema,
  bookmarkedThreadsPageSchema,
  bookmarksQuerySchema,
  discussionThreadSchema,
  errorEnvelopeSchema,
} from '@fanverse/contract';
import { withTrans } from '../../http/route-schemas';
import { requireUser } from '../auth/auth.plugin';
import { bookmarkErrors } from './bookmark-errors';
import type { BookmarksServices } from './bookmarks.factory';

const failure = errorEnvelopeSchema;
const fail = (...statuses: number[]) => Object.fromEntries(statuses.map((s) => [s, failure]));
const security = [{ sessionToken: [] }];
const noContent = z.undefined().describe('No content');

const PATH =
  'The thread path follows the prefix: `/api/muut/1/lists/boards/{board slug}/threads/{uuid}`, the ' +
  "thread's `path`.";
const PAGE =
  `Pages of ${BOOKMARKS_PAGE_SIZE}, newest bookmark first; threads deleted or hidden since are left out, as ` +
  "are threads of titles above the caller's parental limits (the pin not entered). " +
  'Page 1 of nothing is `{num_pages: 0, page: 1, page_size, values: []}`; a page past the last: 404 code 1055.';

/** The thread path after the prefix (the wildcard); '' for the prefix itself. */
const wildcard = (request: FastifyRequest) => (request.params as { '*'?: string })['*'] ?? '';
/** Bookmark replies are the caller's own: never kept by a shared cache. */
const privateReply = (reply: FastifyReply) => reply.header('cache-control', 'private, no-store');

/**
 * Bookmarks (accounts spec §7). Fastify's router keeps trailing slashes apart (app.ts,
 * `ignoreTrailingSlash: false`), which these addresses rely on: `/api/muut/1/lists/` (GET the
 * page, POST the check) and `/api/muut/1/lists/*` (a thread path) are different routes, and the
 * static one wins for `/api/muut/1/lists/` itself. `/api/muut/1/lists` without a slash, and the
 * wildcard with nothing after the slash (DELETE), are a bookmark call without its path: 1054.
 */
export const bookmarksRoutes: FastifyPluginAsyncZod<BookmarksServices> = async (app, deps) => {
  app.get(
    `${BOOKMARKS_API}/`,
    {
      config: { auth: 'session' },
      schema: {
        tags: ['bookmarks'],
        summary: "The signed-in member's bookmarked threads page",
        description: `${PAGE} \`page\` must be a whole number from 1 (else 400 code 4).`,
        security,
        querystring: withTrans(bookmarksQuerySchema),
        response: { 200: bookmarkedThreadsPageSchema, ...fail(400, 401, 404) },
      },
    },
    async (request, reply) => {
      const user = await requireUser(request, deps.sessions);
      privateReply(reply);
      return deps.bookmarks.page(user, request.query.page, request.lang, await deps.limitsOf(request));
    },
  );

  app.post(
    `${BOOKMARKS_API}/`,
    {
      config: { auth: 'session' },
      schema: {
        tags: ['bookmarks'],
        summary: 'Which of these thread paths are bookmarked',
        description:
          `\`paths\` (at most ${BOOKMARK_CHECK_MAX_PATHS}) and \`page\` (default 1): the bookmarked threads page of ` +
          `the caller's bookmarks among \`paths\` only; a path that names no thread is simply not bookmarked. ${PAGE}`,
        security,
        body: bookmarkCheckBodySchema,
        response: { 200: bookmarkedThreadsPageSchema, ...fail(400, 401, 404) },
      },
    },
    async (request, reply) => {
      const user = await requireUser(request, deps.sessions);
      privateReply(reply);
      return deps.bookmarks.check(
        user,
        request.body.paths,
        request.body.page,
        request.lang,
        await deps.limitsOf(request),
      );
    },
  );

  app.post(
    `${BOOKMARKS_API}/*`,
    {
      config: { auth: 'session' },
      schema: {
        tags: ['bookmarks'],
        summary: 'Bookmark a thread',
        description:
          `${PATH} Answers 201 with the thread. A path that names no visible thread (unknown, deleted, hidden, or ` +
          'another board): 404 code 1056; a thread of a title above the caller’s parental limits: 403 ' +
          '`PARENTAL_LOCK` (with its `rating`); already bookmarked: 409 code 1052; no path: 400 code 1054.',
        security,
        response: { 201: discussionThreadSchema, ...fail(400, 401, 403, 404, 409) },
      },
    },
    async (request, reply) => {
      const user = await requireUser(request, deps.sessions);
      const thread = await deps.bookmarks.add(
        wildcard(request),
        user,
        request.lang,
        await deps.limitsOf(request),
      );
      return reply.code(201).send(thread);
    },
  );

  app.delete(
    `${BOOKMARKS_API}/*`,
    {
      config: { auth: 'session' },
      schema: {
        tags: ['bookmarks'],
        summary: 'Remove a bookmark',
        description: `${PATH} Answers 204. Not bookmarked: 404 code 1053; no path: 400 code 1054.`,
        security,
        response: { 204: noContent, ...fail(400, 401, 404) },
      },
    },
    async (request, reply) => {
      const user = await requireUser(request, deps.sessions);
      await deps.bookmarks.remove(wildcard(request), user);
      return reply.code(204).send();
    },
  );

  // The prefix without a slash: a bookmark call that forgot its thread path.
  for (const method of ['POST', 'DELETE'] as const) {
    app.route({
      method,
      url: BOOKMARKS_API,
      config: { auth: 'session' },
      schema: {
        tags: ['bookmarks'],
        summary:
          method === 'POST' ? 'Bookmark a thread (no path given)' : 'Remove a bookmark (no path given)',
        description: 'A bookmark call without its thread path: 400 code 1054 (for a signed-in caller).',
        security,
        response: fail(400, 401),
      },
      handler: async (request) => {
        await requireUser(request, deps.sessions);
        throw bookmarkErrors.noPath();
      },
    });
  }
};
