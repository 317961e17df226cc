import { seedDefaults } from '../../db/seed-defaults';
import { defineModule } from '../module-registry';
import { createShellServices, type ShellServices } from './shell.factory';
import { shellRoutes } from './shell.routes';

declare module '../module-registry' {
  interface ModuleServicesMap {
    shell: ShellServices;
  }
}

export const shellModule = defineModule({
  name: 'shell',
  dependsOn: [],
  create: ({ db, config }) => createShellServices(db, config),
  routes: shellRoutes,
  // The `www` consumer, shop destinations and experiments the web app cannot start without.
  seed: (db) => seedDefaults(db),
});
