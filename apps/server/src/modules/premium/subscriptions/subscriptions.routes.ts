import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  applyPromoBodySchema,
  changePaymentMethodBodySchema,
  guidParamsSchema,
  premiumTransactionSchema,
  resubscribeBodySchema,
  retentionOffersSchema,
  subscribeBodySchema,
  subscriptionEventSchema,
  subscriptionSchema,
  transQuerySchema,
} from '@fanverse/contract';
import { failures, privateReply } from '../../../http/route-replies';
import { requireUser } from '../../auth/auth.plugin';
import { IDEMPOTENCY_DESCRIPTION } from '../idempotency/idempotent-route';
import type { PremiumServices } from '../premium.factory';
import { subscriptionPost } from './subscription-post-route';

const TAGS = ['premium'];
const SESSION_SECURITY = [{ sessionToken: [] }];
const BASE = '/api/premium/2/subscriptions';
const OWNER_ONLY =
  "Only the owner ever sees or acts on a subscription: another member's guid answers 404 `NOT_FOUND`, " +
  'exactly like one that does not exist; a malformed guid 400. Never cached (`private, no-store`).';
const MUTATING = `Answers the updated Subscription. ${OWNER_ONLY} ${IDEMPOTENCY_DESCRIPTION}`;
const CHARGE_FAILURES =
  'A charge that does not settle answers 400 code 3006 (declined or rejected) or `FAILED_TO_SUBSCRIBE` ' +
  '(the processor failed) and changes nothing; a place without a tax rate 400 code 3033.';

/**
 * Subscriptions (catalogue spec §7 "Premium"; docs/premium.md "Subscriptions"): thin routes over
 * SubscriptionService. Every POST runs under the Idempotency-Key (idempotentReply).
 */
export const subscriptionRoutes: FastifyPluginAsyncZod<PremiumServices> = async (app, services) => {
  app.get(
    BASE,
    {
      config: { auth: 'session' },
      schema: {
        tags: TAGS,
        summary: "The member's subscriptions",
        description: `Newest first, ended ones included. ${OWNER_ONLY}`,
        security: SESSION_SECURITY,
        response: { 200: z.array(subscriptionSchema), ...failures(401) },
      },
    },
    async (request, reply) => {
      const user = await requireUser(request, services.sessions);
      privateReply(reply);
      return services.subscriptions.list(user.userId);
    },
  );

  app.get(
    `${BASE}/:guid`,
    {
      config: { auth: 'session' },
      schema: {
        tags: TAGS,
        summary: 'One subscription',
        description: OWNER_ONLY,
        security: SESSION_SECURITY,
        params: guidParamsSchema,
        response: { 200: subscriptionSchema, ...failures(400, 401, 404) },
      },
    },
    async (request, reply) => {
      const user = await requireUser(request, services.sessions);
      privateReply(reply);
      return services.subscriptions.get(user.userId, request.params.guid);
    },
  );

  app.get(
    `${BASE}/:guid/events`,
    {
      config: { auth: 'session' },
      schema: {
        tags: TAGS,
        summary: "A subscription's history",
        description: `Every action on it, oldest first (subscribed, trial_started, charged, canceled, …). ${OWNER_ONLY}`,
        security: SESSION_SECURITY,
        params: guidParamsSchema,
        response: { 200: z.array(subscriptionEventSchema), ...failures(400, 401, 404) },
      },
    },
    async (request, reply) => {
      const user = await requireUser(request, services.sessions);
      privateReply(reply);
      return services.subscriptions.events(user.userId, request.params.guid);
    },
  );

  app.get(
    `${BASE}/:guid/retention_offers`,
    {
      config: { auth: 'session' },
      schema: {
        tags: TAGS,
        summary: 'Offers to stay instead of cancelling',
        description:
          'The retention offers (promos with `is_retention_offer`) this member may take on this subscription: ' +
          'not expired, uses left, not redeemed by them before, fitting its product and currency, each priced ' +
          'against its product in its currency. Only a paying subscription (Active or Past Due, not comped) ' +
          'without a promo gets offers; otherwise `offers` is empty. Taking one is `apply_promo` with its ' +
          `code (the discount applies to the next charges). Texts in the request language. ${OWNER_ONLY}`,
        security: SESSION_SECURITY,
        params: guidParamsSchema,
        querystring: transQuerySchema,
        response: { 200: retentionOffersSchema, ...failures(400, 401, 404) },
      },
    },
    async (request, reply) => {
      const user = await requireUser(request, services.sessions);
      privateReply(reply);
      return services.subscriptions.retentionOffers(user.userId, request.params.guid, request.lang);
    },
  );

  app.get(
    '/api/premium/2/transactions',
    {
      config: { auth: 'session' },
      schema: {
        tags: TAGS,
        summary: "The member's charges and refunds",
        description:
          'Newest first, with what a receipt shows (amounts, tax and the rate used, the card). Never cached.',
        security: SESSION_SECURITY,
        response: { 200: z.array(premiumTransactionSchema), ...failures(401) },
      },
    },
    async (request, reply) => {
      const user = await requireUser(request, services.sessions);
      privateReply(reply);
      return services.subscriptions.transactions(user.userId);
    },
  );

  subscriptionPost(app, services, {
    path: `${BASE}/subscribe`,
    summary: 'Subscribes to a product',
    description:
      'With the product’s trial (or a free-trial promo) for a member who never had a subscription, no ' +
      'charge until the trial ends; otherwise the first period is charged at once. A member with a live ' +
      'subscription: 400 `EXISTING_ACTIVE_SUBSCRIPTION`. An unknown product: 404 `NOT_FOUND` (field ' +
      '`product_code`); a gift product 400 code 8. `paymentmethod_guid` is required (400 code 3001) unless ' +
      'the promo is fixed-term (a comped subscription); the promo answers its own codes (`NOT_FOUND`, ' +
      '`EXPIRED`, `MAX_USAGE`, `APPLIED`). The currency is the card’s country’s. ' +
      `${CHARGE_FAILURES} ${IDEMPOTENCY_DESCRIPTION}`,
    body: subscribeBodySchema,
    act: (s, { userId, body, country }) => s.subscriptions.subscribe(userId, body, country),
  });

  subscriptionPost(app, services, {
    path: `${BASE}/:guid/cancel`,
    summary: 'Cancels a subscription',
    description:
      'Access continues until `premium_expiration_date` (the end of the paid period, or of the trial); ' +
      'no refund. A Canceled one answers unchanged; an Expired one 400 code 3017. ' +
      MUTATING,
    params: guidParamsSchema,
    act: (s, { userId, params }) => s.subscriptions.cancel(userId, params.guid),
  });

  subscriptionPost(app, services, {
    path: `${BASE}/:guid/resubscribe`,
    summary: 'Resubscribes, or changes product',
    description:
      'A Canceled subscription still paid up is reactivated with no charge. One that has ended starts a ' +
      'new subscription to the same product, charged at once (no second trial); with another ' +
      '`product_code` it answers 400 code 3017. Another `product_code` on a live one changes product: an ' +
      'upgrade (higher level, or annual over monthly) now: within the same billing period a prorated ' +
      'charge for the rest of the period; to another billing period the new product’s full price less ' +
      'the unused part of the current one (never below 0), its period starting now. A downgrade at the ' +
      'next renewal (`pending_product`). A Past Due or comped one cannot ' +
      `change product (400 code 3025). ${CHARGE_FAILURES} ${MUTATING}`,
    params: guidParamsSchema,
    body: resubscribeBodySchema,
    act: (s, { userId, params, body, country }) =>
      s.subscriptions.resubscribe(userId, params.guid, body, country),
  });

  subscriptionPost(app, services, {
    path: `${BASE}/:guid/change_paymentmethod`,
    summary: "Changes a subscription's payment method",
    description:
      "The member's own active method (else 404 `NOT_FOUND`). A Past Due subscription retries its unpaid " +
      'renewal with it at once (paid: Active again). Expired: 400 code 3017; comped: 400 code 3025. ' +
      MUTATING,
    params: guidParamsSchema,
    body: changePaymentMethodBodySchema,
    act: (s, { userId, params, body }) =>
      s.subscriptions.changePaymentMethod(userId, params.guid, body.paymentmethod_guid),
  });

  const APPLY_PROMO =
    'Promo replies: unknown 404 `NOT_FOUND`, past its date 400 `EXPIRED`, used up 400 `MAX_USAGE`, already ' +
    'redeemed by this member or a subscription that already has a promo 400 `APPLIED`. A subscription ' +
    'that is not paying (canceled, comped) answers 400 code 3025, as does a retention offer on one in its ' +
    'trial; a signup-only code (free trial, fixed term) on a paying (Active, Past Due) one 400 code 3024 ' +
    '("cancel before using this code"); an Expired one 400 code 3017.';

  subscriptionPost(app, services, {
    path: `${BASE}/:guid/apply_promo`,
    summary: 'Applies a promo code to a subscription',
    description: `The discount applies from the next charge. ${APPLY_PROMO} ${MUTATING}`,
    params: guidParamsSchema,
    body: applyPromoBodySchema,
    act: (s, { userId, params, body }) => s.subscriptions.applyPromo(userId, params.guid, body.promo_code),
  });

  subscriptionPost(app, services, {
    path: '/api/premium_profiles/me/apply_promo',
    summary: "Applies a promo code to the member's subscription",
    description:
      'To the live subscription. Without one, a fixed-term code gives a comped subscription for its ' +
      `months, and any other code answers 400 code 3025. ${APPLY_PROMO} ${IDEMPOTENCY_DESCRIPTION}`,
    body: applyPromoBodySchema,
    act: (s, { userId, body, country }) =>
      s.subscriptions.applyProfilePromo(userId, body.promo_code, country),
  });
};
