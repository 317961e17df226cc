import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AnalyticsServices } from '../analytics.factory';

/** GET /api/insights/1/… for staff (issue 25; built by the insights part). */
export const insightsRoutes: FastifyPluginAsyncZod<AnalyticsServices> = async (app, services) => {
  void app;
  void services;
};
