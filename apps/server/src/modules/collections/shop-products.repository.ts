import type { Kysely, Selectable } from 'kysely';
import type { Database } from '../../db/schema';
import type { ShopProductsTable } from '../../db/schema-catalogue';

export type ShopProductRow = Selectable<ShopProductsTable>;

export class ShopProductsRepository {
  constructor(private readonly db: Kysely<Database>) {}

  findByUuids(uuids: readonly string[]): Promise<ShopProductRow[]> {
    if (uuids.length === 0) return Promise.resolve([]);
    return this.db
      .selectFrom('shop_products')
      .selectAll()
      .where('uuid', 'in', [...uuids])
      .execute();
  }
}
