import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AnalyticsServices } from './analytics.factory';
import { experimentsRoutes } from './experiments/experiments.routes';
import { analyticsIngestRoutes } from './ingest/analytics-ingest.routes';
import { insightsRoutes } from './insights/insights.routes';
import { metricsRoutes } from './metrics/metrics.routes';

export const analyticsRoutes: FastifyPluginAsyncZod<AnalyticsServices> = async (app, services) => {
  await app.register(experimentsRoutes, services);
  await app.register(analyticsIngestRoutes, services);
  await app.register(insightsRoutes, services);
  await app.register(metricsRoutes, services);
};
