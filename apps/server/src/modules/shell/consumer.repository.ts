import type { Kysely, Selectable } from 'kysely';
import type { ConsumersTable, Database } from '../../db/schema';

export type ConsumerRow = Selectable<ConsumersTable>;

export class ConsumerRepository {
  constructor(private readonly db: Kysely<Database>) {}

  findByName(name: string): Promise<ConsumerRow | undefined> {
    return this.db.selectFrom('consumers').selectAll().where('name', '=', name).executeTakeFirst();
  }

  /** Every art base a consumer names (`art_source_url`): the document policy allows their images. */
  async artSourceUrls(): Promise<string[]> {
    const rows = await this.db
      .selectFrom('consumers')
      .select('art_source_url')
      .where('art_source_url', 'is not', null)
      .execute();
    return rows.map((row) => row.art_source_url!);
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
