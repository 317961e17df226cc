import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { manifestRoutes } from './manifest.routes';
import type { PlaybackServices } from './playback.factory';
import { playbackPositionRoutes } from './playback-position.routes';
import { rightsRoutes } from './rights.routes';
import { videoLogRoutes } from './video-log.routes';

/** Every playback route: rights, the video manifest, the playback log, resume positions. */
export const playbackRoutes: FastifyPluginAsyncZod<PlaybackServices> = async (app, deps) => {
  await app.register(rightsRoutes, deps);
  await app.register(manifestRoutes, deps);
  await app.register(videoLogRoutes, deps);
  await app.register(playbackPositionRoutes, deps);
};
