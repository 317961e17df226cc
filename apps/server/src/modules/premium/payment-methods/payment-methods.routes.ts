import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  createPaymentMethodBodySchema,
  guidParamsSchema,
  paymentMethodConfigSchema,
  paymentMethodSchema,
} from '@fanverse/contract';
import { failures, privateReply } from '../../../http/route-replies';
import { requireUser } from '../../auth/auth.plugin';
import { IDEMPOTENCY_DESCRIPTION, idempotentReply } from '../idempotency/idempotent-route';
import type { PremiumServices } from '../premium.factory';

const TAGS = ['premium'];
const SESSION_SECURITY = [{ sessionToken: [] }];
const BASE = '/api/premium/2/paymentmethods';
const OWNER_ONLY =
  "Only the owner ever sees or uses a method: another member's guid answers 404 `NOT_FOUND`, " +
  'exactly like one that does not exist. Never cached (`private, no-store`).';

/** Payment methods (catalogue spec §7 "Premium"; docs/premium.md "Payment methods and idempotency"). */
export const paymentMethodRoutes: FastifyPluginAsyncZod<PremiumServices> = async (app, services) => {
  app.get(
    `${BASE}/create`,
    {
      config: { auth: 'session' },
      schema: {
        tags: TAGS,
        summary: 'What creating a payment method takes',
        description:
          'The fields of a create call with their required flags and the merchant types allowed; ' +
          '`braintree_nonce.client_token` starts Braintree Drop-in (null on the sandbox gateway, where ' +
          'the web shows its own card form); `gateway` says which one answers.',
        security: SESSION_SECURITY,
        response: { 200: paymentMethodConfigSchema, ...failures(401) },
      },
    },
    async (request, reply) => {
      const user = await requireUser(request, services.sessions);
      privateReply(reply);
      return services.paymentMethods.config(user.userGuid);
    },
  );

  app.post(
    `${BASE}/create`,
    {
      config: { auth: 'session' },
      schema: {
        tags: TAGS,
        summary: 'Vaults a card as a payment method',
        description:
          'Vaults a single-use nonce (`braintree_nonce`, or `merchant_nonce`) at the gateway, which verifies ' +
          'the card. Only the first 6 and last 4 digits, the card type, expiry, postal code and country are ' +
          'kept. Without a nonce, or with an unreadable or already used one: 400 code 8, field ' +
          '`braintree_nonce`. A declined or rejected card: 400 code 3006. At most 10 active methods ' +
          `per member (then 400 code 8). ${IDEMPOTENCY_DESCRIPTION}`,
        security: SESSION_SECURITY,
        body: createPaymentMethodBodySchema,
        response: { 200: paymentMethodSchema, ...failures(400, 401, 409) },
      },
    },
    async (request, reply) => {
      const user = await requireUser(request, services.sessions);
      privateReply(reply);
      return idempotentReply(request, reply, services, user.userId, () =>
        services.paymentMethods.create(user.userId, request.body),
      );
    },
  );

  app.get(
    BASE,
    {
      config: { auth: 'session' },
      schema: {
        tags: TAGS,
        summary: "The member's payment methods",
        description: 'Active and disabled, newest first. Never cached (`private, no-store`).',
        security: SESSION_SECURITY,
        response: { 200: z.array(paymentMethodSchema), ...failures(401) },
      },
    },
    async (request, reply) => {
      const user = await requireUser(request, services.sessions);
      privateReply(reply);
      return services.paymentMethods.list(user.userId);
    },
  );

  app.get(
    `${BASE}/:guid`,
    {
      config: { auth: 'session' },
      schema: {
        tags: TAGS,
        summary: 'One of the member’s payment methods',
        description: OWNER_ONLY,
        security: SESSION_SECURITY,
        params: guidParamsSchema,
        response: { 200: paymentMethodSchema, ...failures(400, 401, 404) },
      },
    },
    async (request, reply) => {
      const user = await requireUser(request, services.sessions);
      privateReply(reply);
      return services.paymentMethods.get(user.userId, request.params.guid);
    },
  );

  app.post(
    `${BASE}/:guid/disable`,
    {
      config: { auth: 'session' },
      schema: {
        tags: TAGS,
        summary: 'Disables a payment method',
        description:
          'A disabled method is kept (receipts name it) and never charged again. Disabling a disabled ' +
          'one answers it unchanged. A method that a subscription still charges (any state but Canceled, ' +
          "Comped and Expired) answers 400 code 3001: change the subscription's payment method first. " +
          `${OWNER_ONLY} ${IDEMPOTENCY_DESCRIPTION}`,
        security: SESSION_SECURITY,
        params: guidParamsSchema,
        response: { 200: paymentMethodSchema, ...failures(400, 401, 404, 409) },
      },
    },
    async (request, reply) => {
      const user = await requireUser(request, services.sessions);
      privateReply(reply);
      return idempotentReply(request, reply, services, user.userId, () =>
        services.paymentMethods.disable(user.userId, request.params.guid),
      );
    },
  );
};
