import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { healthSchema, readySchema } from '@fanverse/contract';

export interface HealthRouteDeps {
  pingDatabase: () => Promise<boolean>;
}

/** Liveness and readiness probes; exempt from rate limiting so orchestrators are never refused. */
export const healthRoutes: FastifyPluginAsyncZod<HealthRouteDeps> = async (app, deps) => {
  app.get(
    '/healthz',
    {
      // Probes arrive every few seconds from orchestrators: not rate limited, and logged only
      // when something is wrong.
      config: { rateLimit: false, auth: 'public' },
      logLevel: 'warn',
      schema: { tags: ['health'], summary: 'Liveness: the process answers', response: { 200: healthSchema } },
    },
    async () => ({ status: 'ok' as const }),
  );

  app.get(
    '/readyz',
    {
      config: { rateLimit: false, auth: 'public' },
      logLevel: 'warn',
      schema: {
        tags: ['health'],
        summary: 'Readiness: the database answers',
        response: { 200: readySchema, 503: readySchema },
      },
    },
    async (_request, reply) => {
      const database = await deps.pingDatabase();
      return reply.code(database ? 200 : 503).send({ status: database ? 'ready' : 'unavailable', database });
    },
  );
};
