import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../helpers/test-app';
import { signedInMember } from '../helpers/test-user';
import { badCases, encodeComponent, type BadCase } from './bad-input';
import { buildRouteTable, label, snapshotTables, validPart, type SeenRoute } from './route-table';

/*
 * Hundreds of invalid requests for every route that takes input, generated from the route's own
 * schemas (see bad-input.ts) so that a new route is covered by its first commit. Each must answer
 * a 4xx with the error envelope, never a 5xx, and none may change a stored row. A fixed seed
 * makes a failure reproducible: its message names the route, the mutations and the input.
 */
const SEED = 20_261_125;
const PER_ROUTE = 200;
const BATCH = 16;

let t: TestApp;
let routes: SeenRoute[];
let sessionHeaders: Record<string, string>;
let before: Record<string, string>;

beforeAll(async () => {
  ({ t, routes } = await buildRouteTable());
  // Signed in before the snapshot: bad input must meet validation, not the auth step. A check-in
  // admin, so that bad input reaches the check-in services too, not their 403.
  const member = await signedInMember(t.app);
  sessionHeaders = member.headers;
  await t.database.db
    .updateTable('users')
    .set({ checkin_admin: true })
    .where('guid', '=', member.guid)
    .execute();
  before = await snapshotTables(t);
});
afterAll(async () => t?.app.close());

/** Fastify's HEAD copy of a GET shares its schemas and handler; its reply has no body to check. */
const requestable = () => routes.filter((r) => r.method !== 'HEAD');
const takesInput = (r: SeenRoute) => !!(r.zod.params || r.zod.querystring || r.zod.body);

function urlOf(route: SeenRoute, c: BadCase): string {
  const path = route.url.replace(/:([A-Za-z0-9_]+)/g, (_, name: string) =>
    encodeComponent(String(c.params[name] ?? '')),
  );
  const query = Object.entries(c.query).flatMap(([k, v]) =>
    (Array.isArray(v) ? v : [v]).map((item) => `${encodeComponent(k)}=${encodeComponent(String(item))}`),
  );
  return query.length ? `${path}?${query.join('&')}` : path;
}

function send(route: SeenRoute, c: BadCase): Promise<LightMyRequestResponse> {
  const headers: Record<string, string> = route.auth === 'public' ? {} : { ...sessionHeaders };
  let payload: string | undefined;
  if (c.raw) {
    payload = c.raw.text;
    if (c.raw.contentType) headers['content-type'] = c.raw.contentType;
  } else if (route.zod.body) {
    payload = JSON.stringify(c.body) ?? 'null';
    headers['content-type'] = 'application/json';
  }
  return t.app.inject({ method: route.method as 'POST', url: urlOf(route, c), headers, payload });
}

/**
 * The DESIGN.md error envelope, or why the reply is not one. Outside /api a URL the router cannot
 * read (400) or match (404) is answered in plain text, as a web server would (error-handler.ts).
 */
function envelopeProblem(res: LightMyRequestResponse, url = '/api/'): string | null {
  if (res.statusCode < 400 || res.statusCode > 499) return `status ${res.statusCode}`;
  const plainRefusal =
    [400, 404].includes(res.statusCode) && /^text\/plain/.test(String(res.headers['content-type'] ?? ''));
  if (!url.startsWith('/api/') && plainRefusal) return null;
  let body: { message?: unknown; errors?: { code?: unknown; message?: unknown }[] };
  try {
    body = res.json();
  } catch {
    return 'body is not JSON';
  }
  if (typeof body.message !== 'string') return 'no message';
  if (!Array.isArray(body.errors) || body.errors.length === 0) return 'no errors';
  for (const e of body.errors) {
    if (typeof e.message !== 'string') return 'an error without a message';
    if (typeof e.code !== 'string' && typeof e.code !== 'number') return 'an error without a code';
  }
  return null;
}

const show = (c: BadCase) =>
  JSON.stringify(
    c.raw ? { ...c.raw, text: c.raw.text.slice(0, 120) } : { params: c.params, query: c.query, body: c.body },
  ).slice(0, 400);

describe('generated bad input', () => {
  it('every route that takes input answers each invalid request with a coded 4xx', async () => {
    const fuzzed = requestable().filter(takesInput);
    const failures: string[] = [];
    let sent = 0;
    for (const [i, route] of fuzzed.entries()) {
      const valid = {
        params: (validPart(route, 'params') ?? {}) as Record<string, unknown>,
        query: (validPart(route, 'querystring') ?? {}) as Record<string, unknown>,
        body: route.zod.body ? (validPart(route, 'body') ?? {}) : undefined,
      };
      const cases = badCases(route, valid, PER_ROUTE, SEED + i);
      const generated = cases.filter((c) => !c.raw).length;
      if (generated < PER_ROUTE) failures.push(`${label(route)}: only ${generated} invalid inputs generated`);
      for (let start = 0; start < cases.length; start += BATCH) {
        const batch = cases.slice(start, start + BATCH);
        const replies = await Promise.all(batch.map((c) => send(route, c)));
        replies.forEach((res, k) => {
          const c = batch[k]!;
          const problem = envelopeProblem(res, route.url);
          if (problem) {
            failures.push(`${label(route)} [${c.why}] ${show(c)} → ${problem}: ${res.body.slice(0, 200)}`);
          }
        });
        sent += batch.length;
      }
    }
    console.log(
      `bad input: ${sent} invalid requests over ${fuzzed.length} routes, ${failures.length} failures`,
    );
    expect(failures.slice(0, 40), `${failures.length} failures`).toEqual([]);
  }, 300_000);

  // Before the uploads below: their handler checks the session first, which may touch it.
  it('wrote nothing: every table is as it was', async () => {
    expect(await snapshotTables(t)).toEqual(before);
  });

  it('routes without a schema of their input are handled and said so', async () => {
    const untouched = requestable().filter((r) => !takesInput(r));
    // Multipart uploads have no JSON schema to derive from: every other media type is refused.
    const uploads = untouched.filter((r) => r.consumes.includes('multipart/form-data'));
    const failures: string[] = [];
    for (const route of uploads) {
      for (const [type, text] of [
        ['application/json', '{"avatar":"x"}'],
        ['text/plain', 'hello'],
        ['application/x-www-form-urlencoded', 'a=1'],
        ['multipart/form-data; boundary=x', '--x\r\nbroken'],
        ['multipart/form-data', ''],
      ] as const) {
        const res = await t.app.inject({
          method: route.method as 'POST',
          url: route.url,
          headers: { ...sessionHeaders, 'content-type': type },
          payload: text,
        });
        const problem = envelopeProblem(res);
        if (problem) failures.push(`${label(route)} ${type} → ${problem}: ${res.body.slice(0, 200)}`);
      }
    }
    const rest = untouched.filter((r) => !uploads.includes(r));
    const heads = routes.filter((r) => r.method === 'HEAD').length;
    console.log(
      `bad input: ${uploads.length} multipart upload routes sent 5 wrong bodies each (no schema to derive ` +
        `from; their image checks are in test/uploads); ${rest.length} routes take no input to fuzz: ` +
        `${rest.map(label).join(', ')}; ${heads} HEAD routes share their GET's schema and handler (fuzzed as GET)`,
    );
    expect(failures).toEqual([]);
  });
});
