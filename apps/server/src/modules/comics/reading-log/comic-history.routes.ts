import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  HISTORY_LIMIT_DEFAULT,
  HISTORY_LIMIT_MAX,
  comicHistoryListSchema,
  comicHistoryQuerySchema,
  errorEnvelopeSchema,
} from '@fanverse/contract';
import { withTrans } from '../../../http/route-schemas';
import { requireUser } from '../../auth/auth.plugin';
import type { ReadingLogServices } from './reading-log.factory';

const failure = errorEnvelopeSchema;

const QUERY_RULES =
  'Query: `series_uuid` (books of that comic series), `content_uuid` (one book), `limit` (1 to ' +
  `${HISTORY_LIMIT_MAX}, default ${HISTORY_LIMIT_DEFAULT}), \`start_from\` (the previous reply’s \`last_key\`), ` +
  '`before_event_ts` and `after_event_ts` (ISO 8601 with offset: events strictly before, strictly after), ' +
  '`trans` (the language of titles). Newest first by the event’s clock-corrected time; `last_key` is null on ' +
  'the last page, and a page that starts from it repeats and skips nothing, whatever is logged meanwhile. ' +
  'Only the caller’s own events, ever; anonymous events are in no one’s history; books no longer in the ' +
  'catalogue are left out, and so are books above the parental limits of the caller’s session (unless the ' +
  'request carries the `X-Viewer-Unlock` of the entered pin). No session: 401 `UNAUTHENTICATED` (an expired one `SESSION_EXPIRED`); a bad ' +
  'value, or a `start_from` that is not a `last_key`, 400 code 8 naming the field.';

/** GET /api/comics/1/user/history/comic/ and .../reduced/ (catalogue spec §3, §7). */
export const comicHistoryRoutes: FastifyPluginAsyncZod<ReadingLogServices> = async (app, deps) => {
  const querystring = withTrans(comicHistoryQuerySchema);

  app.get(
    '/api/comics/1/user/history/comic/',
    {
      config: { auth: 'session' },
      schema: {
        tags: ['comics'],
        summary: 'The signed-in member’s comic reading events',
        description:
          'One item per logged event (opening a book, page and panel views, closing, completing) with the ' +
          'book it names (`book`: title and series title in the request’s language, `num_pages`, `url`), ' +
          '`page_index`, `panel_index`, `event_ts` and `timestamp`; `is_watched` when that event reached the ' +
          `last page or completed the book. ${QUERY_RULES}`,
        security: [{ sessionToken: [] }],
        querystring,
        response: { 200: comicHistoryListSchema, 400: failure, 401: failure },
      },
    },
    async (request, reply) => {
      const user = await requireUser(request, deps.sessions);
      reply.header('cache-control', 'private, no-store');
      const limits = await deps.parental.limitsOf(request);
      return deps.history.events(user.userId, request.query, request.lang, limits);
    },
  );

  app.get(
    '/api/comics/1/user/history/comic/reduced/',
    {
      config: { auth: 'session' },
      schema: {
        tags: ['comics'],
        summary: 'Where the signed-in member is in each comic book',
        description:
          'One item per book read: the furthest `page_index`, and the furthest `panel_index` on that page (null ' +
          'when that page was read whole), with `event_ts` the book’s latest event and its container; ' +
          '`is_watched` when the last page was reached or the book was completed. The reader resumes from it ' +
          `(\`content_uuid\` = the book). Filters apply to the events before they are reduced. ${QUERY_RULES}`,
        security: [{ sessionToken: [] }],
        querystring,
        response: { 200: comicHistoryListSchema, 400: failure, 401: failure },
      },
    },
    async (request, reply) => {
      const user = await requireUser(request, deps.sessions);
      reply.header('cache-control', 'private, no-store');
      const limits = await deps.parental.limitsOf(request);
      return deps.history.reduced(user.userId, request.query, request.lang, limits);
    },
  );
};
