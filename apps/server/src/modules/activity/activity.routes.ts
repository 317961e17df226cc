import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { ActivityServices } from './activity.factory';
import { feedRoutes } from './feed/feed.routes';
import { historyRoutes } from './history/history.routes';
import { likesRoutes } from './likes/likes.routes';

/** Catalogue spec §7 "User activity": each part's routes (docs/activity.md). */
export const activityRoutes: FastifyPluginAsyncZod<ActivityServices> = async (app, services) => {
  await app.register(historyRoutes, services);
  await app.register(feedRoutes, services);
  await app.register(likesRoutes, services);
};
