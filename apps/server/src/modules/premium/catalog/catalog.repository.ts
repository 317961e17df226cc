import type { Kysely } from 'kysely';
import type { CurrencyCode } from '@fanverse/contract';
import type { Database } from '../../../db/schema';
import type { ProductRow } from '../premium-rows';

/** Kysely queries over the catalog tables (plans, products, prices). No rules here. */
export class CatalogRepository {
  constructor(private readonly db: Kysely<Database>) {}

  plansInOrder() {
    return this.db.selectFrom('premium_plans').selectAll().orderBy('display_order').orderBy('code').execute();
  }

  plan(code: string) {
    return this.db.selectFrom('premium_plans').selectAll().where('code', '=', code).executeTakeFirst();
  }

  /** Active products that belong in plans (gifts are sold elsewhere: issue 22). */
  planProducts(): Promise<ProductRow[]> {
    return this.db
      .selectFrom('premium_products')
      .selectAll()
      .where('is_active', '=', true)
      .where('is_gift', '=', false)
      .orderBy('display_order')
      .orderBy('id')
      .execute();
  }

  /** Active gift products (sold beside the plans: issue 22), in display order. */
  giftProducts(): Promise<ProductRow[]> {
    return this.db
      .selectFrom('premium_products')
      .selectAll()
      .where('is_active', '=', true)
      .where('is_gift', '=', true)
      .orderBy('display_order')
      .orderBy('id')
      .execute();
  }

  async productByCode(code: string): Promise<ProductRow | null> {
    const row = await this.db
      .selectFrom('premium_products')
      .selectAll()
      .where('code', '=', code)
      .where('is_active', '=', true)
      .executeTakeFirst();
    return row ?? null;
  }

  async productById(id: number): Promise<ProductRow | null> {
    const row = await this.db
      .selectFrom('premium_products')
      .selectAll()
      .where('id', '=', id)
      .executeTakeFirst();
    return row ?? null;
  }

  async priceOf(productId: number, currency: CurrencyCode): Promise<number | null> {
    const row = await this.db
      .selectFrom('premium_product_prices')
      .select('amount_minor')
      .where('product_id', '=', productId)
      .where('currency', '=', currency)
      .executeTakeFirst();
    return row?.amount_minor ?? null;
  }

  /** Every price of the given products in one currency, by product id. */
  async pricesIn(productIds: number[], currency: CurrencyCode): Promise<Map<number, number>> {
    if (productIds.length === 0) return new Map();
    const rows = await this.db
      .selectFrom('premium_product_prices')
      .select(['product_id', 'amount_minor'])
      .where('product_id', 'in', productIds)
      .where('currency', '=', currency)
      .execute();
    return new Map(rows.map((r) => [r.product_id, r.amount_minor]));
  }
}
