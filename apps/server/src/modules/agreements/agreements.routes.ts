import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  AGREEMENT_TYPES,
  acceptAgreementBodySchema,
  agreementQuerySchema,
  agreementSchema,
  errorEnvelopeSchema,
} from '@fanverse/contract';
import { withTrans } from '../../http/route-schemas';
import { optionalUser, requireUser } from '../auth/auth.plugin';
import type { SessionService } from '../auth/session.service';
import type { AgreementsService } from './agreements.service';

export interface AgreementsRouteDeps {
  agreements: AgreementsService;
  sessions: SessionService;
}

const querystring = withTrans(agreementQuerySchema);
const failures = { 400: errorEnvelopeSchema, 401: errorEnvelopeSchema, 404: errorEnvelopeSchema };
const NAMES = { terms: 'terms of use', privacy: 'privacy policy' } as const;

/** GET and POST /api/agreements/{terms,privacy} (spec accounts §7 "Agreements"). */
export const agreementsRoutes: FastifyPluginAsyncZod<AgreementsRouteDeps> = async (app, deps) => {
  for (const type of AGREEMENT_TYPES) {
    const url = `/api/agreements/${type}`;

    app.get(
      url,
      {
        config: { auth: 'optional' },
        schema: {
          tags: ['agreements'],
          summary: `The latest revision of the ${NAMES[type]}`,
          description:
            'In the `trans` language, falling back to English. `flavor` names a flavored agreement (for ' +
            'example `comics`); unknown flavors answer 404 `AGREEMENT_NOT_FOUND` (client 5100). For a ' +
            'signed-in caller `accepted`/`date_accepted` say whether they accepted this revision; anonymous ' +
            'callers get `accepted: false`.',
          querystring,
          response: { 200: agreementSchema, ...failures },
        },
      },
      async (request) => {
        const user = await optionalUser(request, deps.sessions);
        return deps.agreements.get(type, request.query.flavor, request.lang, user?.userId ?? null);
      },
    );

    app.post(
      url,
      {
        config: { auth: 'session' },
        schema: {
          tags: ['agreements'],
          summary: `Accept the latest revision of the ${NAMES[type]}`,
          description:
            '`revision_id` must be the latest revision of this agreement and flavor (`flavor` in the body, ' +
            'else in the query). An older revision answers 400 `REVISION_OUT_OF_DATE` (client 5102), any other ' +
            'id 400 `INVALID_REVISION` (5101). Accepting twice is harmless and keeps the first date.',
          security: [{ sessionToken: [] }],
          querystring,
          body: acceptAgreementBodySchema,
          response: { 200: agreementSchema, ...failures },
        },
      },
      async (request) => {
        const user = await requireUser(request, deps.sessions);
        const flavor = request.body.flavor ?? request.query.flavor;
        return deps.agreements.accept(type, { ...request.body, flavor }, request.lang, user.userId);
      },
    );
  }
};
