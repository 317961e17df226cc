import type { Kysely } from 'kysely';
import type { AppConfig } from './config/config';
import type { Database } from './db/schema';
import { ConsumerService } from './modules/shell/consumer.service';
import { ShopService } from './modules/shell/shop.service';
import { ExperimentsService } from './modules/shell/experiments.service';
/** Wires repositories into services. Routes receive services only, never a database handle. */
export declare function createServices(
  db: Kysely<Database>,
  config: AppConfig,
): {
  shell: {
    consumers: ConsumerService;
    shop: ShopService;
    experiments: ExperimentsService;
  };
};
export type Services = ReturnType<typeof createServices>;
