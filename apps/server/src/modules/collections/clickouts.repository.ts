import type { Kysely, Selectable } from 'kysely';
import type { Database } from '../../db/schema';
import type { ClickoutObjectsTable } from '../../db/schema-catalogue';

export type ClickoutRow = Selectable<ClickoutObjectsTable>;

export class ClickoutsRepository {
  constructor(private readonly db: Kysely<Database>) {}

  findByUuids(uuids: readonly string[]): Promise<ClickoutRow[]> {
    if (uuids.length === 0) return Promise.resolve([]);
    return this.db
      .selectFrom('clickout_objects')
      .selectAll()
      .where('uuid', 'in', [...uuids])
      .execute();
  }
}
