import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { failures, noContent, privateReply } from '../../../http/route-replies';
import { answerValidation } from '../../../http/validation-codes';
import { requireUser } from '../../auth/auth.plugin';
import type { AnalyticsServices } from '../analytics.factory';
import {
  EXPERIMENT_PAYLOAD_MAX_BYTES,
  experimentDefinitionBodySchema,
  experimentDefinitionListSchema,
  experimentDefinitionSchema,
  experimentNameParamsSchema,
  experimentPatchBodySchema,
} from './experiment-admin.schema';
import { definitionRefusal, invalidDefinition } from './experiment-definitions.service';
import { invalidExperimentName } from './experiments.service';

const BASE = '/api/experiments/1/admin/experiments';
const TAGS = ['experiments'];
const SECURITY = [{ sessionToken: [] }];
const STAFF =
  'Staff only (users.is_staff): no session 401, a member who is not staff 403 code 2309 (`STAFF_ONLY`).';
const NAME =
  'A `name` that is not 1–100 letters, digits, `_`, `.` or `-`: 400 `INVALID_EXPERIMENT_NAME`; no such ' +
  'experiment: 404 `EXPERIMENT_NOT_FOUND`.';
const DEFINITION =
  'Each experiment with its variants in order: `key`, integer `weight`, `share` (weight over the sum: the ' +
  'part of new subjects it gets) and `payload`.';

/** A malformed path name on the calls that read or change one experiment. */
const nameRefusal = answerValidation(({ context }) =>
  context === 'params' ? invalidExperimentName() : undefined,
);

/** Any refusal of a definition is 7764, naming the field: the path's name or the body's first fault. */
const definitionCodes = answerValidation(({ context }, request) =>
  context === 'params'
    ? invalidDefinition('name', 'letters, digits, _ . - (1–100)')
    : (definitionRefusal(experimentDefinitionBodySchema, request.body) ??
      invalidDefinition('body', 'a JSON object with `variants`')),
);

const patchCodes = answerValidation(({ context }, request) =>
  context === 'params'
    ? invalidExperimentName()
    : (definitionRefusal(experimentPatchBodySchema, request.body) ??
      invalidDefinition('body', 'a JSON object')),
);

/** Operators' experiment definitions (docs/experiments.md "Admin API and CLI"). */
export const experimentsAdminRoutes: FastifyPluginAsyncZod<AnalyticsServices> = async (app, services) => {
  const { experimentDefinitions: definitions, sessions } = services;

  /** The signed-in staff member: 401 without a session, 403 2309 for a member. Replies are private. */
  const staff = async (request: FastifyRequest, reply: FastifyReply) => {
    const user = await requireUser(request, sessions);
    privateReply(reply);
    await definitions.requireStaff(user.userId);
  };

  app.get(
    BASE,
    {
      config: { auth: 'staff' },
      schema: {
        tags: TAGS,
        summary: 'Every experiment with its variants (staff)',
        description: `By name. ${DEFINITION} ${STAFF}`,
        security: SECURITY,
        response: { 200: experimentDefinitionListSchema, ...failures(401, 403) },
      },
    },
    async (request, reply) => {
      await staff(request, reply);
      return { experiments: await definitions.list() };
    },
  );

  app.get(
    `${BASE}/:name`,
    {
      config: { auth: 'staff' },
      schema: {
        tags: TAGS,
        summary: 'One experiment with its variants (staff)',
        description: `${DEFINITION} ${NAME} ${STAFF}`,
        security: SECURITY,
        params: experimentNameParamsSchema,
        response: { 200: experimentDefinitionSchema, ...failures(400, 401, 403, 404) },
      },
      ...nameRefusal,
    },
    async (request, reply) => {
      await staff(request, reply);
      return definitions.get(request.params.name);
    },
  );

  app.put(
    `${BASE}/:name`,
    {
      config: { auth: 'staff' },
      schema: {
        tags: TAGS,
        summary: 'Defines an experiment or replaces its variants (staff)',
        description:
          'Creates the experiment or replaces its variants; `description`, `enabled`, `is_public` and ' +
          '`goal_event` (the track event that counts as a conversion) are set when given and otherwise keep ' +
          'their values (a new experiment: off, not public, goal `Signed Up`). Subjects already assigned keep ' +
          'their variant whatever the new weights; subjects on a variant that is removed are assigned again ' +
          'at their next ask. Refused with 400 `INVALID_EXPERIMENT_DEFINITION` (7764) naming the field: a bad ' +
          'name, no variants or more than 10, a key that is not a slug (`a-z0-9_-`, 1–40) or is given twice, ' +
          `a weight that is not a whole number 0–1,000,000, weights summing to 0, a payload that is not a JSON ` +
          `object of at most ${EXPERIMENT_PAYLOAD_MAX_BYTES} bytes. Answers the experiment. ${STAFF}`,
        security: SECURITY,
        params: experimentNameParamsSchema,
        body: experimentDefinitionBodySchema,
        response: { 200: experimentDefinitionSchema, ...failures(400, 401, 403) },
      },
      ...definitionCodes,
    },
    async (request, reply) => {
      await staff(request, reply);
      return definitions.define(request.params.name, request.body);
    },
  );

  app.patch(
    `${BASE}/:name`,
    {
      config: { auth: 'staff' },
      schema: {
        tags: TAGS,
        summary: 'Turns an experiment on or off, public or not (staff)',
        description:
          'Sets `enabled`, `is_public` and `description` where given (a bad value: 400 ' +
          `\`INVALID_EXPERIMENT_DEFINITION\` naming it). Turned off, it answers every visitor variant null and ` +
          `records nothing; turned on again, subjects keep their variants. ${NAME} ${STAFF}`,
        security: SECURITY,
        params: experimentNameParamsSchema,
        body: experimentPatchBodySchema,
        response: { 200: experimentDefinitionSchema, ...failures(400, 401, 403, 404) },
      },
      ...patchCodes,
    },
    async (request, reply) => {
      await staff(request, reply);
      return definitions.patch(request.params.name, request.body);
    },
  );

  app.delete(
    `${BASE}/:name`,
    {
      config: { auth: 'staff' },
      schema: {
        tags: TAGS,
        summary: 'Deletes an experiment with its assignments (staff)',
        description: `Its variants and every subject's assignment go with it. 204. ${NAME} ${STAFF}`,
        security: SECURITY,
        params: experimentNameParamsSchema,
        response: { 204: noContent, ...failures(400, 401, 403, 404) },
      },
      ...nameRefusal,
    },
    async (request, reply) => {
      await staff(request, reply);
      await definitions.remove(request.params.name);
      return reply.code(204).send();
    },
  );
};
