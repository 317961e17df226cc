import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  giftClaimParamsSchema,
  giftClaimResultSchema,
  giftClaimViewSchema,
  giftCreateBodySchema,
  giftSchema,
} from '@fanverse/contract';
import { failures, privateReply } from '../../../http/route-replies';
import { optionalUser, requireUser } from '../../auth/auth.plugin';
import { OPTIONAL_SECURITY, visitorCountryOf } from '../../premium/catalog/visitor';
import { IDEMPOTENCY_DESCRIPTION, idempotentReply } from '../../premium/idempotency/idempotent-route';
import type { PurchasesServices } from '../purchases.factory';

const TAGS = ['purchases'];
const SESSION_SECURITY = [{ sessionToken: [] }];

/** Gift subscriptions: buying one, the sender's list, the claim link (docs/purchases.md "Gifts"). */
export const giftRoutes: FastifyPluginAsyncZod<PurchasesServices> = async (app, services) => {
  app.post(
    '/api/premium/2/purchases/gift/create',
    {
      config: { auth: 'session' },
      schema: {
        tags: TAGS,
        summary: 'Buys premium as a gift for someone else',
        description:
          "Charges once: the gift product's price in the payment method country's currency (not sold in " +
          'it: 400 code 8) plus tax of its place (no tax row: 3033). Pay with `paymentmethod_guid` ' +
          "(or `guid`; the member's own active method, else 404 `NOT_FOUND`) or `paymentmethod_token` (a " +
          "gateway nonce, vaulted as the member's method; needs `postal_code` and `country_code_alpha2`, " +
          'else 400 code 8). Neither: 400 code 3040; no `product_id`: 3043; no `sender_email`: 3042; ' +
          'a product that is not a gift product: 404 code 1800; the receiver is the sender (their account ' +
          'or `sender_email`): 400 code 3041; `premium_start_date` (YYYY-MM-DD, UTC, default today) in ' +
          'the past or more than 365 days ahead: 400 code 8. A declined card: 400 code 3006; a processor ' +
          'failure: 400 FAILED_TO_SUBSCRIBE. The receiver is mailed a claim link on the start date (at ' +
          'once when it is today). ' +
          IDEMPOTENCY_DESCRIPTION,
        security: SESSION_SECURITY,
        body: giftCreateBodySchema,
        response: { 200: giftSchema, ...failures(400, 401, 404, 409) },
      },
    },
    async (request, reply) => {
      const user = await requireUser(request, services.sessions);
      privateReply(reply);
      return idempotentReply(request, reply, services.premium, user.userId, () =>
        services.gifts.create(user, request.body, {
          country: visitorCountryOf(request, services.config),
          lang: request.lang,
        }),
      );
    },
  );

  app.get(
    '/api/premium/2/gifts',
    {
      config: { auth: 'session' },
      schema: {
        tags: TAGS,
        summary: 'The gifts the member bought',
        description:
          "The caller's gifts (as sender), newest first, with their state (scheduled, sent, claimed, " +
          'expired, refunded). Never cached (`private, no-store`).',
        security: SESSION_SECURITY,
        response: { 200: z.array(giftSchema), ...failures(401) },
      },
    },
    async (request, reply) => {
      const user = await requireUser(request, services.sessions);
      privateReply(reply);
      return services.gifts.sent(user.userId, request.lang);
    },
  );

  app.get(
    '/api/premium/2/gifts/claim/:token',
    {
      config: { auth: 'optional' },
      schema: {
        tags: TAGS,
        summary: 'A gift by its claim link',
        description:
          "What the claim page shows: the sender's name and message, the product, its months and " +
          'plan, the state and until when the link works. An unknown token, or a refunded gift: 404 ' +
          'code 3044. Never cached (`private, no-store`).',
        security: OPTIONAL_SECURITY,
        params: giftClaimParamsSchema,
        response: { 200: giftClaimViewSchema, ...failures(400, 401, 404) },
      },
    },
    async (request, reply) => {
      await optionalUser(request, services.sessions);
      privateReply(reply);
      return services.gifts.claimView(request.params.token, request.lang);
    },
  );

  app.post(
    '/api/premium/2/gifts/claim/:token',
    {
      config: { auth: 'session' },
      schema: {
        tags: TAGS,
        summary: 'Claims a gift',
        description:
          "The gift's months of premium for the caller: a comped subscription, or their live " +
          'subscription extended (its next charge or end moves later). Once per gift: claimed already ' +
          '400 code 3045 (also when another claim won at the same moment); unknown token or refunded ' +
          'gift 404 code 3044; link expired 400 code 3046; before the start date 400 code 3047; the ' +
          'sender claiming 400 code 3041. The sender is mailed. ' +
          IDEMPOTENCY_DESCRIPTION,
        security: SESSION_SECURITY,
        params: giftClaimParamsSchema,
        response: { 200: giftClaimResultSchema, ...failures(400, 401, 404, 409) },
      },
    },
    async (request, reply) => {
      const user = await requireUser(request, services.sessions);
      privateReply(reply);
      return idempotentReply(request, reply, services.premium, user.userId, () =>
        services.gifts.claim(request.params.token, user, request.lang),
      );
    },
  );
};
