import { globalRegistry, type GlobalMeta } from 'zod/v4/core';

/** What zod's JSON Schema conversion passes a schema: `seen` holds one entry per schema object. */
interface JsonSchemaContext {
  seen: Map<object, unknown>;
}
type ProcessJsonSchema = (ctx: JsonSchemaContext, ...rest: unknown[]) => unknown;

/**
 * A schema built the first time anything touches it, instead of when its module is imported.
 *
 * Building a zod 4 schema constructs one object per field (and per `.int()`, `.nullable()`, ...):
 * building all of the contract's took the browser 80-100 ms of start-up under Lighthouse's 4x
 * CPU throttling (bench/startup-cost.ts), although a first page parses two or three replies. The value returned stands for the
 * schema everywhere (parse, `.shape`, `.extend`, `instanceof`, nesting in other schemas, route
 * schemas, OpenAPI) and has the factory's exact type, so callers and the server see no difference.
 *
 * `meta` is registered on the returned value itself, at once, in zod's global registry (what
 * `.meta()` does): the OpenAPI document lists every component by id before any is built, and a
 * schema nested in another is found under its id. Give ids here, never with `.meta()` inside the
 * factory: that would register the inner object, which no caller holds.
 *
 * A factory that throws is not remembered: each use throws its error, as the eager build did.
 *
 * Marked free of side effects for bundlers: a schema the web app never references (request
 * bodies, route params: the server's) is left out of its chunks. Its registration only matters
 * to the server's OpenAPI document, which runs the contract unbundled.
 */
/* @__NO_SIDE_EFFECTS__ */
export function lazySchema<T extends object>(build: () => T, meta?: GlobalMeta): T {
  let built: T | undefined;
  let internals: object | undefined;
  const schema = (): T => (built ??= build());
  // What zod settles on first read through the proxy lands here, not on the built schema: methods
  // bound to their receiver (`schema.nullable()` must wrap the proxy, which carries the id) and
  // values derived from it. Reads look here first, then at the built schema, with the proxy as
  // receiver, so every getter and method sees the schema callers hold.
  const local = {} as T;
  const proxy: T = new Proxy(local, {
    get: (target, key) => {
      if (key === '_zod') return (internals ??= jsonSchemaAware(proxy, schema()));
      return Object.hasOwn(target, key) ? Reflect.get(target, key) : Reflect.get(schema(), key, proxy);
    },
    set: (target, key, value) =>
      Object.hasOwn(target, key) ? Reflect.set(target, key, value) : Reflect.set(schema(), key, value, proxy),
    has: (target, key) => Reflect.has(target, key) || Reflect.has(schema(), key),
    ownKeys: (target) => [...new Set([...Reflect.ownKeys(target), ...Reflect.ownKeys(schema())])],
    getOwnPropertyDescriptor: (target, key) => {
      const own = Reflect.getOwnPropertyDescriptor(target, key);
      if (own) return own;
      // Reported configurable: a proxy may not claim a non-configurable property its target lacks.
      const descriptor = Reflect.getOwnPropertyDescriptor(schema(), key);
      return descriptor && { ...descriptor, configurable: true };
    },
    getPrototypeOf: () => Reflect.getPrototypeOf(schema()),
  });
  // zod keeps its global registry on globalThis, shared by every copy of zod in the process: the
  // server-side renderer's bundle carries its own copy of this contract, and registering its
  // schemas again would take the ids over from the server's (the OpenAPI document then finds
  // two schemas under one id and fails). The first copy to register an id keeps it.
  const idmap = (globalRegistry as unknown as { _idmap?: Map<unknown, unknown> })._idmap;
  if (meta && !(meta.id !== undefined && idmap?.has(meta.id))) globalRegistry.add(proxy as never, meta);
  return proxy;
}

/**
 * The built schema's internals (`_zod`), as the proxy shows them. One thing differs: zod's JSON
 * Schema conversion files its work under the object it was handed (the proxy), while the built
 * schema's converter looks its entry up under itself; for the length of that call the entry is
 * also filed under the built schema. Everything else reads and writes the real internals.
 */
function jsonSchemaAware(proxy: object, built: object): object {
  const real = (built as { _zod: { processJSONSchema?: ProcessJsonSchema } })._zod;
  const process = real.processJSONSchema;
  if (!process) return real;
  const aliased: ProcessJsonSchema = (ctx, ...rest) => {
    const alias = !ctx.seen.has(built) && ctx.seen.has(proxy);
    if (alias) ctx.seen.set(built, ctx.seen.get(proxy));
    try {
      return process(ctx, ...rest);
    } finally {
      if (alias) ctx.seen.delete(built);
    }
  };
  return new Proxy(real, {
    get: (target, key) => (key === 'processJSONSchema' ? aliased : Reflect.get(target, key)),
  });
}
