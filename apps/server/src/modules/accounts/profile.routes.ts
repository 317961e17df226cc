import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  confirmDoubleOptInBodySchema,
  doubleOptInResultSchema,
  emailStatusSchema,
  emailVerifyResultSchema,
  errorEnvelopeSchema,
  profileSchema,
  resendVerificationSchema,
  updateLoginBodySchema,
  updateProfileBodySchema,
  verifyEmailBodySchema,
} from '@fanverse/contract';
import { requireUser, userOrAnonymous } from '../auth/auth.plugin';
import type { SessionService } from '../auth/session.service';
import { ResendTooSoon, type EmailVerificationService } from './email-verification.service';
import type { ProfileService } from './profile.service';

export interface ProfileRouteDeps {
  sessions: SessionService;
  profile: ProfileService;
  email: EmailVerificationService;
}

const fail = (...statuses: number[]) => Object.fromEntries(statuses.map((s) => [s, errorEnvelopeSchema]));
const signedIn = [{ sessionToken: [] }];

/** The member's profile, username, email verification and double opt-in. */
export const profileRoutes: FastifyPluginAsyncZod<ProfileRouteDeps> = async (app, deps) => {
  app.get(
    '/api/users/me/profile',
    {
      config: { auth: 'session' },
      schema: {
        tags: ['profile'],
        summary: "The signed-in member's profile",
        description:
          'avatar and banner are `/media/` paths on this site or null; dob is YYYY-MM-DD or null; date_joined is ISO 8601.',
        security: signedIn,
        response: { 200: profileSchema, ...fail(401) },
      },
    },
    async (request) => deps.profile.get((await requireUser(request, deps.sessions)).userId),
  );

  app.post(
    '/api/users/me/update_profile',
    {
      config: { auth: 'session' },
      schema: {
        tags: ['profile'],
        summary: 'Change profile fields (only those sent)',
        description:
          'marketing_lang and marketing_country are checked first (INVALID_MARKETING_LANGUAGE, ' +
          'INVALID_MARKETING_COUNTRY); then dob (a real past date, INVALID_VALUE), gender and locale ' +
          '(INVALID_VALUE_SELECTION), names and status (INVALID_VALUE), email (INVALID_VALUE, EMAIL_ADDRESS_TAKEN). ' +
          'A new email address is unverified until its mailed link is used; turning opt_in on mails a double ' +
          'opt-in link. Answers the updated profile.',
        security: signedIn,
        body: updateProfileBodySchema,
        response: { 200: profileSchema, ...fail(400, 401) },
      },
    },
    async (request) => deps.profile.update((await requireUser(request, deps.sessions)).userId, request.body),
  );

  app.post(
    '/api/users/me/update_login',
    {
      config: { auth: 'session' },
      schema: {
        tags: ['profile'],
        summary: 'Change the username',
        description:
          'MISSING_REQUIRED_VALUE (empty or under 6 characters), VALUE_TOO_LONG (over 29), VALUE_PATTERN_MISMATCH ' +
          '(characters other than letters, digits and `@ . + - _`), USERNAME_UNAVAILABLE. Answers the profile.',
        security: signedIn,
        body: updateLoginBodySchema,
        response: { 200: profileSchema, ...fail(400, 401) },
      },
    },
    async (request) =>
      deps.profile.changeUsername((await requireUser(request, deps.sessions)).userId, request.body.username),
  );

  app.get(
    '/api/users/me/email_status/',
    {
      config: { auth: 'session' },
      schema: {
        tags: ['profile'],
        summary: 'Whether the email address is verified, and the deadline to verify it',
        security: signedIn,
        response: { 200: emailStatusSchema, ...fail(401) },
      },
    },
    async (request) => deps.email.status((await requireUser(request, deps.sessions)).userId),
  );

  app.post(
    '/api/users/me/verify_email',
    {
      config: { auth: 'lenient' },
      schema: {
        tags: ['profile'],
        summary: 'Verify the email address with the mailed token',
        description:
          'The token alone identifies the account (the link may be opened signed out, or with an expired ' +
          "session); with a live session it must be that member's token. Unknown, used or expired: 400 INVALID_TOKEN.",
        security: [{ sessionToken: [] }, {}],
        body: verifyEmailBodySchema,
        response: { 200: emailVerifyResultSchema, ...fail(400) },
      },
    },
    async (request) => {
      // A stale session in the browser must not stand in the way of the link: the token suffices.
      const user = await userOrAnonymous(request, deps.sessions);
      return deps.email.verify(request.body.token, user?.userId ?? null);
    },
  );

  app.get(
    '/api/users/me/resend_verification_email',
    {
      config: { auth: 'session' },
      schema: {
        tags: ['profile'],
        summary: 'Mail the verification link again',
        description:
          'At most once a minute: sooner answers 400 RESEND_RATE_LIMITED with the seconds to wait in the ' +
          'message and in Retry-After. An already verified address answers 400 EMAIL_ALREADY_VERIFIED.',
        security: signedIn,
        response: { 200: resendVerificationSchema, ...fail(400, 401) },
      },
    },
    async (request, reply) => {
      const user = await requireUser(request, deps.sessions);
      try {
        return await deps.email.resend(user.userId);
      } catch (err) {
        if (err instanceof ResendTooSoon) reply.header('retry-after', String(err.secondsUntilRetry));
        throw err;
      }
    },
  );

  app.post(
    '/api/users/:guid/confirm_double_opt_in/',
    {
      config: { auth: 'public' },
      schema: {
        tags: ['profile'],
        summary: 'Confirm marketing consent from the mailed link',
        description:
          'Unknown guid: 404 USER_NOT_FOUND. A token that is not hexadecimal, unknown, used or expired: 400 INVALID_TOKEN.',
        params: z.object({ guid: z.string().max(64) }),
        body: confirmDoubleOptInBodySchema,
        response: { 200: doubleOptInResultSchema, ...fail(400, 404) },
      },
    },
    async (request) => deps.email.confirmDoubleOptIn(request.params.guid, request.body.token),
  );
};
