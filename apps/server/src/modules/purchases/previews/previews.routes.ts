import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  PREVIEW_MONTHLY_CREDITS,
  PREVIEW_TOKEN_MINUTES,
  previewBalanceSchema,
  previewGrantSchema,
  previewParamsSchema,
} from '@fanverse/contract';
import { failures, privateReply } from '../../../http/route-replies';
import { requireUser } from '../../auth/auth.plugin';
import { visitorCountryOf } from '../../premium/catalog/visitor';
import { IDEMPOTENCY_DESCRIPTION, idempotentReply } from '../../premium/idempotency/idempotent-route';
import type { PurchasesServices } from '../purchases.factory';

const TAGS = ['purchases'];
const SESSION_SECURITY = [{ sessionToken: [] }];
const BASE = '/api/premium/2/previews';

/** Premium previews (docs/purchases.md "Previews"): monthly credits, and a preview token per item. */
export const previewRoutes: FastifyPluginAsyncZod<PurchasesServices> = async (app, services) => {
  app.get(
    BASE,
    {
      config: { auth: 'session' },
      schema: {
        tags: TAGS,
        summary: "The member's preview credits this month",
        description:
          `${PREVIEW_MONTHLY_CREDITS} credits each calendar month (UTC): total, used, left, when they come back ` +
          '(`resets_at`, the first instant of next month) and the items previewed this month (reopening one ' +
          'spends nothing). Never cached (`private, no-store`).',
        security: SESSION_SECURITY,
        response: { 200: previewBalanceSchema, ...failures(401) },
      },
    },
    async (request, reply) => {
      const user = await requireUser(request, services.sessions);
      privateReply(reply);
      return services.previews.balance(user.userId);
    },
  );

  app.post(
    `${BASE}/:content_type/:uuid`,
    {
      config: { auth: 'session' },
      schema: {
        tags: TAGS,
        summary: 'Uses a preview credit on a premium episode or book',
        description:
          'Answers a `preview_token` for this item and member, valid ' +
          `${PREVIEW_TOKEN_MINUTES} minutes: pass it to the rights call ` +
          '(`GET /api/5/1/rights/{content_type}/{uuid}?preview_token=…`), which then grants watching or reading ' +
          'as it would a premium member (region, status and schedule still apply). Spends one credit, unless ' +
          'the member previewed this item this month already (a new token, `spent_credit` false; the previous ' +
          'token stops working). Concurrent calls never spend more credits than there are, nor two for one ' +
          'item. Errors: 404 `RESOURCE_NOT_FOUND` unknown content; 400 code 8 (field `uuid`) when the member ' +
          'may watch or read it already (premium, owner, not behind a premium wall) or a preview would not ' +
          'open it here (region, status, schedule), nothing spent; 400 code 3050 no credit left this month. ' +
          `Never cached (\`private, no-store\`). ${IDEMPOTENCY_DESCRIPTION}`,
        security: SESSION_SECURITY,
        params: previewParamsSchema,
        response: { 200: previewGrantSchema, ...failures(400, 401, 404, 409) },
      },
    },
    async (request, reply) => {
      const user = await requireUser(request, services.sessions);
      privateReply(reply);
      const { content_type, uuid } = request.params;
      return idempotentReply(request, reply, services.premium, user.userId, () =>
        services.previews.use(user.userId, content_type, uuid, visitorCountryOf(request, services.config)),
      );
    },
  );
};
