import type { FastifyBaseLogger } from 'fastify';
import type { AppConfig } from './config/config';
import type { DatabaseHandle } from './db/database';
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
import { createQuiz } from './modules/quiz/quiz.factory';
import { RightsTokens } from './modules/rights/rights-tokens';
import { PlayableRepository } from './modules/rights/playable.repository';
import { createStreams } from './modules/streams/streams.factory';
import { premiumStateOf } from './modules/claims/premium-state';
import { createPlayback, type PlaybackOverrides } from './modules/playback/playback.factory';

export interface ServiceOptions {
  log: FastifyBaseLogger;
  /** Replaces the configured mailer (the accounts tests record mails instead). */
  mailer?: Mailer;
  /** Replaces playback's premium state, media or clock (the playback tests). */
  playback?: PlaybackOverrides;
}

/** Wires repositories into services. Routes receive services only, never a database handle. */
export function createServices(database: DatabaseHandle, config: AppConfig, options: ServiceOptions) {
  const db = database.db;
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
  const accounts = createAccountServices(db, config, {
    sessions,
    mailer: options.mailer ?? mail.mailer,
    log: options.log,
  });
  // Rights tokens are signed by the claims signer (same key, own audience); the manifest call
  // and the stream key route check them.
  const rightsTokens = new RightsTokens(accounts.signer, config.RIGHTS_TTL_SECONDS);
  const playables = new PlayableRepository(db);
  // Prepared media and the signed stream addresses the manifest call hands out.
  const streams = createStreams(db, config, {
    keys: accounts.keys,
    rightsTokens,
    playables,
    subtitles: videoCatalogue.subtitles,
  });
  return {
    sessions,
    mail,
    accounts,
    rightsTokens,
    playables,
    streams,
    // Rights use the claims' premium state (premiumStateOf), so both change together.
    playback: createPlayback(database, config, {
      sessions,
      rightsTokens,
      playables,
      streams: streams.links,
      premiumStateOf,
      consumers: new ConsumerRepository(db),
      ...options.playback,
    }),
    agreements: createAgreementsService(db),
    uploads: createUploadsService(db, config),
    videoCatalogue,
    collections,
    art: createArt(db, config),
    quiz: createQuiz(db, options.log),
    shell: {
      consumers: new ConsumerService(new ConsumerRepository(db), config),
      shop: new ShopService(new ShopRepository(db), config),
      experiments: new ExperimentsService(new ExperimentsRepository(db)),
    },
  };
}
export type Services = ReturnType<typeof createServices>;
