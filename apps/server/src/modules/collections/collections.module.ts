import { defineModule } from '../module-registry';
import { createCollectionsServices, type CollectionsServices } from './collections.factory';
import { collectionsRoutes } from './collections.routes';

declare module '../module-registry' {
  interface ModuleServicesMap {
    collections: CollectionsServices;
  }
}

export const collectionsModule = defineModule({
  name: 'collections',
  dependsOn: [],
  // ctx.items resolves the items of every module (video-catalogue's, this module's, comics').
  create: ({ db, items }) => createCollectionsServices(db, items),
  routes: collectionsRoutes,
  itemLoaders: (collections) => collections.loaders,
});
