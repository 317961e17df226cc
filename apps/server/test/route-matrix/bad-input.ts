import fc from 'fast-check';
import { asWireStrings, type JsonSchema, type SeenRoute } from './route-table';

/**
 * Invalid requests for one route, derived from its own schemas: a valid request (where one can be
 * derived) changed by one to three mutations (a wrong type, a value out of bounds, a missing
 * required field, an unknown key, a whole part of the wrong shape), kept only when the route's
 * zod schema refuses the result (or it carries a NUL, which the server refuses everywhere), so
 * that no input may legitimately reach a handler and write.
 */
export interface BadCase {
  params: Record<string, unknown>;
  query: Record<string, unknown>;
  /** JSON value of the body, or the raw text of a transport case. */
  body?: unknown;
  /** Set for transport cases: the body is sent as this raw text with this content type. */
  raw?: { contentType: string | undefined; text: string };
  why: string;
}

type Path = (string | number)[];
type FuzzPart = 'params' | 'querystring' | 'body';
const FUZZ_PARTS: FuzzPart[] = ['params', 'querystring', 'body'];

interface Mutation {
  part: FuzzPart;
  kind: 'set' | 'delete' | 'unknown-key' | 'replace';
  path: Path;
  value?: unknown;
}

const LONE_SURROGATES = ['\ud800', 'a\udfffb', '\udc00\ud800'];
const NUL = ['a\u0000b', '\u0000'];
const ODD_STRINGS = [
  '',
  ' ',
  '💥💥💥',
  '../../etc/passwd',
  "' OR 1=1 --",
  '<script>alert(1)</script>',
  '%00',
  '\\',
];
const HUGE_NUMBERS = [1e308, -1e308, 2 ** 64, -(2 ** 64), -0, Number.MAX_SAFE_INTEGER + 2, 1.5, -1];
const NUMBER_TEXTS = [
  'NaN',
  'Infinity',
  '-Infinity',
  '1e308',
  '18446744073709551616',
  '-0',
  '0x10',
  '12abc',
  '1.5',
  '-1',
];

/** Values a field with schema `s` must refuse (the zod check drops the few it takes after all). */
function wrongValues(s: JsonSchema): unknown[] {
  const out: unknown[] = [null, true, 12345, [], {}, ['a', 'b'], ...ODD_STRINGS, ...LONE_SURROGATES, ...NUL];
  const options = [s, ...(s.anyOf ?? []), ...(s.oneOf ?? [])];
  for (const o of options) {
    if (o.maxLength !== undefined) out.push('x'.repeat(o.maxLength + 1), '\ud800'.repeat(o.maxLength + 1));
    if (o.minLength !== undefined && o.minLength > 0) out.push('x'.repeat(o.minLength - 1));
    if (o.pattern) out.push('NOT A MATCH!', 'ABCDEF-!!');
    if (o.enum) out.push('not-in-enum', String(o.enum[0]).toUpperCase(), `${String(o.enum[0])} `);
    if (o.type === 'integer' || o.type === 'number') {
      out.push(...HUGE_NUMBERS, ...NUMBER_TEXTS);
      if (o.minimum !== undefined) out.push(o.minimum - 1);
      if (o.exclusiveMinimum !== undefined) out.push(o.exclusiveMinimum);
      if (o.maximum !== undefined) out.push(o.maximum + 1);
    }
    if (o.type === 'boolean') out.push('true', 'yes', 2);
    if (o.type === 'array') {
      out.push('a', { 0: 'a' });
      if (o.maxItems !== undefined) out.push(Array.from({ length: o.maxItems + 1 }, () => 'a'));
    }
    if (o.type === 'object') out.push('a', [{}], 7);
  }
  out.push('x'.repeat(5000));
  return out;
}

/**
 * Endless variations on the fixed wrong values, so that even a loosely bounded field yields
 * hundreds of distinct invalid inputs: strings just past the length limit, text around a NUL or
 * a lone surrogate, numbers past the bounds.
 */
function randomWrong(s: JsonSchema): fc.Arbitrary<unknown> {
  const max = [s, ...(s.anyOf ?? [])].find((o) => o.maxLength !== undefined)?.maxLength;
  const options: fc.Arbitrary<unknown>[] = [
    fc.tuple(fc.string({ maxLength: 12 }), fc.string({ maxLength: 12 })).map(([a, b]) => `${a}\u0000${b}`),
    fc.tuple(fc.string({ maxLength: 12 }), fc.constantFrom(...LONE_SURROGATES)).map(([a, b]) => `${a}${b}`),
    fc.integer({ min: 2, max: 400 }).map((n) => 10 ** (n % 309) * (n % 2 ? -1 : 1)),
  ];
  if (max !== undefined) options.push(fc.string({ minLength: max + 1, maxLength: max + 40 }));
  return fc.oneof(...options);
}

/** Every place a value can be set in a part: the part itself and each property, depth first. */
function pathsOf(
  s: JsonSchema | undefined,
  path: Path = [],
  depth = 0,
): { path: Path; schema: JsonSchema }[] {
  if (!s || depth > 4) return [];
  const out = [{ path, schema: s }];
  const objects = [s, ...(s.anyOf ?? []), ...(s.oneOf ?? [])];
  for (const o of objects) {
    for (const [key, child] of Object.entries(o.properties ?? {}))
      out.push(...pathsOf(child, [...path, key], depth + 1));
    if (o.items) out.push(...pathsOf(o.items, [...path, 0], depth + 1));
  }
  return out;
}

const clone = <T>(v: T): T => (v === undefined ? v : (JSON.parse(JSON.stringify(v)) as T));

function apply(target: unknown, m: Mutation): unknown {
  if (m.kind === 'replace' || m.path.length === 0) return m.kind === 'delete' ? undefined : clone(m.value);
  const root = (target && typeof target === 'object' ? target : {}) as Record<string | number, unknown>;
  let node: Record<string | number, unknown> = root;
  m.path.slice(0, -1).forEach((key, i) => {
    const next = node[key];
    if (!next || typeof next !== 'object') node[key] = typeof m.path[i + 1] === 'number' ? [] : {};
    node = node[key] as Record<string | number, unknown>;
  });
  const last = m.path.at(-1)!;
  if (m.kind === 'delete') delete node[last];
  else if (m.kind === 'set') node[last] = clone(m.value);
  else {
    node[last] ??= {};
    const holder = node[last];
    if (holder && typeof holder === 'object' && !Array.isArray(holder)) {
      (holder as Record<string, unknown>)['unexpected_key'] = 'x';
    }
  }
  return root;
}

/** How a value travels in a URL: text, or repeated keys for an array. */
const onTheWire = (v: unknown): unknown =>
  Array.isArray(v)
    ? v.map((x) => (typeof x === 'object' ? JSON.stringify(x) : String(x)))
    : typeof v === 'object' && v !== null
      ? JSON.stringify(v)
      : String(v);

const hasNulChar = (v: unknown): boolean => JSON.stringify(v ?? null).includes('\\u0000');

/**
 * A URL cannot carry a lone surrogate: the server may read its bytes as one or three U+FFFD, so
 * a URL value counts as refused only when every reading of it is.
 */
const LONE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g;
const readings = (v: unknown): unknown[] =>
  JSON.stringify(v).match(LONE) === null && !LONE.test(JSON.stringify(v))
    ? [v]
    : [
        v,
        ...['\ufffd', '\ufffd\ufffd\ufffd'].map((r) =>
          JSON.parse(JSON.stringify(v).replace(/\\ud[89ab][0-9a-f]{2}|\\ud[c-f][0-9a-f]{2}/gi, r)),
        ),
      ];

/** What the validator will see for each part, and whether the route's schemas all accept it. */
function acceptedBySchema(route: SeenRoute, c: BadCase): boolean {
  // An empty array is no key at all in a query string.
  const query = Object.entries(c.query).filter(([, v]) => !(Array.isArray(v) && v.length === 0));
  const seen: Record<FuzzPart, unknown[]> = {
    params: readings(asWireStrings(c.params)),
    querystring: readings(Object.fromEntries(query.map(([k, v]) => [k, onTheWire(v)]))),
    body: [c.body === undefined ? undefined : JSON.parse(JSON.stringify(c.body) ?? 'null')],
  };
  return FUZZ_PARTS.every((part) => {
    const zod = route.zod[part];
    if (!zod) return true;
    return seen[part].some((value) => zod.safeParse(value).success);
  });
}

/** The raw bodies every route with a JSON body must refuse: wrong media types and broken JSON. */
function transportCases(base: Omit<BadCase, 'why'>): BadCase[] {
  const raw = (contentType: string | undefined, text: string, why: string): BadCase => ({
    ...base,
    body: undefined,
    raw: { contentType, text },
    why,
  });
  return [
    raw('text/plain', 'hello', 'text/plain body'),
    raw(
      'multipart/form-data; boundary=x',
      '--x\r\nContent-Disposition: form-data; name="a"\r\n\r\n1\r\n--x--\r\n',
      'multipart body',
    ),
    raw('application/x-www-form-urlencoded', 'a=1&b=2', 'urlencoded body'),
    raw('application/xml', '<a/>', 'xml body'),
    raw('application/json', '{"a":', 'truncated JSON'),
    raw('application/json', "{'a':1}", 'single-quoted JSON'),
    raw('application/json', '{"a":1}}', 'trailing brace'),
    raw('application/json', 'NaN', 'NaN literal'),
    raw('application/json', '', 'empty JSON body'),
    raw('application/json', '   ', 'blank JSON body'),
    raw('application/json', 'null', 'JSON null'),
    raw('application/json', '"text"', 'JSON string'),
    raw('application/json', '[]', 'JSON array'),
    raw('application/json', '{"a":"\\u0000"}', 'escaped NUL'),
    raw('application/json', '{"__proto__":{"x":1}}', 'prototype key'),
    raw('application/json', '['.repeat(10_000), 'deeply nested JSON'),
    raw('application/json', JSON.stringify({ pad: 'x'.repeat(1_100_000) }), 'body over the 1 MiB limit'),
    raw(undefined, '{"a":1}', 'no content type'),
  ];
}

/**
 * At least `count` distinct invalid cases for the route (plus the transport cases of a body
 * route), reproducible from `seed`.
 */
export function badCases(
  route: SeenRoute,
  valid: { params: Record<string, unknown>; query: Record<string, unknown>; body: unknown },
  count: number,
  seed: number,
): BadCase[] {
  const takesBody = !!route.zod.body;
  const parts = FUZZ_PARTS.filter((p) => route.zod[p]);
  const mutation = fc.oneof(
    ...parts.map((part) => {
      const paths = pathsOf(route.json[part]);
      const set = fc
        .constantFrom(...paths)
        .chain(({ path, schema }) =>
          fc
            .oneof(
              { weight: 4, arbitrary: fc.constantFrom(...wrongValues(schema)) },
              { weight: 4, arbitrary: randomWrong(schema) },
              { weight: 1, arbitrary: fc.string({ unit: 'binary', maxLength: 40 }) },
              { weight: 1, arbitrary: fc.oneof(fc.double(), fc.integer(), fc.bigInt().map(String)) },
            )
            .map((value): Mutation => ({ part, kind: 'set', path, value })),
        );
      const nonRoot = paths.filter((p) => p.path.length > 0);
      const del = nonRoot.length
        ? fc.constantFrom(...nonRoot).map(({ path }): Mutation => ({ part, kind: 'delete', path }))
        : set;
      const objects = paths.filter((p) => p.schema.type === 'object' && p.path.length > 0);
      const unknown = fc.constantFrom({ path: [] as Path }, ...objects).map(({ path }): Mutation => ({
        part,
        kind: path.length ? 'unknown-key' : 'set',
        path: path.length ? path : ['unexpected_key'],
        value: 'x',
      }));
      const shapes = part === 'body' ? [[valid.body], 'a', 123, null, true, {}] : [{}];
      const replace = fc
        .constantFrom(...shapes)
        .map((value): Mutation => ({ part, kind: 'replace', path: [], value }));
      return fc.oneof(
        { weight: 6, arbitrary: set },
        { weight: 2, arbitrary: del },
        { weight: 1, arbitrary: unknown },
        { weight: 1, arbitrary: replace },
      );
    }),
  );

  const cases = new Map<string, BadCase>();
  // Rounds of samples until enough distinct invalid cases: a loosely bounded route needs more.
  const mutations = fc.array(mutation, { minLength: 1, maxLength: 3 });
  for (let round = 0; round < 8 && cases.size < count; round += 1) {
    for (const sample of fc.sample(mutations, { seed: seed + round * 7919, numRuns: count * 2 })) {
      addCase(sample);
      if (cases.size >= count) break;
    }
  }
  function addCase(mutations: Mutation[]) {
    const c: BadCase = {
      params: clone(valid.params),
      query: clone(valid.query),
      body: takesBody ? clone(valid.body) : undefined,
      why: '',
    };
    for (const m of mutations) {
      if (m.part === 'params') c.params = (apply(c.params, m) ?? {}) as Record<string, unknown>;
      else if (m.part === 'querystring') c.query = (apply(c.query, m) ?? {}) as Record<string, unknown>;
      else c.body = apply(c.body, m);
    }
    // Path and query parts are objects of text: keep only what a URL can carry.
    if (!c.params || typeof c.params !== 'object' || Array.isArray(c.params)) c.params = {};
    if (!c.query || typeof c.query !== 'object' || Array.isArray(c.query)) c.query = {};
    c.params = Object.fromEntries(
      Object.entries(c.params).map(([k, v]) => [k, Array.isArray(v) ? v.join(',') : onTheWire(v)]),
    );
    if (takesBody && c.body === undefined) c.body = null;
    if (!hasNulChar(c) && acceptedBySchema(route, c)) return;
    c.why = mutations
      .map((m) => `${m.kind} ${m.part}${m.path.length ? `.${m.path.join('.')}` : ''}`)
      .join(' + ');
    const key = JSON.stringify([c.params, c.query, c.body]) ?? '';
    if (!cases.has(key)) cases.set(key, c);
  }
  const out = [...cases.values()];
  if (takesBody) out.push(...transportCases({ params: valid.params, query: valid.query }));
  return out;
}

/** A URL component, with lone surrogates sent as the bytes a careless client would send. */
export function encodeComponent(value: string): string {
  let out = '';
  for (const ch of value.match(/[\ud800-\udbff][\udc00-\udfff]|[\s\S]/g) ?? []) {
    const code = ch.charCodeAt(0);
    out +=
      ch.length === 1 && code >= 0xd800 && code <= 0xdfff
        ? Buffer.from([0xe0 | (code >> 12), 0x80 | ((code >> 6) & 0x3f), 0x80 | (code & 0x3f)])
            .toString('hex')
            .replace(/../g, '%$&')
            .toUpperCase()
        : encodeURIComponent(ch);
  }
  return out;
}
