import { describe, expect, it } from 'vitest';
import type { Migration } from 'kysely';
import { migrations as coreMigrations } from '../src/db/migrations/index';
import { allMigrations } from '../src/db/migrate';
import type { ItemLoaderRegistry } from '../src/modules/catalogue/item-loaders';
import { serverModules } from '../src/modules/index';
import {
  createModuleServices,
  mergeMigrations,
  orderModules,
  type AnyModule,
  type ModuleContextBase,
} from '../src/modules/module-registry';

const mod = (name: string, dependsOn: string[] = [], extra: Partial<AnyModule> = {}): AnyModule => ({
  name,
  dependsOn,
  create: () => ({}),
  ...extra,
});
const names = (modules: readonly { name: string }[]) => modules.map((m) => m.name);
const noop: Migration = { up: async () => {} };

describe('orderModules', () => {
  it('puts every module after its dependencies, otherwise keeping list order', () => {
    const ordered = orderModules([
      mod('playback', ['streams', 'auth']),
      mod('health'),
      mod('streams', ['accounts']),
      mod('accounts', ['auth']),
      mod('auth'),
    ]);
    expect(names(ordered)).toEqual(['auth', 'accounts', 'streams', 'playback', 'health']);
  });

  it('fails on a dependency missing from the list, naming both modules', () => {
    expect(() => orderModules([mod('auth'), mod('streams', ['auth', 'rights'])])).toThrow(
      'Module "streams" depends on "rights", which is not in the module list',
    );
  });

  it('fails on a circle of dependencies, naming the modules in it', () => {
    expect(() => orderModules([mod('health'), mod('a', ['b']), mod('b', ['c']), mod('c', ['a'])])).toThrow(
      'Modules depend on each other in a circle: a → b → c → a',
    );
    expect(() => orderModules([mod('self', ['self'])])).toThrow(
      'Modules depend on each other in a circle: self → self',
    );
  });

  it('fails on a module listed twice', () => {
    expect(() => orderModules([mod('quiz'), mod('quiz')])).toThrow('Module "quiz" is listed twice');
  });

  it('orders the real module list, every dependency first', () => {
    const ordered = names(orderModules(serverModules));
    for (const m of serverModules) {
      for (const dep of m.dependsOn) expect(ordered.indexOf(dep)).toBeLessThan(ordered.indexOf(m.name));
    }
  });
});

describe('mergeMigrations', () => {
  it('adds module migrations to the core ones', () => {
    const merged = mergeMigrations({ '0001-core': noop }, [
      mod('comics', [], { migrations: { '0101-comics': noop } }),
      mod('lists'),
    ]);
    expect(Object.keys(merged).sort()).toEqual(['0001-core', '0101-comics']);
  });

  it('fails when two modules define the same name', () => {
    expect(() =>
      mergeMigrations({ '0001-core': noop }, [
        mod('comics', [], { migrations: { '0101-shared': noop } }),
        mod('lists', [], { migrations: { '0101-shared': noop } }),
      ]),
    ).toThrow('Migration "0101-shared" is defined twice: by module "comics" and by module "lists"');
  });

  it('fails when a module reuses a core name', () => {
    expect(() =>
      mergeMigrations({ '0001-core': noop }, [mod('comics', [], { migrations: { '0001-core': noop } })]),
    ).toThrow('Migration "0001-core" is defined twice: by db/migrations and by module "comics"');
  });

  it('keeps the released core names as they are (Kysely records them)', () => {
    const names = Object.keys(allMigrations());
    for (const name of Object.keys(coreMigrations)) expect(names).toContain(name);
    expect(names).toEqual(
      expect.arrayContaining([
        '0001-shell',
        '0002-accounts',
        '0003-mail-outbox',
        '0004-agreements',
        '0005-catalogue',
        '0006-episode-counts',
        '0007-catalogue-version',
        '0008-playback',
      ]),
    );
  });
});

describe('createModuleServices', () => {
  const base = { database: { db: {} }, overrides: {} } as unknown as ModuleContextBase;

  it("builds dependencies first and hands each module its dependencies' services", () => {
    const built: string[] = [];
    const services = createModuleServices(
      [
        mod('greeter', ['words'], {
          create: ({ deps }) => {
            built.push('greeter');
            const { words } = deps as { words: { hello: string } };
            return { greet: `${words.hello}, world` };
          },
        }),
        mod('words', [], {
          create: () => {
            built.push('words');
            return { hello: 'hello' };
          },
        }),
      ],
      base,
    );
    expect(built).toEqual(['words', 'greeter']);
    expect(services.get('greeter')).toEqual({ greet: 'hello, world' });
  });

  it('registers every module’s item loaders in the shared registry', async () => {
    const loader = {
      type: 'Book' as const,
      load: async (uuids: readonly string[]) =>
        new Map(uuids.map((u) => [u, { item_type: 'Book', uuid: u } as never])),
    };
    const services = createModuleServices(
      [
        mod('shelf', [], { create: ({ items }) => ({ items }) }),
        mod('books', [], { create: () => ({ loaders: [loader] }), itemLoaders: (s) => s.loaders }),
      ],
      base,
    );
    const { items } = services.get('shelf') as { items: ItemLoaderRegistry };
    const resolved = await items.resolve([{ item_type: 'Book', item_uuid: 'b1' }], 'en');
    expect(resolved).toEqual([{ item_type: 'Book', uuid: 'b1' }]);
  });
});
