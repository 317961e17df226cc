import type { Kysely, Selectable } from 'kysely';
import type { Database } from '../../db/schema';
import type { JsonbagsTable } from '../../db/schema-catalogue';

export type JsonbagRow = Selectable<JsonbagsTable>;
export type JsonbagKey = { slug: string } | { uuid: string };

export class JsonbagsRepository {
  constructor(private readonly db: Kysely<Database>) {}

  findOne(key: JsonbagKey): Promise<JsonbagRow | undefined> {
    return this.db
      .selectFrom('jsonbags')
      .selectAll()
      .where((eb) => ('slug' in key ? eb('slug', '=', key.slug) : eb('uuid', '=', key.uuid)))
      .executeTakeFirst();
  }

  findByUuids(uuids: readonly string[]): Promise<JsonbagRow[]> {
    if (uuids.length === 0) return Promise.resolve([]);
    return this.db
      .selectFrom('jsonbags')
      .selectAll()
      .where('uuid', 'in', [...uuids])
      .execute();
  }
}
