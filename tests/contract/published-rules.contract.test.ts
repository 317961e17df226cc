import type { AddressInfo } from 'node:net';
import type { LightMyRequestResponse, RouteOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  SERVICE_RULE_KEY,
  USERNAME_PATTERN,
  type FieldRule,
  type RuleSet,
  type ServiceRule,
} from '@fanverse/contract';
import { ApiError, createClient, type FanverseClient } from '@fanverse/client';
import { buildTestApp, type TestApp } from '../../apps/server/test/helpers/test-app';
import { FAST_ENV, auth, newMember, signedInMember } from '../../apps/server/test/helpers/test-user';

/**
 * Every rule a route enforces is published by `OPTIONS <path>` (spec §5), so the client's rule
 * engine refuses before sending exactly what the server would refuse. The expected rules are
 * read here straight from each route's zod body schema (not through the server's JSON Schema
 * conversion), then every boundary of the account forms is sent both ways: through the client's
 * engine against the published rules, and to the server.
 */

const BODY_METHODS = ['POST', 'PUT', 'PATCH'];

interface BodyRoute {
  url: string;
  body: z.ZodType;
}

let t: TestApp;
let client: FanverseClient;
const routes: BodyRoute[] = [];

beforeAll(async () => {
  t = await buildTestApp(FAST_ENV, (route: RouteOptions) => {
    const methods = [route.method].flat();
    const body = route.schema?.body as z.ZodType | undefined;
    if (body && methods.some((m) => BODY_METHODS.includes(m))) routes.push({ url: route.url, body });
  });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = t.app.server.address() as AddressInfo;
  client = createClient({ baseUrl: `http://127.0.0.1:${port}` });
});
afterAll(async () => t.app.close());

// ---- The rules a zod body schema states, read from the schema itself ----------------------

type Internals = {
  def: { type: string; innerType?: z.ZodType; in?: z.ZodType; options?: z.ZodType[] };
  bag: { patterns?: Set<RegExp>; minimum?: number; maximum?: number };
};
const internals = (s: z.ZodType) => s._zod as unknown as Internals;

const declaredRule = (s: z.ZodType): ServiceRule | undefined =>
  z.globalRegistry.get(s)?.[SERVICE_RULE_KEY] as ServiceRule | undefined;

function typeRule(s: z.ZodType): FieldRule['type'] {
  switch (internals(s).def.type) {
    case 'string':
      return 'string';
    case 'boolean':
      return 'bool';
    case 'number':
      return (s as z.ZodNumber).isInt ? 'int' : 'number';
    case 'object':
    case 'record':
      return 'object';
    case 'array':
      return 'array';
    case 'enum':
      return (s as z.ZodEnum).options.every((o) => typeof o === 'string') ? 'string' : undefined;
    default:
      return undefined;
  }
}

/** One field's rule: what its schema checks, overridden by what its service declares. */
function expectedRule(field: z.ZodType): FieldRule {
  let s = field;
  let required = true;
  let nullable = false;
  let declared = declaredRule(s);
  for (;;) {
    const { type, innerType } = internals(s).def;
    if (type === 'optional' || type === 'default') required = false;
    else if (type === 'nullable') nullable = true;
    else if (type === 'pipe') s = internals(s).def.in!;
    else break;
    if (type !== 'pipe') s = innerType!;
    declared ??= declaredRule(s);
  }
  const rule: FieldRule = { required };
  const type = nullable ? undefined : typeRule(s);
  if (type) rule.type = type;
  if (internals(s).def.type === 'string') {
    const str = s as z.ZodString;
    if (str.minLength !== null) rule.min_length = str.minLength;
    if (str.maxLength !== null) rule.max_length = str.maxLength;
    // A `.regex()` check is in the checks; string formats (uuid, email...) put theirs in the bag.
    const checks = (internals(s).def as { checks?: { _zod: { def: { pattern?: unknown } } }[] }).checks ?? [];
    const checked = checks.map((c) => c._zod.def.pattern).find((p): p is RegExp => p instanceof RegExp);
    // A standalone format schema (`z.iso.datetime()`, `z.email()`) keeps its pattern on its def.
    const own = (internals(s).def as { pattern?: unknown }).pattern;
    const [pattern] = checked
      ? [checked]
      : [...(internals(s).bag.patterns ?? []), ...(own instanceof RegExp ? [own] : [])];
    if (pattern) rule.regex = pattern.source;
  }
  if (internals(s).def.type === 'enum') rule.allowed_values = [...(s as z.ZodEnum).options];
  if (internals(s).def.type === 'literal') {
    const [value] = (s as z.ZodLiteral).values;
    if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean') {
      rule.value = value;
    }
  }
  return { ...rule, ...declared };
}

function expectedRuleSets(schema: z.ZodType): RuleSet[] {
  const { type, options, innerType } = internals(schema).def;
  if (type === 'union') return options!.flatMap(expectedRuleSets);
  // A body that may be left out (`.nullish()`) still publishes the rules of what it takes.
  if (type === 'optional' || type === 'nullable') return expectedRuleSets(innerType!);
  if (type !== 'object') return [];
  const shape = (schema as z.ZodObject).shape as Record<string, z.ZodType>;
  return [Object.fromEntries(Object.entries(shape).map(([name, field]) => [name, expectedRule(field)]))];
}

const concrete = (url: string) => url.replace(/:(\w+)/g, 'x');

async function publishedRuleSets(url: string): Promise<RuleSet[]> {
  const res = await t.app.inject({ method: 'OPTIONS', url: concrete(url) });
  expect(res.statusCode, `OPTIONS ${url}`).toBe(200);
  return res.json().rule_sets;
}

async function publishedField(url: string, field: string, set = 0): Promise<FieldRule> {
  const rule = (await publishedRuleSets(url))[set]?.[field];
  if (!rule) throw new Error(`${url} publishes no rule for ${field}`);
  return rule;
}

describe('OPTIONS publishes every rule of every route with a body', () => {
  it('answers, for each route, the rule sets its body schema states', async () => {
    // The account routes at least: an empty route table would prove nothing.
    expect(routes.map((r) => r.url)).toEqual(
      expect.arrayContaining([
        '/api/users/register',
        '/api/users/login',
        '/api/users/me/update_profile',
        '/api/users/me/update_login',
        '/api/users/me/update_password',
      ]),
    );
    const byUrl = new Map<string, z.ZodType[]>();
    for (const { url, body } of routes) byUrl.set(url, [...(byUrl.get(url) ?? []), body]);
    for (const [url, bodies] of byUrl) {
      expect(await publishedRuleSets(url), url).toEqual(bodies.flatMap(expectedRuleSets));
    }
  });

  it('carries the spec §5 limits on the account forms', async () => {
    const username = { required: true, min_length: 6, max_length: 29, regex: USERNAME_PATTERN };
    expect(await publishedField('/api/users/register', 'username')).toMatchObject(username);
    expect(await publishedField('/api/users/me/update_login', 'username')).toMatchObject(username);
    expect(await publishedField('/api/users/register', 'password')).toMatchObject({
      required: true,
      min_length: 8,
    });
    expect(await publishedField('/api/users/register', 'email')).toMatchObject({ required: true });
    expect(await publishedField('/api/users/me/update_password', 'new_password')).toMatchObject({
      required: true,
      min_length: 8,
    });
    expect(await publishedField('/api/users/me/update_password', 'old_password')).toMatchObject({
      required: true,
    });
    expect(await publishedField('/api/users/reset_password', 'password')).toMatchObject({ min_length: 8 });
    for (const set of [0, 1]) {
      expect(await publishedField('/api/users/login', 'password', set)).toMatchObject({ required: true });
    }
    expect(await publishedField('/api/users/login', 'username', 0)).toMatchObject({ required: true });
    expect(await publishedField('/api/users/login', 'email', 1)).toMatchObject({ required: true });
    for (const name of ['first_name', 'last_name']) {
      expect(await publishedField('/api/users/me/update_profile', name)).toMatchObject({ max_length: 60 });
    }
    expect(await publishedField('/api/users/me/update_profile', 'current_status')).toMatchObject({
      max_length: 140,
    });
    // A pin, wherever a form has one, is at most 4 characters (spec §5, client 1070).
    for (const { url } of routes) {
      for (const set of await publishedRuleSets(url)) {
        if (set.pin) expect(set.pin.max_length, url).toBeLessThanOrEqual(4);
      }
    }
  });
});

// ---- Boundaries: what the published rules accept the server accepts, and so for refusals ---

/** A unique name of exactly `length` letters and digits. */
let seq = 0;
function uniqueName(length: number): string {
  seq += 1;
  const id = `u${seq}${Math.random().toString(36).slice(2)}`;
  return (id + 'x'.repeat(length)).slice(0, length);
}

/** What the client's rule engine makes of a payload: passes, or the fields it refuses. */
async function clientVerdict(url: string, payload: object): Promise<string[]> {
  try {
    await client.rules.check(url, payload);
    return [];
  } catch (error) {
    if (!(error instanceof ApiError)) throw error;
    return error.errors.map((e) => e.field ?? '?');
  }
}

const errorField = (res: LightMyRequestResponse): string | undefined =>
  res.statusCode === 400 ? (res.json() as { errors: { field?: string }[] }).errors[0]?.field : undefined;

interface Probe {
  field: string;
  value: unknown;
  accepted: boolean;
}

const accept = (field: string, value: unknown): Probe => ({ field, value, accepted: true });
const refuse = (field: string, value: unknown): Probe => ({ field, value, accepted: false });

/**
 * Sends one probe both ways. An accepted value passes the client's engine and the server does
 * not refuse that field (an otherwise valid request succeeds); a refused one fails the engine on
 * that field, and the server answers 400 naming it.
 */
async function probe(
  url: string,
  { field, value, accepted }: Probe,
  send: (payload: Record<string, unknown>) => Promise<LightMyRequestResponse>,
  base: Record<string, unknown>,
  success = 200,
) {
  const payload = { ...base, [field]: value };
  const what = `${url} ${field}=${JSON.stringify(value)}`;
  const refusedBy = await clientVerdict(url, payload);
  const res = await send(payload);
  if (accepted) {
    expect(refusedBy, `client ${what}`).toEqual([]);
    expect(errorField(res), `server ${what}: ${res.body}`).not.toBe(field);
    if (success) expect(res.statusCode, `server ${what}: ${res.body}`).toBe(success);
  } else {
    expect(refusedBy, `client ${what}`).toContain(field);
    expect(res.statusCode, `server ${what}`).toBe(400);
    expect(errorField(res), `server ${what}: ${res.body}`).toBe(field);
  }
}

const post =
  (url: string, headers: Record<string, string> = {}) =>
  (payload: object) =>
    t.app.inject({ method: 'POST', url, payload, headers });

const usernameProbes = () => [
  refuse('username', uniqueName(5)),
  accept('username', uniqueName(6)),
  accept('username', uniqueName(29)),
  refuse('username', uniqueName(30)),
  refuse('username', `${uniqueName(8)} x`),
  refuse('username', `${uniqueName(8)}é`),
  accept('username', `a.b+c-d_e@${uniqueName(8)}`),
];
const STRONG_8 = 'Qz7#vR2k';
const strong = (length: number) => (STRONG_8 + 'Lm4$'.repeat(40)).slice(0, length);

describe('register: published boundaries match the server', () => {
  const url = '/api/users/register';
  const fresh = () => {
    const { username, email, password } = newMember();
    return { username, email, password };
  };

  it.each([
    ...usernameProbes(),
    refuse('password', STRONG_8.slice(0, 7)),
    accept('password', STRONG_8),
    accept('password', strong(128)),
    refuse('password', strong(129)),
    refuse('password', ' '.repeat(9)),
    // Eight UTF-16 units but four characters: the server counts characters.
    refuse('password', '\u{1F642}'.repeat(4)),
    accept('password', '\u{1F642}\u{1F319}'.repeat(4)),
    refuse('email', 'nobody@localhost'),
    refuse('email', 'two@@example.com'),
    refuse('email', 'tab\tin@example.com'),
    refuse('marketing_country', 'ZZ'),
    refuse('marketing_country', 'USA'),
    accept('marketing_country', 'us'),
    accept('marketing_country', ' DE '),
    refuse('marketing_lang', 'fr'),
    accept('marketing_lang', 'es'),
  ])('$field = $value (accepted: $accepted)', async (p) => {
    await probe(url, p, post(url), fresh());
  });

  it('an address with white space around it is accepted, as the server trims it', async () => {
    const email = ` ${uniqueName(10)}@example.com `;
    await probe(url, accept('email', email), post(url), fresh());
  });
});

describe('profile: published boundaries match the server', () => {
  const url = '/api/users/me/update_profile';
  let headers: Record<string, string>;
  beforeAll(async () => {
    headers = auth((await signedInMember(t.app)).token);
  });

  it.each([
    accept('first_name', 'F'.repeat(60)),
    refuse('first_name', 'F'.repeat(61)),
    accept('last_name', 'Lovelace 2nd'),
    accept('last_name', 'L'.repeat(60)),
    refuse('last_name', 'L'.repeat(61)),
    refuse('last_name', 'Love\nlace'),
    accept('current_status', 's'.repeat(140)),
    refuse('current_status', 's'.repeat(141)),
    refuse('current_status', 'bell\u0007'),
    accept('dob', '1990-02-28'),
    refuse('dob', '28/02/1990'),
    accept('gender', 'non_binary'),
    refuse('gender', 'robot'),
    accept('locale', 'es'),
    refuse('locale', 'fr'),
    accept('marketing_country', 'gb'),
    refuse('marketing_country', 'XX'),
    refuse('marketing_lang', 'de'),
    refuse('email', 'not an email'),
  ])('$field = $value (accepted: $accepted)', async (p) => {
    await probe(url, p, post(url, headers), {});
  });
});

describe('username change: published boundaries match the server', () => {
  const url = '/api/users/me/update_login';
  let headers: Record<string, string>;
  beforeAll(async () => {
    headers = auth((await signedInMember(t.app)).token);
  });

  it.each(usernameProbes())('$field = $value (accepted: $accepted)', async (p) => {
    await probe(url, p, post(url, headers), {});
  });
});

describe('password change: published boundaries match the server', () => {
  const url = '/api/users/me/update_password';

  it.each([
    refuse('new_password', STRONG_8.slice(0, 7)),
    accept('new_password', STRONG_8),
    accept('new_password', strong(128)),
    refuse('new_password', strong(129)),
    refuse('new_password', 'Qz7#\u{1F642}\u{1F319}'),
    accept('new_password', 'Qz7#v\u{1F642}\u{1F319}\u{1F680}'),
    refuse('old_password', ''),
  ])('$field = $value (accepted: $accepted)', async (p) => {
    // A new member each time: a changed password would be the next probe's old one.
    const member = await signedInMember(t.app);
    const base = { old_password: member.password, new_password: 'Amber-Lantern-57' };
    await probe(url, p, post(url, auth(member.token)), base);
  });
});

describe('login: published boundaries match the server', () => {
  const url = '/api/users/login';

  it.each([accept('username', uniqueName(254)), refuse('username', uniqueName(255)), refuse('password', '')])(
    '$field = $value (accepted: $accepted)',
    async (p) => {
      // Nobody has these names: an accepted one is refused as a login, never for its length.
      await probe(url, p, post(url), { username: uniqueName(12), password: 'Violet-Harbor-91' }, 0);
    },
  );
});
