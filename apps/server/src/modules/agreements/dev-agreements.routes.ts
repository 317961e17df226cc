import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AGREEMENT_TYPES, agreementQuerySchema, agreementSchema } from '@fanverse/contract';
import type { AgreementsService } from './agreements.service';

export interface DevAgreementsDeps {
  agreements: AgreementsService;
  nodeEnv: 'development' | 'production' | 'test';
}

/**
 * Development only: `POST /dev/agreements/{terms|privacy}/revise` publishes a new revision, so
 * the acceptance prompt can be seen (and the browser journey can prove it). Never in production.
 */
export const devAgreementsRoutes: FastifyPluginAsyncZod<DevAgreementsDeps> = async (app, deps) => {
  if (deps.nodeEnv === 'production') return;
  app.post(
    '/dev/agreements/:type/revise',
    {
      config: { auth: 'public' },
      schema: {
        hide: true,
        params: z.object({ type: z.enum(AGREEMENT_TYPES) }),
        querystring: agreementQuerySchema,
        response: { 200: agreementSchema },
      },
    },
    async (request) => deps.agreements.revise(request.params.type, request.query.flavor, request.lang),
  );
};
