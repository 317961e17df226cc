import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AnalyticsServices } from '../analytics.factory';

/** POST /api/analytics/1/batch (issue 25; built by the ingest part). */
export const analyticsIngestRoutes: FastifyPluginAsyncZod<AnalyticsServices> = async (app, services) => {
  void app;
  void services;
};
