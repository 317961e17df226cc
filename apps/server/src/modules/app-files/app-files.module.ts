import path from 'node:path';
import { defineModule } from '../module-registry';
import { appFilesRoutes, type AppFilesDeps } from './app-files.routes';

declare module '../module-registry' {
  interface ModuleServicesMap {
    'app-files': AppFilesDeps;
  }
}

/** The web build's id and manifest, read from WEB_DIST_DIR. */
export const appFilesModule = defineModule({
  name: 'app-files',
  dependsOn: [],
  create: ({ config }) => ({ webDistDir: path.resolve(config.WEB_DIST_DIR) }),
  routes: appFilesRoutes,
});
