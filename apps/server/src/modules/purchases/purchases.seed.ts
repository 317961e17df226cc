import type { Kysely } from 'kysely';
import type { AppConfig } from '../../config/config';
import type { Database } from '../../db/schema';

/** Rows the product needs on every start: the gift products (premium_products, is_gift) with their prices. */
export async function seedPurchases(_db: Kysely<Database>, _config: AppConfig): Promise<void> {}
