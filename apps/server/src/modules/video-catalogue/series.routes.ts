import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  castMemberSchema,
  episodeSchema,
  pageSchema,
  seasonEpisodesQuerySchema,
  seasonParamsSchema,
  seasonSchema,
  seasonsQuerySchema,
  seriesParamsSchema,
  seriesSchema,
  transQuerySchema,
} from '@fanverse/contract';
import type { VideoCatalogueServices } from './video-catalogue.factory';
import { LOCK_NOTE, lockableFailures as failures, pageContext, TAGS, withTrans } from './route-helpers';

/** A series, its cast and its seasons. */
export const seriesRoutes: FastifyPluginAsyncZod<VideoCatalogueServices> = async (app, deps) => {
  app.get(
    '/api/5/1/series/:series_id',
    {
      config: { auth: 'public' },
      schema: {
        tags: TAGS,
        summary: 'A series',
        description:
          '`episode_count` counts the episodes whose video is approved (playable), `total_episodes` all of them; ' +
          'both come from per-season counters kept by database triggers, so the reply costs the same for a series ' +
          'of ten episodes or of 100,000. `actors` lists the first five of the cast with their character names ' +
          '(the cast call has everyone); `trailer` is the uuid of the trailer clip. Image fields are art paths. ' +
          'A bad id answers 400 `INVALID_SERIES_ID`, an unknown one 404 `SERIES_NOT_FOUND`. ' +
          LOCK_NOTE,
        params: seriesParamsSchema,
        querystring: transQuerySchema,
        response: { 200: seriesSchema, ...failures },
      },
    },
    async (request) => deps.series.get(request.params.series_id, request.lang, await deps.limitsOf(request)),
  );

  app.get(
    '/api/5/series/:series_id/cast',
    {
      config: { auth: 'public' },
      schema: {
        tags: TAGS,
        summary: 'The cast of a series, in billing order',
        description:
          "`character_name` is the series' role of the person (translated); `picture` and `profile_picture` are " +
          'the actor art kinds `picture` (600×800) and `profile` (400×400). Unknown series: 404 `SERIES_NOT_FOUND`. ' +
          `A locked series locks its cast. ${LOCK_NOTE}`,
        params: seriesParamsSchema,
        querystring: transQuerySchema,
        response: { 200: z.array(castMemberSchema), ...failures },
      },
    },
    async (request) => deps.series.cast(request.params.series_id, request.lang, await deps.limitsOf(request)),
  );

  app.get(
    '/api/5/series/:series_id/seasons',
    {
      config: { auth: 'public' },
      schema: {
        tags: TAGS,
        summary: 'The seasons of a series, 20 per page',
        description:
          'In season-number order. `approved_episodes` is the number of episodes of the season whose video is ' +
          'approved. A page past the last answers 404 with code 5; a bad page 400 with code 4. Seasons are rated by ' +
          `their series: a locked series locks its seasons. ${LOCK_NOTE}`,
        params: seriesParamsSchema,
        querystring: withTrans(seasonsQuerySchema),
        response: { 200: pageSchema(seasonSchema), ...failures },
      },
    },
    async (request) =>
      deps.seasons.list(
        request.params.series_id,
        request.query.page,
        request.lang,
        pageContext(request, []),
        await deps.limitsOf(request),
      ),
  );

  app.get(
    '/api/5/series/:series_id/seasons/:season_number',
    {
      config: { auth: 'public' },
      schema: {
        tags: TAGS,
        summary: "A season's episodes, 20 per page, by position in the season",
        description:
          '`sort` is `asc` (default) or `desc` by `season_position`. Like the series episode list, each page is ' +
          'read as a range of positions along the (series_id, season_num, season_position) index. A bad season ' +
          'number answers 400 with code 9, a bad sort code 10; an unknown season 404 `SEASON_NOT_FOUND`. ' +
          'Under parental controls (issue 23) a locked series answers 403 `PARENTAL_LOCK`, and episodes above ' +
          "the caller's limits are left out before counting and paging (by OFFSET: the position ranges would count " +
          `them). ${LOCK_NOTE}`,
        params: seasonParamsSchema,
        querystring: withTrans(seasonEpisodesQuerySchema),
        response: { 200: pageSchema(episodeSchema), ...failures },
      },
    },
    async (request) =>
      deps.seasons.episodesOf(
        request.params.series_id,
        request.params.season_number,
        request.query,
        request.lang,
        pageContext(request, ['sort']),
        await deps.limitsOf(request),
      ),
  );
};
