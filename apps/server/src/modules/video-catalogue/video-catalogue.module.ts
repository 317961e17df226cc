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
  // Every reply is within the caller's parental limits (issue 23).
  dependsOn: ['parental'],
  create: ({ db, items, deps }) => createVideoCatalogueServices(db, {}, items, deps.parental.guard),
  routes: videoCatalogueRoutes,
  // Series, Season, Episode and Clip items in collections and homepage rails.
  itemLoaders: (catalogue) => catalogue.loaders,
});
