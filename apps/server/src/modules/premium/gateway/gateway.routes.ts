import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  GenericCode,
  SANDBOX_TEST_CARDS,
  sandboxNonceSchema,
  sandboxTokenizeBodySchema,
} from '@fanverse/contract';
import { AppError } from '../../../errors/app-error';
import { failures, privateReply } from '../../../http/route-replies';
import { optionalUser } from '../../auth/auth.plugin';
import type { PremiumServices } from '../premium.factory';
import { HANDLED_KINDS } from './braintree-webhooks.service';

const TAGS = ['premium'];

/** Braintree posts `bt_signature` and `bt_payload` (base64 of signed XML) as a form; JSON is read too. */
const webhookBodySchema = z.object({
  bt_signature: z.string().min(1).max(10_000),
  bt_payload: z.string().min(1).max(200_000),
});
const webhookReplySchema = z.object({
  kind: z.string(),
  /** False for a replay, a kind not acted on, or an unknown subscription. */
  applied: z.boolean(),
});

/** Braintree's form posts are small; the app's JSON limit is far larger than needed here. */
const FORM_BODY_LIMIT = 256 * 1024;

/** What a call of the other gateway answers: as if the route did not exist. */
const notHere = () => AppError.notFound(GenericCode.API_NOT_FOUND, 'API Not Found');

const TEST_CARDS = SANDBOX_TEST_CARDS.map((c) => `\`${c.number}\` (${c.outcome})`).join(', ');

/**
 * The gateway's own calls: the sandbox's card tokenizer (Braintree's hosted fields stand-in) and
 * Braintree's webhook. Each exists only with its gateway (gateway.factory.ts); the other answers
 * 404 code 11, as an unknown route does.
 */
export const gatewayRoutes: FastifyPluginAsyncZod<PremiumServices> = async (app, services) => {
  // Braintree's webhooks are form posts. Scoped to this plugin: no other route reads forms.
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: FORM_BODY_LIMIT },
    (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(body as string))),
  );
  // Strangers may call both, so each has a rate-limit bucket of its own (per address).
  const rateLimit = { max: services.config.RATE_LIMIT_MAX, timeWindow: services.config.RATE_LIMIT_WINDOW_MS };

  app.post(
    '/api/premium/2/sandbox/tokenize',
    {
      config: { auth: 'optional', rateLimit },
      schema: {
        tags: TAGS,
        summary: 'Turns a sandbox test card into a single-use nonce',
        description:
          'Only on the built-in sandbox gateway (with Braintree configured: 404 code 11; the web uses ' +
          "Braintree's Drop-in there). The web's card form posts the card here and sends only the answered " +
          'nonce (`tokencc_sb_…`) to `POST /api/premium/2/paymentmethods/create`; the nonce is good once, for ' +
          `three hours. Test cards: ${TEST_CARDS}; any other number that passes the Luhn check is approved ` +
          '(as `fake-valid-nonce`). A number that fails the Luhn check or has fewer than 12 or more than 19 ' +
          'digits: 400 code 8 field `number`; a security code of the wrong length for the brand (4 digits for ' +
          'American Express, else 3): field `cvv`; a card whose month has passed: field `expiration_month`. ' +
          'Only the first 6 and last 4 digits are kept, never the number or the security code. No session ' +
          'needed (a bad one is still 401). Rate-limited per address in a bucket of its own: 429 ' +
          '`TOO_MANY_REQUESTS`.',
        security: [{ sessionToken: [] }, {}],
        body: sandboxTokenizeBodySchema,
        response: { 200: sandboxNonceSchema, ...failures(400, 401, 404, 429) },
      },
    },
    async (request, reply) => {
      await optionalUser(request, services.sessions);
      const tokenizer = services.sandboxTokenizer;
      if (!tokenizer) throw notHere();
      privateReply(reply);
      return tokenizer.tokenize(request.body);
    },
  );

  app.post(
    '/api/premium/2/webhooks/braintree',
    {
      config: { auth: 'public', rateLimit },
      schema: {
        tags: TAGS,
        summary: "Braintree's subscription notifications",
        description:
          'Only with Braintree configured (else 404 code 11). `bt_signature` and `bt_payload` as Braintree ' +
          'posts them (a form, or JSON); the signature is verified with our keys by the Braintree SDK: an ' +
          `invalid one is 400 code 8 (field \`bt_signature\`). Acted on: ${HANDLED_KINDS.join(', ')}. ` +
          'A charged-successfully notification only records a `gateway_charged` event (nothing is ever ' +
          'charged again); charged-unsuccessfully or went-past-due makes an Active subscription Past Due; ' +
          'canceled makes it Canceled until the end of its paid period (or trial); expired ends it; trial ' +
          'ended is recorded. Each notification (kind, subscription id, timestamp) is applied once: a ' +
          'replay answers `applied: false` and changes nothing, as do other kinds and unknown ' +
          'subscriptions (200, so Braintree stops retrying).',
        body: webhookBodySchema,
        response: { 200: webhookReplySchema, ...failures(400, 404, 413, 429) },
      },
    },
    async (request) => {
      const webhooks = services.braintreeWebhooks;
      if (!webhooks) throw notHere();
      return webhooks.receive(request.body.bt_signature, request.body.bt_payload);
    },
  );
};
