import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorEnvelopeSchema, signedTokenSchema, updateClaimBodySchema } from '@fanverse/contract';
import { requireUser, userOrAnonymous } from '../auth/auth.plugin';
import type { SessionService } from '../auth/session.service';
import type { ClaimsService } from './claims.service';

export interface ClaimsRouteDeps {
  sessions: SessionService;
  claims: ClaimsService;
}

/** The claims token (spec accounts §3 "Claims") and the claims a member sets themself. */
export const claimsRoutes: FastifyPluginAsyncZod<ClaimsRouteDeps> = async (app, deps) => {
  app.get(
    '/api/claims/',
    {
      config: { auth: 'lenient' },
      schema: {
        tags: ['claims'],
        summary: "The caller's claims as a signed JWT",
        description:
          'HS256 JWT, audience `fanverse`, 15 minutes, subject the user guid or `anonymous`, with the ' +
          '`premium`, `profile` and `feature` groups computed from the account at this moment. Without a ' +
          'session, or with an expired or unknown one, it answers the anonymous claims (never an error).',
        security: [{ sessionToken: [] }, {}],
        response: { 200: signedTokenSchema },
      },
    },
    async (request) => {
      const user = await userOrAnonymous(request, deps.sessions);
      return { token: await deps.claims.tokenFor(user?.userId ?? null) };
    },
  );

  app.post(
    '/api/premium/2/claims/update',
    {
      config: { auth: 'session' },
      schema: {
        tags: ['claims'],
        summary: 'Set a claim the member controls and get a fresh claims token',
        description:
          'Settable: `optanonconsent` (consent groups text) and `user_request_do_not_sell` (boolean or 0/1). ' +
          'Any other name answers 400 `CLAIM_NOT_SETTABLE`; a bad value 400 `INVALID_VALUE`.',
        security: [{ sessionToken: [] }],
        body: updateClaimBodySchema,
        response: { 200: signedTokenSchema, 400: errorEnvelopeSchema, 401: errorEnvelopeSchema },
      },
    },
    async (request) => {
      const user = await requireUser(request, deps.sessions);
      const { claim_name, claim_value } = request.body;
      return { token: await deps.claims.update(user.userId, claim_name, claim_value) };
    },
  );
};
