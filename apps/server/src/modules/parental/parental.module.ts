import { defineModule } from '../module-registry';
import { createParentalServices, type ParentalServices } from './parental.factory';
import { parentalRoutes } from './parental.routes';
import * as viewerControls from './migrations/parental-0001-viewer-controls';
import './parental.schema';

declare module '../module-registry' {
  interface ModuleServicesMap {
    parental: ParentalServices;
  }
}

/**
 * Parental controls (issue 23; docs/parental-controls.md): rating ladders, the member's limits and
 * pin, and the guard (`deps.parental.guard.limitsOf(request)`) that every module answering content
 * applies: catalogue lists and fetches, search, rails, comics, rights, manifests, downloads,
 * continue and history, lists and discussions.
 */
export const parentalModule = defineModule({
  name: 'parental',
  dependsOn: ['auth'],
  create: ({ db, config, log, deps, overrides }) =>
    createParentalServices(db, config, { sessions: deps.auth.sessions, log }, overrides.parental),
  routes: parentalRoutes,
  onClose: (services) => services.close(),
  // After purchases' 0020.
  migrations: { '0021-parental': viewerControls },
});
