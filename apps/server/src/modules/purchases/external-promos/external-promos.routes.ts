import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { externalPromoParamsSchema, externalPromoSchema, transQuerySchema } from '@fanverse/contract';
import { failures, privateReply } from '../../../http/route-replies';
import { requireUser } from '../../auth/auth.plugin';
import { visitorCountryOf } from '../../premium/catalog/visitor';
import type { PurchasesServices } from '../purchases.factory';

/** GET /api/premium/2/promos/external/get/{property} (docs/purchases.md "External promos"). */
export const externalPromoRoutes: FastifyPluginAsyncZod<PurchasesServices> = async (app, services) => {
  app.get(
    '/api/premium/2/promos/external/get/:property',
    {
      config: { auth: 'session' },
      schema: {
        tags: ['purchases'],
        summary: "The member's code for a partner offer",
        description:
          "The signed-in member's code for the partner campaign `property`: the one handed to them " +
          'before (the same code on every ask), else the next free code of its pool, handed to them ' +
          'alone (exact under concurrency: each code goes to one member, each member gets one code). ' +
          'Errors (field `property`): unknown or inactive 404 `NOT_FOUND`; ended 400 `EXPIRED`; every ' +
          "code handed out 400 `MAX_USAGE`; limited to other countries than the visitor's (the geo " +
          'header, else the default country) 400 code 3021, for a member who holds no code yet. ' +
          'Answers the External promo entity; its text is in the request language. A GET that may hand ' +
          'out a code, but asking again answers the same code. Never cached (`private, no-store`).',
        security: [{ sessionToken: [] }],
        params: externalPromoParamsSchema,
        querystring: transQuerySchema,
        response: { 200: externalPromoSchema, ...failures(400, 401, 404) },
      },
    },
    async (request, reply) => {
      const user = await requireUser(request, services.sessions);
      privateReply(reply);
      return services.externalPromos.get(request.params.property, {
        userId: user.userId,
        country: visitorCountryOf(request, services.config),
        lang: request.lang,
      });
    },
  );
};
