import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { promoParamsSchema, promoQuerySchema, promoSchema, transQuerySchema } from '@fanverse/contract';
import { failures, privateReply } from '../../../http/route-replies';
import { optionalUser } from '../../auth/auth.plugin';
import { OPTIONAL_SECURITY, PREMIUM_TAGS, visitorCountryOf } from '../catalog/visitor';
import type { PremiumServices } from '../premium.factory';

/** GET /api/premium/2/promos/{code} (docs/premium.md "Promo codes"). */
export const promoRoutes: FastifyPluginAsyncZod<PremiumServices> = async (app, deps) => {
  app.get(
    '/api/premium/2/promos/:code',
    {
      config: { auth: 'optional' },
      schema: {
        tags: PREMIUM_TAGS,
        summary: 'A promo code, priced against a product',
        description:
          "Codes match without regard to case. Priced against product `pid` (else the promo's own product, " +
          "else the catalog's default) in the visitor's currency; `is_applicable` says whether it fits that " +
          'product (and, for an amount, that currency). Unknown: 404 `NOT_FOUND`; expired: 400 `EXPIRED`; ' +
          'used up: 400 `MAX_USAGE`; an unknown `pid`: 404 `NOT_FOUND`. Never cached: prices depend on the country.',
        security: OPTIONAL_SECURITY,
        params: promoParamsSchema,
        // `trans` kept: the reply's texts are in the request language.
        querystring: promoQuerySchema.extend(transQuerySchema.shape),
        response: { 200: promoSchema, ...failures(400, 401, 404) },
      },
    },
    async (request, reply) => {
      // Same reply for everyone, but `optional` still refuses a bad credential.
      await optionalUser(request, deps.sessions);
      privateReply(reply);
      return deps.promos.describe(
        request.params.code,
        request.query.pid ?? null,
        visitorCountryOf(request, deps.config),
        request.lang,
      );
    },
  );
};
