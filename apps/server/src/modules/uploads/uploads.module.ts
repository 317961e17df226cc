import { defineModule } from '../module-registry';
import { createUploadsServices, type UploadsServices } from './uploads.factory';
import { uploadsRoutes } from './uploads.routes';

declare module '../module-registry' {
  interface ModuleServicesMap {
    uploads: UploadsServices;
  }
}

export const uploadsModule = defineModule({
  name: 'uploads',
  dependsOn: ['auth'],
  create: ({ db, config, deps }) => createUploadsServices(db, config, deps.auth),
  routes: uploadsRoutes,
});
