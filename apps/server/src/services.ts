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

/** Wires repositories into services. Routes receive services only, never a database handle. */
export function createServices(db: Kysely<Database>, config: AppConfig) {
  const hour = 3_600_000;
  return {
    sessions: new SessionService(new SessionRepository(db), {
      idleMs: config.SESSION_IDLE_HOURS * hour,
      absoluteMs: config.SESSION_ABSOLUTE_DAYS * 24 * hour,
    }),
    shell: {
      consumers: new ConsumerService(new ConsumerRepository(db), config),
      shop: new ShopService(new ShopRepository(db), config),
      experiments: new ExperimentsService(new ExperimentsRepository(db)),
    },
  };
}
export type Services = ReturnType<typeof createServices>;
