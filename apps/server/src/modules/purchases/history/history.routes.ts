import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  checkEstHistoryQuery,
  checkPurchasesQuery,
  estHistoryPageSchema,
  estHistoryQuerySchema,
  purchaseHistorySchema,
  purchasesQuerySchema,
  type QueryProblem,
} from '@fanverse/contract';
import { AppError } from '../../../errors/app-error';
import { failures, privateReply } from '../../../http/route-replies';
import { requireUser } from '../../auth/auth.plugin';
import { visitorCountryOf } from '../../premium/catalog/visitor';
import type { PurchasesServices } from '../purchases.factory';

const TAGS = ['purchases'];
const SESSION_SECURITY = [{ sessionToken: [] }];

const queryError = (problem: QueryProblem) =>
  AppError.badRequest(problem.code, `Invalid query parameter: ${problem.field}.`, problem.field);

/** Purchase history and EST history (catalogue spec §3 "Purchase history", §5, §7). */
export const historyRoutes: FastifyPluginAsyncZod<PurchasesServices> = async (app, services) => {
  app.get(
    '/api/premium/2/purchases/est/me',
    {
      config: { auth: 'session' },
      schema: {
        tags: TAGS,
        summary: "The member's purchase history: owned items and gifts bought",
        description:
          'Only the caller’s rows: owned episodes and books (bought, granted, redeemed) and the gifts ' +
          'they bought (`object.model` `gift`, `data` the Gift). Query (spec §5): `page` a whole number ' +
          'from 1 (else 400 code 8101), `size` 1–100 (8102), `order` title, -title, purchase_date, ' +
          '-purchase_date (8103; default -purchase_date, ties by id), `inactive` true/false (8104; true ' +
          'includes refunded, revoked and expired rows), `model` book or episode (8105; owned items of ' +
          'that model only), `source` admingrant, all, promocodegrant, purchased, undefined (8106). ' +
          '`paging` links repeat the query with `page` changed (null at the ends). Never cached.',
        security: SESSION_SECURITY,
        querystring: purchasesQuerySchema,
        response: { 200: purchaseHistorySchema, ...failures(400, 401) },
      },
    },
    async (request, reply) => {
      const user = await requireUser(request, services.sessions);
      privateReply(reply);
      const checked = checkPurchasesQuery(request.query);
      if (!checked.ok) throw queryError(checked.problem);
      return services.history.purchases(user, checked.value, request.lang, request.url);
    },
  );

  app.get(
    '/api/premium/2/est/history',
    {
      config: { auth: 'session' },
      schema: {
        tags: TAGS,
        summary: 'The EST codes the member redeemed',
        description:
          'The caller’s redemptions, each the code’s EstPromoCode entity with `redeemed_at` and a comp ' +
          "code's subscription; assets priced in the visitor's currency. Query (spec §5): `page` a whole " +
          'number from 1 (else 400 code 3030), `page_size` 1–100 (3031), `order` title, -title, date, ' +
          '-date (3032; default -date, when redeemed). DESIGN.md’s page (count, num_pages, page, ' +
          'page_size, values, links). Never cached.',
        security: SESSION_SECURITY,
        querystring: estHistoryQuerySchema,
        response: { 200: estHistoryPageSchema, ...failures(400, 401) },
      },
    },
    async (request, reply) => {
      const user = await requireUser(request, services.sessions);
      privateReply(reply);
      const checked = checkEstHistoryQuery(request.query);
      if (!checked.ok) throw queryError(checked.problem);
      return services.history.estHistory(
        user.userId,
        checked.value,
        request.lang,
        request.url,
        visitorCountryOf(request, services.config),
      );
    },
  );
};
