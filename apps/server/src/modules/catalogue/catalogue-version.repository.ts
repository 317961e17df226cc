import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/schema';

/** The counter every catalogue write moves (migration 0007); the reply cache watches it. */
export class CatalogueVersionRepository {
  constructor(private readonly db: Kysely<Database>) {}

  async read(): Promise<string> {
    const row = await this.db
      .selectFrom('catalogue_version')
      .select(sql<string>`version::text`.as('version'))
      .where('id', '=', 1)
      .executeTakeFirst();
    return row?.version ?? '0';
  }
}
