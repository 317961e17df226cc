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
  // Collection pages and homepage rails leave out what is above the caller's parental limits.
  dependsOn: ['parental'],
  // ctx.items resolves the items of every module (video-catalogue's, this module's, comics').
  create: ({ db, items, deps }) => createCollectionsServices(db, items, deps.parental.guard),
  routes: collectionsRoutes,
  itemLoaders: (collections) => collections.loaders,
});
