import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  clipSchema,
  clipsParamsSchema,
  clipsQuerySchema,
  containerClipsParamsSchema,
  pageSchema,
  transQuerySchema,
  uuidParamsSchema,
} from '@fanverse/contract';
import type { VideoCatalogueServices } from './video-catalogue.factory';
import {
  EXCLUDE_NOTE,
  failures,
  LOCK_NOTE,
  lockableFailures,
  pageContext,
  TAGS,
  withTrans,
} from './route-helpers';

const CLIP_ERRORS =
  'Object types are `series`, `season`, `episode` and `collection`; any other answers 400 `INVALID_OBJECT_TYPE`. ' +
  'A malformed uuid answers 400 `INVALID_UUID`, a `clip_type` outside trailer, preview, featurette, interview ' +
  'and recap 400 `INVALID_CLIP_TYPE`; a page past the last 404 code 5.';

/** Clips: one by uuid, an object's clips, and an object's clips within its container. */
export const clipsRoutes: FastifyPluginAsyncZod<VideoCatalogueServices> = async (app, deps) => {
  app.get(
    '/api/5/2/clips/:uuid',
    {
      config: { auth: 'public' },
      schema: {
        tags: TAGS,
        summary: 'A clip',
        description:
          '`program_schedule` says who may watch when (catalogue spec §4; the client evaluates it). Unknown clip: ' +
          '404 `CLIP_NOT_FOUND`. A clip is rated by its series (a clip without one is unrated). ' +
          LOCK_NOTE,
        params: uuidParamsSchema,
        querystring: transQuerySchema,
        response: { 200: clipSchema, ...lockableFailures },
      },
    },
    async (request) => deps.clips.get(request.params.uuid, request.lang, await deps.limitsOf(request)),
  );

  app.get(
    '/api/5/2/:object_type/:object_uuid/clips',
    {
      config: { auth: 'public' },
      schema: {
        tags: TAGS,
        summary: 'The clips of a series, season, episode or collection',
        description:
          `In the object's own order; \`clip_type\` keeps one type. ${CLIP_ERRORS} ` +
          'An unknown object answers 404 `RESOURCE_NOT_FOUND`. Clips are rated by their series (a clip without ' +
          `one is unrated). ${EXCLUDE_NOTE}`,
        params: clipsParamsSchema,
        querystring: withTrans(clipsQuerySchema),
        response: { 200: pageSchema(clipSchema), ...failures },
      },
    },
    async (request) =>
      deps.clips.forOwner(
        { type: request.params.object_type, uuid: request.params.object_uuid },
        { page: request.query.page, pageSize: request.query.page_size, clipType: request.query.clip_type },
        request.lang,
        pageContext(request, ['clip_type']),
        await deps.limitsOf(request),
      ),
  );

  app.get(
    '/api/5/2/:container_type/:container_uuid/:object_type/:object_uuid/clips',
    {
      config: { auth: 'public' },
      schema: {
        tags: TAGS,
        summary: 'The clips of an object within its container',
        description:
          'As the object call, once the object is known to belong to the container: an episode or season to its ' +
          'series, an episode to its season, any object to a collection that lists it. Otherwise 404 ' +
          `\`RESOURCE_NOT_FOUND\`. ${CLIP_ERRORS} ${EXCLUDE_NOTE}`,
        params: containerClipsParamsSchema,
        querystring: withTrans(clipsQuerySchema),
        response: { 200: pageSchema(clipSchema), ...failures },
      },
    },
    async (request) =>
      deps.clips.forOwnerIn(
        { type: request.params.container_type, uuid: request.params.container_uuid },
        { type: request.params.object_type, uuid: request.params.object_uuid },
        { page: request.query.page, pageSize: request.query.page_size, clipType: request.query.clip_type },
        request.lang,
        pageContext(request, ['clip_type']),
        await deps.limitsOf(request),
      ),
  );
};
