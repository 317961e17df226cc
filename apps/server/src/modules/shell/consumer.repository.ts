import type { Kysely, Selectable } from 'kysely';
import type { ConsumersTable, Database } from '../../db/schema';

export type ConsumerRow = Selectable<ConsumersTable>;

export class ConsumerRepository {
  constructor(private readonly db: Kysely<Database>) {}

  findByName(name: string): Promise<ConsumerRow | undefined> {
    return this.db.selectFrom('consumers').selectAll().where('name', '=', name).executeTakeFirst();
  }

  /** The consumer whose secret a caller sent as X-Consumer-Key (the manifest call checks it). */
  async nameBySecret(secret: string): Promise<string | undefined> {
    const row = await this.db
      .selectFrom('consumers')
      .select('name')
      .where('consumer_secret', '=', secret)
      .executeTakeFirst();
    return row?.name;
  }
}
