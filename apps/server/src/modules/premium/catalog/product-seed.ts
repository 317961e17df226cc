import type { Insertable, Kysely } from 'kysely';
import type { Database } from '../../../db/schema';
import type { PremiumProductsTable } from '../premium.schema';

export type SeedProductValues = Insertable<PremiumProductsTable> & { code: string };

/**
 * Seeds one product and its prices: inserted, or brought to these values by its code (id kept, so
 * subscriptions and orders pointing at it stay valid). Only the columns given are updated, so a
 * seed that leaves a column out (premium's plans leave `is_gift`) keeps what the row has. Used by
 * premium's plan products and purchases' gift products. Answers the product's id.
 */
export async function upsertSeedProduct(
  trx: Kysely<Database>,
  values: SeedProductValues,
  prices: Record<string, number>,
): Promise<number> {
  const columns = Object.keys(values).filter((column) => column !== 'code') as (keyof SeedProductValues)[];
  const { id } = await trx
    .insertInto('premium_products')
    .values(values)
    .onConflict((oc) =>
      oc
        .column('code')
        .doUpdateSet((eb) =>
          Object.fromEntries(columns.map((column) => [column, eb.ref(`excluded.${column}`)])),
        ),
    )
    .returning('id')
    .executeTakeFirstOrThrow();
  for (const [currency, amount_minor] of Object.entries(prices)) {
    await trx
      .insertInto('premium_product_prices')
      .values({ product_id: id, currency, amount_minor })
      .onConflict((oc) => oc.columns(['product_id', 'currency']).doUpdateSet({ amount_minor }))
      .execute();
  }
  return id;
}
