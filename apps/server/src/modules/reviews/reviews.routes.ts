import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import {
  RATING_MAX,
  RATING_MIN,
  REVIEW_COMMENT_MAX_LENGTH,
  REVIEW_SUBJECT_MAX_LENGTH,
  REVIEWS_API,
  REVIEWS_DEFAULT_PAGE_SIZE,
  discussedContentParamsSchema,
  errorEnvelopeSchema,
  ratingSummarySchema,
  reviewBodySchema,
  reviewPageSchema,
  reviewSchema,
  reviewsQuerySchema,
} from '@fanverse/contract';
import { withTrans } from '../../http/route-schemas';
import { optionalUser, requireUser } from '../auth/auth.plugin';
import { answerReviewFieldErrors } from './review-validation';
import type { ReviewsServices } from './reviews.factory';

const failure = errorEnvelopeSchema;
const fail = (...statuses: number[]) => Object.fromEntries(statuses.map((s) => [s, failure]));
const security = [{ sessionToken: [] }];
const noContent = z.undefined().describe('No content');

const CONTENT =
  '`type` is series or comicseries, `uuid` the title’s uuid; a bad one or a title that does not exist: 404 code 1061.';
const LOCKED =
  "A title above the caller's parental limits (the pin not entered): 403 `PARENTAL_LOCK` with its `rating`.";
const RULES =
  `\`rating\` a whole number (else 400 code 1026) from ${RATING_MIN} to ${RATING_MAX} (else 1027); \`subject\` ` +
  `(trimmed) at most ${REVIEW_SUBJECT_MAX_LENGTH} characters (else 1028), \`comment\` (trimmed) at most ` +
  `${REVIEW_COMMENT_MAX_LENGTH} (else 1029). A series' \`avg_rating\` and \`fan_count\` move in the same transaction.`;

/** The request's path without its query: the `url` of page links. */
const pathOf = (request: FastifyRequest) => request.url.split('?')[0]!;
/** Replies carry `is_own` and `mine`: never kept by a shared cache. */
const privateReply = (reply: FastifyReply) => reply.header('cache-control', 'private, no-store');

/** Ratings and reviews of series and comic series (docs/discussions.md "Reviews and ratings"). */
export const reviewsRoutes: FastifyPluginAsyncZod<ReviewsServices> = async (app, deps) => {
  answerReviewFieldErrors(app);
  const url = `${REVIEWS_API}/:type/:uuid`;

  app.get(
    url,
    {
      config: { auth: 'optional' },
      schema: {
        tags: ['reviews'],
        summary: 'Reviews of a series or comic series',
        description:
          `Reviews with a subject or a comment (bare ratings are counted in the summary only), newest update ` +
          `first; \`page\`, \`page_size\` (1-100, default ${REVIEWS_DEFAULT_PAGE_SIZE}; else 400 code 4; a page past ` +
          `the last 404 code 5). \`is_own\` marks the caller's. ${CONTENT} ${LOCKED}`,
        params: discussedContentParamsSchema,
        querystring: withTrans(reviewsQuerySchema),
        response: { 200: reviewPageSchema, ...fail(400, 401, 403, 404) },
      },
    },
    async (request, reply) => {
      const user = await optionalUser(request, deps.sessions);
      privateReply(reply);
      const { page, page_size } = request.query;
      return deps.reviews.list(
        request.params,
        user,
        { page, pageSize: page_size },
        pathOf(request),
        await deps.limitsOf(request),
      );
    },
  );

  app.get(
    `${url}/summary`,
    {
      config: { auth: 'optional' },
      schema: {
        tags: ['reviews'],
        summary: 'The rating summary of a series or comic series',
        description:
          "`avg_rating` (two decimals, 0 when nobody rated), `rating_count` (members who rated: a series' " +
          '`fan_count`), `distribution` per star and `mine`, the caller’s own review (null for anonymous callers ' +
          `and members who have not rated). ${CONTENT} ${LOCKED}`,
        params: discussedContentParamsSchema,
        response: { 200: ratingSummarySchema, ...fail(400, 401, 403, 404) },
      },
    },
    async (request, reply) => {
      const user = await optionalUser(request, deps.sessions);
      privateReply(reply);
      return deps.reviews.summary(request.params, user, await deps.limitsOf(request));
    },
  );

  app.post(
    url,
    {
      config: { auth: 'session' },
      schema: {
        tags: ['reviews'],
        summary: 'Rate and review a series or comic series',
        description: `One per member per title: a second one is 409 code 1030 (edit it with PUT). ${RULES} ${CONTENT} ${LOCKED}`,
        security,
        params: discussedContentParamsSchema,
        body: reviewBodySchema,
        response: { 201: reviewSchema, ...fail(400, 401, 403, 404, 409) },
      },
    },
    async (request, reply) => {
      const user = await requireUser(request, deps.sessions);
      return reply
        .code(201)
        .send(await deps.reviews.create(request.params, user, request.body, await deps.limitsOf(request)));
    },
  );

  app.put(
    url,
    {
      config: { auth: 'session' },
      schema: {
        tags: ['reviews'],
        summary: 'Change one’s rating and review',
        description:
          `Replaces the caller's rating, subject and comment (a text not sent is cleared). None yet: 404 code ` +
          `2308. ${RULES} ${CONTENT} ${LOCKED}`,
        security,
        params: discussedContentParamsSchema,
        body: reviewBodySchema,
        response: { 200: reviewSchema, ...fail(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const user = await requireUser(request, deps.sessions);
      return deps.reviews.update(request.params, user, request.body, await deps.limitsOf(request));
    },
  );

  app.delete(
    url,
    {
      config: { auth: 'session' },
      schema: {
        tags: ['reviews'],
        summary: 'Delete one’s rating and review',
        description: `Answers 204. None yet: 404 code 2308. ${CONTENT} Parental limits do not stop a delete.`,
        security,
        params: discussedContentParamsSchema,
        response: { 204: noContent, ...fail(400, 401, 404) },
      },
    },
    async (request, reply) => {
      const user = await requireUser(request, deps.sessions);
      await deps.reviews.delete(request.params, user);
      return reply.code(204).send();
    },
  );
};
