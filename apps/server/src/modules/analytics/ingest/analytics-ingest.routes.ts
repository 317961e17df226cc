import type { FastifyError } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ANALYTICS_DEDUP_WINDOW_SECONDS,
  ANALYTICS_MAX_BATCH_BYTES,
  ANALYTICS_MAX_BATCH_EVENTS,
  ANALYTICS_MAX_EVENT_BYTES,
  CONSENT_COOKIE,
  analyticsBatchReplySchema,
  analyticsBatchSchema,
  errorEnvelopeSchema,
} from '@fanverse/contract';
import { optionalUser } from '../../auth/auth.plugin';
import type { AnalyticsServices } from '../analytics.factory';
import { batchValidatorCompiler, parseBatchBody, tooLarge } from './analytics-batch-check';
import { rawCookie } from './raw-cookie';

declare module 'fastify' {
  interface FastifyRequest {
    /** The analytics batch's body size in bytes (set by its parser; 0 elsewhere). */
    analyticsBodyBytes: number;
  }
}

const failure = errorEnvelopeSchema;
/** The contract's limit on context.userAgent, for the request's own header used in its place. */
const USER_AGENT_MAX = 1000;

/** POST /api/analytics/1/batch (issue 25; docs/analytics.md "Ingest"). */
export const analyticsIngestRoutes: FastifyPluginAsyncZod<AnalyticsServices> = async (app, services) => {
  // This plugin's own parsers (Fastify scopes them to it): JSON as `application/json` and as
  // `text/plain`, which is what navigator.sendBeacon sends a string as.
  app.decorateRequest('analyticsBodyBytes', 0);
  for (const type of ['application/json', 'text/plain']) {
    app.removeContentTypeParser(type);
    app.addContentTypeParser(type, { parseAs: 'buffer' }, (request, body, done) => {
      const raw = body as Buffer;
      request.analyticsBodyBytes = raw.length;
      try {
        done(null, parseBatchBody(raw));
      } catch (err) {
        done(err as Error, undefined);
      }
    });
  }

  app.post(
    '/api/analytics/1/batch',
    {
      config: { rateLimit: services.ingestRateLimit, auth: 'optional', changesMember: false },
      bodyLimit: ANALYTICS_MAX_BATCH_BYTES,
      // A body over the limit is refused by Fastify while it arrives (its generic 413); the
      // product's own code says which limit. Anything else goes on to the app's error handler.
      errorHandler: (error: FastifyError) => {
        if (error.code === 'FST_ERR_CTP_BODY_TOO_LARGE') {
          throw tooLarge(`A batch is at most ${ANALYTICS_MAX_BATCH_BYTES} bytes`);
        }
        throw error;
      },
      validatorCompiler: batchValidatorCompiler,
      schema: {
        tags: ['analytics'],
        summary: 'Store a batch of analytics calls',
        description:
          'Segment-shaped `page`, `track`, `identify` and `alias` calls and the ad-targeting call (`targeting`), ' +
          `1 to ${ANALYTICS_MAX_BATCH_EVENTS} in \`batch\`, with the batch's \`sentAt\`. JSON as \`application/json\` ` +
          'or `text/plain` (navigator.sendBeacon on page hide). A body over ' +
          `${ANALYTICS_MAX_BATCH_BYTES} bytes, over ${ANALYTICS_MAX_BATCH_EVENTS} events or with an event whose JSON ` +
          `is over ${ANALYTICS_MAX_EVENT_BYTES} bytes is 413 \`ANALYTICS_BATCH_TOO_LARGE\`; an event that is not ` +
          'one refuses the whole batch: 400 `INVALID_ANALYTICS_EVENT` naming the first bad field. Consent is ' +
          're-checked per event from the request’s own `OptanonConsent` cookie (its `groups`) and `Sec-GPC: 1` ' +
          '(an opt-out of targeting), never from the batch: `page`, `track`, `identify` and `alias` need C0002, ' +
          '`targeting` C0004; without the cookie every event is refused (counted, not stored). With a session ' +
          '(`Authorization: Token …`) every event is stored as the member’s, and an `identify` or `alias` whose ' +
          '`userId` is another guid is refused; without one a `userId` is dropped. A `messageId` stored in the last ' +
          `${ANALYTICS_DEDUP_WINDOW_SECONDS / 3600} hours (or twice in the batch) is a duplicate, dropped. The ` +
          'events kept are stored with one COPY before the reply: 200 `{accepted, duplicates, refused}`. ' +
          'Rate-limited per address in a bucket of its own: 429 `TOO_MANY_REQUESTS`.',
        security: [{ sessionToken: [] }, {}],
        body: analyticsBatchSchema,
        response: {
          200: analyticsBatchReplySchema,
          400: failure,
          401: failure,
          413: failure,
          429: failure,
        },
      },
    },
    async (request) => {
      const member = await optionalUser(request, services.sessions);
      const agent = request.headers['user-agent'];
      return services.ingest.ingest(request.body, {
        member: member && { userId: member.userId, userGuid: member.userGuid },
        consentCookie: rawCookie(request.headers.cookie, CONSENT_COOKIE),
        gpc: request.headers['sec-gpc'] === '1',
        bodyBytes: request.analyticsBodyBytes,
        userAgent: agent ? agent.slice(0, USER_AGENT_MAX) : null,
      });
    },
  );
};
