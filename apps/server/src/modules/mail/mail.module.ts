import { defineModule } from '../module-registry';
import { devOutboxRoutes } from './dev-outbox.routes';
import { createMailServices, type MailServices } from './mail.factory';

declare module '../module-registry' {
  interface ModuleServicesMap {
    mail: MailServices;
  }
}

export const mailModule = defineModule({
  name: 'mail',
  dependsOn: [],
  create: ({ db, config }) => createMailServices(db, config),
  // GET /dev/outbox, outside production only (the plugin adds nothing in production).
  routes: devOutboxRoutes,
  onClose: (mail) => mail.mailer.close(),
});
