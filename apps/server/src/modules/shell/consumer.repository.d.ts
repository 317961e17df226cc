import type { Kysely, Selectable } from 'kysely';
import type { ConsumersTable, Database } from '../../db/schema';
export type ConsumerRow = Selectable<ConsumersTable>;
export declare class ConsumerRepository {
  private readonly db;
  constructor(db: Kysely<Database>);
  findByName(name: string): Promise<ConsumerRow | undefined>;
}
