import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Kysely, Migration } from 'kysely';
import type { AppConfig } from '../config/config';
import type { DatabaseHandle } from '../db/database';
import type { Database } from '../db/schema';
import { noMemberCache, type MemberCache } from '../http/member-cache/member-cache';
import { ItemLoaderRegistry, type ItemLoader } from './catalogue/item-loaders';
import type { DemoExtension } from './demo/demo-extension';
import type { DevicesOverrides } from './devices/devices.factory';
import type { EventsOverrides } from './events/events.factory';
import type { AnalyticsOverrides } from './analytics/analytics.factory';
import type { Mailer } from './mail/mail-types';
import type { PlaybackOverrides } from './playback/playback.factory';
import type { PremiumOverrides } from './premium/premium.factory';

/*
 * How a server module is wired: one descriptor per module folder (`<name>/<name>.module.ts`,
 * made with `defineModule`), and one line in `modules/index.ts`. Nothing else names it.
 *
 * - Services: `create(ctx)` returns the module's services (`createXServices(...)`, returning
 *   `XServices`, in `<name>.factory.ts`). `ctx.deps` holds the services of the modules named in
 *   `dependsOn`, typed: the module's file adds its services type to ModuleServicesMap below
 *   (`declare module '../module-registry' { interface ModuleServicesMap { x: XServices } }`).
 * - Routes: `routes` is a Fastify plugin given the module's services, and nothing else; what
 *   its routes need from other modules (the sessions, most often) goes into the services.
 * - A new table: write a migration in the module folder (`<name>/migrations/<name>-0001-....ts`,
 *   exporting `up` and `down`) and list it under `migrations`; declare the table's row type in
 *   the module (e.g. `<name>.schema.ts`) and add it to the Kysely database type there with
 *   `declare module '../../db/schema' { interface Database { my_table: MyTable } }` (the
 *   file must import or export something; being under src/ puts the table in every
 *   Kysely<Database> of the program). db/schema.ts and db/migrations/ are not edited. Migrations of every module and the core
 *   list (db/migrations, 0001-0008…) run together in name order (Kysely sorts by name and
 *   records the names it applied: a name, once released, never changes). Prefix a module's
 *   migration names with a date or a number after the core's last, so they sort after the
 *   tables they reference; two modules giving the same name stop the start-up.
 * - Rows the product cannot start without: `seed(db, config)`, idempotent; the server and the
 *   test app both run every module's seed, in dependency order.
 * - Catalogue items: `itemLoaders(services)` gives the loaders of the item types the module owns
 *   (collections, rails and search resolve them through ctx.items).
 * - Demo content: `demoExtensions(config)` adds work the demo generator runs after writing the
 *   catalogue (the streams module renders the demo videos).
 * - Clean-up: `onClose(services)` runs when the app closes (connections, timers).
 */

/** Each module's services, by module name: every module file adds its own entry. */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type
export interface ModuleServicesMap {}

export type ModuleName = keyof ModuleServicesMap & string;

/** What tests may replace through buildApp. */
export interface ModuleOverrides {
  /** Replaces the configured mailer (the accounts tests record mails instead). */
  mailer?: Mailer;
  /** Replaces playback's premium state, media or clock (the playback tests). */
  playback?: PlaybackOverrides;
  /** Replaces premium's clock (time travel) or payment gateway (the premium tests). */
  premium?: PremiumOverrides;
  /** Replaces parental controls' clock (pin locks, unlock expiry, ages; the parental tests). */
  parental?: { now?: () => Date };
  /** Replaces device linking's clock, code maker, stores or limits (the devices tests). */
  devices?: DevicesOverrides;
  /** Replaces events' clock or premium state (the events and check-in tests). */
  events?: EventsOverrides;
  /** Replaces analytics' clock, seen-store or rollup timing (the analytics and insights tests). */
  analytics?: AnalyticsOverrides;
}

/** What a module's `create` is given. */
export interface ModuleContext<D extends string = never> {
  database: DatabaseHandle;
  /** database.db: the query builder most modules need. */
  db: Kysely<Database>;
  config: AppConfig;
  log: FastifyBaseLogger;
  /** The services of the modules named in `dependsOn`. */
  deps: { [K in D]: K extends ModuleName ? ModuleServicesMap[K] : unknown };
  /** Resolves catalogue items of every type; filled from every module's `itemLoaders`. */
  items: ItemLoaderRegistry;
  overrides: ModuleOverrides;
  /** This instance's member caches: sessions and member-private replies (docs/member-cache.md). */
  memberCache: MemberCache;
}

/** A module as the runner sees it (services untyped). */
export interface ServerModule<S = unknown, D extends string = string> {
  name: string;
  dependsOn: readonly D[];
  create(ctx: ModuleContext<D>): S;
  routes?: FastifyPluginAsyncZod<S & object>;
  seed?(db: Kysely<Database>, config: AppConfig): Promise<void>;
  migrations?: Record<string, Migration>;
  itemLoaders?(services: S): readonly ItemLoader[];
  demoExtensions?(config: AppConfig): DemoExtension[];
  onClose?(services: S): Promise<void> | void;
}

// The runner only reads what each module declares; `any` here erases the per-module services
// type, which each descriptor checked against its own create() when it was defined.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type AnyModule = ServerModule<any, string>;

/** A module descriptor, checked: `name` has its services type, `deps` those of `dependsOn`. */
export function defineModule<N extends ModuleName, D extends ModuleName = never>(
  module: ServerModule<ModuleServicesMap[N], D> & { name: N; dependsOn: readonly D[] },
): AnyModule {
  return module as AnyModule;
}

/**
 * The modules in construction order: every module after the modules it depends on, otherwise
 * in list order. A dependency not in the list, a name listed twice or a circle of dependencies
 * throws, naming the modules.
 */
export function orderModules<M extends Pick<AnyModule, 'name' | 'dependsOn'>>(modules: readonly M[]): M[] {
  const byName = new Map<string, M>();
  for (const m of modules) {
    if (byName.has(m.name)) throw new Error(`Module "${m.name}" is listed twice`);
    byName.set(m.name, m);
  }
  for (const m of modules) {
    for (const dep of m.dependsOn) {
      if (!byName.has(dep)) {
        throw new Error(`Module "${m.name}" depends on "${dep}", which is not in the module list`);
      }
    }
  }
  const ordered: M[] = [];
  const state = new Map<string, 'visiting' | 'done'>();
  const visit = (m: M, path: string[]) => {
    const seen = state.get(m.name);
    if (seen === 'done') return;
    if (seen === 'visiting') {
      const circle = [...path.slice(path.indexOf(m.name)), m.name];
      throw new Error(`Modules depend on each other in a circle: ${circle.join(' → ')}`);
    }
    state.set(m.name, 'visiting');
    for (const dep of m.dependsOn) visit(byName.get(dep)!, [...path, m.name]);
    state.set(m.name, 'done');
    ordered.push(m);
  };
  for (const m of modules) visit(m, []);
  return ordered;
}

/** The core migrations and every module's, by name; a name given twice throws, naming both. */
export function mergeMigrations(
  core: Record<string, Migration>,
  modules: readonly Pick<AnyModule, 'name' | 'migrations'>[],
): Record<string, Migration> {
  const owner = new Map<string, string>(Object.keys(core).map((name) => [name, 'db/migrations']));
  const merged: Record<string, Migration> = { ...core };
  for (const m of modules) {
    for (const [name, migration] of Object.entries(m.migrations ?? {})) {
      const first = owner.get(name);
      if (first !== undefined) {
        throw new Error(`Migration "${name}" is defined twice: by ${first} and by module "${m.name}"`);
      }
      owner.set(name, `module "${m.name}"`);
      merged[name] = migration;
    }
  }
  return merged;
}

/** What the runner is given; without `memberCache` nothing is cached (operator commands, tests). */
export type ModuleContextBase = Omit<ModuleContext, 'deps' | 'items' | 'db' | 'memberCache'> & {
  memberCache?: MemberCache;
};

/** Every module's services, by name, built in dependency order, with the item loaders registered. */
export function createModuleServices(
  modules: readonly AnyModule[],
  base: ModuleContextBase,
): Map<string, unknown> {
  const services = new Map<string, unknown>();
  const items = new ItemLoaderRegistry();
  const memberCache = base.memberCache ?? noMemberCache();
  for (const m of orderModules(modules)) {
    const deps = Object.fromEntries(m.dependsOn.map((name) => [name, services.get(name)]));
    services.set(m.name, m.create({ ...base, db: base.database.db, deps, items, memberCache }));
  }
  for (const m of modules) if (m.itemLoaders) items.register(...m.itemLoaders(services.get(m.name)));
  return services;
}

/**
 * Builds every module's services and registers their routes (in list order) and close hooks
 * on `app`. Returns the services by module name.
 */
export async function registerModules(
  app: FastifyInstance,
  modules: readonly AnyModule[],
  base: ModuleContextBase,
): Promise<Map<string, unknown>> {
  const services = createModuleServices(modules, base);
  for (const m of modules) {
    const own = services.get(m.name);
    if (m.routes) await app.register(m.routes, own as object);
    if (m.onClose) {
      const onClose = m.onClose.bind(m);
      app.addHook('onClose', async () => onClose(own));
    }
  }
  return services;
}

/** Runs every module's seed, in dependency order (a seed may reference rows of its dependencies). */
export async function seedModules(
  modules: readonly AnyModule[],
  db: Kysely<Database>,
  config: AppConfig,
): Promise<void> {
  for (const m of orderModules(modules)) await m.seed?.(db, config);
}

/** The demo generator's extensions, as the modules contribute them for this configuration. */
export function demoExtensionsOf(modules: readonly AnyModule[], config: AppConfig): DemoExtension[] {
  return modules.flatMap((m) => m.demoExtensions?.(config) ?? []);
}
