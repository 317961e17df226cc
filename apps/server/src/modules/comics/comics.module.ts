import { defineModule } from '../module-registry';
import { comicItemLoaders } from './comic-item-loaders';
import { createComicsServices, type ComicsServices } from './comics.factory';
import { comicsDemoExtension } from './demo/comics-demo.extension';
import { comicsRoutes } from './comics.routes';
import { createComicPageImages } from './demo/demo-page-images';
import * as catalogue from './migrations/comics-0001-catalogue';
import * as readingLog from './migrations/comics-0002-reading-log';
import * as catalogueVersion from './migrations/comics-0003-catalogue-version';
import './comics.schema';

declare module '../module-registry' {
  interface ModuleServicesMap {
    comics: ComicsServices;
  }
}

export const comicsModule = defineModule({
  name: 'comics',
  dependsOn: ['auth', 'accounts', 'rights', 'premium', 'purchases', 'parental'],
  create: ({ database, db, config, deps, overrides }) =>
    createComicsServices(db, config, {
      sessions: deps.auth.sessions,
      rightsTokens: deps.rights.rightsTokens,
      keys: deps.accounts.keys,
      // The premium state and clock playback's tests set decide books too: one rule for both.
      premiumStateOf: overrides.playback?.premiumStateOf ?? deps.premium.premiumStateOf,
      now: overrides.playback?.now,
      // Files under DATA_DIR; a missing page of a demo book is rendered on demand.
      pageImages: createComicPageImages(config),
      copyIn: database.copyIn,
      contentAccessOf: deps.purchases.contentAccessOf,
      parental: deps.parental.guard,
    }),
  routes: comicsRoutes,
  itemLoaders: (comics) => comicItemLoaders(comics),
  // The original demo comics: rows with the catalogue, page images rendered under DATA_DIR
  // (ahead of time unless DEMO_MEDIA=off; on demand always).
  demoExtensions: (config) => [comicsDemoExtension(config)],
  // Named after the streams module's 0009, so they sort after every core table.
  migrations: {
    '0010-comics-catalogue': catalogue,
    '0011-comics-reading-log': readingLog,
    '0012-comics-catalogue-version': catalogueVersion,
  },
});
