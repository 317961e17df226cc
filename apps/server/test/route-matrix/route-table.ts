import crypto from 'node:crypto';
import fc from 'fast-check';
import type { RouteOptions } from 'fastify';
import { z } from 'zod';
import type { RouteAccess } from '../../src/http/route-access';
import { buildTestApp, type TestApp } from '../helpers/test-app';
import { FAST_ENV } from '../helpers/test-user';

/** The JSON Schema subset zod's conversion emits, as far as these tests read it. */
export interface JsonSchema {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  additionalProperties?: boolean | JsonSchema;
  items?: JsonSchema;
  prefixItems?: JsonSchema[];
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  enum?: unknown[];
  const?: unknown;
  pattern?: string;
  format?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  exclusiveMaximum?: number;
  minItems?: number;
  maxItems?: number;
  default?: unknown;
}

export type SchemaPart = 'params' | 'querystring' | 'body' | 'headers';
export const PARTS: SchemaPart[] = ['params', 'querystring', 'body', 'headers'];

/** One route as Fastify registered it: what the tests read of it. */
export interface SeenRoute {
  method: string;
  url: string;
  auth: RouteAccess | undefined;
  /** The route's zod schemas, by request part. */
  zod: Partial<Record<SchemaPart, z.ZodType>>;
  /** The same as JSON Schema (zod's input view), by request part. */
  json: Partial<Record<SchemaPart, JsonSchema>>;
  /** Declared content types of the body (`consumes`), e.g. multipart uploads. */
  consumes: string[];
}

export const label = (route: Pick<SeenRoute, 'method' | 'url'>) => `${route.method} ${route.url}`;

export function toJsonSchema(schema: z.ZodType): JsonSchema {
  // An empty registry instead of the global one: schemas with an id (the analytics batch's
  // events) are inlined rather than left as `$ref`s, which the sampler and mutations do not follow.
  return z.toJSONSchema(schema, {
    io: 'input',
    unrepresentable: 'any',
    metadata: z.registry(),
  }) as JsonSchema;
}

/**
 * The real app, its every route as registered (Fastify's onRoute: nothing hand-kept), rate
 * limits out of the way so hundreds of requests in a row reach the routes.
 */
export async function buildRouteTable(): Promise<{ t: TestApp; routes: SeenRoute[] }> {
  const routes: SeenRoute[] = [];
  const seen = (route: RouteOptions) => {
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    const schema = (route.schema ?? {}) as Partial<Record<SchemaPart, z.ZodType>> & { consumes?: string[] };
    const zod: SeenRoute['zod'] = {};
    const json: SeenRoute['json'] = {};
    for (const part of PARTS) {
      const s = schema[part];
      if (s instanceof z.ZodType) {
        zod[part] = s;
        json[part] = toJsonSchema(s);
      }
    }
    for (const method of methods) {
      routes.push({
        method,
        url: route.url,
        // Read once every onRoute hook has run: a plugin's own hook may declare it after ours.
        get auth() {
          return route.config?.auth;
        },
        zod,
        json,
        consumes: schema.consumes ?? [],
      });
    }
  };
  const t = await buildTestApp(
    { ...FAST_ENV, UPLOAD_RATE_LIMIT_MAX: '1000000', RATE_LIMIT_MAX: '1000000' },
    seen,
  );
  await t.app.ready();
  return { t, routes };
}

/** A string the schema takes: its pattern (fast-check builds one), within its length bounds. */
function validString(s: JsonSchema, seed: number): string {
  if (s.format === 'uuid') return crypto.randomUUID();
  if (s.format === 'email') return 'someone@example.com';
  if (s.format === 'date') return '2000-01-01';
  if (s.format === 'date-time') return '2000-01-01T00:00:00Z';
  const min = Math.max(s.minLength ?? 1, 1);
  const max = s.maxLength ?? Math.max(min, 8);
  if (s.pattern) {
    // Most patterns are uuids: a real one also passes zod's version and variant checks.
    const uuid = crypto.randomUUID();
    if (new RegExp(s.pattern).test(uuid)) return uuid;
    const fits = (v: string) => v.length >= min && v.length <= max;
    const found = fc.sample(fc.stringMatching(new RegExp(s.pattern)), { seed, numRuns: 50 }).find(fits);
    if (found !== undefined) return found;
  }
  return 'a'.repeat(Math.min(min, max));
}

function validNumber(s: JsonSchema, integer: boolean): number {
  let value = s.minimum ?? (s.exclusiveMinimum !== undefined ? s.exclusiveMinimum + 1 : 1);
  if (s.maximum !== undefined) value = Math.min(value, s.maximum);
  return integer ? Math.ceil(value) : value;
}

/**
 * A value that satisfies the JSON Schema, built from its constraints: required properties only,
 * the first enum member or union option. Refinements JSON Schema cannot say may still reject it,
 * so callers check the result with the route's own zod schema.
 */
export function sampleValid(s: JsonSchema, seed = 1): unknown {
  if (s.const !== undefined) return s.const;
  if (s.enum) return s.enum[0];
  if (s.default !== undefined) return s.default;
  const union = s.anyOf ?? s.oneOf;
  if (union) return sampleValid(union.find((o) => o.type !== 'null') ?? union[0]!, seed);
  if (s.allOf?.length) return sampleValid(s.allOf[0]!, seed);
  const type = Array.isArray(s.type) ? s.type[0] : s.type;
  switch (type) {
    case 'string':
      return validString(s, seed);
    case 'integer':
      return validNumber(s, true);
    case 'number':
      return validNumber(s, false);
    case 'boolean':
      return true;
    case 'null':
      return null;
    case 'array': {
      const count = Math.max(s.minItems ?? 1, s.prefixItems?.length ?? 0, 1);
      return Array.from({ length: Math.min(count, s.maxItems ?? count) }, (_, i) =>
        sampleValid(s.prefixItems?.[i] ?? s.items ?? { type: 'string' }, seed + i),
      );
    }
    case 'object':
    case undefined: {
      const out: Record<string, unknown> = {};
      for (const key of s.required ?? []) out[key] = sampleValid(s.properties?.[key] ?? {}, seed);
      return out;
    }
    default:
      return 'a';
  }
}

/** How a query string or path reaches the validator: every scalar as its text. */
export function asWireStrings(value: unknown): Record<string, unknown> {
  if (!value || typeof value !== 'object') return {};
  return Object.fromEntries(
    Object.entries(value).map(([k, v]) => [k, Array.isArray(v) ? v.map(String) : String(v)]),
  );
}

/** A valid input for one part of a route, checked by its own zod schema; undefined if none found. */
export function validPart(route: SeenRoute, part: SchemaPart, overrides: Record<string, string> = {}) {
  const json = route.json[part];
  const zod = route.zod[part];
  if (!json || !zod) return part === 'params' ? paramsWithout(route, overrides) : {};
  for (let seed = 1; seed <= 5; seed += 1) {
    const raw = sampleValid(json, seed);
    const value = part === 'body' ? raw : { ...asWireStrings(raw), ...overrides };
    if (zod.safeParse(value).success) return value;
  }
  return undefined;
}

/** Path parameters of a route without a params schema: a plain segment each. */
function paramsWithout(route: SeenRoute, overrides: Record<string, string>) {
  const names = [...route.url.matchAll(/:([A-Za-z0-9_]+)/g)].map((m) => m[1]!);
  return Object.fromEntries(names.map((n) => [n, overrides[n] ?? 'x']));
}

/** The URL of a route with its path parameters (and a wildcard) filled in. */
export function pathFor(url: string, params: Record<string, unknown>): string {
  return url
    .replace(/:([A-Za-z0-9_]+)/g, (_, name: string) => encodeURIComponent(String(params[name] ?? 'x')))
    .replace(/\*$/, 'file.txt');
}

export function withQuery(path: string, query: Record<string, unknown> | undefined): string {
  const search = new URLSearchParams();
  for (const [k, v] of Object.entries(query ?? {})) {
    for (const item of Array.isArray(v) ? v : [v]) search.append(k, String(item));
  }
  const text = search.toString();
  return text ? `${path}?${text}` : path;
}

/** Every table of the public schema with a checksum of its rows: nothing may change it. */
export async function snapshotTables(t: TestApp): Promise<Record<string, string>> {
  const { sql } = await import('kysely');
  const tables = await sql<{ name: string }>`
    select table_name as name from information_schema.tables
    where table_schema = 'public' and table_type = 'BASE TABLE' order by table_name`.execute(t.database.db);
  const out: Record<string, string> = {};
  for (const { name } of tables.rows) {
    // A session's last_seen_at moves on any request a minute after the last (session.service.ts):
    // bookkeeping, not a write of the request's input, so a run longer than a minute is no failure.
    const row = await sql<{ n: string; sum: string | null }>`
      select count(*)::text as n,
        md5(coalesce(string_agg((to_jsonb(x) - 'last_seen_at')::text, ',' order by (to_jsonb(x) - 'last_seen_at')::text), '')) as sum
      from ${sql.table(name)} as x`.execute(t.database.db);
    out[name] = `${row.rows[0]!.n}:${row.rows[0]!.sum}`;
  }
  return out;
}
