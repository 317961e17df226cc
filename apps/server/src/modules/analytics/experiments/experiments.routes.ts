import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { cohortSchema, experimentSchema } from '@fanverse/contract';
import { failureReplies } from '../../../http/route-schemas';
import type { AnalyticsServices } from '../analytics.factory';

const nameParam = z.object({ name: z.string().min(1).max(100) });

/** The cohort experiment calls (spec §7; moved from the shell module for issue 25). */
export const experimentsRoutes: FastifyPluginAsyncZod<AnalyticsServices> = async (app, { experiments }) => {
  app.get(
    '/api/5/1/cohort-experiments/',
    {
      config: { auth: 'public' },
      schema: {
        tags: ['shell'],
        summary: "The visitor's cohort of experiments",
        response: { 200: cohortSchema },
      },
    },
    async () => experiments.cohort(),
  );

  app.get(
    '/api/5/1/experiment/:name',
    {
      config: { auth: 'public' },
      schema: {
        tags: ['shell'],
        summary: 'One experiment: whether it is enabled and public',
        params: nameParam,
        response: { 200: experimentSchema, ...failureReplies },
      },
    },
    async (request) => experiments.get(request.params.name),
  );
};
