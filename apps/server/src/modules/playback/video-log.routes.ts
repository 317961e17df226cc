import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  LOG_BATCH_MAX,
  LOG_FLUSH_SECONDS,
  errorEnvelopeSchema,
  videoLogBatchSchema,
  videoLogReplySchema,
} from '@fanverse/contract';
import { userOrAnonymous } from '../auth/auth.plugin';
import type { PlaybackServices } from './playback.factory';
import { TAGS } from './route-helpers';
import { compiledBodyValidator } from '../../http/compiled-validator';
import { acceptStrictJsonBodies } from './strict-json-body';

const failure = errorEnvelopeSchema;

/** POST /api/5/log/ (accounts spec §7): the web player's playback events. */
export const videoLogRoutes: FastifyPluginAsyncZod<PlaybackServices> = async (app, deps) => {
  acceptStrictJsonBodies(app);

  app.post(
    '/api/5/log/',
    {
      config: { rateLimit: deps.logRateLimit, auth: 'lenient' },
      // Batches of up to LOG_BATCH_MAX events: checked in place by the compiled contract schema.
      validatorCompiler: compiledBodyValidator,
      schema: {
        tags: TAGS,
        summary: 'Store a batch of playback events',
        description:
          `\`events\` (1 to ${LOG_BATCH_MAX}: \`event_type\`, \`videotype\`, \`content_id\`, \`episode\`, ` +
          '`session_id`, `timestamp` in ms since the epoch, `start_timecode`, `end_timecode` in seconds, ' +
          '`container_type`, `container_uuid`) and `page_domain`. The player sends one batch on pause, on seek, ' +
          `every ${LOG_FLUSH_SECONDS} seconds of playing and on page hide (navigator.sendBeacon, whose body is ` +
          '`text/plain`: accepted as JSON like `application/json`). The whole batch is stored with one COPY ' +
          '(batches that arrive together share one) before the reply: 202 `{"accepted": n}` means every event is ' +
          'committed; any invalid event refuses the batch (400, code 8 naming the field) and stores nothing. With a session (`Authorization: Token …`) ' +
          'the events are the member’s, which is where resuming reads from; without one (or with an expired ' +
          'one) they are anonymous. Rate-limited per address in a bucket of its own (RATE_LIMIT_MAX per ' +
          'RATE_LIMIT_WINDOW_MS), so logging never uses up the budget of the pages: 429 `TOO_MANY_REQUESTS`.',
        security: [{ sessionToken: [] }, {}],
        body: videoLogBatchSchema,
        response: { 202: videoLogReplySchema, 400: failure, 413: failure, 429: failure },
      },
    },
    async (request, reply) => {
      const user = await userOrAnonymous(request, deps.sessions);
      const result = await deps.log.store(request.body, user?.userId ?? null);
      return reply.code(202).send(result);
    },
  );
};
