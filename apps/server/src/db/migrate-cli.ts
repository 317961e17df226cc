// `npm run migrate`: applies pending migrations to the configured database and exits.
import { loadConfig } from '../config/config';
import { databaseTargetFromConfig, openDatabase } from './database';
import { migrateToLatest } from './migrate';

const config = loadConfig();
const handle = openDatabase(databaseTargetFromConfig(config));
try {
  const applied = await migrateToLatest(handle.db);
  console.log(applied.length ? `applied: ${applied.join(', ')}` : 'database is up to date');
} finally {
  await handle.close();
}
