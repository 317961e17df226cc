import cookie from '@fastify/cookie';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  adxBodySchema,
  adxResultSchema,
  errorEnvelopeSchema,
  loginBodySchema,
  loginResultSchema,
  okSchema,
  registerBodySchema,
  registerResultSchema,
} from '@fanverse/contract';
import type { AppConfig } from '../../config/config';
import { requireUser, userOrAnonymous } from '../auth/auth.plugin';
import type { SessionService } from '../auth/session.service';
import { captchaTokenOf } from '../captcha/create-captcha';
import type { AdxService } from './adx.service';
import type { LoginService } from './login.service';
import type { RegistrationService } from './registration.service';

export interface SessionRouteDeps {
  sessions: SessionService;
  registration: RegistrationService;
  login: LoginService;
  adx: AdxService;
  config: Pick<AppConfig, 'CAPTCHA_PROVIDER' | 'PUBLIC_URL' | 'SESSION_ABSOLUTE_DAYS' | 'GEO_COUNTRY_HEADER'>;
}

/** The session cookie the embedded login client reads on the product's own sites (spec §4). */
export const SESSION_COOKIE = 'session';

const fail = (...statuses: number[]) => Object.fromEntries(statuses.map((s) => [s, errorEnvelopeSchema]));
const meta = (request: { ip: string; headers: Record<string, unknown> }) => ({
  ip: request.ip,
  userAgent: typeof request.headers['user-agent'] === 'string' ? request.headers['user-agent'] : '',
});

/** Registration, sign-in and sign-out, the session cookie and the adx token. */
export const sessionRoutes: FastifyPluginAsyncZod<SessionRouteDeps> = async (app, deps) => {
  const httpsSite = deps.config.PUBLIC_URL.startsWith('https:');

  app.post(
    '/api/users/register',
    {
      config: { auth: 'public' },
      schema: {
        tags: ['accounts'],
        summary: 'Create an account',
        description:
          'Username 6–29 characters of letters, digits and `@ . + - _` (VALUE_TOO_SHORT, VALUE_TOO_LONG, DF602, ' +
          'USERNAME_UNAVAILABLE); email (INVALID_VALUE, USER_ALREADY_EXISTS); the password policy (PASSWORD_* codes); ' +
          'marketing_lang `en`|`es` (INVALID_MARKETING_LANGUAGE) and marketing_country ISO alpha-2 ' +
          '(INVALID_MARKETING_COUNTRY); the captcha (CAPTCHA_FAILED). Mails a verification link (7 days), and a ' +
          'double opt-in link when `additional_traits.opt_in` is on. With `login_on_success: "true"` and no ' +
          'password reset required, `session` is a login result.',
        body: registerBodySchema,
        response: { 200: registerResultSchema, ...fail(400) },
      },
    },
    async (request) =>
      deps.registration.register(request.body, captchaTokenOf(deps.config.CAPTCHA_PROVIDER, request.body), {
        ...meta(request),
        lang: request.lang,
      }),
  );

  app.post(
    '/api/users/login',
    {
      config: { auth: 'public' },
      schema: {
        tags: ['accounts'],
        summary: 'Sign in by username or email',
        description:
          '`session_id` is the opaque session token for `Authorization: Token …`; `jwt` is the claims token. ' +
          'An unknown account and a wrong password both answer 400 INVALID_LOGIN. After LOGIN_MAX_FAILURES ' +
          'failures in a row the account is locked with a doubling back-off (403 INVALID_LOGIN_LOCKED); too many ' +
          'failures from one address answer 429 TOO_MANY_REQUESTS. A captcha token is checked per LOGIN_CAPTCHA.',
        body: loginBodySchema,
        response: { 200: loginResultSchema, ...fail(400, 403, 429) },
      },
    },
    async (request) =>
      deps.login.login(
        request.body,
        captchaTokenOf(deps.config.CAPTCHA_PROVIDER, request.body),
        meta(request),
      ),
  );

  // The cookie plugin only where cookies are set, so that its hooks cost the other routes nothing.
  await app.register(async (cookies) => {
    await cookies.register(cookie);
    cookies.post(
      '/api/users/me/logout',
      {
        config: { auth: 'lenient' },
        schema: {
          tags: ['accounts'],
          summary: 'Sign out',
          description:
            'Revokes the session of `Authorization: Token …` and clears the session cookie. An expired, unknown ' +
            'or missing session counts as signed out too (spec §4) and answers success.',
          security: [{ sessionToken: [] }, {}],
          response: { 200: okSchema },
        },
      },
      async (request, reply) => {
        await deps.login.logout(request.sessionToken);
        reply.clearCookie(SESSION_COOKIE, { path: '/' });
        return { success: true, message: 'Signed out.' };
      },
    );

    cookies.post(
      '/api/users/set_cookie',
      {
        config: { auth: 'session' },
        schema: {
          tags: ['accounts'],
          summary: 'Put the session in an HttpOnly cookie',
          description:
            'Sets the `session` cookie (HttpOnly, SameSite=Lax, Secure on https, path /, for the session lifetime) ' +
            "carrying the caller's session token. The API itself authenticates only by the Authorization header, " +
            'so the cookie cannot be used for cross-site request forgery.',
          security: [{ sessionToken: [] }],
          response: { 200: okSchema, ...fail(401) },
        },
      },
      async (request, reply) => {
        await requireUser(request, deps.sessions);
        reply.setCookie(SESSION_COOKIE, request.sessionToken ?? '', {
          httpOnly: true,
          sameSite: 'lax',
          secure: httpsSite || request.protocol === 'https',
          path: '/',
          maxAge: Math.floor(deps.config.SESSION_ABSOLUTE_DAYS * 86_400),
        });
        return { success: true, message: 'Cookie set.' };
      },
    );
  });

  app.post(
    '/api/users/adx/',
    {
      config: { auth: 'lenient' },
      schema: {
        tags: ['accounts'],
        summary: 'A signed token with what one ad or analytics use case may share',
        description:
          '`encoded_data` is a compact HS256 JWT (15 minutes, audience `fanverse-adx`). `ad_targeting`: ' +
          'user_type, country, age_bracket (null without a date of birth). `analytics`: user_guid as a salted ' +
          'sha256 (null for visitors) and user_type. Other use cases: 400 INVALID_USE_CASE.',
        security: [{ sessionToken: [] }, {}],
        body: adxBodySchema,
        response: { 200: adxResultSchema, ...fail(400) },
      },
    },
    async (request) => {
      const user = await userOrAnonymous(request, deps.sessions);
      const geo = request.headers[deps.config.GEO_COUNTRY_HEADER];
      return {
        encoded_data: await deps.adx.encode(
          request.body.use_case,
          user?.userId ?? null,
          typeof geo === 'string' ? geo : undefined,
        ),
      };
    },
  );
};
