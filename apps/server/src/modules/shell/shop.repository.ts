import type { Kysely, Selectable } from 'kysely';
import type { Database, ShopDestinationsTable } from '../../db/schema';

export type ShopDestinationRow = Selectable<ShopDestinationsTable>;

export class ShopRepository {
  constructor(private readonly db: Kysely<Database>) {}

  findByName(name: string): Promise<ShopDestinationRow | undefined> {
    return this.db.selectFrom('shop_destinations').selectAll().where('name', '=', name).executeTakeFirst();
  }
}
