import { defineModule } from '../module-registry';
import { createRightsServices, type RightsServices } from './rights.factory';

declare module '../module-registry' {
  interface ModuleServicesMap {
    rights: RightsServices;
  }
}

/** No routes of its own: playback answers the rights call, streams checks the tokens. */
export const rightsModule = defineModule({
  name: 'rights',
  dependsOn: ['accounts'],
  create: ({ db, config, deps }) => createRightsServices(db, config, deps.accounts),
});
