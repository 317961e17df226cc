import { defineModule } from '../module-registry';
import { healthRoutes, type HealthRouteDeps } from './health.routes';

declare module '../module-registry' {
  interface ModuleServicesMap {
    health: HealthRouteDeps;
  }
}

/** Liveness and readiness: the readiness probe pings the database. */
export const healthModule = defineModule({
  name: 'health',
  dependsOn: [],
  create: ({ database }) => ({ pingDatabase: () => database.ping() }),
  routes: healthRoutes,
});
