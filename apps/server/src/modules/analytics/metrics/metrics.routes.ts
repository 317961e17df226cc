import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AnalyticsServices } from '../analytics.factory';
import { metricsAllowed } from './metrics-access';

/**
 * GET /metrics, Prometheus text, for operators only (issue 25; docs/analytics.md "/metrics").
 * Anyone else gets what a path nothing serves gets (the app's not-found answer): the route is not
 * advertised, neither in the OpenAPI document nor by a 401 or 403.
 */
export const metricsRoutes: FastifyPluginAsyncZod<AnalyticsServices> = async (app, services) => {
  app.get(
    '/metrics',
    {
      // `public`: it reads no session (the route matrix's class); its own check is below.
      config: { auth: 'public', rateLimit: false },
      logLevel: 'warn',
      schema: { hide: true },
    },
    async (request, reply) => {
      if (!metricsAllowed(request, services.metricsToken)) return reply.callNotFound();
      const text = await services.metrics.text();
      return reply.header('cache-control', 'no-store').type(services.metrics.contentType).send(text);
    },
  );
};
