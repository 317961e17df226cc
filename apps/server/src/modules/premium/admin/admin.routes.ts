import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { compBodySchema, subscriptionSchema } from '@fanverse/contract';
import { failures, privateReply } from '../../../http/route-replies';
import { requireUser } from '../../auth/auth.plugin';
import { IDEMPOTENCY_DESCRIPTION, idempotentReply } from '../idempotency/idempotent-route';
import type { PremiumServices } from '../premium.factory';

/** Staff calls of premium (docs/premium.md "Subscriptions"). */
export const adminRoutes: FastifyPluginAsyncZod<PremiumServices> = async (app, services) => {
  app.post(
    '/api/premium/2/admin/comp',
    {
      config: { auth: 'staff' },
      schema: {
        tags: ['premium'],
        summary: 'Comps a member (staff)',
        description:
          'A comped subscription (merchant type House, state Comped, never charged) to `product_code` for ' +
          '`months` (absent: open-ended). The member’s live subscription, if any, is expired first. Staff only ' +
          '(a member: 403 code 2309 `STAFF_ONLY`, as every staff refusal); an unknown member 404 `NOT_FOUND` (field `user_guid`), an unknown ' +
          `product 404 \`NOT_FOUND\` (field \`product_code\`). ${IDEMPOTENCY_DESCRIPTION}`,
        security: [{ sessionToken: [] }],
        body: compBodySchema,
        response: { 200: subscriptionSchema, ...failures(400, 401, 403, 404, 409) },
      },
    },
    async (request, reply) => {
      const user = await requireUser(request, services.sessions);
      privateReply(reply);
      // Checked before the idempotency key is taken: a member's attempt stores nothing.
      await services.comps.requireStaff(user.userId);
      return idempotentReply(request, reply, services, user.userId, () =>
        services.comps.comp(user.userId, request.body),
      );
    },
  );
};
