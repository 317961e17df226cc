import os from 'node:os';
import path from 'node:path';
import fs from 'node:fs';
import type { FastifyInstance, RouteOptions } from 'fastify';
import { loadConfig, type AppConfig } from '../../src/config/config';
import { buildApp } from '../../src/app';
import { seedDefaults } from '../../src/db/seed-defaults';
import { seedAgreements } from '../../src/modules/agreements/agreements.seed';
import type { DatabaseHandle } from '../../src/db/database';
import { createTestDatabase } from './test-database';

export interface TestApp {
  app: FastifyInstance;
  config: AppConfig;
  database: DatabaseHandle;
}

/**
 * The real app (every plugin and hook) on an isolated database, driven by in-process injection.
 * `env` overrides configuration as the environment would. The app is returned before `ready()`
 * so a test may add routes of its own.
 */
export async function buildTestApp(
  env: Record<string, string> = {},
  onRoute?: (route: RouteOptions) => void,
): Promise<TestApp> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'fv-test-'));
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    DATA_DIR: dataDir,
    WEB_DIST_DIR: path.join(dataDir, 'no-web-build'),
    // Tests change rows between requests to the same URL; the reply cache has its own test.
    CATALOGUE_CACHE_SECONDS: '0',
    ...env,
  });
  const database = await createTestDatabase();
  await seedDefaults(database.db);
  await seedAgreements(database.db);
  const app = await buildApp({ config, database, onRoute });
  return { app, config, database };
}
