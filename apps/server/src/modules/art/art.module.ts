import { defineModule } from '../module-registry';
import { createArtServices, type ArtServices } from './art.factory';
import { artRoutes } from './art.routes';

declare module '../module-registry' {
  interface ModuleServicesMap {
    art: ArtServices;
  }
}

export const artModule = defineModule({
  name: 'art',
  dependsOn: [],
  create: ({ db, config }) => createArtServices(db, config),
  routes: artRoutes,
});
