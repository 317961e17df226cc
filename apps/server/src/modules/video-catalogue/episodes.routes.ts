import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  collectionPageQuerySchema,
  episodeByNumberParamsSchema,
  episodeSchema,
  episodesQuerySchema,
  pageSchema,
  seriesParamsSchema,
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

/** Episodes: a series' list, one by number or uuid, and the latest released. */
export const episodesRoutes: FastifyPluginAsyncZod<VideoCatalogueServices> = async (app, deps) => {
  app.get(
    '/api/5/series/:series_id/episodes/',
    {
      config: { auth: 'public' },
      schema: {
        tags: TAGS,
        summary: "A series' episodes, paged, by number",
        description:
          '`sort` is `asc` (default) or `desc` by episode `number`; `page_size` defaults to 20 (at most 100). ' +
          'Built to stay flat as the catalogue grows: the count comes from per-season counters kept by triggers, ' +
          'and because episode numbers run without gaps a page is read as a range of numbers on the ' +
          '(series_id, number) index rather than with OFFSET (which would read every earlier row). If numbers ' +
          'have gaps the page falls back to OFFSET. One statement per request (count, bounds and page), whatever ' +
          'the page or the size of the series. ' +
          'Errors: bad series id 400 `INVALID_SERIES_ID`, bad page or page size 400 code 4, bad sort 400 code 10, ' +
          'unknown series 404 `SERIES_NOT_FOUND`, page past the last 404 code 5. ' +
          'Under parental controls (issue 23) a locked series answers 403 `PARENTAL_LOCK`, and episodes above ' +
          "the caller's limits are left out before counting and paging (by OFFSET: the number ranges would count " +
          `them). ${LOCK_NOTE}`,
        params: seriesParamsSchema,
        querystring: withTrans(episodesQuerySchema),
        response: { 200: pageSchema(episodeSchema), ...lockableFailures },
      },
    },
    async (request) =>
      deps.episodes.listForSeries(
        request.params.series_id,
        { page: request.query.page, pageSize: request.query.page_size, sort: request.query.sort },
        request.lang,
        pageContext(request, ['sort']),
        await deps.limitsOf(request),
      ),
  );

  app.get(
    '/api/5/series/:series_id/episodes/:episode_number/',
    {
      config: { auth: 'public' },
      schema: {
        tags: TAGS,
        summary: 'An episode by its number in the series',
        description:
          'A bad number answers 400 `INVALID_EPISODE_NUMBER`; no such episode 404 `EPISODE_NOT_FOUND` (or ' +
          '`SERIES_NOT_FOUND` when the series itself is unknown). An episode is judged by its own rating (TV, ' +
          `else film). ${LOCK_NOTE}`,
        params: episodeByNumberParamsSchema,
        querystring: transQuerySchema,
        response: { 200: episodeSchema, ...lockableFailures },
      },
    },
    async (request) =>
      deps.episodes.byNumber(
        request.params.series_id,
        request.params.episode_number,
        request.lang,
        await deps.limitsOf(request),
      ),
  );

  app.get(
    '/api/5/episode/:uuid/',
    {
      config: { auth: 'public' },
      schema: {
        tags: TAGS,
        summary: 'An episode by uuid',
        description:
          'A malformed uuid answers 400 `INVALID_UUID`, an unknown one 404 `EPISODE_NOT_FOUND`. An episode is ' +
          `judged by its own rating (TV, else film). ${LOCK_NOTE}`,
        params: uuidParamsSchema,
        querystring: transQuerySchema,
        response: { 200: episodeSchema, ...lockableFailures },
      },
    },
    async (request) => deps.episodes.byUuid(request.params.uuid, request.lang, await deps.limitsOf(request)),
  );

  app.get(
    '/api/5/latestepisodes',
    {
      config: { auth: 'public' },
      schema: {
        tags: TAGS,
        summary: 'The latest released episodes, newest first',
        description:
          'Episodes whose release date is today (UTC) or earlier, by release date then id, newest first, along ' +
          'the (release_date, id) index. The list is a rail of recent releases, not an archive: it holds the 200 ' +
          'newest, so its count is bounded and never needs a scan of the whole catalogue. Bad `page`/`page_size` ' +
          `answer 400 code 4, a page past the last 404 code 5. ${EXCLUDE_NOTE}`,
        querystring: withTrans(collectionPageQuerySchema),
        response: { 200: pageSchema(episodeSchema), ...failures },
      },
    },
    async (request) =>
      deps.episodes.latest(
        { page: request.query.page, pageSize: request.query.page_size },
        request.lang,
        pageContext(request, []),
        await deps.limitsOf(request),
      ),
  );
};
