import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { AppConfig } from './config/config';
import type { Database } from './db/schema';
import { ConsumerRepository } from './modules/shell/consumer.repository';
import { ConsumerService } from './modules/shell/consumer.service';
import { ShopRepository } from './modules/shell/shop.repository';
import { ShopService } from './modules/shell/shop.service';
import { ExperimentsRepository } from './modules/shell/experiments.repository';
import { ExperimentsService } from './modules/shell/experiments.service';
import { SessionRepository } from './modules/auth/session.repository';
import { SessionService } from './modules/auth/session.service';
import { createMail } from './modules/mail/mail.factory';
import type { Mailer } from './modules/mail/mail-types';
import { createAccountServices } from './modules/accounts/accounts.factory';
import { createAgreementsService } from './modules/agreements/agreements.factory';
import { createUploadsService } from './modules/uploads/uploads.factory';
import { createVideoCatalogue } from './modules/video-catalogue/video-catalogue.factory';
import { ItemLoaderRegistry } from './modules/catalogue/item-loaders';
import { createCollections } from './modules/collections/collections.factory';
import { createArt } from './modules/art/art.factory';

export interface ServiceOptions {
  log: FastifyBaseLogger;
  /** Replaces the configured mailer (the accounts tests record mails instead). */
  mailer?: Mailer;
}

/** Wires repositories into services. Routes receive services only, never a database handle. */
export function createServices(db: Kysely<Database>, config: AppConfig, options: ServiceOptions) {
  const hour = 3_600_000;
  const sessions = new SessionService(new SessionRepository(db), {
    idleMs: config.SESSION_IDLE_HOURS * hour,
    absoluteMs: config.SESSION_ABSOLUTE_DAYS * 24 * hour,
  });
  const mail = createMail(db, config);
  const videoCatalogue = createVideoCatalogue(db);
  // One registry resolves the items of collections and homepage rails: every module that owns
  // an item type adds its loaders here (comics adds Book and ComicSeries).
  const items = new ItemLoaderRegistry();
  const collections = createCollections(db, items);
  items.register(...videoCatalogue.loaders, ...collections.loaders);
  return {
    sessions,
    mail,
    accounts: createAccountServices(db, config, {
      sessions,
      mailer: options.mailer ?? mail.mailer,
      log: options.log,
    }),
    agreements: createAgreementsService(db),
    uploads: createUploadsService(db, config),
    videoCatalogue,
    collections,
    art: createArt(db, config),
    shell: {
      consumers: new ConsumerService(new ConsumerRepository(db), config),
      shop: new ShopService(new ShopRepository(db), config),
      experiments: new ExperimentsService(new ExperimentsRepository(db)),
    },
  };
}
export type Services = ReturnType<typeof createServices>;
