import cookie from '@fastify/cookie';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  DEVICE_ACTIVATION_PATH,
  DEVICE_POLL_INTERVAL_SECONDS,
  DEVICE_SECRET_COOKIE,
  deviceCodeSchema,
  deviceLinkSchema,
  deviceLoginSchema,
  deviceShortCodeBodySchema,
  deviceShortCodeQuerySchema,
  pendingDeviceSchema,
  sessionParamsSchema,
  signedInDevicesSchema,
} from '@fanverse/contract';
import { failures, noContent, privateReply } from '../../http/route-replies';
import { requireUser } from '../auth/auth.plugin';
import type { DevicesServices } from './devices.factory';

const TAGS = ['devices'];
const SESSION_SECURITY = [{ sessionToken: [] }];
/** The device cookie is sent to the two calls the TV makes, and nowhere else. */
const COOKIE_PATH = '/api/5/';
/** A short code in a form: far more than the 64 characters the schema allows. */
const FORM_BODY_LIMIT = 4 * 1024;

const CODE_CHECKS =
  '`short_code` is upper-cased and stripped of separators (`bcd-fg` is `BCDFG`); missing or empty: 400 ' +
  '`MISSING_SHORT_CODE`; over 5 characters: 400 `SHORT_CODE_TOO_LONG`.';
const ENTRY_LIMITS =
  'Entries of a code that is not live (never issued, expired, or used) are limited per member, per address and ' +
  'overall (docs/devices.md); while a limit is reached every entry answers 429 `DEVICE_LINK_FAILED` without ' +
  'the code being looked up.';

const client = (request: FastifyRequest) => ({
  ip: request.ip,
  userAgent: typeof request.headers['user-agent'] === 'string' ? request.headers['user-agent'] : '',
});

/** Accounts spec §7 "Device": TV linking by short code, and the member's signed-in devices. */
export const devicesRoutes: FastifyPluginAsyncZod<DevicesServices> = async (app, services) => {
  // The TV's calls carry its device secret in a cookie; the plugin is scoped to these routes.
  await app.register(cookie);
  // The spec's calls post `short_code` as a form; JSON is read too. Scoped to this plugin.
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: FORM_BODY_LIMIT },
    (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(body as string))),
  );

  const { config } = services;
  const verificationUri = new URL(DEVICE_ACTIVATION_PATH, config.PUBLIC_URL).toString();
  const secureCookie = (request: FastifyRequest) =>
    config.PUBLIC_URL.startsWith('https:') ||
    config.NODE_ENV === 'production' ||
    request.protocol === 'https';
  const clearDeviceCookie = (request: FastifyRequest, reply: FastifyReply) =>
    reply.clearCookie(DEVICE_SECRET_COOKIE, {
      path: COOKIE_PATH,
      httpOnly: true,
      sameSite: 'lax',
      secure: secureCookie(request),
    });

  app.get(
    '/api/5/device/link',
    {
      config: { auth: 'public' },
      schema: {
        tags: TAGS,
        summary: 'On the TV: a short code to enter on the web',
        description:
          'RFC 8628 device authorization. While the `fv_device` cookie names a live code, answers that code ' +
          '(`link_complete` true once a member linked it). Otherwise makes a new 5-character code (consonants ' +
          'only, 10 minutes, single use) and a 256-bit device secret, set as the `fv_device` cookie (HttpOnly, ' +
          'SameSite=Lax, Secure on https, Path=/api/5/, Max-Age the code lifetime): only the device holding it can ' +
          'sign in with the code. `verification_uri` is the activation page, `verification_uri_complete` the same ' +
          'with the code (for a QR code); `interval` the seconds between polls. New codes per address are limited: ' +
          '429 `TOO_MANY_REQUESTS`. The code store unavailable: 503 `DEVICE_LINK_FAILED`.',
        response: { 200: deviceCodeSchema, ...failures(429, 503) },
      },
    },
    async (request, reply) => {
      const issued = await services.link.codeFor(request.cookies[DEVICE_SECRET_COOKIE], client(request));
      privateReply(reply);
      if (issued.cookie) {
        reply.setCookie(DEVICE_SECRET_COOKIE, issued.cookie, {
          httpOnly: true,
          sameSite: 'lax',
          secure: secureCookie(request),
          path: COOKIE_PATH,
          maxAge: issued.expiresIn,
        });
      }
      const { code, link } = issued.record;
      return {
        short_code: code,
        link_complete: link !== null,
        expires_in: issued.expiresIn,
        interval: DEVICE_POLL_INTERVAL_SECONDS,
        verification_uri: verificationUri,
        verification_uri_complete: `${verificationUri}?code=${code}`,
      };
    },
  );

  app.get(
    '/api/5/device/link/pending',
    {
      config: { auth: 'session' },
      schema: {
        tags: TAGS,
        summary: 'On the web: which device is waiting on a code',
        description:
          'What the confirm page shows before the member links a code: the kind and name of the device that asked ' +
          '(read from its user agent), when it asked and when the code expires, so that a member does not link a ' +
          `stranger's device. ${CODE_CHECKS} A code that is not live or already linked: 404 \`SHORT_CODE_NOT_FOUND\`, ` +
          `counted as a failed entry. ${ENTRY_LIMITS} No session: 401.`,
        security: SESSION_SECURITY,
        querystring: deviceShortCodeQuerySchema,
        response: { 200: pendingDeviceSchema, ...failures(400, 401, 404, 429, 503) },
      },
    },
    async (request, reply) => {
      const user = await requireUser(request, services.sessions);
      const record = await services.link.pending(user, request.query.short_code, request.ip);
      privateReply(reply);
      return {
        short_code: record.code,
        device_name: record.deviceName,
        device_kind: record.deviceKind,
        requested_at: new Date(record.createdAt).toISOString(),
        expires_at: new Date(record.expiresAt).toISOString(),
      };
    },
  );

  app.post(
    '/api/5/device/link',
    {
      config: { auth: 'session' },
      schema: {
        tags: TAGS,
        summary: 'On the web: link a TV code to the signed-in member',
        description:
          'Form (or JSON) `short_code`. Binds the live code to the member; the TV that asked for it then signs in ' +
          `with \`POST /api/5/login/device\`. ${CODE_CHECKS} Never issued, expired, already linked or used: 404 ` +
          `\`SHORT_CODE_NOT_FOUND\`, counted as a failed entry. ${ENTRY_LIMITS} The code store unavailable: 503 ` +
          '`DEVICE_LINK_FAILED`. No session: 401.',
        security: SESSION_SECURITY,
        body: deviceShortCodeBodySchema,
        response: { 200: deviceLinkSchema, ...failures(400, 401, 404, 429, 503) },
      },
    },
    async (request, reply) => {
      const user = await requireUser(request, services.sessions);
      const record = await services.link.link(user, request.body.short_code, request.ip);
      privateReply(reply);
      return { short_code: record.code, link_complete: true };
    },
  );

  app.post(
    '/api/5/login/device',
    {
      config: { auth: 'public' },
      schema: {
        tags: TAGS,
        summary: 'On the TV: the session once a member linked the code',
        description:
          'Form (or JSON) `short_code`, with the `fv_device` cookie set by `GET /api/5/device/link` on this device. ' +
          'Before a member links the code: 400 `USER_NOT_LINKED` (keep polling every `interval` seconds). Once ' +
          'linked, answers a new session of that member for this device (`session_secret` for `Authorization: ' +
          'Token …`), once: the code is used up and the cookie cleared. Without the cookie of the device that ' +
          'asked for the code, with an unknown, expired or used code, or when the member signed out since ' +
          `linking: 400 \`DEVICE_LOGIN_FAILED\`. ${CODE_CHECKS} The code store unavailable: 503 ` +
          '`DEVICE_LOGIN_FAILED`.',
        body: deviceShortCodeBodySchema,
        response: { 200: deviceLoginSchema, ...failures(400, 503) },
      },
    },
    async (request, reply) => {
      const session = await services.link.login(
        request.body.short_code,
        request.cookies[DEVICE_SECRET_COOKIE],
        client(request),
      );
      privateReply(reply);
      clearDeviceCookie(request, reply);
      return { session_secret: session.token, user_guid: session.userGuid };
    },
  );

  app.get(
    '/api/5/sessions/',
    {
      config: { auth: 'session' },
      schema: {
        tags: TAGS,
        summary: "The member's signed-in devices",
        description:
          'Every session that would still authenticate (browsers and linked TVs), most recently used first: id, ' +
          'device name and kind, when it signed in and was last used (to the minute), and `current` for the ' +
          'session making the call. No session: 401.',
        security: SESSION_SECURITY,
        response: { 200: signedInDevicesSchema, ...failures(401) },
      },
    },
    async (request, reply) => {
      const user = await requireUser(request, services.sessions);
      privateReply(reply);
      return { sessions: await services.devices.list(user) };
    },
  );

  app.delete(
    '/api/5/sessions/:id/',
    {
      config: { auth: 'session' },
      schema: {
        tags: TAGS,
        summary: 'Sign one device out',
        description:
          "Ends one of the member's sessions (a linked TV, another browser, or this one); the device's next call " +
          "answers 401. 204. An id that is not one of the member's live sessions: 404 `NOT_FOUND`; not a uuid: " +
          '400. No session: 401.',
        security: SESSION_SECURITY,
        params: sessionParamsSchema,
        response: { 204: noContent, ...failures(400, 401, 404) },
      },
    },
    async (request, reply) => {
      const user = await requireUser(request, services.sessions);
      await services.devices.signOut(user, request.params.id);
      return reply.code(204).send();
    },
  );
};
