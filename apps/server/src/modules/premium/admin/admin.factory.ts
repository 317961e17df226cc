import type { Kysely } from 'kysely';
import type { AppConfig } from '../../../config/config';
import type { Database } from '../../../db/schema';
import type { CatalogService } from '../catalog/catalog.service';
import type { Clock } from '../premium-clock';
import type { SubscriptionService } from '../subscriptions/subscription.service';
import { CompService } from './comp.service';

/** Staff comps (House subscriptions). */
export function createAdminServices(
  db: Kysely<Database>,
  deps: { now: Clock; config: AppConfig; catalog: CatalogService; subscriptions: SubscriptionService },
) {
  return { comps: new CompService(db, deps) };
}
