import type { Kysely, Selectable } from 'kysely';
import type { ConsumersTable, Database } from '../../db/schema';

export type ConsumerRow = Selectable<ConsumersTable>;

export class ConsumerRepository {
  constructor(private readonly db: Kysely<Database>) {}

  findByName(name: string): Promise<ConsumerRow | undefined> {
    return this.db.selectFrom('consumers').selectAll().where('name', '=', name).executeTakeFirst();
  }
}
