import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z, type ZodType } from 'zod';
import {
  AnalyticsCode,
  CatalogueServerCode,
  INSIGHTS_DEFAULT_RANGE_DAYS,
  INSIGHTS_MAX_RANGE_DAYS,
  UUID_PATTERN,
  insightsBookStopsSchema,
  insightsBooksSchema,
  insightsEpisodesSchema,
  insightsExperimentsSchema,
  insightsFunnelSchema,
  insightsOverviewSchema,
  insightsQuizSchema,
  insightsRangeQuerySchema,
} from '@fanverse/contract';
import { AppError } from '../../../errors/app-error';
import { failures, privateReply } from '../../../http/route-replies';
import { answerValidation } from '../../../http/validation-codes';
import { requireUser } from '../../auth/auth.plugin';
import type { AnalyticsServices } from '../analytics.factory';

const TAGS = ['insights'];
const SECURITY = [{ sessionToken: [] }];
const BASE = '/api/insights/1';
const COMMON =
  `Range: \`from\` and \`to\`, UTC days \`YYYY-MM-DD\`, both included (default: the last ${INSIGHTS_DEFAULT_RANGE_DAYS} ` +
  `days through today; only \`from\`: through today; only \`to\`: the ${INSIGHTS_DEFAULT_RANGE_DAYS} days ending then). ` +
  `A day that does not exist, \`from\` after \`to\` or more than ${INSIGHTS_MAX_RANGE_DAYS} days: 400 ` +
  '`INVALID_INSIGHTS_RANGE` (client 7762) naming the field. Staff only: no session is 401, a member who is not ' +
  'staff 403 `INSIGHTS_STAFF_ONLY` (client 7763), checked before the days themselves (a `from` or `to` that is not ' +
  'shaped `YYYY-MM-DD` is refused first). Read from the daily aggregates ' +
  '(docs/insights.md), with `rolled_up_at`: when they were last brought up to date. Never cached.';
const LIMITED = 'The top `limit` (1–100, default 20)';

const bookParamsSchema = z.object({ bookId: z.string().regex(UUID_PATTERN) });

/**
 * Refusals in the insights' own codes: a malformed `from` or `to` is 7762 like a day that does
 * not exist; a book id that is not a uuid is a book that does not exist (404). Anything else
 * (a bad `limit`) is left to the error handler's field-named codes.
 */
const insightsRefusal = answerValidation(({ context, fields }) => {
  if (context === 'params')
    return AppError.notFound(CatalogueServerCode.RESOURCE_NOT_FOUND, 'Book not found');
  const field = (['from', 'to'] as const).find((f) => fields.includes(f));
  if (context === 'querystring' && field) {
    return AppError.badRequest(
      AnalyticsCode.INVALID_RANGE,
      `Invalid date range: \`${field}\` is not YYYY-MM-DD`,
      field,
    );
  }
  return undefined;
});

/**
 * The staff insights dashboard's calls (issue 25; contract analytics/insights-calls.ts): thin
 * routes over InsightsService, which checks staff (InsightsStaff) and the range. Access `staff`.
 */
export const insightsRoutes: FastifyPluginAsyncZod<AnalyticsServices> = async (app, services) => {
  /** The signed-in caller (401 without a session); replies are private. */
  const caller = async (request: FastifyRequest, reply: FastifyReply) => {
    const user = await requireUser(request, services.sessions);
    privateReply(reply);
    return user.userId;
  };

  /** A range call's options: access `staff`, the range's refusals, its reply schema. */
  const options = <R extends ZodType>(summary: string, description: string, response: R) => ({
    config: { auth: 'staff' as const },
    ...insightsRefusal,
    schema: {
      tags: TAGS,
      summary,
      description: `${description} ${COMMON}`,
      security: SECURITY,
      querystring: insightsRangeQuerySchema,
      response: { 200: response, ...failures(400, 401, 403) },
    },
  });

  app.get(
    `${BASE}/overview`,
    options(
      'Daily series and totals (staff)',
      'Per day: active members, sign-ups, visitors, plays, minutes watched, comics opened, pages read, quiz ' +
        'completions, premium starts; totals are sums over the range except `active_members` and `visitors`, ' +
        'distinct over the range.',
      insightsOverviewSchema,
    ),
    async (request, reply) => services.insights.overview(await caller(request, reply), request.query),
  );

  app.get(
    `${BASE}/episodes`,
    options(
      'Plays, minutes and completion per episode (staff)',
      `${LIMITED} episodes by plays: viewers, minutes watched and the share of plays that reached 90 % of the episode.`,
      insightsEpisodesSchema,
    ),
    async (request, reply) => services.insights.episodes(await caller(request, reply), request.query),
  );

  app.get(
    `${BASE}/books`,
    options(
      'Comics opened and pages read per book (staff)',
      `${LIMITED} books by openings: readers, pages read and the share of readers who reached the last page.`,
      insightsBooksSchema,
    ),
    async (request, reply) => services.insights.books(await caller(request, reply), request.query),
  );

  app.get(
    `${BASE}/quiz`,
    options(
      'Quiz completions per family (staff)',
      'Every family of the quiz, with its result title and how many quizzes ended there.',
      insightsQuizSchema,
    ),
    async (request, reply) => services.insights.quiz(await caller(request, reply), request.query),
  );

  app.get(
    `${BASE}/funnel`,
    options(
      'Visit → register → premium (staff)',
      'Distinct visitors with a page call, accounts created and premium subscriptions begun in the range.',
      insightsFunnelSchema,
    ),
    async (request, reply) => services.insights.funnel(await caller(request, reply), request.query),
  );

  app.get(
    `${BASE}/experiments`,
    options(
      "Each experiment's conversion per variant (staff)",
      'Per variant: its weight, subjects first exposed in the range, those of them who did the goal event ' +
        'after their exposure, the rate and its 95 % Wilson score interval.',
      insightsExperimentsSchema,
    ),
    async (request, reply) => services.insights.experiments(await caller(request, reply), request.query),
  );

  app.get(
    `${BASE}/books/:bookId/stops`,
    {
      config: { auth: 'staff' },
      ...insightsRefusal,
      schema: {
        tags: TAGS,
        summary: 'Where readers stop in one book (staff)',
        description:
          'Per page: `stopped`, the readers whose furthest page is this one (reached in the range), and ' +
          '`reached`, those whose furthest page is this one or later. A book that does not exist (or an id that ' +
          `is not a uuid): 404 \`RESOURCE_NOT_FOUND\`. ${COMMON}`,
        security: SECURITY,
        params: bookParamsSchema,
        querystring: insightsRangeQuerySchema,
        response: { 200: insightsBookStopsSchema, ...failures(400, 401, 403, 404) },
      },
    },
    async (request, reply) =>
      services.insights.bookStops(await caller(request, reply), request.params.bookId, request.query),
  );
};
