import type { Kysely, Selectable } from 'kysely';
import type { Database, ShopDestinationsTable } from '../../db/schema';
export type ShopDestinationRow = Selectable<ShopDestinationsTable>;
export declare class ShopRepository {
  private readonly db;
  constructor(db: Kysely<Database>);
  findByName(name: string): Promise<ShopDestinationRow | undefined>;
}
