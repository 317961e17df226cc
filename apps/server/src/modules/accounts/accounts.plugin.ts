import type { FastifyPluginAsync } from 'fastify';
import type { AppConfig } from '../../config/config';
import type { SessionService } from '../auth/session.service';
import { claimsRoutes } from '../claims/claims.routes';
import type { AccountServices } from './accounts.factory';
import { passwordRoutes } from './password.routes';
import { profileRoutes } from './profile.routes';
import { sessionRoutes } from './session.routes';

/** Every accounts, profile and claims route (registered once from app.ts). */
export const accountsPlugin: FastifyPluginAsync<{
  sessions: SessionService;
  accounts: AccountServices;
  config: AppConfig;
}> = async (app, { sessions, accounts, config }) => {
  app.addHook('onClose', async () => accounts.close());
  await app.register(sessionRoutes, { sessions, ...accounts, config });
  await app.register(passwordRoutes, { sessions, ...accounts });
  await app.register(profileRoutes, { sessions, ...accounts });
  await app.register(claimsRoutes, { sessions, ...accounts });
};
