import type { Kysely } from 'kysely';
import type { AppConfig } from '../../config/config';
import type { Database } from '../../db/schema';
import { upsertSeedProduct } from '../premium/catalog/product-seed';
import { GIFT_PLAN_CODE, SEED_GIFT_PRODUCTS } from './gifts/gift-products';

/**
 * Rows the product needs on every start: the gift products (premium_products, is_gift) with their
 * prices. Idempotent: brought to the data's values on every run, ids kept (upsert by code), as
 * premium.seed.ts does for the plans' products.
 */
export async function seedPurchases(db: Kysely<Database>, _config: AppConfig): Promise<void> {
  await db.transaction().execute(async (trx) => {
    for (const gift of SEED_GIFT_PRODUCTS) {
      const values = {
        code: gift.code,
        plan_code: GIFT_PLAN_CODE,
        name: gift.name,
        period: gift.period,
        free_trial_days: 0,
        is_gift: true,
        recurring: false,
        display_order: gift.displayOrder,
        merchant_plan_id: `fanverse-${gift.code}`,
        descriptors: JSON.stringify(gift.descriptors),
      };
      await upsertSeedProduct(trx, values, gift.prices);
    }
  });
}
