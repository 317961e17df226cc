import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  COMIC_LOG_BATCH_MAX,
  CLIENT_TIME_HEADER,
  LOG_FLUSH_SECONDS,
  comicLogBatchSchema,
  comicLogReplySchema,
  errorEnvelopeSchema,
} from '@fanverse/contract';
import { optionalUser } from '../../auth/auth.plugin';
import { acceptStrictJsonBodies } from '../../playback/strict-json-body';
import { parseClientTime } from './client-clock';
import type { ReadingLogServices } from './reading-log.factory';

const failure = errorEnvelopeSchema;

/** POST /api/5/log/comic/ (accounts spec §7): the reader's reading events. */
export const comicLogRoutes: FastifyPluginAsyncZod<ReadingLogServices> = async (app, deps) => {
  // JSON as `application/json` or `text/plain` (navigator.sendBeacon), as for the video log.
  acceptStrictJsonBodies(app);

  app.post(
    '/api/5/log/comic/',
    {
      config: { rateLimit: deps.logRateLimit, auth: 'optional' },
      // Checked by zod, not the video log's compiled validator: that one reads the schema's output
      // view, where `is_offline` (`.default(false)`) is required, and fills no defaults.
      schema: {
        tags: ['comics'],
        summary: 'Store a batch of comic reading events',
        description:
          `\`events\` (1 to ${COMIC_LOG_BATCH_MAX}): \`event_type\` (\`open\`, \`page_view\`, \`panel_view\`, ` +
          '`close`, `complete`), `object_type` `book`, `session_id` (one per opening of a book), `content_uuid` ' +
          '(the book), `series_uuid`, `page_index` (zero-based), `panel_index` (zero-based, null for the whole ' +
          'page), `view_date` in ms since the epoch, `is_offline`, `container_type`, `container_uuid`; and the ' +
          'batch’s `persistent_user_cookie`, `browser_id`, `player_version`, `device_type`, `device_os`, ' +
          `\`device_model\`. The reader sends one batch every ${LOG_FLUSH_SECONDS} seconds of reading, on close and ` +
          'on page hide (a `text/plain` body from navigator.sendBeacon is read as JSON). Header `X-Client-Time`: the ' +
          'client’s clock in ms since the epoch when sending (digits only); each event’s stored `view_date` is ' +
          'moved by the server clock minus that time (kept between the epoch and the time of receipt) and the ' +
          'date as sent is kept beside it; without the header no correction is made; a malformed one is 400 code 8 ' +
          '(field `X-Client-Time`). The whole batch is stored with one COPY (batches that arrive together share ' +
          'one) before the reply: 202 `{"accepted": n}` means every event is committed; an invalid event refuses ' +
          'the batch (400 code 8 naming the field) and stores nothing. With a session (`Authorization: Token …`) ' +
          'the events are the member’s and make their comic history; without one they are anonymous and never ' +
          'appear in anyone’s history; a bad or expired session is 401 (`UNAUTHENTICATED`, `SESSION_EXPIRED`). ' +
          'Rate-limited per address in a bucket of its own (RATE_LIMIT_MAX per RATE_LIMIT_WINDOW_MS): 429 ' +
          '`TOO_MANY_REQUESTS`.',
        security: [{ sessionToken: [] }, {}],
        body: comicLogBatchSchema,
        response: { 202: comicLogReplySchema, 400: failure, 401: failure, 413: failure, 429: failure },
      },
    },
    async (request, reply) => {
      const clientTime = parseClientTime(request.headers[CLIENT_TIME_HEADER]);
      const user = await optionalUser(request, deps.sessions);
      const result = await deps.log.store(request.body, user?.userId ?? null, clientTime);
      return reply.code(202).send(result);
    },
  );
};
