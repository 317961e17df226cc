import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { cohortSchema, experimentQuerySchema, experimentSchema, ServerCode } from '@fanverse/contract';
import { failures, privateReply } from '../../../http/route-replies';
import { answerValidation, fieldCodes } from '../../../http/validation-codes';
import { userOrAnonymous } from '../../auth/auth.plugin';
import type { AnalyticsServices } from '../analytics.factory';
import { experimentNameParamsSchema } from './experiment-admin.schema';
import { experimentsAdminRoutes } from './experiments-admin.routes';
import { subjectOf } from './experiments.service';

/** Anonymous visitors are answered too; a session makes the assignment the member's. */
const LENIENT_SECURITY: Record<string, string[]>[] = [{ sessionToken: [] }, {}];
const SUBJECT =
  'The visitor is the signed-in member (a bad or expired token is read as no session), else the ' +
  'browser named by `persistentUserId` (a uuid; else 400 code 8). `variant` is theirs, assigned on the ' +
  'first ask by the variants’ weights and kept from then on (the ask is the exposure); a member with no ' +
  'assignment of their own takes the one of the `persistentUserId` sent. `variant` and `payload` are ' +
  'null when the experiment is off, has no variants, or nobody is identified. Never cached.';

/** A malformed name is the spec's 1040 (INVALID_EXPERIMENT_NAME), not the generic field code. */
const nameCodes = answerValidation(
  fieldCodes([
    {
      fields: ['name'],
      code: ServerCode.INVALID_EXPERIMENT_NAME,
      message: () => 'Invalid cohort experiment',
    },
  ]),
);

/** The cohort experiment calls (spec §7; docs/experiments.md), and the staff's definitions. */
export const experimentsRoutes: FastifyPluginAsyncZod<AnalyticsServices> = async (app, services) => {
  const { experiments, sessions } = services;
  const subject = async (request: FastifyRequest, persistentUserId: string | undefined) =>
    subjectOf((await userOrAnonymous(request, sessions))?.userGuid ?? null, persistentUserId);

  app.get(
    '/api/5/1/cohort-experiments/',
    {
      config: { auth: 'lenient' },
      schema: {
        tags: ['shell'],
        summary: "The visitor's cohort of experiments",
        description: `Every public experiment, on or off, with the visitor's variant. ${SUBJECT}`,
        security: LENIENT_SECURITY,
        querystring: experimentQuerySchema,
        response: { 200: cohortSchema, ...failures(400) },
      },
    },
    async (request, reply) => {
      const who = await subject(request, request.query.persistentUserId);
      privateReply(reply);
      return experiments.cohort(who);
    },
  );

  app.get(
    '/api/5/1/experiment/:name',
    {
      config: { auth: 'lenient' },
      schema: {
        tags: ['shell'],
        summary: 'One experiment: whether it is on, and the visitor’s variant',
        description:
          'Any experiment by name, public or not. A name that is not 1–100 letters, digits, `_`, `.` or `-`: ' +
          `400 \`INVALID_EXPERIMENT_NAME\` (client 1040); no such experiment: 404 \`EXPERIMENT_NOT_FOUND\` (1051). ${SUBJECT}`,
        security: LENIENT_SECURITY,
        params: experimentNameParamsSchema,
        querystring: experimentQuerySchema,
        response: { 200: experimentSchema, ...failures(400, 404) },
      },
      ...nameCodes,
    },
    async (request, reply) => {
      const who = await subject(request, request.query.persistentUserId);
      privateReply(reply);
      return experiments.get(request.params.name, who);
    },
  );

  await app.register(experimentsAdminRoutes, services);
};
