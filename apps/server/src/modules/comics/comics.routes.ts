import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { comicBrowseRoutes } from './comic-browse.routes';
import { comicCatalogueRoutes } from './comic-catalogue.routes';
import { comicDownloadRoutes } from './comic-download.routes';
import { comicRightsRoutes } from './comic-rights.routes';
import type { ComicsServices } from './comics.factory';
import { readingLogRoutes } from './reading-log/reading-log.routes';

/** Every route of the comics module, one plugin per part (each with its own hooks). */
export const comicsRoutes: FastifyPluginAsyncZod<ComicsServices> = async (app, deps) => {
  await app.register(comicCatalogueRoutes, deps);
  await app.register(comicBrowseRoutes, deps);
  await app.register(comicRightsRoutes, deps);
  await app.register(comicDownloadRoutes, deps);
  await app.register(readingLogRoutes, deps.readingLog);
};
