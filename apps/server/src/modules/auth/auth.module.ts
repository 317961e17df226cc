import { defineModule } from '../module-registry';
import { createAuthServices, type AuthServices } from './auth.factory';

declare module '../module-registry' {
  interface ModuleServicesMap {
    auth: AuthServices;
  }
}

/** Sessions only: the auth plugin (app.ts) reads the session token of every request. */
export const authModule = defineModule({
  name: 'auth',
  dependsOn: [],
  create: ({ db, config, memberCache }) => createAuthServices(db, config, memberCache),
});
