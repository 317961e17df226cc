import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorEnvelopeSchema } from '@fanverse/contract';
import { auth, buildAccountsApp, signedInMember, type AccountsTestApp } from './helpers';

let t: AccountsTestApp;
let member: Awaited<ReturnType<typeof signedInMember>>;
beforeAll(async () => {
  t = await buildAccountsApp({ LOGIN_IP_MAX_FAILURES: '0' });
  member = await signedInMember(t.app);
});
afterAll(async () => t.app.close());

interface Route {
  method: 'GET' | 'POST';
  url: (segment: string) => string;
  /** A body that passes validation, so that mutating one or two fields reaches the deep checks. */
  template?: () => Record<string, unknown>;
}

const enc = (s: string) => {
  try {
    return encodeURIComponent(s);
  } catch {
    return 'x'; // a lone surrogate cannot be put in a URL
  }
};

const hex64 = 'ab'.repeat(32);
const ROUTES: Route[] = [
  {
    method: 'POST',
    url: () => '/api/users/register',
    template: () => ({
      username: 'robust_member',
      email: 'robust@example.com',
      password: 'Violet-Harbor-91',
      marketing_lang: 'en',
      marketing_country: 'US',
      requires_password_reset: false,
      additional_traits: { opt_in: true, source: 'quiz' },
      login_on_success: 'true',
      recaptchaToken: 'x',
    }),
  },
  {
    method: 'POST',
    url: () => '/api/users/login',
    template: () => ({ username: member.username, password: 'Wrong-Pass-1' }),
  },
  { method: 'POST', url: () => '/api/users/me/logout' },
  { method: 'POST', url: () => '/api/users/forgot_password', template: () => ({ email: member.email }) },
  {
    method: 'POST',
    url: () => '/api/users/reset_password',
    template: () => ({ token: hex64, password: 'Violet-Harbor-91' }),
  },
  { method: 'POST', url: () => '/api/users/set_cookie' },
  {
    method: 'POST',
    url: (s) => `/api/users/${s.length % 2 ? member.guid : enc(s)}/confirm_double_opt_in/`,
    template: () => ({ token: hex64 }),
  },
  { method: 'POST', url: () => '/api/users/adx/', template: () => ({ use_case: 'ad_targeting' }) },
  { method: 'GET', url: () => '/api/users/me/email_status/' },
  { method: 'POST', url: () => '/api/users/me/verify_email', template: () => ({ token: hex64 }) },
  { method: 'GET', url: () => '/api/users/me/resend_verification_email' },
  { method: 'GET', url: () => '/api/users/me/profile' },
  {
    method: 'POST',
    url: () => '/api/users/me/update_profile',
    template: () => ({
      first_name: 'Ada',
      last_name: 'Quill',
      dob: '1990-02-28',
      gender: 'female',
      locale: 'en',
      marketing_lang: 'en',
      marketing_country: 'US',
      current_status: 'reading',
      answered_mature: true,
      opt_in: true,
      partner_opt_in: false,
    }),
  },
  {
    method: 'POST',
    url: () => '/api/users/me/update_login',
    template: () => ({ username: 'robust-renamed' }),
  },
  {
    method: 'POST',
    url: () => '/api/users/me/update_password',
    template: () => ({ old_password: 'Wrong-Pass-1', new_password: 'Copper-Lantern-77' }),
  },
  { method: 'GET', url: () => `/api/claims/` },
  {
    method: 'POST',
    url: () => '/api/premium/2/claims/update',
    template: () => ({ claim_name: 'optanonconsent', claim_value: 'C0001:1' }),
  },
];

// Values a field might be sent: wrong types, huge, unicode, NUL, lone surrogates, near-misses.
const nasty = fc.constantFrom(
  '',
  '\u0000',
  'a\u0000b@example.com',
  '\ud800',
  'x\udfffy',
  '😀'.repeat(20),
  "' OR 1=1 --",
  '1990-02-30',
  'x'.repeat(5_000),
  'é'.repeat(70_000),
);
const plausible = fc.constantFrom(
  '2000-01-01',
  'en',
  'es',
  'US',
  'optanonconsent',
  'user_request_do_not_sell',
  'ad_targeting',
  'analytics',
  'ab'.repeat(32),
  'Violet-Harbor-91',
  'someone@example.com',
  'true',
);
const value: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 3, arbitrary: nasty },
  { weight: 3, arbitrary: plausible },
  fc.string({ maxLength: 40 }),
  fc.string({ unit: 'grapheme', maxLength: 30 }),
  fc.string({ unit: 'binary', maxLength: 30 }),
  fc.integer(),
  fc.double(),
  fc.boolean(),
  fc.constant(null),
  fc.array(fc.string({ maxLength: 5 }), { maxLength: 3 }),
  fc.dictionary(
    fc.oneof(fc.string({ maxLength: 8 }), nasty),
    fc.oneof(fc.string({ maxLength: 8 }), nasty, fc.integer(), fc.constant(null)),
    {
      maxKeys: 4,
    },
  ),
);

/** A body for a route: its template with one or two fields replaced or removed, or anything at all. */
function body(route: Route): fc.Arbitrary<string | undefined> {
  const template = route.template?.() ?? {};
  const fields = [...Object.keys(template), 'extra', '__proto__'];
  const mutated = fc
    .tuple(
      fc.dictionary(fc.constantFrom(...fields), value, { minKeys: 1, maxKeys: 2 }),
      fc.option(fc.constantFrom(...fields)),
    )
    .map(([changes, removed]) => {
      const out: Record<string, unknown> = { ...template, ...changes };
      if (removed) delete out[removed];
      return JSON.stringify(out);
    });
  return fc.oneof(
    { weight: 6, arbitrary: mutated },
    {
      weight: 2,
      arbitrary: fc
        .dictionary(fc.string({ maxLength: 10 }), value, { maxKeys: 5 })
        .map((o) => JSON.stringify(o)),
    },
    { weight: 1, arbitrary: fc.json() },
    { weight: 1, arbitrary: fc.string({ maxLength: 50 }) },
    { weight: 1, arbitrary: fc.constant(undefined) },
  );
}

const header = fc.stringMatching(/^[\x20-\x7e]{0,200}$/);
type AuthKind = 'none' | 'valid' | 'garbage' | 'scheme' | 'random';
const authKind = fc.constantFrom<AuthKind>('none', 'valid', 'valid', 'valid', 'garbage', 'scheme', 'random');

function headersFor(kind: AuthKind, random: string, route: Route): Record<string, string> {
  switch (kind) {
    case 'valid':
      // Logging the shared member out would end the session every later run relies on.
      return route.url('') === '/api/users/me/logout' ? auth('someone-elses') : auth(member.token);
    case 'garbage':
      return auth(random || 'x');
    case 'scheme':
      return { authorization: `Bearer ${random}` };
    case 'random':
      return { authorization: random };
    default:
      return {};
  }
}

describe('bad input on the accounts routes', () => {
  it('never produces a 5xx, and every failure is the error envelope', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.nat(ROUTES.length - 1).chain((i) =>
          fc.record({
            i: fc.constant(i),
            payload: body(ROUTES[i]!),
            segment: fc.string({ maxLength: 80 }),
            kind: authKind,
            random: header,
            type: fc.constantFrom(
              'application/json',
              'application/json',
              'text/plain',
              'application/x-www-form-urlencoded',
            ),
          }),
        ),
        async ({ i, payload, segment, kind, random, type }) => {
          const route = ROUTES[i]!;
          const url = route.url(segment);
          const res = await t.app.inject({
            method: route.method,
            url,
            headers: {
              ...headersFor(kind, random, route),
              ...(route.method === 'POST' && payload !== undefined ? { 'content-type': type } : {}),
            },
            ...(route.method === 'POST' && payload !== undefined ? { payload } : {}),
          });
          const where = `${route.method} ${url} ${String(payload).slice(0, 200)} → ${res.statusCode} ${res.body.slice(0, 300)}`;
          expect(res.statusCode, where).toBeLessThan(500);
          if (res.statusCode >= 400) {
            expect(errorEnvelopeSchema.safeParse(res.json()).success, where).toBe(true);
          }
        },
      ),
      { numRuns: 3000 },
    );
  });

  it.each([
    ['/api/premium/2/claims/update', { claim_name: 'optanonconsent', claim_value: 'C1:1\u0000' }],
    ['/api/premium/2/claims/update', { claim_name: 'optanonconsent', claim_value: '\ud800' }],
    ['/api/users/me/update_profile', { first_name: 'a\u0000' }],
    ['/api/users/me/update_profile', { email: 'a\u0000@example.com' }],
    ['/api/users/me/update_login', { username: 'abcdef\u0000' }],
    ['/api/users/forgot_password', { email: 'a\u0000@example.com' }],
    ['/api/users/login', { username: 'abc\u0000', password: 'x' }],
    [
      '/api/users/register',
      {
        username: 'abcdefg',
        email: 'a@b.co',
        password: 'Violet-Harbor-91',
        additional_traits: { 'k\u0000': 1 },
      },
    ],
    [
      '/api/users/register',
      {
        username: 'abcdefg',
        email: 'a@b.co',
        password: 'Violet-Harbor-91',
        additional_traits: { k: '\udc00' },
      },
    ],
    ['/api/users/me/update_profile', { current_status: 'x\ud83d' }],
  ])('answers NUL and lone surrogates in %s without a 5xx', async (url, payload) => {
    const res = await t.app.inject({ method: 'POST', url, payload, headers: auth(member.token) });
    expect(res.statusCode, res.body).toBeLessThan(500);
  });

  it('still serves the member afterwards', async () => {
    const res = await t.app.inject({ url: '/api/users/me/profile', headers: auth(member.token) });
    expect(res.statusCode).toBe(200);
  });
});
