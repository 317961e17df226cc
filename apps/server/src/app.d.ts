import { type FastifyInstance, type RouteOptions } from 'fastify';
import { type Locale } from '@fanverse/contract';
import type { AppConfig } from './config/config';
import type { DatabaseHandle } from './db/database';
declare module 'fastify' {
  interface FastifyRequest {
    /** The reply language from `?trans=` (DESIGN.md "Language"), English when absent or unknown. */
    readonly lang: Locale;
  }
}
export interface AppDeps {
  config: AppConfig;
  database: DatabaseHandle;
  /** Sees every route as it is added (the OpenAPI coverage test uses it). */
  onRoute?: (route: RouteOptions) => void;
}
/** The composition root: one Fastify instance with every plugin, hook and route of the product. */
export declare function buildApp({ config, database, onRoute }: AppDeps): Promise<FastifyInstance>;
