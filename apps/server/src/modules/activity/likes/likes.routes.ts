import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { LIKE_CONTENT_TYPES, likeParamsSchema, likesSchema } from '@fanverse/contract';
import { failures, privateReply } from '../../../http/route-replies';
import { optionalUser, requireUser } from '../../auth/auth.plugin';
import type { ActivityServices } from '../activity.factory';
import { ACTIVITY_TAGS, OPTIONAL_SECURITY, SESSION_SECURITY } from '../activity-openapi';
import { likeParamsCodes } from './like-params';

const ERRORS =
  `A \`type\` other than ${LIKE_CONTENT_TYPES.join(', ')} answers 400 code 7900, a malformed uuid 400 ` +
  '`INVALID_UUID`, content that does not exist 404 `RESOURCE_NOT_FOUND`.';
const LOCKED =
  "Content above the caller's parental limits (the pin not entered): 403 `PARENTAL_LOCK` with its `rating`.";

/**
 * The spec's paths end in a slash; Fastify's router keeps `/x/` and `/x` apart (app.ts,
 * `ignoreTrailingSlash: false`), so each call is registered both ways and a client that drops
 * the slash reaches the same call rather than "API Not Found".
 */
const bothWays = (path: string) => [`${path}/`, path];

/** Likes (catalogue spec §3 "Activity", §7 "User activity"). */
export const likesRoutes: FastifyPluginAsyncZod<ActivityServices> = async (app, deps) => {
  for (const url of bothWays('/api/5/user/likes/:type/:uuid')) {
    app.get(
      url,
      {
        // A bad `type` answers the spec's own code (like-params.ts) before the handler runs.
        ...likeParamsCodes,
        config: { auth: 'optional' },
        schema: {
          tags: ACTIVITY_TAGS,
          summary: 'How many members like a piece of content, and whether the caller does',
          description:
            "`likes` is exact (kept in the like's own transaction); `liked` is false for a visitor. " +
            `Never cached (\`private, no-store\`). ${ERRORS} ${LOCKED}`,
          security: OPTIONAL_SECURITY,
          params: likeParamsSchema,
          response: { 200: likesSchema, ...failures(400, 401, 403, 404) },
        },
      },
      async (request, reply) => {
        const user = await optionalUser(request, deps.sessions);
        // `liked` is the caller's own: the reply is private even for counts anyone may read.
        privateReply(reply);
        const { type, uuid } = request.params;
        return deps.likes.get(type, uuid, user?.userId ?? null, await deps.limitsOf(request));
      },
    );
  }

  for (const [verb, action] of [
    ['like', 'Likes'],
    ['unlike', 'Stops liking'],
  ] as const) {
    for (const url of bothWays(`/api/5/user/${verb}/:type/:uuid`)) {
      app.post(
        url,
        {
          ...likeParamsCodes,
          config: { auth: 'session' },
          schema: {
            tags: ACTIVITY_TAGS,
            summary: `${action} a series, episode, clip, comic series or book`,
            description:
              'Answers the likes after the change. Idempotent: liking what the member already likes, or ' +
              `unliking what they do not, changes nothing and answers the same. ${ERRORS}` +
              (verb === 'like' ? ` ${LOCKED} Unliking is always allowed.` : ''),
            security: SESSION_SECURITY,
            params: likeParamsSchema,
            response: {
              200: likesSchema,
              ...failures(...(verb === 'like' ? [400, 401, 403, 404] : [400, 401, 404])),
            },
          },
        },
        async (request, reply) => {
          const user = await requireUser(request, deps.sessions);
          privateReply(reply);
          const { type, uuid } = request.params;
          return verb === 'like'
            ? deps.likes.like(user.userId, type, uuid, await deps.limitsOf(request))
            : deps.likes.unlike(user.userId, type, uuid);
        },
      );
    }
  }
};
