import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { catalogQuerySchema, catalogSchema, taxQuerySchema, taxSchema } from '@fanverse/contract';
import { failures, privateReply } from '../../../http/route-replies';
import { optionalUser } from '../../auth/auth.plugin';
import type { PremiumServices } from '../premium.factory';
import { OPTIONAL_SECURITY, PREMIUM_TAGS, visitorCountryOf } from './visitor';

/**
 * The spec's catalog path ends in a slash; Fastify keeps `/x/` and `/x` apart, so it is
 * registered both ways (as the activity routes do).
 */
const bothWays = (path: string) => [`${path}/`, path];

/** GET /api/premium/2/catalog/ and GET /api/premium/2/tax (docs/premium.md "Catalog", "Tax"). */
export const catalogRoutes: FastifyPluginAsyncZod<PremiumServices> = async (app, deps) => {
  for (const url of bothWays('/api/premium/2/catalog')) {
    app.get(
      url,
      {
        config: { auth: 'optional' },
        schema: {
          tags: PREMIUM_TAGS,
          summary: 'The premium catalog: plans and their products, priced for the visitor',
          description:
            "Prices are in the currency of the visitor's country (the geo header, else DEFAULT_COUNTRY; " +
            '`country_code_alpha2` previews another), texts in the request language (`?trans=`). ' +
            "`promo` names a promo code: when it exists, has not expired and has uses left, each plan's " +
            '`promo_products` carry the products it applies to at the discounted price and `promotion` ' +
            'names it; otherwise they stay empty. Never cached (`private, no-store`): it depends on the country.',
          security: OPTIONAL_SECURITY,
          querystring: catalogQuerySchema,
          response: { 200: catalogSchema, ...failures(400, 401) },
        },
      },
      async (request, reply) => {
        // The reply is the same for everyone, but `optional` still refuses a bad credential.
        await optionalUser(request, deps.sessions);
        privateReply(reply);
        const country = visitorCountryOf(request, deps.config, request.query.country_code_alpha2);
        const promo = request.query.promo ? await deps.promos.offered(request.query.promo) : null;
        return deps.catalog.catalogFor(country, request.lang, promo);
      },
    );
  }

  app.get(
    '/api/premium/2/tax',
    {
      config: { auth: 'optional' },
      schema: {
        tags: PREMIUM_TAGS,
        summary: "A product's price with a promo and the tax of a place",
        description:
          "Give exactly one of `paymentmethod_guid` (the caller's own; another's or an unknown one answers " +
          '404 `NOT_FOUND`, and without a session 401), or `postal_code` with `country_code_alpha2`; anything ' +
          "else answers 400 code 8 (the client reads 5008). Prices are in the place's currency. The most " +
          'specific tax row wins (country, then the longest postal prefix); none answers 400 code 3033. ' +
          'US sales tax is added to the subtotal; VAT is inside it. An unknown `product_code` answers 404 ' +
          '`NOT_FOUND`; a `promo_code` that does not exist, has expired or is used up answers `NOT_FOUND` ' +
          '(404), `EXPIRED` or `MAX_USAGE` (400); one for another product takes nothing off.',
        security: OPTIONAL_SECURITY,
        querystring: taxQuerySchema,
        response: { 200: taxSchema, ...failures(400, 401, 404) },
      },
    },
    async (request, reply) => {
      const user = await optionalUser(request, deps.sessions);
      privateReply(reply);
      return deps.pricing.taxFor(user?.userId ?? null, request.query, visitorCountryOf(request, deps.config));
    },
  );
};
