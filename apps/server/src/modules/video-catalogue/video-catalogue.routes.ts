import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { clipsRoutes } from './clips.routes';
import { episodesRoutes } from './episodes.routes';
import { searchRoutes } from './search.routes';
import { seriesRoutes } from './series.routes';
import { subtitlesRoutes } from './subtitles.routes';
import type { VideoCatalogueServices } from './video-catalogue.factory';
import { markPublicReads } from '../../plugins/reply-cache';

/** Every route of the video catalogue: series, seasons, episodes, cast, clips, subtitles, search. */
export const videoCatalogueRoutes: FastifyPluginAsyncZod<VideoCatalogueServices> = async (app, deps) => {
  // Catalogue replies are the same for every visitor of a URL (walls are decided by rights); a
  // member under parental limits gets their own, which the reply cache neither serves nor keeps.
  markPublicReads(app);
  await app.register(seriesRoutes, deps);
  await app.register(episodesRoutes, deps);
  await app.register(clipsRoutes, deps);
  await app.register(subtitlesRoutes, deps);
  await app.register(searchRoutes, deps);
};
