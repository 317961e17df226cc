import { Migrator, type Kysely, type Migration } from 'kysely';
import { serverModules } from '../modules/index';
import { mergeMigrations } from '../modules/module-registry';
import { migrations as coreMigrations } from './migrations/index';

/**
 * The core migrations (db/migrations) and every module's own, merged; a name defined twice
 * throws before anything runs. Kysely applies them in name order.
 */
export const allMigrations = (): Record<string, Migration> => mergeMigrations(coreMigrations, serverModules);

// Migrations run against whatever schema the database has, so the handle is deliberately untyped.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function migrateToLatest(db: Kysely<any>): Promise<string[]> {
  const migrations = allMigrations();
  const migrator = new Migrator({ db, provider: { getMigrations: async () => migrations } });
  const { error, results } = await migrator.migrateToLatest();
  if (error) throw error instanceof Error ? error : new Error(String(error));
  return (results ?? []).filter((r) => r.status === 'Success').map((r) => r.migrationName);
}
