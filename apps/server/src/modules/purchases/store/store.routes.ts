import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  buyBodySchema,
  estOfferParamsSchema,
  estOfferQuerySchema,
  estOfferSchema,
  ownedItemsSchema,
  purchaseItemSchema,
} from '@fanverse/contract';
import { failures, privateReply } from '../../../http/route-replies';
import { optionalUser, requireUser } from '../../auth/auth.plugin';
import { OPTIONAL_SECURITY, visitorCountryOf } from '../../premium/catalog/visitor';
import { IDEMPOTENCY_DESCRIPTION, idempotentReply } from '../../premium/idempotency/idempotent-route';
import type { PurchasesServices } from '../purchases.factory';

const TAGS = ['purchases'];
const SESSION_SECURITY = [{ sessionToken: [] }];

/** EST offers, buying and what the member owns (docs/purchases.md "Store"). */
export const storeRoutes: FastifyPluginAsyncZod<PurchasesServices> = async (app, services) => {
  app.get(
    '/api/premium/2/est/offer/:model/:uuid',
    {
      config: { auth: 'optional' },
      schema: {
        tags: TAGS,
        summary: "An episode's or book's offer to buy",
        description:
          "The item's sku and price in the visitor's currency (the geo header, else DEFAULT_COUNTRY); " +
          'an item that is not for sale answers `sku` and `price` null. For a member, `owned` and ' +
          "`owned_source`. With `paymentmethod_guid` (the member's own active method; another's or an " +
          'unknown one 404 `NOT_FOUND`, without a session 401), `tax` is what buying with it would ' +
          "charge, in that method's country's currency (not sold in it: 400 code 8; no tax row: 3033). " +
          'An unknown episode or book: 404 code 1800. Never cached (`private, no-store`).',
        security: OPTIONAL_SECURITY,
        params: estOfferParamsSchema,
        querystring: estOfferQuerySchema,
        response: { 200: estOfferSchema, ...failures(400, 401, 404) },
      },
    },
    async (request, reply) => {
      const user = await optionalUser(request, services.sessions);
      privateReply(reply);
      return services.store.offer(request.params.model, request.params.uuid, {
        userId: user?.userId ?? null,
        country: visitorCountryOf(request, services.config),
        lang: request.lang,
        ...(request.query.paymentmethod_guid ? { paymentMethodGuid: request.query.paymentmethod_guid } : {}),
      });
    },
  );

  app.post(
    '/api/premium/2/purchases/est/buy',
    {
      config: { auth: 'session' },
      schema: {
        tags: TAGS,
        summary: 'Buys an episode or book outright',
        description:
          "Charges the member's own active payment method (`paymentmethod_guid`; another's or an unknown " +
          "one 404 `NOT_FOUND`) once: the sku's price in the method country's currency (not sold in it: " +
          '400 code 8) plus tax of its place (no tax row: 3033). Owned afterwards (source Purchased); ' +
          'the reply is the purchase history item. A sku not for sale or unknown: 404 code 1800. Owned ' +
          'already, or bought by a concurrent call: 400 code 3023 (charged once whatever the number of ' +
          'calls). A declined card: 400 code 3006; a processor failure: 400 FAILED_TO_SUBSCRIBE. ' +
          IDEMPOTENCY_DESCRIPTION,
        security: SESSION_SECURITY,
        body: buyBodySchema,
        response: { 200: purchaseItemSchema, ...failures(400, 401, 404, 409) },
      },
    },
    async (request, reply) => {
      const user = await requireUser(request, services.sessions);
      privateReply(reply);
      return idempotentReply(request, reply, services.premium, user.userId, () =>
        services.store.buy(user.userId, request.body, {
          country: visitorCountryOf(request, services.config),
          lang: request.lang,
        }),
      );
    },
  );

  app.get(
    '/api/premium/2/purchases/owned',
    {
      config: { auth: 'session' },
      schema: {
        tags: TAGS,
        summary: 'What the member owns',
        description:
          'The uuids of the episodes and books the caller owns now (bought, granted or redeemed; not ' +
          'refunded or revoked), newest first. Never cached (`private, no-store`).',
        security: SESSION_SECURITY,
        response: { 200: ownedItemsSchema, ...failures(401) },
      },
    },
    async (request, reply) => {
      const user = await requireUser(request, services.sessions);
      privateReply(reply);
      return services.store.owned(user.userId);
    },
  );
};
