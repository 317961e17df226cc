import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  PIN_FIRST_LOCK_SECONDS,
  PIN_MAX_LOCK_SECONDS,
  PIN_MAX_TRIES,
  PIN_MESSAGES,
  PIN_UNLOCK_SECONDS,
  VIEWER_UNLOCK_HEADER,
  viewerPinBodySchema,
  viewerPinRemoveBodySchema,
  viewerPinSchema,
  viewerUnlockBodySchema,
  viewerUnlockSchema,
} from '@fanverse/contract';
import { failures, noContent, privateReply } from '../../http/route-replies';
import { answerValidation, fieldCodes } from '../../http/validation-codes';
import { requireUser } from '../auth/auth.plugin';
import { CONTROLS_PASSWORD_ATTEMPTS, CONTROLS_PASSWORD_WINDOW_MS } from './account-password';
import type { ParentalServices } from './parental.factory';
import { pinBodyRefusal } from './viewer-pin.service';

const SECURITY = [{ sessionToken: [] }];
const NO_SESSION =
  'No session: 401 `UNAUTHENTICATED` (an expired one `SESSION_EXPIRED`; the client answers 9002). Never ' +
  'cached (`private, no-store`).';
const PASSWORD =
  'Once controls exist, `password` (the account password) is required: missing or wrong answers 403 ' +
  `\`INVALID_LOGIN\` (client 1009), field \`password\`; ${CONTROLS_PASSWORD_ATTEMPTS} checks per ` +
  `${CONTROLS_PASSWORD_WINDOW_MS / 60_000} minutes, then 429 \`TOO_MANY_REQUESTS\`.`;

/** Accounts spec §7 "Viewer controls": the member's limits and pin, and entering the pin. */
export const viewerPinRoutes: FastifyPluginAsyncZod<ParentalServices> = async (app, deps) => {
  app.get(
    '/api/5/viewer/pin',
    {
      config: { auth: 'session' },
      schema: {
        tags: ['parental'],
        summary: 'The signed-in member’s parental controls',
        description:
          '`tv_rating` (video limit) and `age_rating` (comics limit), empty for no limit; `country` and the ' +
          'rating ladder of that country (`ratings`); `pin_set`, never the pin; `locked_until` while wrong ' +
          'pins have locked unlocking, else null. A member who set nothing gets no limits, `pin_set` false and ' +
          `their marketing country’s ladder. ${NO_SESSION}`,
        security: SECURITY,
        response: { 200: viewerPinSchema, ...failures(401) },
      },
    },
    async (request, reply) => {
      const user = await requireUser(request, deps.sessions);
      privateReply(reply);
      return deps.pins.get(user.userId);
    },
  );

  app.post(
    '/api/5/viewer/pin',
    {
      config: { auth: 'session' },
      schema: {
        tags: ['parental'],
        summary: 'Set parental limits and the PIN',
        description:
          '`tv_rating`: a name of the TV or film ladder (any case) or empty for no video limit; `age_rating`: a ' +
          'name of the comics ladder or empty; `country`; `pin`: 4 digits, stored only as an argon2id hash. ' +
          `Checked in this order, each 400 code \`INVALID_VALUE\` with its \`field\`: '${PIN_MESSAGES.TV_RATING}' ` +
          `(client 1072), '${PIN_MESSAGES.AGE_RATING}' (1071), '${PIN_MESSAGES.PIN_TOO_LONG}' (1070; over 4 ` +
          `characters; refused with the body's schema, so before the two above), 'The PIN must be exactly 4 ` +
          `digits.'. ${PASSWORD} Every change ends the unlocks given ` +
          `before it and clears wrong-pin locks. Answers the controls as GET does. ${NO_SESSION}`,
        security: SECURITY,
        body: viewerPinBodySchema,
        response: { 200: viewerPinSchema, ...failures(400, 401, 403, 429) },
      },
      ...answerValidation(pinBodyRefusal),
    },
    async (request, reply) => {
      const user = await requireUser(request, deps.sessions);
      privateReply(reply);
      return deps.pins.set(user.userId, request.body);
    },
  );

  app.delete(
    '/api/5/viewer/pin',
    {
      config: { auth: 'session' },
      schema: {
        tags: ['parental'],
        summary: 'Remove parental limits and the PIN',
        description:
          `Body \`password\`, the account password: wrong answers 403 \`INVALID_LOGIN\`; ${CONTROLS_PASSWORD_ATTEMPTS} ` +
          'checks per window, then 429 `TOO_MANY_REQUESTS`. 204 whether or not controls were set. An ' +
          `under-age member (age gate) stays limited to below mature content. ${NO_SESSION}`,
        security: SECURITY,
        body: viewerPinRemoveBodySchema,
        response: { 204: noContent, ...failures(400, 401, 403, 429) },
      },
    },
    async (request, reply) => {
      const user = await requireUser(request, deps.sessions);
      await deps.pins.remove(user.userId, request.body.password);
      privateReply(reply);
      return reply.code(204).send();
    },
  );

  app.post(
    '/api/5/viewer/pin/unlock',
    {
      config: { auth: 'session' },
      schema: {
        tags: ['parental'],
        summary: 'Enter the PIN: unlock limited content for this session',
        description:
          `A correct \`pin\` answers \`unlock_token\`, valid ${PIN_UNLOCK_SECONDS / 60} minutes (\`expires_at\`) for ` +
          `this session only; sent as \`${VIEWER_UNLOCK_HEADER}\` it lifts the member’s limits (not the age ` +
          'gate’s), until it expires or the controls change. Failures: a pin that is not 4 digits 400 ' +
          '`INVALID_VALUE` (not counted); no controls 404 `PIN_NOT_SET`; a wrong pin 403 `PIN_INCORRECT` with ' +
          `\`remaining\` tries; the ${PIN_MAX_TRIES}th wrong pin in a row locks unlocking for ` +
          `${PIN_FIRST_LOCK_SECONDS / 60} minutes, each further lock twice as long up to ` +
          `${PIN_MAX_LOCK_SECONDS / 3600} hours: 429 \`PIN_LOCKED\` with \`locked_until\`. ${NO_SESSION}`,
        security: SECURITY,
        body: viewerUnlockBodySchema,
        response: { 200: viewerUnlockSchema, ...failures(400, 401, 403, 404, 429) },
      },
      // Over 4 characters: the spec's pin message (client 1070), as on the pin update.
      ...answerValidation(
        fieldCodes([{ fields: ['pin'], code: 'INVALID_VALUE', message: () => PIN_MESSAGES.PIN_TOO_LONG }]),
      ),
    },
    async (request, reply) => {
      const user = await requireUser(request, deps.sessions);
      privateReply(reply);
      return deps.unlock.unlock(user, request.body.pin);
    },
  );
};
