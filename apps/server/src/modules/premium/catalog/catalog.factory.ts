import type { Kysely } from 'kysely';
import type { AppConfig } from '../../../config/config';
import type { Database } from '../../../db/schema';
import type { Clock } from '../premium-clock';
import { CatalogService } from './catalog.service';
import { PricingService } from '../pricing/pricing.service';

/** The catalog of plans and products, and pricing (tax and promo applied to a product's price). */
export function createCatalogServices(db: Kysely<Database>, deps: { config: AppConfig; now: Clock }) {
  const catalog = new CatalogService(db, deps);
  return { catalog, pricing: new PricingService(db, { ...deps, catalog }) };
}
