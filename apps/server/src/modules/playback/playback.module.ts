import { defineModule } from '../module-registry';
import { ConsumerRepository } from '../shell/consumer.repository';
import { createPlaybackServices, type PlaybackServices } from './playback.factory';
import { playbackRoutes } from './playback.routes';

declare module '../module-registry' {
  interface ModuleServicesMap {
    playback: PlaybackServices;
  }
}

export const playbackModule = defineModule({
  name: 'playback',
  dependsOn: ['auth', 'rights', 'streams', 'premium', 'purchases', 'parental'],
  create: ({ database, config, deps, overrides }) =>
    createPlaybackServices(database, config, {
      sessions: deps.auth.sessions,
      rightsTokens: deps.rights.rightsTokens,
      playables: deps.rights.playables,
      streams: deps.streams.links,
      // The claims' premium state, so rights and claims change together.
      premiumStateOf: deps.premium.premiumStateOf,
      consumers: new ConsumerRepository(database.db),
      contentAccessOf: deps.purchases.contentAccessOf,
      parental: deps.parental.guard,
      ...overrides.playback,
    }),
  routes: playbackRoutes,
});
