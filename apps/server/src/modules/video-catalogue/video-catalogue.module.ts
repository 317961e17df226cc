import { defineModule } from '../module-registry';
import { createVideoCatalogueServices, type VideoCatalogueServices } from './video-catalogue.factory';
import { videoCatalogueRoutes } from './video-catalogue.routes';

declare module '../module-registry' {
  interface ModuleServicesMap {
    'video-catalogue': VideoCatalogueServices;
  }
}

export const videoCatalogueModule = defineModule({
  name: 'video-catalogue',
  dependsOn: [],
  create: ({ db, items }) => createVideoCatalogueServices(db, {}, items),
  routes: videoCatalogueRoutes,
  // Series, Season, Episode and Clip items in collections and homepage rails.
  itemLoaders: (catalogue) => catalogue.loaders,
});
