import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  errorEnvelopeSchema,
  playbackPositionParamsSchema,
  playbackPositionSchema,
} from '@fanverse/contract';
import { requireUser } from '../auth/auth.plugin';
import type { PlaybackServices } from './playback.factory';
import { TAGS } from './route-helpers';

const failure = errorEnvelopeSchema;

/** GET /api/5/2/user/playback/{content_uuid}/position: our own call, for resuming a video. */
export const playbackPositionRoutes: FastifyPluginAsyncZod<PlaybackServices> = async (app, deps) => {
  app.get(
    '/api/5/2/user/playback/:content_uuid/position',
    {
      config: { auth: 'session' },
      schema: {
        tags: TAGS,
        summary: 'Where the signed-in member last stopped in a video',
        description:
          'The `end_timecode` (seconds) of the latest playback event the member logged for the episode or clip ' +
          '(`content_id` of POST /api/5/log/), with the time it was received. Only the caller’s own events count. ' +
          'No session: 401 `UNAUTHENTICATED` (an expired one `SESSION_EXPIRED`); never watched: 404 ' +
          '`RESOURCE_NOT_FOUND`; a malformed uuid 400 `INVALID_UUID`.',
        security: [{ sessionToken: [] }],
        params: playbackPositionParamsSchema,
        response: { 200: playbackPositionSchema, 400: failure, 401: failure, 404: failure },
      },
    },
    async (request, reply) => {
      const user = await requireUser(request, deps.sessions);
      reply.header('cache-control', 'private, no-store');
      return deps.positions.position(user.userId, request.params.content_uuid);
    },
  );
};
