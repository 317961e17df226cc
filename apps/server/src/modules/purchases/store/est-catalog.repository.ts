import type { Kysely, Selectable } from 'kysely';
import type { CurrencyCode, PurchaseModel } from '@fanverse/contract';
import type { Database } from '../../../db/schema';
import type { EstSkusTable } from '../purchases.schema';

export type EstSkuRow = Selectable<EstSkusTable>;

/** What is for sale outright: EST skus and their prices per currency. */
export class EstCatalogRepository {
  constructor(private readonly db: Kysely<Database>) {}

  /** The item's active sku (null: not for sale). */
  async skuOfItem(model: PurchaseModel, uuid: string): Promise<EstSkuRow | null> {
    const row = await this.db
      .selectFrom('est_skus')
      .selectAll()
      .where('model', '=', model)
      .where('object_uuid', '=', uuid.toLowerCase())
      .where('is_active', '=', true)
      .executeTakeFirst();
    return row ?? null;
  }

  /** An active sku by its code (null: unknown or withdrawn). */
  async activeSku(sku: string): Promise<EstSkuRow | null> {
    const row = await this.db
      .selectFrom('est_skus')
      .selectAll()
      .where('sku', '=', sku)
      .where('is_active', '=', true)
      .executeTakeFirst();
    return row ?? null;
  }

  /** The sku's price in minor units of `currency` (null: not sold in it). */
  async priceOf(sku: string, currency: CurrencyCode): Promise<number | null> {
    const row = await this.db
      .selectFrom('est_sku_prices')
      .select('amount_minor')
      .where('sku', '=', sku)
      .where('currency', '=', currency)
      .executeTakeFirst();
    return row?.amount_minor ?? null;
  }
}
