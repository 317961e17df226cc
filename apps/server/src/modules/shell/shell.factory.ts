import type { Kysely } from 'kysely';
import type { AppConfig } from '../../config/config';
import type { Database } from '../../db/schema';
import { ConsumerRepository } from './consumer.repository';
import { ConsumerService } from './consumer.service';
import { ShopRepository } from './shop.repository';
import { ShopService } from './shop.service';

/** Consumer configuration and shop links: what the web app asks for at start-up. */
export function createShellServices(db: Kysely<Database>, config: AppConfig) {
  return {
    consumers: new ConsumerService(new ConsumerRepository(db), config),
    shop: new ShopService(new ShopRepository(db), config),
    /** The request header a trusted proxy puts the visitor's country in. */
    geoHeader: config.GEO_COUNTRY_HEADER,
  };
}
export type ShellServices = ReturnType<typeof createShellServices>;
