import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AnalyticsServices } from '../analytics.factory';

/** GET /metrics, Prometheus text, for operators only (issue 25; built by the ingest part). */
export const metricsRoutes: FastifyPluginAsyncZod<AnalyticsServices> = async (app, services) => {
  void app;
  void services;
};
