import { defineModule } from '../module-registry';
import { createAccountsServices, type AccountsServices } from './accounts.factory';
import { accountsRoutes } from './accounts.plugin';

declare module '../module-registry' {
  interface ModuleServicesMap {
    accounts: AccountsServices;
  }
}

/** Accounts, profiles, passwords, the claims token and the captcha in front of them. */
export const accountsModule = defineModule({
  name: 'accounts',
  dependsOn: ['auth', 'mail', 'premium'],
  create: ({ db, config, log, deps, overrides }) =>
    createAccountsServices(db, config, {
      sessions: deps.auth.sessions,
      mailer: overrides.mailer ?? deps.mail.mailer,
      premiumStateOf: overrides.playback?.premiumStateOf ?? deps.premium.premiumStateOf,
      log,
    }),
  routes: accountsRoutes,
  onClose: (accounts) => accounts.close(),
});
