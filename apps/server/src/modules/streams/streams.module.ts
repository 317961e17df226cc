import { defineModule } from '../module-registry';
import { demoMediaExtension } from './demo-media.extension';
import { houseAdExtension } from './house-ad';
import * as videoRequests from './migrations/streams-0001-video-requests';
import { createStreamsServices, type StreamsServices } from './streams.factory';
import { streamsRoutes } from './streams.routes';

declare module '../module-registry' {
  interface ModuleServicesMap {
    streams: StreamsServices;
  }
}

export const streamsModule = defineModule({
  name: 'streams',
  dependsOn: ['accounts', 'rights', 'video-catalogue'],
  create: ({ db, config, deps }) =>
    createStreamsServices(db, config, {
      keys: deps.accounts.keys,
      rightsTokens: deps.rights.rightsTokens,
      playables: deps.rights.playables,
      subtitles: deps['video-catalogue'].subtitles,
    }),
  routes: streamsRoutes,
  // Named after the core's last (0008-playback, whose video_media table it alters), so it runs after it.
  migrations: { '0009-streams-video-requests': videoRequests },
  // The house ad (one short MP4, first) and the demo videos (encrypted HLS made with ffmpeg
  // under DATA_DIR), unless DEMO_MEDIA=off; with on-demand, only the videos someone plays.
  demoExtensions: (config) =>
    config.DEMO_MEDIA === 'off' ? [] : [houseAdExtension(config), demoMediaExtension(config)],
});
