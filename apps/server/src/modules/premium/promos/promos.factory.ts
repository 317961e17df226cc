import type { Kysely } from 'kysely';
import type { Database } from '../../../db/schema';
import type { CatalogService } from '../catalog/catalog.service';
import type { PricingService } from '../pricing/pricing.service';
import type { Clock } from '../premium-clock';
import { PromoService } from './promo.service';

export function createPromoServices(
  db: Kysely<Database>,
  deps: { now: Clock; catalog: CatalogService; pricing: PricingService },
) {
  return { promos: new PromoService(db, deps) };
}
