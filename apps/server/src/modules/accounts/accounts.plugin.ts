import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { claimsRoutes } from '../claims/claims.routes';
import type { AccountsServices } from './accounts.factory';
import { passwordRoutes } from './password.routes';
import { profileRoutes } from './profile.routes';
import { sessionRoutes } from './session.routes';

/** Every accounts, profile and claims route (the accounts module's routes). */
export const accountsRoutes: FastifyPluginAsyncZod<AccountsServices> = async (app, accounts) => {
  await app.register(sessionRoutes, accounts);
  await app.register(passwordRoutes, accounts);
  await app.register(profileRoutes, accounts);
  await app.register(claimsRoutes, accounts);
};
