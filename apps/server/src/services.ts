import type { Kysely } from 'kysely';
import type { AppConfig } from './config/config';
import type { Database } from './db/schema';
import { ConsumerRepository } from './modules/shell/consumer.repository';
import { ConsumerService } from './modules/shell/consumer.service';
import { ShopRepository } from './modules/shell/shop.repository';
import { ShopService } from './modules/shell/shop.service';
import { ExperimentsRepository } from './modules/shell/experiments.repository';
import { ExperimentsService } from './modules/shell/experiments.service';

/** Wires repositories into services. Routes receive services only, never a database handle. */
export function createServices(db: Kysely<Database>, config: AppConfig) {
  return {
    shell: {
      consumers: new ConsumerService(new ConsumerRepository(db), config),
      shop: new ShopService(new ShopRepository(db), config),
      experiments: new ExperimentsService(new ExperimentsRepository(db)),
    },
  };
}
export type Services = ReturnType<typeof createServices>;
