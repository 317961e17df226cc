import { defineModule } from '../module-registry';
import { createComicsServices, type ComicsServices } from './comics.factory';
import * as catalogue from './migrations/comics-0001-catalogue';
import * as readingLog from './migrations/comics-0002-reading-log';
import './comics.schema';

declare module '../module-registry' {
  interface ModuleServicesMap {
    comics: ComicsServices;
  }
}

export const comicsModule = defineModule({
  name: 'comics',
  dependsOn: [],
  create: ({ db }) => createComicsServices(db),
  // Named after the streams module's 0009, so they sort after every core table.
  migrations: { '0010-comics-catalogue': catalogue, '0011-comics-reading-log': readingLog },
});
