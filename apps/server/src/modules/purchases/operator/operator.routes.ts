import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  adminBatchBodySchema,
  adminCampaignBodySchema,
  adminExternalCodesBodySchema,
  adminGrantBodySchema,
  adminPromoBodySchema,
  adminRefundBodySchema,
  batchParamsSchema,
  billingTimelineSchema,
  campaignParamsSchema,
  estCodeBatchSchema,
  estPromoCodeSchema,
  externalPromoParamsSchema,
  memberParamsSchema,
  promoSchema,
  purchaseItemSchema,
  refundResultSchema,
  transQuerySchema,
} from '@fanverse/contract';
import { failures, privateReply } from '../../../http/route-replies';
import { requireUser } from '../../auth/auth.plugin';
import { IDEMPOTENCY_DESCRIPTION, idempotentReply } from '../../premium/idempotency/idempotent-route';
import type { PurchasesServices } from '../purchases.factory';

const TAGS = ['purchases'];
const SECURITY = [{ sessionToken: [] }];
const BASE = '/api/premium/2/admin';
const STAFF =
  'Staff only: a member who is not staff answers 403 code 2309 (`STAFF_ONLY`) before anything else. ' +
  'Never cached.';
const MUTATING = `${STAFF} ${IDEMPOTENCY_DESCRIPTION}`;

const externalCodesReplySchema = z.object({
  property: z.string(),
  added: z.number().int(),
  total: z.number().int(),
  free: z.number().int(),
});

/**
 * The operator's staff calls (docs/purchases.md "Operator tools"): thin routes over
 * OperatorService. Every one checks staff first (premium's requireStaff: users.is_staff), and
 * every POST runs under the Idempotency-Key.
 */
export const operatorRoutes: FastifyPluginAsyncZod<PurchasesServices> = async (app, services) => {
  const premium = services.premium;

  /** The signed-in staff member (401 without a session, 403 2309 for a member). */
  const staff = async (request: FastifyRequest, reply: FastifyReply) => {
    const user = await requireUser(request, services.sessions);
    privateReply(reply);
    await premium.comps.requireStaff(user.userId);
    return user.userId;
  };
  /** A mutating staff action, under the Idempotency-Key (taken after the staff check). */
  const mutate = async <T>(
    request: FastifyRequest,
    reply: FastifyReply,
    act: (staffId: string) => Promise<T>,
  ) => {
    const staffId = await staff(request, reply);
    return idempotentReply(request, reply, premium, staffId, () => act(staffId));
  };

  app.post(
    `${BASE}/promos`,
    {
      config: { auth: 'staff' },
      schema: {
        tags: TAGS,
        summary: 'Creates a promo code (staff)',
        description:
          "Answers premium's Promo view of the new code, priced in the default country's currency. Each type " +
          'needs its fields (percent: `discount_percent`; amount: `discount_amount_minor` and `currency`; ' +
          'free_trial: `free_trial_days`; fixed_term: `comp_duration`; billing_cycles: ' +
          '`number_of_billing_cycles`), else 400 code 8 on that field; a code that exists already, an unknown ' +
          `\`product_code\` or a past \`expires_at\`: 400 code 8. ${MUTATING}`,
        security: SECURITY,
        querystring: transQuerySchema,
        body: adminPromoBodySchema,
        response: { 200: promoSchema, ...failures(400, 401, 403, 409) },
      },
    },
    (request, reply) =>
      mutate(request, reply, (staffId) => services.operator.createPromo(staffId, request.body, request.lang)),
  );

  app.post(
    `${BASE}/est/campaigns`,
    {
      config: { auth: 'staff' },
      schema: {
        tags: TAGS,
        summary: 'Creates an EST campaign (staff)',
        description:
          'An `est` campaign grants its assets (`skus`, at least one, each existing, else 400 code 8 on ' +
          '`skus`); a `comp` campaign grants `comp_duration` (≥ 1, else 400 code 8) months of premium. With ' +
          '`code`, a shared code redeemable `max_redemptions` times (absent: unlimited); batches of single-use ' +
          'codes come from …/codes. A slug or code that exists already: 400 code 8. Answers the EstPromoCode ' +
          `view of its code (\`code\` '' without one). ${MUTATING}`,
        security: SECURITY,
        querystring: transQuerySchema,
        body: adminCampaignBodySchema,
        response: { 200: estPromoCodeSchema, ...failures(400, 401, 403, 409) },
      },
    },
    (request, reply) =>
      mutate(request, reply, (staffId) =>
        services.operator.createCampaign(staffId, request.body, request.lang),
      ),
  );

  app.post(
    `${BASE}/est/campaigns/:uuid/codes`,
    {
      config: { auth: 'staff' },
      schema: {
        tags: TAGS,
        summary: "Generates a batch of a campaign's codes (staff)",
        description:
          '`count` single-use codes (`PREFIX-XXXX-XXXX-XXXX` from letters and digits without 0/O, 1/I/L), ' +
          'crypto-random and unique across every batch; `csv_url` exports them. An unknown campaign: 404 ' +
          `\`NOT_FOUND\`. ${MUTATING}`,
        security: SECURITY,
        params: campaignParamsSchema,
        body: adminBatchBodySchema,
        response: { 200: estCodeBatchSchema, ...failures(400, 401, 403, 404, 409) },
      },
    },
    (request, reply) =>
      mutate(request, reply, (staffId) =>
        services.operator.generateCodes(staffId, request.params.uuid, request.body),
      ),
  );

  app.get(
    `${BASE}/est/batches/:batch_id/csv`,
    {
      config: { auth: 'staff' },
      schema: {
        tags: TAGS,
        summary: "A batch's codes as CSV (staff)",
        description:
          'text/csv (RFC 4180; fields with a comma, quote or line break quoted; a field starting with = + - @ ' +
          "prefixed with ' against spreadsheet formulas), as an attachment: code, campaign, slug, " +
          `max_redemptions, redemptions, created_at. An unknown batch: 404 \`NOT_FOUND\`. ${STAFF}`,
        security: SECURITY,
        params: batchParamsSchema,
        response: {
          200: { description: 'The CSV file', content: { 'text/csv': { schema: z.string() } } },
          ...failures(400, 401, 403, 404),
        },
      },
    },
    async (request, reply) => {
      await staff(request, reply);
      const { filename, csv } = await services.operator.batchCsv(request.params.batch_id);
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="${filename}"`)
        .send(csv);
    },
  );

  app.post(
    `${BASE}/external/:property/codes`,
    {
      config: { auth: 'staff' },
      schema: {
        tags: TAGS,
        summary: "Adds codes to a partner campaign's pool (staff)",
        description:
          'The campaign is made if new (its name defaults to the property); codes already in the pool are ' +
          `skipped. Answers how many were added, the pool's size and how many are free. ${MUTATING}`,
        security: SECURITY,
        params: externalPromoParamsSchema,
        body: adminExternalCodesBodySchema,
        response: { 200: externalCodesReplySchema, ...failures(400, 401, 403, 409) },
      },
    },
    (request, reply) =>
      mutate(request, reply, (staffId) =>
        services.operator.addExternalCodes(staffId, request.params.property, request.body),
      ),
  );

  app.post(
    `${BASE}/grants`,
    {
      config: { auth: 'staff' },
      schema: {
        tags: TAGS,
        summary: 'Grants a member an episode or book (staff)',
        description:
          'Owned with source `Admin Grant`, granted by the staff member. An unknown member: 404 `NOT_FOUND` ' +
          '(field `user_guid`); an item not for sale: 404 code 1800; owned already: 400 code 3023. Answers ' +
          `the PurchaseItem. ${MUTATING}`,
        security: SECURITY,
        body: adminGrantBodySchema,
        response: { 200: purchaseItemSchema, ...failures(400, 401, 403, 404, 409) },
      },
    },
    (request, reply) => mutate(request, reply, (staffId) => services.operator.grant(staffId, request.body)),
  );

  app.post(
    `${BASE}/refunds`,
    {
      config: { auth: 'staff' },
      schema: {
        tags: TAGS,
        summary: 'Refunds a settled sale (staff)',
        description:
          'By the gateway transaction id, wholly: a purchase (its ownership ends), a gift (refunded; a claimed ' +
          "gift's premium is kept and noted on the receiver's subscription) or a subscription charge (a refund " +
          'row in its transactions). Unknown: 404 `NOT_FOUND`; refunded already or not refundable: 400 code 8. ' +
          MUTATING,
        security: SECURITY,
        body: adminRefundBodySchema,
        response: { 200: refundResultSchema, ...failures(400, 401, 403, 404, 409) },
      },
    },
    (request, reply) =>
      mutate(request, reply, (staffId) =>
        services.operator.refund(staffId, request.body.transaction_id, request.body.reason),
      ),
  );

  app.get(
    `${BASE}/members/:user_guid/timeline`,
    {
      config: { auth: 'staff' },
      schema: {
        tags: TAGS,
        summary: "A member's billing timeline (staff)",
        description:
          'Newest first: subscription events and transactions, orders (purchases, gifts) and their refunds, ' +
          `ownership grants and ends, code redemptions, gifts sent and claimed. An unknown member: 404 \`NOT_FOUND\`. ${STAFF}`,
        security: SECURITY,
        params: memberParamsSchema,
        response: { 200: billingTimelineSchema, ...failures(400, 401, 403, 404) },
      },
    },
    async (request, reply) => {
      await staff(request, reply);
      return services.operator.timeline(request.params.user_guid);
    },
  );
};
