import type { FastifyInstance, RouteOptions } from 'fastify';
import { type AppConfig } from '../../src/config/config';
import type { DatabaseHandle } from '../../src/db/database';
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
export declare function buildTestApp(
  env?: Record<string, string>,
  onRoute?: (route: RouteOptions) => void,
): Promise<TestApp>;
