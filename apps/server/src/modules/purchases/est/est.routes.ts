import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  estCodeParamsSchema,
  estPromoCodeSchema,
  estRedemptionSchema,
  transQuerySchema,
} from '@fanverse/contract';
import { failures, privateReply } from '../../../http/route-replies';
import { optionalUser, requireUser } from '../../auth/auth.plugin';
import { OPTIONAL_SECURITY, visitorCountryOf } from '../../premium/catalog/visitor';
import { IDEMPOTENCY_DESCRIPTION, idempotentReply } from '../../premium/idempotency/idempotent-route';
import type { PurchasesServices } from '../purchases.factory';

const TAGS = ['purchases'];
const CODE_TEXT =
  'Codes match without regard to case (`code` answers them as stored, upper case). The country is ' +
  "the visitor's (the geo header, else the default country); asset prices are in its currency.";

/** EST codes: GET …/est/check/{code}, POST …/est/redeem/{code} (docs/purchases.md "EST codes"). */
export const estRoutes: FastifyPluginAsyncZod<PurchasesServices> = async (app, services) => {
  app.get(
    '/api/premium/2/est/check/:code',
    {
      config: { auth: 'optional' },
      schema: {
        tags: TAGS,
        summary: 'What an EST code grants',
        description:
          `${CODE_TEXT} Answers the EST promo code entity. Errors only for what makes a code useless to ` +
          'everyone: unknown 404 `NOT_FOUND`; expired 400 `EXPIRED`; used up 400 `MAX_USAGE`; not ' +
          'approved or not started yet 400 code 3022 (all on field `code`). A code limited to other ' +
          'countries, or one the caller redeemed already, answers 200 with `redeemable` false (the page ' +
          'explains from `countries` or the EST history); anonymous callers always get `redeemable` false ' +
          'and every asset `owned` false. Never cached (`private, no-store`): it depends on who asks and where.',
        security: OPTIONAL_SECURITY,
        params: estCodeParamsSchema,
        querystring: transQuerySchema,
        response: { 200: estPromoCodeSchema, ...failures(400, 401, 404) },
      },
    },
    async (request, reply) => {
      const user = await optionalUser(request, services.sessions);
      privateReply(reply);
      return services.est.check(request.params.code, {
        userId: user?.userId ?? null,
        country: visitorCountryOf(request, services.config),
        lang: request.lang,
      });
    },
  );

  app.post(
    '/api/premium/2/est/redeem/:code',
    {
      config: { auth: 'session' },
      schema: {
        tags: TAGS,
        summary: 'Redeem an EST code',
        description:
          `${CODE_TEXT} Redeems the code for the signed-in member, in one transaction: an \`est\` code ` +
          'grants every asset (source `PromoCode Grant`; assets owned already are kept as they are, and a ' +
          'code whose assets are all owned still redeems); a `comp` code grants `comp_duration` months of ' +
          "premium (a comped subscription, or the member's live one extended), answered in `subscription`. " +
          'Answers the EstRedemption. Errors (field `code`): unknown 404 `NOT_FOUND`; expired 400 ' +
          '`EXPIRED`; used up 400 `MAX_USAGE` (the limit is exact under concurrency); redeemed already by ' +
          'this member, this code or another of its campaign, 400 `APPLIED`; limited to other countries ' +
          '400 code 3021; not approved or not started yet 400 code 3022; a campaign with ' +
          `\`requires_paymentmethod\` and no card on file 400 code 3001. ${IDEMPOTENCY_DESCRIPTION}`,
        security: [{ sessionToken: [] }],
        params: estCodeParamsSchema,
        querystring: transQuerySchema,
        response: { 200: estRedemptionSchema, ...failures(400, 401, 404, 409) },
      },
    },
    async (request, reply) => {
      const user = await requireUser(request, services.sessions);
      privateReply(reply);
      return idempotentReply(request, reply, services.premium, user.userId, () =>
        services.est.redeem(request.params.code, {
          userId: user.userId,
          country: visitorCountryOf(request, services.config),
          lang: request.lang,
        }),
      );
    },
  );
};
