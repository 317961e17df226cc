import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  errorEnvelopeSchema,
  forgotPasswordBodySchema,
  okSchema,
  resetPasswordBodySchema,
  updatePasswordBodySchema,
} from '@fanverse/contract';
import { requireUser } from '../auth/auth.plugin';
import type { SessionService } from '../auth/session.service';
import type { PasswordService } from './password.service';

export interface PasswordRouteDeps {
  sessions: SessionService;
  passwords: PasswordService;
}

const fail = (...statuses: number[]) => Object.fromEntries(statuses.map((s) => [s, errorEnvelopeSchema]));
const POLICY =
  'The password policy answers, first failure only, in this order: PASSWORD_TOO_SHORT (under 8), ' +
  'PASSWORD_USED_RECENTLY (one of the last 8), PASSWORD_TOO_SIMILAR (to username, names or email), ' +
  'PASSWORD_TOO_COMMON, PASSWORD_ENTIRELY_NUMERIC; PASSWORD_CHANGED_RECENTLY within PASSWORD_MIN_AGE_MINUTES.';

/** Forgotten, reset and changed passwords. */
export const passwordRoutes: FastifyPluginAsyncZod<PasswordRouteDeps> = async (app, deps) => {
  app.post(
    '/api/users/forgot_password',
    {
      config: { auth: 'public' },
      schema: {
        tags: ['accounts'],
        summary: 'Mail a password reset link',
        description:
          'By email or username. Always answers the same success, whether or not such an account exists. The ' +
          'link (`/reset-password?token=…`) works once, within one hour; at most one mail per minute per account.',
        body: forgotPasswordBodySchema,
        response: { 200: okSchema, ...fail(400) },
      },
    },
    async (request) => {
      await deps.passwords.forgot(request.body);
      return {
        success: true,
        message: 'If an account matches, we have emailed instructions to reset its password.',
      };
    },
  );

  app.post(
    '/api/users/reset_password',
    {
      config: { auth: 'public' },
      schema: {
        tags: ['accounts'],
        summary: 'Set a new password with a mailed reset token',
        description: `An unknown, used or expired token answers 400 INVALID_TOKEN. ${POLICY} Success ends every session of the account and clears requires_password_reset.`,
        body: resetPasswordBodySchema,
        response: { 200: okSchema, ...fail(400) },
      },
    },
    async (request) => {
      await deps.passwords.reset(request.body.token, request.body.password);
      return { success: true, message: 'Your password has been reset. Please sign in.' };
    },
  );

  app.post(
    '/api/users/me/update_password',
    {
      config: { auth: 'session' },
      schema: {
        tags: ['accounts'],
        summary: "Change the signed-in member's password",
        description: `MISSING_REQUIRED_VALUE (no new password), VALUE_TOO_SHORT (under 8), INVALID_LOGIN (wrong current password; 10 tries per 15 minutes, then 429), then the policy. ${POLICY} Success ends every other session; the caller's stays.`,
        security: [{ sessionToken: [] }],
        body: updatePasswordBodySchema,
        response: { 200: okSchema, ...fail(400, 401, 429) },
      },
    },
    async (request) => {
      const user = await requireUser(request, deps.sessions);
      await deps.passwords.change(user.userId, user.sessionId, request.body);
      return { success: true, message: 'Your password has been changed.' };
    },
  );
};
