import crypto from 'node:crypto';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ManifestReason, ServerCode } from '@fanverse/contract';
import { ROUTE_ACCESS, type RouteAccess } from '../../src/http/route-access';
import { ServerSecretsRepository } from '../../src/modules/auth/server-secrets.repository';
import { JwtSigner, SigningKeys } from '../../src/modules/auth/signing-key';
import { RightsTokens } from '../../src/modules/rights/rights-tokens';
import { STREAM_URL_SECRET, StreamSigner } from '../../src/modules/streams/stream-signer';
import type { TestApp } from '../helpers/test-app';
import { auth, signedInMember } from '../helpers/test-user';
import { buildRouteTable, label, pathFor, validPart, withQuery, type SeenRoute } from './route-table';

/*
 * Every route the app registers declares who may call it (`config.auth`, see
 * src/http/route-access.ts); this file proves each class against the live route table, so a new
 * module is covered from its first commit. Each request is otherwise valid (inputs derived from
 * the route's own schemas), so that the credential is the only thing that can fail it.
 */
let t: TestApp;
let routes: SeenRoute[];
/** Path parameters a schema cannot derive: the four signed segments of a stream address. */
let signedAddress: Record<string, string>;
let member: Awaited<ReturnType<typeof signedInMember>>;
let revokedToken: string;
let expiredToken: string;
const jwts: Record<'tampered' | 'expired' | 'otherContent' | 'garbage', string> = {
  tampered: '',
  expired: '',
  otherContent: '',
  garbage: 'not.a.jwt',
};

beforeAll(async () => {
  ({ t, routes } = await buildRouteTable());
  member = await signedInMember(t.app);
  const revoked = await signedInMember(t.app);
  expect(
    (await t.app.inject({ method: 'POST', url: '/api/users/me/logout', headers: revoked.headers }))
      .statusCode,
  ).toBe(200);
  revokedToken = revoked.token;
  expiredToken = (await signedInMember(t.app)).token;

  const keys = new SigningKeys(new ServerSecretsRepository(t.database.db), t.config.JWT_SECRET);
  const grant = {
    content_type: 'episode' as const,
    content_uuid: crypto.randomUUID(),
    rights: { can_read: true, can_watch: true, hd_available: false, include_hd: false },
    subject: 'anonymous',
  };
  const good = await new RightsTokens(new JwtSigner(keys), 900).sign(grant);
  const [header, payload, signature] = good.split('.') as [string, string, string];
  const flipped = payload.slice(0, 10) + (payload[10] === 'A' ? 'B' : 'A') + payload.slice(11);
  jwts.tampered = `${header}.${flipped}.${signature}`;
  const sixteenMinutesAgo = () => new Date(Date.now() - 16 * 60_000);
  jwts.expired = await new RightsTokens(new JwtSigner(keys, sixteenMinutesAgo), 900).sign(grant);
  // A claims token: signed with the same key, for another audience.
  jwts.otherContent = (await t.app.inject({ url: '/api/claims/' })).json().token;

  const signer = new StreamSigner(() => keys.secret(STREAM_URL_SECRET));
  const prefix = await signer.prefix(crypto.randomUUID(), Math.floor(Date.now() / 1000) + 600, {
    type: 'hls',
    subs: 'none',
    includeHd: false,
  });
  const [, , video_uuid, exp, opts, sig] = prefix.split('/') as string[];
  signedAddress = { video_uuid: video_uuid!, exp: exp!, opts: opts!, sig: sig! };
});
afterAll(async () => t?.app.close());

/** Sessions past their idle and absolute limits, live again (an expired one is revoked on use). */
async function expireSession(token: string) {
  const { hashToken } = await import('../../src/modules/auth/tokens');
  const past = new Date(Date.now() - 400 * 86_400_000);
  await t.database.db
    .updateTable('user_sessions')
    .set({ last_seen_at: past, expires_at: past, revoked_at: null })
    .where('token_hash', '=', hashToken(token))
    .execute();
}

/** The route called with an otherwise valid request: schema-derived params, query and body. */
function call(route: SeenRoute, headers: Record<string, string> = {}): Promise<LightMyRequestResponse> {
  const params = validPart(route, 'params', signedAddress) as Record<string, unknown>;
  const query = validPart(route, 'querystring') as Record<string, unknown>;
  const body = route.zod.body ? validPart(route, 'body') : undefined;
  const url = withQuery(pathFor(route.url, params ?? {}), query);
  return t.app.inject({
    method: route.method as 'GET',
    url,
    headers,
    ...(body !== undefined ? { payload: body as object } : {}),
  });
}

const errorCode = (res: LightMyRequestResponse) =>
  (res.json() as { errors: { code: unknown }[] }).errors[0]?.code;
const describeRes = (route: SeenRoute, why: string, res: LightMyRequestResponse) =>
  `${label(route)} (${why}): ${res.statusCode} ${res.body.slice(0, 200)}`;

/** The four ways a session credential is wrong, with the code each must answer. */
const badSessions = (): [string, () => Promise<Record<string, string>>, string | null][] => [
  ['no Authorization', async () => ({}), ServerCode.UNAUTHENTICATED],
  ['a garbage token', async () => auth('garbage-token-garbage-token'), ServerCode.UNAUTHENTICATED],
  [
    'an expired session',
    async () => {
      await expireSession(expiredToken);
      return auth(expiredToken);
    },
    ServerCode.SESSION_EXPIRED,
  ],
  ['a revoked session', async () => auth(revokedToken), ServerCode.UNAUTHENTICATED],
];

const isSessionFailure = (res: LightMyRequestResponse) =>
  res.statusCode === 401 &&
  [ServerCode.UNAUTHENTICATED, ServerCode.SESSION_EXPIRED].includes(errorCode(res) as never);

/** Requests are made for every method but HEAD (Fastify's copy of GET, same handler). */
const called = (access: RouteAccess) => routes.filter((r) => r.auth === access && r.method !== 'HEAD');

describe('every route declares who may call it', () => {
  it('has an access class (config.auth) on every registered route', () => {
    const missing = routes.filter((r) => !r.auth || !ROUTE_ACCESS.includes(r.auth)).map(label);
    expect(
      missing,
      `routes without config.auth (see src/http/route-access.ts): ${missing.join(', ')}`,
    ).toEqual([]);
    const counts = Object.fromEntries(
      ROUTE_ACCESS.map((a) => [a, routes.filter((r) => r.auth === a).length]),
    );
    console.log(
      `auth matrix: ${routes.length} routes: ${ROUTE_ACCESS.map((a) => `${counts[a]} ${a}`).join(', ')}`,
    );
    // The classes this file proves must all be in use, or a typo in a route went unnoticed.
    for (const access of ['public', 'session', 'optional', 'lenient', 'jwt'] as const) {
      expect(counts[access], access).toBeGreaterThan(0);
    }
  });

  it('derives a valid request for every route that reads a credential', () => {
    const underived = routes
      .filter((r) => r.auth !== 'public')
      .flatMap((r) =>
        (['params', 'querystring', 'body'] as const)
          .filter((part) => r.zod[part] && validPart(r, part, signedAddress) === undefined)
          .map((part) => `${label(r)} ${part}`),
      );
    expect(underived).toEqual([]);
  });
});

describe('session routes', () => {
  it('answer 401 UNAUTHENTICATED or SESSION_EXPIRED to every bad credential', async () => {
    const failures: string[] = [];
    for (const route of [...called('session'), ...called('staff'), ...called('checkin')]) {
      for (const [why, headers, code] of badSessions()) {
        const res = await call(route, await headers());
        if (res.statusCode !== 401 || errorCode(res) !== code) failures.push(describeRes(route, why, res));
      }
    }
    expect(failures).toEqual([]);
  });

  it('staff routes refuse a member who is not staff', async () => {
    const failures: string[] = [];
    for (const route of called('staff')) {
      const res = await call(route, member.headers);
      if (res.statusCode !== 403) failures.push(describeRes(route, 'a member', res));
    }
    expect(failures).toEqual([]);
  });
});

describe('check-in routes', () => {
  it('refuse a member without the checkin_admin claim: 403 MUST_BE_ADMIN', async () => {
    const failures: string[] = [];
    for (const route of called('checkin')) {
      const res = await call(route, member.headers);
      if (res.statusCode !== 403 || errorCode(res) !== 'MUST_BE_ADMIN') {
        failures.push(describeRes(route, 'a member', res));
      }
    }
    expect(failures).toEqual([]);
  });
});

describe('optional-session routes', () => {
  it('let an anonymous visitor past the auth step, and refuse a bad credential', async () => {
    const failures: string[] = [];
    for (const route of called('optional')) {
      for (const [why, headers, code] of badSessions()) {
        const res = await call(route, await headers());
        if (why === 'no Authorization') {
          if (isSessionFailure(res)) failures.push(describeRes(route, why, res));
        } else if (res.statusCode !== 401 || errorCode(res) !== code) {
          failures.push(describeRes(route, why, res));
        }
      }
      const signedIn = await call(route, member.headers);
      if (isSessionFailure(signedIn)) failures.push(describeRes(route, 'a live session', signedIn));
    }
    expect(failures).toEqual([]);
  });
});

describe('lenient routes', () => {
  it('take any credential, a bad one as an anonymous visitor', async () => {
    const failures: string[] = [];
    for (const route of called('lenient')) {
      for (const [why, headers] of badSessions()) {
        const res = await call(route, await headers());
        if (isSessionFailure(res) || res.statusCode >= 500) failures.push(describeRes(route, why, res));
      }
    }
    expect(failures).toEqual([]);
  });
});

describe('public routes', () => {
  it('never read a session: a garbage or expired token is no 401', async () => {
    const failures: string[] = [];
    for (const route of called('public')) {
      await expireSession(expiredToken);
      for (const [why, token] of [
        ['a garbage token', 'garbage-token-garbage-token'],
        ['an expired session', expiredToken],
      ] as const) {
        const res = await call(route, auth(token));
        if (isSessionFailure(res) || res.statusCode >= 500) failures.push(describeRes(route, why, res));
      }
    }
    expect(failures).toEqual([]);
  });
});

describe('X-Auth-JWT routes', () => {
  it('answer 401 JWT without the header and 401 S10 to a token they cannot trust', async () => {
    const cases: [string, Record<string, string>, string][] = [
      ['no X-Auth-JWT', {}, ManifestReason.TOKEN_MISSING],
      ['an empty X-Auth-JWT', { 'x-auth-jwt': '' }, ManifestReason.TOKEN_MISSING],
      ['a garbage token', { 'x-auth-jwt': jwts.garbage }, ManifestReason.INVALID_TOKEN],
      ['a tampered token', { 'x-auth-jwt': jwts.tampered }, ManifestReason.INVALID_TOKEN],
      ['an expired token', { 'x-auth-jwt': jwts.expired }, ManifestReason.INVALID_TOKEN],
      [
        'a claims token (not a rights token)',
        { 'x-auth-jwt': jwts.otherContent },
        ManifestReason.INVALID_TOKEN,
      ],
    ];
    const failures: string[] = [];
    for (const route of called('jwt')) {
      for (const [why, headers, code] of cases) {
        // A session is no substitute for the rights token.
        const res = await call(route, { ...headers, ...member.headers });
        if (res.statusCode !== 401 || errorCode(res) !== code) failures.push(describeRes(route, why, res));
      }
    }
    expect(failures).toEqual([]);
  });
});
