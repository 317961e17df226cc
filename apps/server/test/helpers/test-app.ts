import os from 'node:os';
import path from 'node:path';
import fs from 'node:fs';
import type { FastifyInstance, RouteOptions } from 'fastify';
import { loadConfig, type AppConfig } from '../../src/config/config';
import { buildApp } from '../../src/app';
import { serverModules } from '../../src/modules/index';
import { seedModules } from '../../src/modules/module-registry';
import type { DatabaseHandle } from '../../src/db/database';
import { createTestDatabase } from './test-database';

export interface TestApp {
  app: FastifyInstance;
  config: AppConfig;
  database: DatabaseHandle;
}

/**
 * Test configuration as the environment would give it, on a fresh DATA_DIR (`fv-<prefix>-…` in
 * the system temp folder) unless `env` names one. `removeOnClose(app)` deletes the folder made
 * here when the app closes (a test suite run used to leave gigabytes of them behind).
 */
export function testEnvironment(prefix: string, env: Record<string, string> = {}) {
  const ownDataDir = env.DATA_DIR === undefined;
  const dataDir = env.DATA_DIR ?? fs.mkdtempSync(path.join(os.tmpdir(), `fv-${prefix}-`));
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    DATA_DIR: dataDir,
    WEB_DIST_DIR: path.join(dataDir, 'no-web-build'),
    // Tests run the renewal sweep themselves (test/premium), with their own clock.
    PREMIUM_SWEEP_SECONDS: '0',
    ANALYTICS_ROLLUP_SECONDS: '0',
    ...env,
  });
  const removeOnClose = (app: FastifyInstance) => {
    if (ownDataDir)
      app.addHook('onClose', async () => fs.promises.rm(dataDir, { recursive: true, force: true }));
  };
  return { config, removeOnClose };
}

/**
 * The real app (every plugin and hook) on an isolated database, seeded as the server seeds it
 * (every module's seed), driven by in-process injection. `env` overrides configuration as the
 * environment would. The app is returned before `ready()` so a test may add routes of its own.
 * The DATA_DIR made here is removed when the app closes; one a test passes is left alone.
 */
export async function buildTestApp(
  env: Record<string, string> = {},
  onRoute?: (route: RouteOptions) => void,
): Promise<TestApp> {
  // Tests change rows between requests to the same URL; the reply cache has its own test.
  const { config, removeOnClose } = testEnvironment('test', { CATALOGUE_CACHE_SECONDS: '0', ...env });
  const database = await createTestDatabase();
  await seedModules(serverModules, database.db, config);
  const app = await buildApp({ config, database, onRoute });
  removeOnClose(app);
  return { app, config, database };
}
