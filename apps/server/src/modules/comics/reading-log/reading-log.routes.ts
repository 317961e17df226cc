import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { comicHistoryRoutes } from './comic-history.routes';
import { comicLogRoutes } from './comic-log.routes';
import type { ReadingLogServices } from './reading-log.factory';

/**
 * The reading log and comic history. The log's JSON parser (sendBeacon's text/plain included)
 * stays inside its own plugin, so it applies to no other route.
 */
export const readingLogRoutes: FastifyPluginAsyncZod<ReadingLogServices> = async (app, deps) => {
  await app.register(comicLogRoutes, deps);
  await app.register(comicHistoryRoutes, deps);
};
