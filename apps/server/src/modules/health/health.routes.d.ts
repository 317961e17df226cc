import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
export interface HealthRouteDeps {
  pingDatabase: () => Promise<boolean>;
}
/** Liveness and readiness probes; exempt from rate limiting so orchestrators are never refused. */
export declare const healthRoutes: FastifyPluginAsyncZod<HealthRouteDeps>;
